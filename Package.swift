// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Injectable",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Injectable", targets: ["Injectable"]),
        // For test targets: a Swift Testing trait that gives each test its own child container.
        // Beside Injectable it needs only the toolchain's Testing module.
        .library(name: "InjectableTesting", targets: ["InjectableTesting"]),
    ],
    targets: [
        // What Swift cannot do: relaxed atomic counts before macOS 15, a thread-specific key
        // made at load time, the stack's bounds, and the declarations of the Swift runtime's
        // entry points the library uses. Part of this package, not a dependency; see
        // Sources/InjectableRuntime/README.md.
        .target(name: "InjectableRuntime"),
        .target(
            name: "Injectable",
            dependencies: ["InjectableRuntime"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "InjectableTesting",
            dependencies: ["Injectable"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "InjectableTestingTests",
            dependencies: ["InjectableTesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "InjectableTests",
            dependencies: ["Injectable"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
