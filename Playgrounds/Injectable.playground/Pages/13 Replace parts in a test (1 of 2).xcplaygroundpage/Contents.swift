/*:
 # Replace parts in a test

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 A test makes a *child container* of the app's: a container that sees its parent's
 registrations, but keeps its own instances, and whose changes stay in it. In the
 child, the test replaces what it must with an *override*, which swaps a type or an
 interface everywhere in the graphs that container builds, however deep, without the
 types that use it knowing.

 *Register* and *override* do different jobs. The app registers, once, which type
 stands behind each interface. A test overrides: an override replaces any type, a
 concrete one too, in one container and the children made from it, and wins over
 both the registration and the type's own `init(container:)`. So a test overrides
 what it replaces, and registers only an interface that the app itself leaves out.

 **Step 1 of 2.**

 Add an `InMemoryStore`. Make a child of the app's container, override `NoteStore`
 with `InMemoryStore` in it, and resolve the model from the child.
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
let notesUnderTest: NotesModel = test.resolve()

check(notesUnderTest.titles == ["A test note"], "in the test's container, the notes come from InMemoryStore")
check((app.resolve() as NotesModel).titles == ["Groceries", "Ideas"], "the app's container is unchanged")

/*:
 The app's container still gives the `DiskStore`: the child changed nothing in its
 parent.
 */

//: [Previous](@previous) | [Next](@next)
