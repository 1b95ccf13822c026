// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Notes",
    // Injectable's platforms: a package that depends on it declares at least these.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(url: "https://github.com/injectable-swift/Injectable.git", from: "1.0.0")
    ],
    targets: [
        .executableTarget(name: "Notes", dependencies: ["Injectable"]),
        // InjectableTesting: the test trait of the next chapter.
        .testTarget(
            name: "NotesTests",
            dependencies: ["Notes", .product(name: "InjectableTesting", package: "Injectable")]
        ),
    ]
)
