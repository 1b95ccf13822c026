/*:
 # Make a mistake on purpose

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 A registration is checked at run time. Forget one, and the app stops when a user first
 opens the screen that needs it, with a message that names what is missing.
 `DependencyContainer.validate(roots:isolation:)` moves that moment into your tests: it
 resolves every registration of a container, with everything below it, and reports each
 one that fails, with its path and its fix.
 */
import Injectable

struct Configuration: InjectableValue {
    let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL
    }

    init(container: Container) {
        self.init(baseURL: "https://notes.example.com")
    }
}

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    let configuration: Configuration

    init(container: Container) {
        configuration = container.resolve()
    }
}

protocol NoteStore: Sendable {
    func titles() -> [String]
}

final class DiskStore: NoteStore, InjectableObject {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}

    func titles() -> [String] {
        ["Groceries", "Ideas"]
    }
}

struct InMemoryStore: NoteStore, InjectableValue {
    init(container: Container) {}

    func titles() -> [String] {
        ["A test note"]
    }
}

final class NotesModel: InjectableObject {
    let client: APIClient
    let store: NoteStore

    init(container: Container) {
        client = container.resolve()
        store = container.resolveInterface()
    }

    var titles: [String] { store.titles() }
}

/*:
 Add syncing: `HTTPSync` implements `SyncServer` and needs `Credentials`, another
 interface. Register the sync server, forget the credentials, and call `validate()`.

 Nothing asks for a `SyncServer` yet, so the program runs: `validate()` is what
 finds the mistake. `checkThrows` is another helper of this tutorial: it checks that
 the call throws, and returns the error for the checks after it.
 */
protocol Credentials: Sendable {
    var token: String { get }
}

protocol SyncServer: Sendable {
    func upload(_ titles: [String]) -> Int
}

final class HTTPSync: SyncServer, InjectableObject {
    let credentials: Credentials

    init(container: Container) {
        credentials = container.resolveInterface()
    }

    func upload(_ titles: [String]) -> Int {
        titles.count
    }
}

// The app's container, made once at start-up.
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
    container.register(interface: SyncServer.self, implementation: HTTPSync.self)
    return container
}

let app = makeAppContainer()
let notes: NotesModel = app.resolve()

check(notes.client.configuration.baseURL == "https://notes.example.com", "the app talks to the real server")
check(notes.titles == ["Groceries", "Ideas"], "the notes come from the registered DiskStore")

// What a test does: a child of the app's container, with a part replaced.
let test = app.child()
test.override(NoteStore.self, with: InMemoryStore.self)
test.override(Configuration.self) { _ in Configuration(baseURL: "http://localhost:8080") }
let notesUnderTest: NotesModel = test.resolve()

check(notesUnderTest.titles == ["A test note"], "in the test's container, the notes come from InMemoryStore")
check((app.resolve() as NotesModel).titles == ["Groceries", "Ideas"], "the app's container is unchanged")
check(notesUnderTest.client.configuration.baseURL == "http://localhost:8080", "an override reaches two levels down")
check(notesUnderTest.client !== notes.client, "the child keeps its own .persistent APIClient")

// Nothing above asks for a SyncServer yet, so the program runs. validate() asks for every registration.
let report = checkThrows(ValidationError.self, "validate() finds what the app forgot to register") {
    try makeAppContainer().validate()
}
check(report.failures.count == 1, "one registration cannot be resolved")
check(report.failures[0].kind == .interfaceNotRegistered, "because an interface on its path is not registered")
print(report)

/*:
 Read the report. The path shows how the missing interface is reached, from the
 registration down, and the fix shows what to add.

 ```text
 Injectable found 1 registration that cannot be resolved:

 1. Injectable cannot resolve the interface Credentials: nothing is registered for it.
      Resolution path: SyncServer (interface) → HTTPSync → Credentials (interface)
      Fix: register an implementation before resolving, for example
          container.register(interface: Credentials.self, implementation: SomeCredentials.self)
      or  container.register(interface: Credentials.self) { container in ... }
 ```
 */

//: [Previous](@previous) | [Next](@next)
