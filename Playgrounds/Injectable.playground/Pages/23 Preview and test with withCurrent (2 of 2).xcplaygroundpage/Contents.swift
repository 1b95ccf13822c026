/*:
 # Preview and test with withCurrent

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 **Step 2 of 2.**

 Or replace what one model sees. `$store` is the property's *projected value*: not
 the store, but a handle on the property itself, whose `replace(with:)` changes the
 store of this one model.
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

// Or replace what one model sees, without any container.
let single = NoteListModel()
single.$store.replace(with: InMemoryStore(titles: ["Only here"]))

check(single.titles == ["Only here"], "$store.replace(with:) changes what this one model sees")

//: [Previous](@previous) | [Next](@next)
