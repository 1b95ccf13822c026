// A notes app, wired by hand: each type receives what it needs in its initialiser.
struct Configuration {
    let baseURL = "https://notes.example.com"
}

final class Logger {
    let subsystem = "notes"
}

final class APIClient {
    let configuration: Configuration
    let logger: Logger

    init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }
}

final class NotesModel {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}

final class SettingsModel {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}

// The top of the program builds everything, in order: the composition root.
let logger = Logger()
let client = APIClient(configuration: Configuration(), logger: logger)
let notes = NotesModel(client: client)
let settings = SettingsModel(client: client)

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")
check(settings.client.logger.subsystem == "notes", "the client got its logger")
