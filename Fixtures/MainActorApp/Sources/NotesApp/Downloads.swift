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

/// An episode of a podcast, known only when the user taps it.
struct Episode: Sendable, Equatable {
    let title: String
}

/// One episode's download, made on demand by the downloads screen from the episode it
/// downloads: its state is a `let`, set once, not an optional filled in by a `run(_:)` later.
final class EpisodeDownload: CustomInjectableObject {
    let episode: Episode
    @Injected var database: Database
    init(container: Container, parameter: Episode) { episode = parameter }
    /// Nothing builds a download without its episode: the screen's provider passes it.
    init(container: Container) { preconditionFailure("an EpisodeDownload is built from its episode") }
}

/// The downloads screen's view model: a root, which nothing registers. It makes a download per
/// episode through a parameterised provider (`makeDownload(episode)`, never cached), and reads
/// the database through a property.
final class DownloadsViewModel: InjectableObject {
    let makeDownload: ParameterProvider<Episode, EpisodeDownload>
    @Injected var database: Database
    private(set) var downloads: [EpisodeDownload] = []
    init(container: Container) { makeDownload = container.resolve() }

    /// Starts downloading `episode`: a new download of its own, even for an episode seen before.
    func download(_ episode: Episode) -> EpisodeDownload {
        let download = makeDownload(episode)
        downloads.append(download)
        return download
    }
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
