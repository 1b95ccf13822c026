/*:
 # Share one instance

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 A value is copied, so every resolve builds a new one. A class has identity, and whether
 the parts of an app share one instance is a fact about the class: an app has one API
 client, and a new model for each screen. So the class says it, with
 `static let lifetime`:

 | lifetime | a resolve returns |
 | --- | --- |
 | `.ephemeral` (the default) | a new instance, every time |
 | `.persistent` | the one instance of this container |
 | `.transient` | the instance still in use elsewhere, or a new one once nothing holds it |
 | `.scoped` | the one instance of a session (chapter 4) |
 | `.graph` | the one instance of a `resolve()` call: shared by everything that call builds, new for the next call (see [*Lifetimes*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Lifetimes.md)) |

 Beware the word *transient*: in Swinject and in .NET it means "new every time", which
 Injectable calls `.ephemeral`. Here, a transient instance is reused for as long as
 something else keeps it alive.

 **Step 1 of 2.**

 Check what the models got: each has its own `APIClient`, because `.ephemeral` is
 the default.
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
check(notes.client !== settings.client, "each resolve built its own APIClient: .ephemeral is the default")

//: [Previous](@previous) | [Next](@next)
