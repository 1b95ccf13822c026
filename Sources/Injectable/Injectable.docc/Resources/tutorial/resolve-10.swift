import Injectable

struct Configuration: InjectableValue {
    let baseURL = "https://notes.example.com"

    init(container: Container) {}
}

final class Logger: InjectableObject, Sendable {
    let subsystem = "notes"

    init(container: Container) {}
}

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    let configuration: Configuration
    let logger: Logger

    init(container: Container) {
        configuration = container.resolve()
        logger = container.resolve()
    }
}

struct NoteFormatter: InjectableValue {
    init(container: Container) {}

    func title(_ text: String) -> String {
        text.isEmpty ? "Untitled" : text
    }
}

final class NotesModel: InjectableObject {
    let client: APIClient
    let formatter: NoteFormatter

    init(container: Container) {
        client = container.resolve()
        formatter = container.resolve()
    }

    func openNote(_ id: Int) -> NoteDetailModel {
        NoteDetailModel(noteID: id, client: client)
    }
}

// A note's ID is a value, known only when the user opens the note: it goes to the initialiser.
final class NoteDetailModel {
    let noteID: Int
    let client: APIClient

    init(noteID: Int, client: APIClient) {
        self.noteID = noteID
        self.client = client
    }
}

final class SettingsModel: InjectableObject {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    convenience init(container: Container) {
        self.init(client: container.resolve())
    }
}

// The composition root: makes the app's container. The next chapter registers here.
func makeAppContainer() -> DependencyContainer {
    DependencyContainer()
}

// The app: your `App` struct in SwiftUI, or the app delegate in UIKit. It makes the container
// once, at start-up, and keeps it for as long as the app runs.
struct NotesApp {
    let container = makeAppContainer()
}

let app = NotesApp()
let notes: NotesModel = app.container.resolve()
let settings: SettingsModel = app.container.resolve()

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")
check(settings.client.logger.subsystem == "notes", "the client got its logger")
check(notes.formatter.title("") == "Untitled", "the notes got their formatter")
check(notes.client === settings.client, "both models share the one .persistent APIClient")
check(notes.client === app.container.resolve() as APIClient, "the app's container keeps its one APIClient")
check(notes.openNote(42).noteID == 42, "a value is passed to the initialiser, not resolved")
check(SettingsModel(client: notes.client).client === notes.client, "SettingsModel can still be built by hand")
