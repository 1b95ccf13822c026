/*:
 # A type that needs await

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 **Step 4 of 4.**

 A model that only saves to the database need not become async itself: it holds an
 `AsyncProvider` of the database and awaits it where it saves.
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

struct Offline: Error {}
let attempts = Counter()

final class RemoteSettings: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent

    init(container: Container) async throws {
        attempts.increment()
        if attempts.value == 1 { throw Offline() }
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

// A synchronous model that saves to the async database: it holds a provider, and awaits it
// where it saves, so it stays synchronous itself.
@MainActor
final class EditorModel {
    let database: AsyncProvider<Database>
    var saved: [String] = []

    init(container: Container) {
        database = container.resolve()
    }

    func save(_ text: String) async throws {
        let database = try await database.get()
        saved.append("\(database.path): \(text)")
    }
}

extension EditorModel: @MainActor InjectableObject {}

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

let failure = await checkThrows(ResolutionError.self, "the first attempt fails: the device is offline") {
    _ = try await app.resolve() as RemoteSettings
}
check(failure.underlyingError is Offline, "the error the initialiser threw is the underlyingError")

let settings: RemoteSettings = try await app.resolve()

check(attempts.value == 2, "a failure is not cached: the next request built RemoteSettings again")
check(try await app.resolve() as RemoteSettings === settings, "a success is cached")

let editor: EditorModel = app.resolve()  // synchronous: nothing is opened yet

try await editor.save("Buy milk")

check(editor.saved == ["notes.sqlite: Buy milk"], "a synchronous model awaits the async database where it saves")
check(try await editor.database.get() === database, "the provider resolves with Database's lifetime: the one instance")

/*:
 `container.resolve()` makes the provider, as it makes a `Provider`, and the model's
 initialiser stays synchronous. Each `try await get()` resolves `Database` with its
 own lifetime, so a `.persistent` database is the one instance; an `AsyncLazy`
 would build it on first use and keep it.
 */

/*:
 # Recap

 What the tutorial taught, in a page, and where each topic goes deeper.

 ## What you learned

 - **Why a container.** Hand wiring is dependency injection, checked by the compiler, but its
   composition root grows with the graph. With Injectable, each type builds itself in
   `init(container:)`, `resolve()` walks the graph from the type you ask for, and a new
   dependency is a line in the type that needs it. When it cannot build a type, `resolve()`
   stops the program with a message that names the type, its path and the fix;
   `tryResolve()` throws it instead, unless it happens inside a plain `init(container:)`.
 - **Lifetimes.** A class says whether it is shared: `.ephemeral` (new every time, the
   default), `.persistent` (one per container), `.transient` (reused while something holds
   it, not Swinject's "new every time"), `.scoped` (one per session). A shared instance is
   `Sendable`, or belongs to the main actor.
 - **Where containers live.** The app makes one at start-up with `makeAppContainer()`, keeps
   it (in its `App` struct, or its app delegate) and names it the default with
   `setDefault(_:)`. Everything else is made from it: a test's child, from the `.container`
   trait; a session's `scope()`, kept by the app's signed-in state; a preview's child, made
   current with `withCurrent`.
 - **Where to ask.** A type resolves what it needs in `init(container:)`, from the container
   that builds it. Looking up `current`, through `@Injected`, `inject()` or
   `DependencyContainer.current` itself, is for the objects a framework makes (views'
   models, previews) and for tests; anywhere else it is a service locator. To build later,
   take a `Provider`; to build from a value known only then, a `ParameterProvider`.
 - **What stays out.** Values go to initialisers. Types that other code builds keep a plain
   initialiser that `init(container:)` forwards to. What a whole session shares, such as its
   signed-in user, is a typed value: a property of `InjectedValues`, set on the scope with
   `setValue(_:for:)`.
 - **Interfaces and tests.** The app registers one type for each protocol; a test overrides
   any type or interface in its own child. `validate()` proves the registrations resolve, and
   `validate(roots:)`, given the app's top-level models, covers the interfaces that only a
   concrete type asks for too.
 - **Objects you do not build** take `@Injected` properties and `inject()` default arguments.
   Those resolve from the container that built their owner or, for an owner made outside
   any resolve, from `current` as it was when the owner was made: the default container, a
   test's or a preview's, or a session's, inside `session.withCurrent`.
 - **Two objects that need each other.** One asks for the other in `didInject(container:)`,
   which runs after its `init(container:)`, once the container keeps it; the other keeps its
   reference `weak`.
 - **The main actor and async.** A main-actor type conforms with an isolated conformance,
   and the test that validates it runs on the main actor; a type that needs `await` conforms
   to `AsyncInjectableObject` (a main-actor one as it is) and is resolved with `try await`;
   a synchronous type that needs one holds an `AsyncProvider` of it and awaits `get()`.

 ## Where to go next

 - [*Lifetimes*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Lifetimes.md): the lifetimes at work, `.graph` among them, and what a container keeps.
 - [*Cycles and didInject*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/CyclesAndDidInject.md): two objects that need each other, closed in `didInject`, and the
   leak check that finds a pair left strong.
 - [*Interfaces and keyed variants*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/InterfacesAndKeyedVariants.md): several implementations under keys, a default key that
   switches at run time, one type in several configurations, modules.
 - [*Testing*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Testing.md): the `.container` trait in full, leak checks, overrides that decorate.
 - [*Property injection*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/PropertyInjection.md): every form of `@Injected`, its modes, key-path defaults,
   replacing what one object sees, and observable models.
 - [*Providers and scopes*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/ProvidersAndScopes.md): `Lazy`, which builds once, on first use; providers of
   interfaces; what a provider keeps alive.
 - [*Diagnostics and validate()*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/DiagnosticsAndValidation.md): every kind of failure, the diagnostics hook, the graph
   recorder.
 - [*Concurrency and the main actor*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/ConcurrencyAndTheMainActor.md) and [*Async construction*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/AsyncConstruction.md): exactly-once builds under
   contention, the task-local current container, types of other global actors, cancellation.
 - [*Main actor and Swift 6.2 app targets*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/MainActorAppTargets.md): an app target that is main-actor by default.
 - [*API design: one spelling per task*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/APIDesign.md): the one spelling taught for each task.
 */

//: [Previous](@previous)
