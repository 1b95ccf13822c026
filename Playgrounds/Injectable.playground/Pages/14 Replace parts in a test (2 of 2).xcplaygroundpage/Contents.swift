/*:
 # Replace parts in a test

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 **Step 2 of 2.**

 Override a concrete type too: the test's `Configuration` points at a local server.
 The closure builds the replacement, and the client, two levels below the model,
 gets it.
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

// The composition root: makes the app's container, which the app keeps (NotesApp, in chapter 1).
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
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

/*:
 Overriding a concrete type is what registrations cannot do: `resolve()` never looks
 at a registration, but it does obey an override. The last check makes a child with
 no override at all: it builds its own `APIClient` all the same, because a
 `.persistent` instance is one per container, so a test never shares one with the
 app, or with another test.
 */

/*:
 Write the same as a Swift Testing file. The `.container` trait of
 `InjectableTesting` gives each test a child container of its own: on the suite,
 `base:` names the container to make it from; on a test, the closure configures it.
 The trait makes that child `DependencyContainer.current` for the test, the
 container that code outside any resolve reads, so tests running in parallel each
 see their own.

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
 }
 ```

 A test is one of the places that look a container up: each test reads
 `DependencyContainer.current`, which is its own child. The test target depends on
 `InjectableTesting`, as the manifest of the last chapter showed ([*Testing*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Testing.md)
 says more). CI compiles this file with the app above and runs its tests; in your
 project, it also imports the app's module.
 */

//: [Previous](@previous) | [Next](@next)
