// swift-tools-version: 6.2
// An app package written the way a new Swift 6.2 app target starts: the app module is
// main-actor by default, with isolated conformances inferred and nonisolated async functions
// running on their caller's actor. `swift run NotesApp` checks every feature from main-actor
// code and exits non-zero on the first failure. NotesServices is a nonisolated library of
// services that the main-actor app uses (the mixed case).
import PackageDescription

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
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("InferIsolatedConformances"),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
        ),
    ]
)
