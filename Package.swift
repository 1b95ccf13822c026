// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Injectable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Injectable", targets: ["Injectable"])
    ],
    targets: [
        // A few lines of C: atomics and a thread-local pointer, inlined into Swift callers.
        // Part of this package, not a dependency.
        .target(name: "InjectableShims"),
        .target(
            name: "Injectable",
            dependencies: ["InjectableShims"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "InjectableTests",
            dependencies: ["Injectable"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
