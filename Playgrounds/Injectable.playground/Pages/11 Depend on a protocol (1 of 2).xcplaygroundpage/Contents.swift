/*:
 # Depend on a protocol

 *Chapter 2, Protocols and tests: Test a model with its real graph*

 A test wants the app's real graph with a part or two replaced, and must not disturb the
 tests that run beside it. Depend on a protocol where a part should be replaceable, replace
 parts in a child container, write the Swift Testing file, and let `validate()` find a
 forgotten registration before a user does.

 The notes come from a store: on disk in the app, in memory in a test. So the model
 depends on a protocol, `NoteStore`, and not on either store. A protocol that the
 container is asked for is an *interface*.

 The container cannot build a protocol: it has no initialiser, and the type behind it
 may live in a module the model does not import. So the app says once, at start-up,
 which type stands behind it. That is the one thing Injectable asks you to register.

 **Step 1 of 2.**

 Start from the app of the last chapter, cut down to a configuration, a client and a
 model. `makeAppContainer()` makes the app's container, as it did there: it is the
 composition root. The top of the program does what `NotesApp` does at start-up,
 and `app` is the container it keeps.
 */
import Injectable

struct Configuration: InjectableValue {
    let baseURL: String

    init(baseURL: String) {
        self.baseURL = baseURL
    }

    init(container: Container) {
        self.init(baseURL: "https://notes.example.com")
    }
}

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    let configuration: Configuration

    init(container: Container) {
        configuration = container.resolve()
    }
}

final class NotesModel: InjectableObject {
    let client: APIClient

    init(container: Container) {
        client = container.resolve()
    }
}

// The composition root: makes the app's container, which the app keeps (NotesApp, in chapter 1).
func makeAppContainer() -> DependencyContainer {
    let container = DependencyContainer()
    return container
}

let app = makeAppContainer()  // what the app does once, at start-up
let notes: NotesModel = app.resolve()

check(notes.client.configuration.baseURL == "https://notes.example.com", "the app talks to the real server")

/*:
 `Configuration` keeps a plain initialiser, which its `init(container:)` calls with
 the app's server: the pattern from the end of the last chapter.
 */

//: [Previous](@previous) | [Next](@next)
