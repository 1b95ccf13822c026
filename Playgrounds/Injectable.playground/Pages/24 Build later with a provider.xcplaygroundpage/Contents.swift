/*:
 # Build later with a provider

 *Chapter 4, Sessions, the main actor, async: Scope a session, and build later*

 A sync service needs a new upload for every note. Keeping the container to call
 `resolve()` later would be the service locator of the first chapter. Ask for a
 `Provider` instead: it builds its type later, as often as you call it, from the
 container that made the provider.

 Give `SyncService` a `Provider<Upload>`, and call it once per note.
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

let uploadsBuilt = Counter()

final class Upload: InjectableObject, Sendable {
    let client: APIClient

    init(container: Container) {
        client = container.resolve()
        uploadsBuilt.increment()
    }

    func send(_ title: String) -> String {
        "sent \(title)"
    }
}

final class SyncService: InjectableObject, Sendable {
    static let lifetime: Lifetime = .scoped

    let makeUpload: Provider<Upload>

    init(container: Container) {
        makeUpload = container.resolve()
    }

    func sync(_ titles: [String]) -> [String] {
        titles.map { makeUpload().send($0) }
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

state.signIn()
let sync: SyncService = state.session!.resolve()

check(uploadsBuilt.value == 0, "a Provider builds nothing until it is called")
check(sync.sync(["Groceries", "Ideas"]) == ["sent Groceries", "sent Ideas"], "each call builds an Upload")
check(uploadsBuilt.value == 2, "two calls, two new Uploads")

/*:
 Each call resolves `Upload`, with its own lifetime, from the session's container.
 A `Lazy` is resolved the same way, and builds once, on first use.
 */

//: [Previous](@previous) | [Next](@next)
