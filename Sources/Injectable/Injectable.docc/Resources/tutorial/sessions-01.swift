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
