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

 Beware the word *transient*: in Swinject and in .NET it means "new every time", which
 Injectable calls `.ephemeral`. Here, a transient instance is reused for as long as
 something else keeps it alive. [*Lifetimes*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/Lifetimes.md) describes all of them, and a fifth,
 `.graph`, that this tutorial does not need.

 Give `APIClient` the `.persistent` lifetime. Both models now share one client, and
 with it one `Logger`.
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
check(notes.formatter.title("") == "Untitled", "the notes got their formatter")
check(notes.client === settings.client, "both models share the one .persistent APIClient")

/*:
 A shared instance may be used from several threads at once, so it must be
 `Sendable`, and the client and its logger now say so. The compiler checks the
 claim: a `final class` is `Sendable` when its stored properties are `let`s of
 `Sendable` types (`Configuration`, a struct of such values, is `Sendable` by
 itself), and so is a class that belongs to the main actor (chapter 4).
 */

//: [Previous](@previous) | [Next](@next)
