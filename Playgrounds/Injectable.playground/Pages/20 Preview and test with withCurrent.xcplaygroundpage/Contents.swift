/*:
 # Preview and test with withCurrent

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 `DependencyContainer.withCurrent(_:)` makes a container current while its closure
 runs. `current` is *task-local*: it holds for the code in the closure and for the tasks
 that code starts, and nowhere else, so a test running at the same time still sees its
 own. An `@Injected` property keeps the container that was current when its owner was
 made.

 Make a preview's container: a child of the app's, with sample notes. Make the model
 inside `withCurrent`.
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

// A preview, or a test, makes its own container current while it makes a model.
let preview = app.container.child()
preview.override(NoteStore.self) { _ in InMemoryStore(titles: ["Zebra", "Apple"]) }
let previewModel = preview.withCurrent { NoteListModel() }

check(previewModel.titles == ["Zebra", "Apple"], "a model made inside withCurrent uses the preview's container")
check(NoteListModel().titles == ["Ideas", "Groceries"], "a model made outside still uses the app's container")

/*:
 The model made inside `withCurrent` reads its store later, outside the closure, and
 still gets the preview's: it took its container when it was made.
 */

/*:
 Test the model as the view makes it. The `.container` test trait of the last
 chapter makes a child for each test and makes it current, as `withCurrent` does,
 so the model resolves its store from the test's container. The suite is
 `@MainActor` because the model is.

 ```swift
 import Injectable
 import InjectableTesting
 import Testing

 // The test target also imports the app: @testable import Notes

 @Suite(.container(base: makeAppContainer()))
 @MainActor
 struct NoteListModelTests {
     @Test(.container { $0.override(NoteStore.self) { _ in InMemoryStore(titles: ["A test note"]) } })
     func listsTheStoredTitles() {
         let model = NoteListModel()  // as the view makes it, in this test's container
         #expect(model.titles == ["A test note"])
     }
 }
 ```
 */

//: [Previous](@previous) | [Next](@next)
