/*:
 # Inject a model the view makes

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 **Step 2 of 2.**

 Give the model an `@Injected` store, and make the app's container the default,
 once, at start-up.
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

// A SwiftUI view makes its model itself (`@State private var model = NoteListModel()`):
// nobody hands it a container.
@MainActor
final class NoteListModel {
    @Injected var store: NoteStore
    var selection: String?

    var titles: [String] { store.titles() }
}

let app = makeAppContainer()
DependencyContainer.setDefault(app)  // once, at start-up: what models made outside a resolve use
let model = NoteListModel()

check(model.selection == nil, "the view made its model, with no container in sight")
check(model.titles == ["Ideas", "Groceries"], "@Injected resolved the NoteStore from the app's container")

/*:
 `@Injected var store: NoteStore` resolves the interface; for a concrete type, it
 resolves the type, as `resolve()` does.
 */

//: [Previous](@previous) | [Next](@next)
