// swift-tools-version:6.0
import PackageDescription

// An app target with its theme in its sources: fdlc's build-tool plugin checks and compiles
// Sources/ThemedApp/brand.nss on every build (a broken theme fails the build at its line),
// and `swift package lint-themes` lints it. Scripts/check-example-package runs both in CI.
let package = Package(
    name: "ThemedApp",
    dependencies: [.package(name: "fdlc", path: "../..")],
    targets: [
        .executableTarget(
            name: "ThemedApp",
            dependencies: [.product(name: "FioriTheme", package: "fdlc")],
            plugins: [.plugin(name: "FioriThemeBuildPlugin", package: "fdlc")]
        ),
    ]
)
