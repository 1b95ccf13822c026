/*:
 # A type that needs await

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 **Step 2 of 4.**

 A main-actor model that needs the database conforms to `AsyncInjectableObject` as it
 is, with a plain conformance: its initialiser runs on the main actor.
 */
import Injectable

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}
}

let databasesBuilt = Counter()

final class Database: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent

    let path: String

    init(container: Container) async throws {
        databasesBuilt.increment()
        try await Task.sleep(for: .milliseconds(50))  // opening the file
        path = "notes.sqlite"
    }
}

// A view model belongs to the main actor, and so does its initialiser.
@MainActor
final class InboxScreenModel {
    let client: APIClient
    var selection: String?

    init(container: Container) {
        client = container.resolve()
    }
}

extension InboxScreenModel: @MainActor InjectableObject {}

@MainActor
final class NoteScreenModel: AsyncInjectableObject {
    let database: Database

    init(container: Container) async throws {
        database = try await container.resolve()
    }
}

// A conversation screen and its composer: each needs the other.
@MainActor
final class ThreadModel {
    private(set) var composer: ComposerModel!

    init(container: Container) {}

    func didInject(container: Container) {
        composer = container.resolve()
    }
}

extension ThreadModel: @MainActor InjectableObject {
    static let lifetime: Lifetime = .transient
}

@MainActor
final class ComposerModel {
    private(set) weak var thread: ThreadModel?

    init(container: Container) {
        thread = container.resolve()
    }
}

extension ComposerModel: @MainActor InjectableObject {}

// The composition root: makes the app's container, which the app keeps.
func makeAppContainer() -> DependencyContainer {
    DependencyContainer()
}

let app = makeAppContainer()  // what the app does once, at start-up
let screen: InboxScreenModel = app.resolve()

check(screen.client === app.resolve() as APIClient, "main-actor code resolves the main-actor model")

// Off the main actor, `app.resolve() as InboxScreenModel` does not compile: hop to the main actor first.
let fromBackground = await Task.detached {
    await MainActor.run { app.resolve() as InboxScreenModel }
}.value

check(fromBackground.client === screen.client, "a background task that hops to the main actor gets one too")

var thread: ThreadModel? = app.resolve()

check(thread?.composer.thread === thread, "the composer got the very thread that is resolving it")

weak var closedThread = thread
thread = nil

check(closedThread == nil, "with one side weak, the pair is freed when the screen closes")

// Two requests at the same moment, before anything is built.
async let first: Database = app.resolve()
async let second: Database = app.resolve()
let (database, other) = try await (first, second)

check(database.path == "notes.sqlite", "try await resolve() built the Database")
check(databasesBuilt.value == 1 && other === database, "two requests at once: one build, which both got")
check(try await app.resolve() as Database === database, "a .persistent async type is built once, then shared")

let noteScreen: NoteScreenModel = try await app.resolve()

check(noteScreen.database === database, "a main-actor model can need an async type, and await it")

// An async initialiser is awaited, so a background task resolves the model without a hop of its own.
let noteScreenFromBackground = try await Task.detached {
    try await app.resolve() as NoteScreenModel
}.value

check(noteScreenFromBackground.database === database, "a background task resolves it too: the init hops")

/*:
 The isolated conformance of the first section is for synchronous initialisers,
 which run on the caller's thread. An async `init(container:)` is awaited, and the
 call hops to the main actor to run it, so any thread may ask for the model, as
 the background task does. (An `AsyncInjectableObject` must be `Sendable`, which a
 main-actor class is.)
 */

//: [Previous](@previous) | [Next](@next)
