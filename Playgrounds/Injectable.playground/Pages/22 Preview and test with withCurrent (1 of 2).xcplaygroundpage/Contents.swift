/*:
 # Preview and test with withCurrent

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 `DependencyContainer.withCurrent(_:)` makes a container current while its closure
 runs. `current` is *task-local*: it holds for the code in the closure and for the tasks
 that code starts, and nowhere else, so a test running at the same time still sees its
 own. An `@Injected` property keeps the container that was current when its owner was
 made.

 **Step 1 of 2.**

 Make a preview's container: a child of the app's, with sample notes and no sorting.
 Make the model inside `withCurrent`.
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

// The app's container, made once at start-up.
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    container.register(interface: NoteStore.self, implementation: DiskStore.self)
    return container
}

protocol TitleSorting: Sendable {
    func sorted(_ titles: [String]) -> [String]
}

struct Alphabetical: TitleSorting {
    func sorted(_ titles: [String]) -> [String] { titles.sorted() }
}

struct Unsorted: TitleSorting {
    func sorted(_ titles: [String]) -> [String] { titles }
}

extension InjectedValues {
    // A dependency with a sensible default: the default is the property's body.
    var sorting: any TitleSorting { Alphabetical() }
}

// A SwiftUI view makes its model itself (`@State private var model = NoteListModel()`):
// nobody hands it a container.
@MainActor
final class NoteListModel {
    @Injected var store: NoteStore
    @Injected(\.sorting) var sorting
    var selection: String?

    var titles: [String] { sorting.sorted(store.titles()) }
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

let app = makeAppContainer()
DependencyContainer.setDefault(app)  // once, at start-up: what models made outside a resolve use
let model = NoteListModel()

check(model.selection == nil, "the view made its model, with no container in sight")
check(model.titles == ["Groceries", "Ideas"], "@Injected resolved the NoteStore from the app's container")
check(model.sorting is Alphabetical, "a key-path default needs no registration")
check(NoteEditorModel(noteID: 7).store is DiskStore, "the default argument resolved the app's NoteStore")
let editorInTest = NoteEditorModel(noteID: 7, store: InMemoryStore(titles: ["Draft"]))
check(editorInTest.store.titles() == ["Draft"], "a test passes its own store, with no container at all")

// A preview, or a test, makes its own container current while it makes a model.
let preview = app.child()
preview.override(NoteStore.self) { _ in InMemoryStore(titles: ["Zebra", "Apple"]) }
preview.override(\.sorting) { _ in Unsorted() }
let previewModel = preview.withCurrent { NoteListModel() }

check(previewModel.titles == ["Zebra", "Apple"], "a model made inside withCurrent uses the preview's container")
check(NoteListModel().titles == ["Groceries", "Ideas"], "a model made outside still uses the app's container")

/*:
 The `.container` test trait of the last chapter does this for each test: it makes a
 child, and makes it current.
 */

//: [Previous](@previous) | [Next](@next)
