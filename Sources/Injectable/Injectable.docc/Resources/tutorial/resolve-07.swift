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
}

final class SettingsModel: InjectableObject {
    let client: APIClient

    init(container: Container) {
        client = container.resolve()
    }
}

let container = DependencyContainer()
let notes: NotesModel = container.resolve()
let settings: SettingsModel = container.resolve()

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")
check(settings.client.logger.subsystem == "notes", "the client got its logger")
check(notes.formatter.title("") == "Untitled", "the notes got their formatter")
check(notes.client === settings.client, "both models share the one .persistent APIClient")
