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
