/*:
 # One container per signed-in user

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 **Step 2 of 5.**

 Keep the scope where the app keeps its signed-in state. `AppState` is given the
 app's container (the one place it lives, as in the first chapter), makes a scope
 of it when the user signs in, and drops the scope when the user signs out.
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

// The app's signed-in state, given the app's container: it makes a session's container from it
// when the user signs in, and drops that when the user signs out.
@MainActor
final class AppState {
    let app: DependencyContainer
    private(set) var session: DependencyContainer?

    init(app: DependencyContainer) {
        self.app = app
    }

    func signIn() {
        session = app.scope()
    }

    func signOut() {
        session = nil
    }
}

let app = makeAppContainer()  // what the app does once, at start-up
let state = AppState(app: app)
state.signIn()
var inbox: InboxModel? = state.session!.resolve()  // two screens of the signed-in app
var profile: ProfileModel? = state.session!.resolve()

check(inbox!.session === profile!.session, "everything a scope builds shares its one UserSession")
check(inbox!.session.client === app.resolve() as APIClient, "the scope shares the app's APIClient")

weak var oldScope = state.session
weak var oldSession = inbox!.session
state.signOut()

check(oldScope == nil, "signing out dropped the session's container")
check(oldSession != nil, "a screen still open keeps its UserSession")
inbox = nil  // the screens close
profile = nil
check(oldSession == nil, "once the screens let go, nothing of the old session is left")

/*:
 Signing out drops the scope, and with it the scope's hold on its `.scoped`
 instances. A screen still open keeps what it holds, so the old `UserSession` goes
 once the screens built from the session let go of it too.
 */

//: [Previous](@previous) | [Next](@next)
