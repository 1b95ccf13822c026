/*:
 # One container per signed-in user

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 A signed-in user has objects that should live exactly as long as the session. Give each
 session a container of its own with `scope()`, let it carry the user as a typed value,
 and let a type build what it needs later, as often as it needs, with a `Provider`, or
 from a value known only then with a `ParameterProvider`.

 `container.scope()` makes a *scope*: a container for a session, which shares its
 parent's `.persistent` instances and keeps one instance of each `.scoped` type for as
 long as it lives. A child, by contrast, rebuilds everything for itself: a child suits
 a test, a scope suits a session.

 **Step 1 of 5.**

 Give `UserSession` the `.scoped` lifetime. Make a scope of the app's container when
 the user signs in, and resolve two screens' models from it.
 */
import Injectable

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}
}

final class UserSession: InjectableObject, Sendable {
    static let lifetime: Lifetime = .scoped

    let client: APIClient

    init(container: Container) {
        client = container.resolve()
    }
}

final class InboxModel: InjectableObject {
    let session: UserSession

    init(container: Container) {
        session = container.resolve()
    }
}

final class ProfileModel: InjectableObject {
    let session: UserSession

    init(container: Container) {
        session = container.resolve()
    }
}

// The composition root: makes the app's container, which the app keeps.
func makeAppContainer() -> DependencyContainer {
    DependencyContainer()
}

let app = makeAppContainer()  // what the app does once, at start-up
let session = app.scope()  // the user signs in
let inbox: InboxModel = session.resolve()
let profile: ProfileModel = session.resolve()

check(inbox.session === profile.session, "everything a scope builds shares its one UserSession")
check(inbox.session.client === app.resolve() as APIClient, "the scope shares the app's .persistent APIClient")

//: [Previous](@previous) | [Next](@next)
