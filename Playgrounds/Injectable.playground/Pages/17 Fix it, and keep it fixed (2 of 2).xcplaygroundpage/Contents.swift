/*:
 # Fix it, and keep it fixed

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 **Step 2 of 2.**

 `validate()` resolves each registration, with everything below it, and nothing
 else: it does not know your concrete types. `NotesModel` asks for `NoteStore`, and
 no registration does, so a container that forgot `NoteStore` passes `validate()`.
 Name the model as a root, and `validate(roots: NotesModel.self)` resolves it too.
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

// validate() checks what is registered, and no registration needs NoteStore: only NotesModel, a
// concrete type, asks for it. So a container that forgot NoteStore still passes validate().
let forgetful = DependencyContainer()
forgetful.register(interface: SyncServer.self, implementation: HTTPSync.self)
forgetful.register(interface: Credentials.self, implementation: KeychainCredentials.self)

checkDoesNotThrow("validate() passes a container that forgot NoteStore") {
    try forgetful.validate()
}
// Name the models the app resolves at its top as roots: validate(roots:) resolves them too,
// through the same probes, and reports the forgotten NoteStore with its path instead of
// stopping the program, as `forgetful.resolve() as NotesModel` would.
let forgotten = checkThrows(ValidationError.self, "validate(roots:) finds what NotesModel needs and nobody registers") {
    try forgetful.validate(roots: NotesModel.self)
}
check(forgotten.failures.count == 1, "one failure: NotesModel's NoteStore")
check(forgotten.description.contains("NoteStore"), "the report names the forgotten NoteStore")
// The app's own container resolves it, and everything below it.
checkDoesNotThrow("the app's container passes validate(roots: NotesModel.self)") {
    try makeAppContainer().validate(roots: NotesModel.self)
}

/*:
 A root is resolved as `resolve()` would resolve it, through the same probes as
 the registrations, so a failure inside a plain `init(container:)`, such as
 `NotesModel`'s, is reported with the others, with its path, instead of stopping
 the program. Do this in tests only: the probe that met the failure gives up what
 it was building, which is never freed.
 */

/*:
 Add the graph test: it makes the app's container and validates it with the models
 that the app resolves at its top as roots.

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

     // The graph test: every registration, each on its own actor, and each model the app
     // resolves at its top, with everything below them; every failure reported at once.
     @Test func theAppContainerIsComplete() async throws {
         try await makeAppContainer().validate(roots: NotesModel.self)
     }
 }
 ```

 Forget a registration now, on the path of a registration or of `NotesModel`, and
 this test fails with a report of every failure and its path, before the app
 ships. `try await` checks each registration on its own actor, so it passes for an
 app that mixes the main actor with others. When the app resolves a new model at
 its top, add it to the roots.
 */

//: [Previous](@previous) | [Next](@next)
