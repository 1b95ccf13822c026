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
