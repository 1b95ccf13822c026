import Injectable

// Downloads run on the app's own global actor, declared as ConcurrencyAndTheMainActor shows:
// the one type here that is neither main-actor nor nonisolated.

@globalActor
actor DownloadActor {
    static let shared = DownloadActor()
}

/// Nonisolated, with async requirements: a type isolated to `DownloadActor` satisfies them.
nonisolated protocol DownloadQueue: AnyObject, Sendable {
    var pending: [String] { get async }
    func enqueue(_ episode: String) async
}

@DownloadActor
final class BackgroundDownloadQueue: @DownloadActor InjectableObject, GlobalActorInjectable, DownloadQueue {
    typealias InjectionActor = DownloadActor
    static let lifetime: Lifetime = .persistent
    private(set) var pending: [String] = []
    init(container: Container) {}
    func enqueue(_ episode: String) { pending.append(episode) }
}

/// Resolves the queue on its actor, queues `episode`, and returns what is pending.
@DownloadActor
func queue(_ episode: String, in container: DependencyContainer) async throws(ResolutionError) -> [String] {
    let queue: any DownloadQueue = try container.tryResolveInterface()  // built here, on DownloadActor
    await queue.enqueue(episode)
    return await queue.pending
}

/// One episode's download, made on demand by the downloads screen.
final class EpisodeDownload: InjectableObject {
    init(container: Container) {}
}

/// The downloads screen's view model: a root, which nothing registers. It makes a download per
/// episode through a provider, and reads the database through a property.
final class DownloadsViewModel: InjectableObject {
    let makeDownload: Provider<EpisodeDownload>
    @Injected var database: Database
    init(container: Container) { makeDownload = container.resolve() }
}

extension InjectedValues {
    /// The user a session signed in, set per scope: `session.setValue(user, for: \.signedInUser)`.
    var signedInUser: String? { nil }
}

/// The account screen's view model: it reads the session's user.
final class AccountViewModel: InjectableObject {
    @Injected(\.signedInUser) var user
    init(container: Container) {}
}

/// The app's roots: its screens' view models, which `validate(roots:)` checks with the
/// registrations, each on its own actor, in one call.
enum AppRoots {
    static func validate(_ container: DependencyContainer) async throws(ValidationError) {
        try await container.validate(
            roots: GroceryViewModel.self, Screen.self, Editor.self, DownloadsViewModel.self, AccountViewModel.self)
    }
}
