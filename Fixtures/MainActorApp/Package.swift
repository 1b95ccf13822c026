// swift-tools-version: 6.2
// An app package written the way a new Swift 6.2 app target starts: the app module is
// main-actor by default, with isolated conformances inferred and nonisolated async functions
// running on their caller's actor. `swift run NotesApp` checks every feature from main-actor
// code and exits non-zero on the first failure; `swift test` runs NotesAppTests, built with the
// same settings, which use the .container trait from the app's main-actor composition root. NotesServices is a nonisolated library of
// services that the main-actor app uses (the mixed case).
import PackageDescription

/// What a new Swift 6.2 app target sets.
let appSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "MainActorApp",
    dependencies: [.package(name: "Injectable", path: "../..")],
    targets: [
        .target(
            name: "NotesServices",
            dependencies: ["Injectable"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "NotesApp",
            dependencies: ["Injectable", "NotesServices"],
            swiftSettings: appSettings
        ),
        // The app's tests, with the app's settings: the .container trait from a main-actor root.
        .testTarget(
            name: "NotesAppTests",
            dependencies: ["NotesApp", .product(name: "InjectableTesting", package: "Injectable")],
            swiftSettings: appSettings
        ),
    ]
)
