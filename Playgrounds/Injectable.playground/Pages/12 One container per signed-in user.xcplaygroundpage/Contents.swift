/*:
 # One container per signed-in user

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 A signed-in user has objects that should live exactly as long as the session. Give each
 session a container of its own with `scope()`, and let a type build what it needs later,
 as often as it needs, with a `Provider`.

 `container.scope()` makes a *scope*: a container for a session, which shares its
 parent's `.persistent` instances and keeps one instance of each `.scoped` type for as
 long as it lives. A child, by contrast, rebuilds everything for itself: a child suits
 a test, a scope suits a session.
 */
/*:
 Give `UserSession` the `.scoped` lifetime. Make a scope when the user signs in, and
 resolve two screens' models from it.
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

/*:
 Keep the scope where the app keeps its signed-in state: `AppState` makes one when
 the user signs in, and drops it when the user signs out.

 Dropping the scope frees its `.scoped` instances: nothing of the old session
 outlives it.
 */
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
 A `.scoped` type belongs to a session, so resolving it from the app's container is
 a mistake. It is reported as `.notInScope`, instead of keeping one user's session
 for good.
 */
let misplaced = checkThrows(ResolutionError.self, "a .scoped type resolved outside any scope fails") {
    _ = try state.container.tryResolve() as UserSession
}
check(misplaced.kind == .notInScope, "and says so: it is not in a scope")

//: [Previous](@previous) | [Next](@next)
