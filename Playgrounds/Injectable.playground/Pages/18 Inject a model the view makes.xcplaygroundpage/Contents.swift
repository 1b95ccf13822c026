/*:
 # Inject a model the view makes

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 Some objects are made by someone else: SwiftUI makes a view's `@State` model, a framework
 makes a view controller, a preview makes whatever it shows. They cannot take a container,
 so they are where the first chapter's rule allows a lookup. Give them their dependencies
 with `@Injected` properties and `inject()` default arguments, and choose their container
 in previews and tests with `withCurrent`.

 An `@Injected` property resolves its type the first time it is read, from the
 container it took when its owner was made. An object that a container builds takes
 that container. An object made outside any resolve, like a view's model, takes
 `DependencyContainer.current`: in a test or a preview, the container they chose
 (this tutorial's last section); anywhere else, the *default container*, which the app names once,
 where it makes its container, with `DependencyContainer.setDefault(_:)`. (Until
 then, the default is `DependencyContainer.shared`, a container the library makes.)

 Start from the store of the last chapter and the `NotesApp` of the first, which
 now also makes its container the default. A view makes its main-actor
 `NoteListModel` for itself, so give the model an `@Injected` store.
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

let app = NotesApp()  // once, at start-up
let model = NoteListModel()  // what the view does

check(model.$store.container === app.container, "the model's store resolves from the app's container")
check(model.titles == ["Ideas", "Groceries"], "@Injected resolved the app's NoteStore: the DiskStore")

/*:
 `@Injected var store: NoteStore` resolves the interface; for a concrete type, it
 resolves the type, as `resolve()` does. `$store` is the property's *projected
 value*, a handle on the property itself: `$store.container` is the container it
 resolves from. Only the app calls `setDefault`; tests and previews never do, as
 this tutorial's last section shows.
 */

//: [Previous](@previous) | [Next](@next)
