/*:
 # One container per signed-in user

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 **Step 3 of 3.**

 A `.scoped` type belongs to a session, so resolving it from the app's container is
 a mistake. It is reported as `.notInScope`, instead of keeping one user's session
 for good.
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

let misplaced = checkThrows(ResolutionError.self, "a .scoped type resolved outside any scope fails") {
    _ = try state.container.tryResolve() as UserSession
}
check(misplaced.kind == .notInScope, "and says so: it is not in a scope")

//: [Previous](@previous) | [Next](@next)
