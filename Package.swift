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

        // The compiler, in layers: each module imports only modules above it in this list, and
        // the compiler rejects a back-edge. Docs/architecture.md draws them.
        // What every layer shares: source text and positions, diagnostics as data, the target
        // and device profiles, did-you-mean suggestions, contrast thresholds.
        .target(name: "FioriThemeCore", dependencies: ["FioriTheme"]),
        // Bytes to a syntax tree: the lexer, the parser and the tree.
        .target(name: "FioriThemeSyntax", dependencies: ["FioriThemeCore"]),
        // The tree to a style table: variables, the catalog, values, and each runtime's own
        // reading of them (Runtimes/), dispatched once by `Compiler`.
        .target(
            name: "FioriThemeSemantics",
            dependencies: ["FioriThemeSyntax"],
            // The catalog's data, which Scripts/generate-catalog turns into BuiltInCatalog+Data.swift.
            exclude: ["Catalog/Data"]
        ),
        // The formatter: a syntax tree back to canonical text.
        .target(name: "FioriThemeFormat", dependencies: ["FioriThemeSyntax"]),
        // A compiled table as JSON or Swift source.
        .target(name: "FioriThemeOutput", dependencies: ["FioriThemeSemantics"]),
        // Design tokens (W3C DTCG) in and out.
        .target(name: "FioriThemeTokens", dependencies: ["FioriThemeFormat", "FioriThemeOutput"]),
        // Lint rules, suppressions, the baseline, reports, and the fixer that applies certain fixes.
        .target(name: "FioriThemeLint", dependencies: ["FioriThemeSemantics", "FioriThemeTokens"]),
        // The HTML preview of a compiled theme.
        .target(name: "FioriThemePreview", dependencies: ["FioriThemeSemantics"]),
        // What a theme change does on screen.
        .target(name: "FioriThemeDiff", dependencies: ["FioriThemeLint", "FioriThemePreview"]),
        // The one public façade: configuration, editor analysis, and every layer re-exported.
        .target(
            name: "FioriThemeCompiler",
            dependencies: [
                "FioriThemeCore", "FioriThemeSyntax", "FioriThemeSemantics", "FioriThemeFormat",
                "FioriThemeTokens", "FioriThemeLint", "FioriThemePreview", "FioriThemeOutput", "FioriThemeDiff",
            ]
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
            dependencies: ["FioriTheme", "FioriThemeCompiler", "FioriThemeLanguageServer", "FioriThemeTestSupport"]
        ),
        .testTarget(
            name: "fdlcTests",
            dependencies: ["fdlc", "FioriThemeTestSupport"]
        ),
    ]
)

// An extension's members are visible only in files that import its module, so every use of a
// layer is an `import` that Scripts/check-warnings checks against the dependencies above.
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
