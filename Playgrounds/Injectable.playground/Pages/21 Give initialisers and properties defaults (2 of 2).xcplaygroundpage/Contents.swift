/*:
 # Give initialisers and properties defaults

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 **Step 2 of 2.**

 Sort the titles with a `TitleSorting` that has a default: declare it as a property
 of `InjectedValues` whose body is the default, and inject it with
 `@Injected(\.sorting)`.
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

/*:
 A key-path default cannot be forgotten: the compiler checks that it exists and has
 the right type. A container can still override it, as the next section does.
 */

//: [Previous](@previous) | [Next](@next)
