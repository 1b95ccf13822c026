/*:
 # Fix it, and keep it fixed

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 Fix the registration, and write a test that fails when a registration is forgotten
 again. `validate()` checks what is registered; an interface that only a concrete type
 asks for is checked when that type is resolved, so the test names the models that
 the app resolves at its top as roots, and `validate(roots:)` resolves them too.

 **Step 1 of 2.**

 Add `KeychainCredentials`, register it, and validate again.
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

protocol Credentials: Sendable {
    var token: String { get }
}

protocol SyncServer: Sendable {
    func upload(_ titles: [String]) -> Int
}

struct KeychainCredentials: Credentials, InjectableValue {
    let token = "from the keychain"

    init(container: Container) {}
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

// The composition root: makes the app's container, which the app keeps (NotesApp, in chapter 1).
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
    container.register(interface: SyncServer.self, implementation: HTTPSync.self)
    container.register(interface: Credentials.self, implementation: KeychainCredentials.self)
    return container
}

let app = makeAppContainer()  // what the app does once, at start-up
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
// A .persistent instance is one per container: a child builds its own, overrides or not.
let plainChild = app.child()
check(plainChild.resolve() as APIClient !== notes.client, "a child with no override has its own APIClient")

checkDoesNotThrow("with Credentials registered, validate() passes") {
    try makeAppContainer().validate()
}

/*:
 `checkDoesNotThrow` is another helper of this tutorial: it checks that the call
 returns without throwing.
 */

//: [Previous](@previous) | [Next](@next)
