// swift-tools-version:6.0
import PackageDescription

// An app's view of fdlc: it depends on the runtime product `FioriTheme` only, so its build
// compiles no compiler or linter source. `.ci/run` builds and runs it:
// swift run --package-path Examples/ThemeLookup ThemeLookup COMPILED.json
let package = Package(
    name: "ThemeLookup",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "fdlc", path: "../..")],
    targets: [
        .executableTarget(name: "ThemeLookup", dependencies: [.product(name: "FioriTheme", package: "fdlc")]),
    ]
)
