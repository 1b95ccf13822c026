/*:
 # Let the types build themselves

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 **Step 2 of 4.**

 Make `APIClient` injectable too: its `init(container:)` resolves its configuration
 and its logger. The composition root asks for the client alone.
 */
import Injectable

struct Configuration: InjectableValue {
    let baseURL = "https://notes.example.com"

    init(container: Container) {}
}

final class Logger: InjectableObject {
    let subsystem = "notes"

    init(container: Container) {}
}

final class APIClient: InjectableObject {
    let configuration: Configuration
    let logger: Logger

    init(container: Container) {
        configuration = container.resolve()
        logger = container.resolve()
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

let container = DependencyContainer()
let client: APIClient = container.resolve()
let notes = NotesModel(client: client)
let settings = SettingsModel(client: client)

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")
check(settings.client.logger.subsystem == "notes", "the client got its logger")

//: [Previous](@previous) | [Next](@next)
