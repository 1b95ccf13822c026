/*:
 # One container per signed-in user

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 **Step 2 of 3.**

 Keep the scope where the app keeps its signed-in state: `AppState` makes one when
 the user signs in, and drops it when the user signs out.
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

// Whoever knows that a user is signed in keeps the session's container.
@MainActor
final class AppState {
    let container = DependencyContainer()
    private(set) var session: DependencyContainer?

    func signIn() {
        session = container.scope()
    }

    func signOut() {
        session = nil
    }
}

let state = AppState()
state.signIn()
weak var firstSession: UserSession?
do {
    let inbox: InboxModel = state.session!.resolve()
    let profile: ProfileModel = state.session!.resolve()
    firstSession = inbox.session

    check(inbox.session === profile.session, "everything a scope builds shares its one UserSession")
    check(inbox.session.client === state.container.resolve() as APIClient, "the scope shares the app's APIClient")
}
state.signOut()

check(firstSession == nil, "signing out dropped the scope, and its UserSession with it")

/*:
 Dropping the scope frees its `.scoped` instances: nothing of the old session
 outlives it.
 */

//: [Previous](@previous) | [Next](@next)
