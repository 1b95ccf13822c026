/*:
 # Inject a model the view makes

 *Chapter 3, Views and framework-made objects: Inject what you do not build*

 Some objects are made by someone else: SwiftUI makes a view's `@State` model, a framework
 makes a view controller, a preview makes whatever it shows. They cannot take a container.
 Give them their dependencies with `@Injected` properties and `inject()` default arguments,
 and choose their container in previews and tests with `withCurrent`.

 An `@Injected` property resolves its type the first time it is read. An object that a
 container builds resolves its properties from that container. An object made outside
 any resolve, like a view's model, resolves from `DependencyContainer.current`,
 which, outside tests and previews, is the *default container*:
 `DependencyContainer.shared`, unless the app names its own with
 `DependencyContainer.setDefault(_:)`.

 **Step 1 of 2.**

 Start from the store of the last chapter and a main-actor `NoteListModel` that a
 view makes for itself.
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
    var selection: String?
}

let app = makeAppContainer()
let model = NoteListModel()

check(model.selection == nil, "the view made its model, with no container in sight")

//: [Previous](@previous) | [Next](@next)
