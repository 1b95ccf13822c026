import Injectable
import NotesServices

// Every type here is main-actor isolated (the module's default), and so is its conformance.

protocol NotesStore: AnyObject {
    var name: String { get }
}

final class DiskStore: NotesStore, InjectableObject {
    static let lifetime: Lifetime = .persistent
    let name = "disk"
    init(container: Container) {}
}

final class MemoryStore: NotesStore, InjectableObject {
    let name = "memory"
    init(container: Container) {}
}

final class StubStore: NotesStore {
    let name = "stub"
}

/// One editing session's draft: the app resolves it from scopes (`app.scope()`).
protocol Draft: AnyObject {}
final class SessionDraft: Draft, InjectableObject {
    static let lifetime: Lifetime = .scoped
    init(container: Container) {}
}

protocol Reading {}
protocol Writing {}
final class FileStore: Reading, Writing, InjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) {}
}

protocol Plugin {
    var id: String { get }
}
struct SpellCheck: Plugin, InjectableValue {
    let id = "spell"
    init(container: Container) {}
}
struct WordCount: Plugin, InjectableValue {
    let id = "count"
    init(container: Container) {}
}

protocol Salutation {
    var text: String { get }
}
final class Greeting: Salutation, CustomInjectableObject {
    let text: String
    init(container: Container) { text = "Hello" }
    init(container: Container, parameter: String) { text = parameter }
}
struct Badge: Salutation, CustomInjectableValue {
    let text: String
    init(container: Container) { text = "badge" }
    init(container: Container, parameter: String) { text = parameter }
}

class Database: InjectableObject {
    static let lifetime: Lifetime = .persistent
    var kind: String { "sqlite" }
    required init(container: Container) {}
}
final class InMemoryDatabase: Database {
    override var kind: String { "memory" }
}

// didInject cycle: a cached parent and its child.
final class Editor: InjectableObject {
    static let lifetime: Lifetime = .transient
    var toolbar: Toolbar?
    init(container: Container) {}
    func didInject(container: Container) throws { toolbar = container.resolve() }
}
final class Toolbar: InjectableObject {
    // Weak: the editor owns its toolbar; a strong reference back kept the pair alive for good
    // (the leak check in NotesAppTests reported it).
    private(set) weak var editor: Editor?
    init(container: Container) { editor = container.resolve() }
}

// Graph lifetime: one instance per resolve.
final class Session: InjectableObject {
    static let lifetime: Lifetime = .graph
    init(container: Container) {}
}
final class Screen: InjectableObject {
    let a: Session
    let b: Session
    init(container: Container) {
        a = container.resolve()
        b = container.resolve()
    }
}

extension InjectedValues {
    var appName: String { "Notes" }
}

// A session's state, and the view model a session builds: its @Injected properties resolve
// from the session that built it, with no withCurrent.
final class GroceryList: InjectableObject {
    static let lifetime: Lifetime = .scoped
    var items: [String] = []
    init(container: Container) {}
}
final class GroceryViewModel: InjectableObject {
    @Injected var list: GroceryList
    @Injected var database: Database
    init(container: Container) {}
    func add(_ item: String) { list.items.append(item) }
}

final class NotesViewModel {
    @Injected var store: any NotesStore
    @Injected var database: Database
    @Injected(key: "memory") var memory: any NotesStore
    @Injected var missing: (any Writing & Plugin)?
    @Injected(key: "cloud", fallback: StubStore()) var fallback: any NotesStore
    @Injected(mode: .live) var live: any NotesStore
    @Injected(mode: .eager) var logger: Logger
    @Injected(\.appName) var appName
    @Injected(key: "fr") var greeting: Greeting
    @Injected var formatter: NoteFormatter
    @Injected var clock: any Clock
    init() {}
}

final class Composer {
    let store: any NotesStore
    let database: Database
    let badge: Badge?
    let appName: String
    let optionalStore: (any NotesStore)?
    init(
        store: any NotesStore = injectInterface(), database: Database = inject(), appName: String = inject(\.appName),
        optionalStore: (any NotesStore)? = injectInterface()
    ) {
        self.store = store
        self.database = database
        self.badge = nil
        self.appName = appName
        self.optionalStore = optionalStore
    }
}

struct AppModule: InjectableModule {
    func register(in container: DependencyContainer) {
        container.register(interface: (any NotesStore).self, implementation: DiskStore.self)
        container.register(interface: (any NotesStore).self, key: "memory") { @MainActor container in
            container.resolve() as MemoryStore
        }
        container.register(interface: (any Draft).self, implementation: SessionDraft.self)
        // Built on its own actor: the closure is isolated to it.
        container.register(interface: (any DownloadQueue).self) { @DownloadActor container in
            container.resolve() as BackgroundDownloadQueue
        }
    }
}
