/*:
 # Providers and scopes

 ## Build later: `Provider<T>` and `Lazy<T>`
 A sync service needs a new operation for every note. Instead of keeping the container and
 calling `resolve()` itself, it asks for a `Provider<SyncOperation>`: a way to build one later,
 as often as it likes. Nothing is registered; each call resolves `SyncOperation` from the
 container the provider came from, with its lifetime and the container's overrides.
 */
import Injectable

let operationsBuilt = Counter()
let spellCheckersBuilt = Counter()

final class NoteStore: InjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) {}
}

class SyncOperation: InjectableObject {
    let store: NoteStore
    required init(container: Container) {
        store = container.resolve()
        operationsBuilt.increment()
    }
    func run(_ note: String) -> String { "synced \(note)" }
}

final class SpellChecker: InjectableObject {
    init(container: Container) { spellCheckersBuilt.increment() }
}

final class SyncService: InjectableObject {
    static let lifetime: Lifetime = .persistent
    let makeOperation: Provider<SyncOperation>
    let spellChecker: Lazy<SpellChecker>

    init(container: Container) {
        makeOperation = container.resolve()
        spellChecker = container.resolve()
    }

    func sync(_ notes: [String]) -> [String] {
        notes.map { makeOperation().run($0) }
    }
}

let app = DependencyContainer()
let service: SyncService = app.resolve()
check(operationsBuilt.value == 0, "a provider builds nothing until it is called")
_ = service.sync(["groceries", "ideas", "books"])
check(operationsBuilt.value == 3, "each call builds a new ephemeral SyncOperation")
check(service.makeOperation().store === app.resolve() as NoteStore, "its dependencies come from the same container")
_ = service.spellChecker()
_ = service.spellChecker()
check(spellCheckersBuilt.value == 1, "a Lazy builds on first use, once")

/*:
 A provider from a child container builds what the child overrides:
 */
final class FakeOperation: SyncOperation {
    override func run(_ note: String) -> String { "pretended to sync \(note)" }
}

let test = app.child()
test.override(SyncOperation.self) { FakeOperation(container: $0) }
let makeForTest: Provider<SyncOperation> = test.resolve()
check(makeForTest().run("x") == "pretended to sync x", "a provider respects the container's overrides")

/*:
 **No cycle.** `SyncService` is persistent: the container holds it, so if its provider held the
 container, neither could ever be freed. A provider made while its container builds an object it
 keeps holds the container *weakly*; anywhere else (say in an ephemeral view model) it keeps the
 container alive.
 */
weak var weakContainer: DependencyContainer?
do {
    let container = DependencyContainer()
    weakContainer = container
    let service: SyncService = container.resolve()
    _ = service.sync(["one"])
}
check(weakContainer == nil, "a container whose persistent object holds a provider is freed")

/*:
 A failure names the path from where the provider was made: `get()` throws it.
 */
protocol Cloud {}

final class Uploader: InjectableObject {
    init(container: Container) throws { _ = try container.tryResolveInterface() as Cloud }
}

final class UploadService: InjectableObject {
    let makeUploader: Provider<Uploader>
    init(container: Container) { makeUploader = container.resolve() }
}

let uploads: UploadService = app.resolve()
do {
    _ = try uploads.makeUploader.get()
    check(false, "no Cloud is registered, so building an Uploader fails")
} catch {
    print(error.path.map(\.description).joined(separator: " → "))
    check(error.path.first?.typeName == "UploadService", "the error path starts at the type that received the provider")
}

/*:
 ## Scopes: a session, a request
 `container.scope()` makes a container that **shares** the app's `.persistent` instances and
 **keeps its own** `.scoped` ones, freed when the scope goes. (A `child()` rebuilds everything,
 which is what a test wants, not a session.)
 */
final class Analytics: InjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) {}
}

final class UserSession: InjectableObject {
    static let lifetime: Lifetime = .scoped
    let analytics: Analytics
    init(container: Container) { analytics = container.resolve() }
}

var session: DependencyContainer? = app.scope()  // log in
weak var weakUser: UserSession?
do {
    let user: UserSession = session!.resolve()
    weakUser = user
    check(user === session!.resolve() as UserSession, "a scoped type is one instance per scope")
    check(user.analytics === app.resolve() as Analytics, "the scope shares the app's persistent instances")
    check(app.scope().resolve() as UserSession !== user, "another scope has its own session")
}
session = nil  // log out
check(weakUser == nil, "dropping the scope frees its scoped instances")

/*:
 A scoped type has no place outside a scope, and a persistent object that asked for one would
 keep one user's session for good. Both fail with `.notInScope`:
 */
do {
    _ = try app.tryResolve() as UserSession
    check(false, "the app container is not a scope")
} catch {
    check(error.kind == .notInScope, "a .scoped type outside a scope is reported, not kept forever")
}
