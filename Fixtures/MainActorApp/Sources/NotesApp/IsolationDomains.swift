import Injectable
import NotesServices

// MARK: - Isolation domains, with NonisolatedNonsendingByDefault (this module) and without it
// (NotesServices)

/// A nonisolated async function of this module, which enables
/// `NonisolatedNonsendingByDefault`: it runs on its caller's actor, so a main-actor caller's
/// domain is its own.
nonisolated func countDraftsOnTheCallersActor(_ container: DependencyContainer) async -> Bool {
    let counter: DraftCounter = container.resolve()
    counter.drafts += 1
    return counter.drafts > 1
}

func checkIsolationDomains(in container: DependencyContainer) async {
    let app = container.child()
    let counter: DraftCounter = app.resolve()
    counter.drafts += 1
    check(await countDraftsOnTheCallersActor(app), "with NonisolatedNonsendingByDefault: the caller's domain")
    check(await countDrafts(app) == nil, "without it, forwarding the caller's isolation: the caller's domain")
    let refused = await countDraftsOffTheCallersActor(app)
    check(
        refused?.kind.description == "crosses isolation domains"
            && refused?.description.contains("belongs to the main actor") == true,
        "without it: another domain, refused (\(String(describing: refused?.kind)))")
    check(counter.drafts == 3, "the main actor's counter counted the two calls in its domain")
}

// MARK: - A store isolated to another global actor, wired by the main-actor root

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

nonisolated protocol RecipeStore: AnyObject, Sendable {
    var count: Int { get }
}

@DatabaseActor
final class SQLiteStore: @DatabaseActor InjectableObject, GlobalActorInjectable, RecipeStore {
    typealias InjectionActor = DatabaseActor
    static let lifetime: Lifetime = .persistent
    nonisolated let count = 3
    init(container: Container) { DatabaseActor.preconditionIsolated() }
}

func checkIsolatedImplementation(in container: DependencyContainer) async {
    let app = container.child()
    app.register(interface: (any RecipeStore).self, isolatedImplementation: SQLiteStore.self)
    do {
        let store: any RecipeStore = try await app.resolveAsyncInterface()
        let again: any RecipeStore = try await app.resolveAsyncInterface()
        check(store.count == 3 && store === again, "a store of another actor, wired by the main-actor root")
    } catch {
        check(false, "register(interface:isolatedImplementation:): \(error)")
    }
}
