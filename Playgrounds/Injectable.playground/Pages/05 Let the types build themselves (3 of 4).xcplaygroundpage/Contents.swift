/*:
 # Let the types build themselves

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 **Step 3 of 4.**

 Make the models injectable, and ask the container for them. Resolving `NotesModel`
 runs its `init(container:)`, which resolves `APIClient`, whose `init(container:)`
 resolves `Configuration` and `Logger`: the container walks the graph that the
 initialisers describe, however deep, from the one type you asked for.
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

final class NotesModel: InjectableObject {
    let client: APIClient

    init(container: Container) {
        client = container.resolve()
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
check(notes.client !== settings.client, "each model now has an APIClient of its own")
check(notes.client.logger !== settings.client.logger, "and each client a Logger of its own")

/*:
 One thing changed on the way, and the last two checks show it: by hand, both models
 shared the one client that the composition root built. Now each resolve of a model
 builds its own `APIClient`, and with it its own `Logger`, because a class that says
 nothing about sharing gets a new instance every time. The next section decides
 what is shared.
 */

//: [Previous](@previous) | [Next](@next)
