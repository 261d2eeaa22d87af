// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the main package keeps no dependency and no
// timing code. Run: swift run -c release --package-path Benchmarks fdlc-bench
let package = Package(
    name: "fdlc-benchmarks",
    dependencies: [.package(name: "fdlc", path: "..")],
    targets: [
        .executableTarget(name: "fdlc-bench", dependencies: [.product(name: "FioriTheme", package: "fdlc")]),
    ]
)
