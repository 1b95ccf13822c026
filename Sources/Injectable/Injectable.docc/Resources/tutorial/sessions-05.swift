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

// The signed-in user's name: a value the container carries, typed by its key path. The
// property's body is the default, for a container that nobody has signed in to.
extension InjectedValues {
    var signedInUser: String? { nil }
}

final class InboxModel: InjectableObject {
    let session: UserSession

    init(container: Container) {
        session = container.resolve()
    }
}

final class ProfileModel: InjectableObject {
    let session: UserSession
    let userName: String?

    init(container: Container) {
        session = container.resolve()
        userName = container.resolve(\.signedInUser)
    }
}

// A model that a view of the signed-in app makes itself: nobody hands it a container.
@MainActor
final class ComposeModel {
    @Injected var session: UserSession
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

    func signIn(as user: String) {
        let session = app.scope()
        session.setValue(user, for: \.signedInUser)  // this session's user, not the app's
        self.session = session
    }

    func signOut() {
        session = nil
    }
}

let app = makeAppContainer()  // what the app does once, at start-up
let state = AppState(app: app)
state.signIn(as: "ada")
var inbox: InboxModel? = state.session!.resolve()  // two screens of the signed-in app
var profile: ProfileModel? = state.session!.resolve()

check(inbox!.session === profile!.session, "everything a scope builds shares its one UserSession")
check(inbox!.session.client === app.resolve() as APIClient, "the scope shares the app's APIClient")
check(profile!.userName == "ada", "the session's models read the session's user")

weak var oldScope = state.session
weak var oldSession = inbox!.session
state.signOut()

check(oldScope == nil, "signing out dropped the session's container")
check(oldSession != nil, "a screen still open keeps its UserSession")
inbox = nil  // the screens close
profile = nil
check(oldSession == nil, "once the screens let go, nothing of the old session is left")

state.signIn(as: "grace")
let session = state.session!
// Whoever shows a signed-in screen builds its model from the session...
let inboxScreen: InboxModel = session.resolve()
// ...or, for a model that the view makes itself, makes the session current while it does.
let compose = session.withCurrent { ComposeModel() }

check(compose.$session.container === session, "the view's model resolves from the session's container")
check(compose.session === inboxScreen.session, "so it gets this session's UserSession")

let misplaced = checkThrows(ResolutionError.self, "a .scoped type resolved outside any scope fails") {
    _ = try app.tryResolve() as UserSession
}
check(misplaced.kind == .notInScope, "and says so: it is not in a scope")

check((session.resolve() as ProfileModel).userName == "grace", "the next session reads its own user")
check(app.resolve(\.signedInUser) == nil, "the app's container has no user: the value is the session's")
