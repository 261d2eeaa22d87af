// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the main package keeps no dependency and no
// timing code. Run everything with Scripts/bench; this package's tool alone:
// swift run -c release --package-path Benchmarks fdlc-bench help
let package = Package(
    name: "fdlc-benchmarks",
    dependencies: [.package(name: "fdlc", path: "..")],
    targets: [
        // Counts heap allocations (for "allocations per query lookup"); plain C, no dependency.
        .target(name: "MallocCounter"),
        .executableTarget(name: "fdlc-bench", dependencies: [
            .product(name: "FioriTheme", package: "fdlc"),
            .product(name: "FioriThemeCompiler", package: "fdlc"),
            "MallocCounter",
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
