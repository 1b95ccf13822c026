/*:
 # Let the types build themselves

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 With Injectable, each type says how to build itself in `init(container:)`, asking the
 container for what it needs. The composition root shrinks to the objects the app asks
 for at the top, and a new dependency changes the type that needs it, and nothing else.

 Nothing is registered for concrete types like these: the container calls the
 initialisers that the types declare.
 */
/*:
 Import Injectable and make the leaves injectable: a struct conforms to
 `InjectableValue`, a class to `InjectableObject`, and each gets an
 `init(container:)`. `Container` is the name that initialiser uses for the
 `DependencyContainer` that builds it (a type alias). Make a container, and let it
 build the configuration and the logger.

 `container.resolve()` builds the type its context asks for: here, the types of the
 client's parameters.
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

/*:
 Make `APIClient` injectable too: its `init(container:)` resolves its configuration
 and its logger. The composition root asks for the client alone.
 */
final class APIClient: InjectableObject, Sendable {
    let configuration: Configuration
    let logger: Logger

    init(container: Container) {
        configuration = container.resolve()
        logger = container.resolve()
    }
}

/*:
 Add a dependency: the notes need a `NoteFormatter`. Declare the type, a property of
 the model, and one line in its `init(container:)` that resolves it.

 Nothing else changed: no caller, and not the composition root.
 */
struct NoteFormatter: InjectableValue {
    init(container: Container) {}

    func title(_ text: String) -> String {
        text.isEmpty ? "Untitled" : text
    }
}

/*:
 Make the models injectable, and ask the container for them.

 Resolving `NotesModel` runs its `init(container:)`, which resolves `APIClient`,
 whose `init(container:)` resolves `Configuration` and `Logger`. The container walks
 the graph that the initialisers describe, however deep, from the one type you asked
 for.
 */
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

//: [Previous](@previous) | [Next](@next)
