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
    ],
    targets: [
        .target(name: "FioriTheme"),
        .target(
            name: "FioriThemeCompiler",
            dependencies: ["FioriTheme"],
            // The catalog's data, which Scripts/generate-catalog turns into BuiltInCatalog+Data.swift.
            exclude: ["Semantics/Catalog/Data"]
        ),
        .executableTarget(name: "fdlc", dependencies: ["FioriTheme", "FioriThemeCompiler"]),
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
            name: "fdlcTests",
            dependencies: ["fdlc", "FioriThemeTestSupport"]
        ),
    ]
)
