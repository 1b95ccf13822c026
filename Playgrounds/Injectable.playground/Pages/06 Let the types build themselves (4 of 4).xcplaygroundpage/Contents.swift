/*:
 # Let the types build themselves

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 **Step 4 of 4.**

 Add a dependency: the notes need a `NoteFormatter`. Declare the type, a property of
 the model, and one line in its `init(container:)` that resolves it.
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
check(notes.client !== settings.client, "each model now has an APIClient of its own")
check(notes.client.logger !== settings.client.logger, "and each client a Logger of its own")

/*:
 Nothing else changed: no caller, and not the composition root. Compare the listing
 with the previous step's: only `NoteFormatter` and `NotesModel` have new lines.
 */

//: [Previous](@previous) | [Next](@next)
