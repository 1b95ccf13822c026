// expected-error: main actor-isolated conformance of 'InboxScreenModel' to 'InjectableObject' cannot be used in nonisolated context
// A main-actor model with an isolated conformance is not resolved off the main actor (the
// tutorial's "A main-actor view model" says so).
import Injectable

@MainActor
final class InboxScreenModel {
    init(container: Container) {}
}

extension InboxScreenModel: @MainActor InjectableObject {}

nonisolated func makeOffTheMainActor(_ app: DependencyContainer) -> InboxScreenModel {
    app.resolve()
}
