/*:
 # Fix it, and keep it fixed

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 Fix the registration, and make `validate()` a test, so that the next forgotten
 registration fails a test instead of the app.

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

// The app's container, made once at start-up.
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
    container.register(interface: SyncServer.self, implementation: HTTPSync.self)
    container.register(interface: Credentials.self, implementation: KeychainCredentials.self)
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

checkDoesNotThrow("with Credentials registered, validate() passes") {
    try makeAppContainer().validate()
}

/*:
 Add a test that makes the app's container and validates it. Mark it `@MainActor`: a
 type that belongs to the main actor can only be built there, and `validate()`
 called anywhere else reports its registration as not checked.

 ```swift
 import Injectable
 import InjectableTesting
 import Testing

 // The test target also imports the app: @testable import Notes

 @Suite(.container(base: makeAppContainer()))
 struct NotesModelTests {
     @Test(.container { $0.override(NoteStore.self, with: InMemoryStore.self) })
     func showsTheStoredTitles() {
         let notes: NotesModel = DependencyContainer.current.resolve()
         #expect(notes.titles == ["A test note"])
     }

     @Test(.container { $0.override(Configuration.self) { _ in Configuration(baseURL: "http://localhost:8080") } })
     func talksToTheTestServer() {
         let notes: NotesModel = DependencyContainer.current.resolve()
         #expect(notes.client.configuration.baseURL == "http://localhost:8080")
     }

     @Test @MainActor
     func theAppContainerIsComplete() throws {
         try makeAppContainer().validate()
     }
 }
 ```

 `validate()` resolves every registration, with everything below it. An interface
 that only a concrete type asks for, and that no registration reaches, is not
 checked: resolve that type in a test too.
 */

//: [Previous](@previous) | [Next](@next)
