// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "fdlc",
    products: [
        .library(name: "FioriTheme", targets: ["FioriTheme"]),
        .executable(name: "fdlc", targets: ["fdlc"]),
    ],
    targets: [
        .target(name: "FioriTheme"),
        .executableTarget(name: "fdlc", dependencies: ["FioriTheme"]),
        .testTarget(
            name: "FioriThemeTests",
            dependencies: ["FioriTheme"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "fdlcTests",
            dependencies: ["fdlc"]
        ),
    ]
)
