/*:
 # Share one instance

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 **Step 2 of 2.**

 Give `APIClient` the `.persistent` lifetime. Both models now share one client.
 */
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
check(notes.formatter.title("") == "Untitled", "the notes got their formatter, and nothing else changed")
check(notes.client === settings.client, "both models share the one .persistent APIClient")

/*:
 A shared instance may be used from several threads at once, so make it `Sendable`:
 a `final class` whose stored properties are `let`s of `Sendable` types, as
 `APIClient`'s are, or a class that belongs to the main actor (chapter 4).
 */

//: [Previous](@previous) | [Next](@next)
