// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fdlc",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // What an app imports: a compiled theme, its queries, the SDK palette. No compiler in it.
        .library(name: "FioriTheme", targets: ["FioriTheme"]),
        // The compiler and linter, for tools that check or compile themes themselves.
        .library(name: "FioriThemeCompiler", targets: ["FioriThemeCompiler"]),
        .executable(name: "fdlc", targets: ["fdlc"]),
        // SwiftPM plugins for packages with themes: check and compile on every build, and
        // `swift package lint-themes [--fix]`.
        .plugin(name: "FioriThemeBuildPlugin", targets: ["FioriThemeBuildPlugin"]),
        .plugin(name: "LintThemes", targets: ["LintThemes"]),
    ],
    targets: [
        .target(name: "FioriTheme"),
        .target(
            name: "FioriThemeCompiler",
            dependencies: ["FioriTheme"],
            // The catalog's data, which Scripts/generate-catalog turns into BuiltInCatalog+Data.swift.
            exclude: ["Semantics/Catalog/Data"]
        ),
        // `fdlc lsp`: the language server, a target of its own that only the tool links.
        .target(name: "FioriThemeLanguageServer", dependencies: ["FioriTheme", "FioriThemeCompiler"]),
        .executableTarget(
            name: "fdlc", dependencies: ["FioriTheme", "FioriThemeCompiler", "FioriThemeLanguageServer"]),
        .plugin(name: "FioriThemeBuildPlugin", capability: .buildTool(), dependencies: ["fdlc"]),
        .plugin(
            name: "LintThemes",
            capability: .command(
                intent: .custom(
                    verb: "lint-themes",
                    description: "Lint the package's .nss themes with fdlc lint (--fix to apply fixes)"),
                permissions: [.writeToPackageDirectory(reason: "--fix rewrites the .nss themes in place")]
            ),
            dependencies: ["fdlc"]
        ),
        // What must hold for any input: shared by the tests and the fuzz target (Fuzz/).
        .target(name: "FioriThemeTestSupport", dependencies: ["FioriTheme", "FioriThemeCompiler"]),
        .testTarget(
            name: "FioriThemeTests",
            dependencies: ["FioriTheme", "FioriThemeCompiler", "FioriThemeTestSupport"]
        ),
        .testTarget(
            name: "FioriThemeCompilerTests",
            dependencies: ["FioriTheme", "FioriThemeCompiler", "FioriThemeTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FioriThemeLanguageServerTests",
            dependencies: ["FioriTheme", "FioriThemeCompiler", "FioriThemeLanguageServer"]
        ),
        .testTarget(
            name: "fdlcTests",
            dependencies: ["fdlc", "FioriThemeTestSupport"]
        ),
    ]
)
