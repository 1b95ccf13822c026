/*:
 # Wire a model by hand

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 Start from an app that passes its dependencies to initialisers by hand, and learn what a
 container changes, where it lives, how tests replace its parts, and what stays out of it.

 Each page is one step of the tutorial, and its code is the whole program at that
 step: run it to see its checks. A title in italics links to an article of the
 package's documentation (its DocC catalog, `Sources/Injectable/Injectable.docc`).

 If you pass dependencies to initialisers, you already inject them. Start from a small app
 wired that way, let its types build themselves, decide what they share, and find out
 where the container lives, what stays out of it, and whether it is a service locator.

 Passing what a type needs to its initialiser is dependency injection, and a good kind:
 the compiler checks that every dependency is there. Its cost grows with the app:
 something has to build every object, in order, and pass each dependency down to the
 type that needs it.

 **Step 1 of 2.**

 Here is a notes app with two screens' models, wired by hand. `NotesModel` and
 `SettingsModel` need an `APIClient`, which needs a `Configuration`. The last lines
 build them, leaves first, and give both models the one client they built. The
 place where an app builds its objects is called its *composition root*.
 */
// A notes app, wired by hand: each type receives what it needs in its initialiser.
struct Configuration {
    let baseURL = "https://notes.example.com"
}

final class APIClient {
    let configuration: Configuration

    init(configuration: Configuration) {
        self.configuration = configuration
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
let client = APIClient(configuration: Configuration())
let notes = NotesModel(client: client)
let settings = SettingsModel(client: client)

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")

/*:
 Run it: it prints `✓ the notes reach the configuration`. `check(_:_:)` is this
 tutorial's helper: it prints ✓ and its claim when the condition holds, and stops
 the program with ✗ when it does not.
 */

//: [Next](@next)
