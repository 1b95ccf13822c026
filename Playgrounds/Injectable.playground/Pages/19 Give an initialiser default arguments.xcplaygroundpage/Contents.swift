/*:
 # Give an initialiser default arguments

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 An initialiser can keep its parameters and take its dependencies as default
 arguments: the code that makes the object passes the values, and a test passes its
 own dependencies too.

 `NoteEditorModel` takes a note's ID and a store. The store's default argument,
 `injectInterface()`, resolves from the current container, so the app writes
 `NoteEditorModel(noteID: 7)` and a test passes its own store.
 */
import Injectable

protocol NoteStore: Sendable {
    func titles() -> [String]
}

final class DiskStore: NoteStore, InjectableObject {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}

    func titles() -> [String] {
        ["Ideas", "Groceries"]
    }
}

struct InMemoryStore: NoteStore, InjectableValue {
    let storedTitles: [String]

    init(titles: [String]) {
        storedTitles = titles
    }

    init(container: Container) {
        self.init(titles: ["A test note"])
    }

    func titles() -> [String] {
        storedTitles
    }
}

// The composition root: makes the app's container.
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
    return container
}

// The app keeps its container, and makes it the default: the container that objects made
// outside any resolve, such as a view's model, look up.
struct NotesApp {
    let container = makeAppContainer()

    init() {
        DependencyContainer.setDefault(container)
    }
}

// A SwiftUI view makes its model itself (`@State private var model = NoteListModel()`):
// nobody hands it a container, so its store is looked up.
@MainActor
final class NoteListModel {
    @Injected var store: NoteStore
    var selection: String?

    var titles: [String] { store.titles() }
}

// A note's ID is a value, passed in; its store has a default a test can replace.
@MainActor
final class NoteEditorModel {
    let noteID: Int
    let store: NoteStore

    init(noteID: Int, store: NoteStore = injectInterface()) {
        self.noteID = noteID
        self.store = store
    }
}

let app = NotesApp()  // once, at start-up
let model = NoteListModel()  // what the view does

check(model.$store.container === app.container, "the model's store resolves from the app's container")
check(model.titles == ["Ideas", "Groceries"], "@Injected resolved the app's NoteStore: the DiskStore")

check(NoteEditorModel(noteID: 7).store is DiskStore, "the default argument resolved the app's NoteStore")
let editorInTest = NoteEditorModel(noteID: 7, store: InMemoryStore(titles: ["Draft"]))
check(editorInTest.store.titles() == ["Draft"], "a test passes its own store, with no container at all")

/*:
 `inject()` does the same for a concrete type. As in the first chapter, the note's
 ID is a value, and is always passed.
 */

//: [Previous](@previous) | [Next](@next)
