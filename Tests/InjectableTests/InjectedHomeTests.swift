import Injectable
import Testing

/// An `@Injected` property resolves from the container that built its owner: the container its
/// `init(container:)` received. Only an owner built outside any resolve uses `current`.
enum HomeFixtures {
    /// Names the container it was built in (its `origin` value).
    final class Probe: InjectableObject, Sendable {
        let origin: String?
        init(container: Container) { origin = container.stringKeyed.value(forKey: "origin") }
    }

    final class PersistentProbe: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let origin: String?
        init(container: Container) { origin = container.stringKeyed.value(forKey: "origin") }
    }

    /// `Probe` as a value.
    struct ProbeValue: InjectableValue, Sendable {
        let origin: String?
        init(container: Container) { origin = container.stringKeyed.value(forKey: "origin") }
    }

    /// A keyed variant that names the container it was built in.
    final class Channel: CustomInjectableObject {
        let origin: String?
        let topic: String
        init(container: Container) {
            origin = container.stringKeyed.value(forKey: "origin")
            topic = "general"
        }
        init(container: Container, parameter: String) {
            origin = container.stringKeyed.value(forKey: "origin")
            topic = parameter
        }
    }

    protocol Repository: Sendable {
        var origin: String? { get }
    }

    struct NamedRepository: Repository {
        let origin: String?
    }

    /// Registers `Repository` (plain and under "remote") so that it names the container asked.
    static func registerRepositories(in container: DependencyContainer) {
        container.register(interface: Repository.self) { c in
            NamedRepository(origin: c.stringKeyed.value(forKey: "origin"))
        }
        container.register(interface: Repository.self, key: "remote") { c in
            NamedRepository(origin: c.stringKeyed.value(forKey: "origin"))
        }
    }

    /// A container whose `origin` is `name`, with the repositories registered.
    static func container(_ name: String) -> DependencyContainer {
        let container = DependencyContainer()
        container.stringKeyed.setValue(name, forKey: "origin")
        registerRepositories(in: container)
        return container
    }

    final class Store: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// Lives as long as the scope that built it.
    final class GroceryList: InjectableObject, Sendable {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {}
    }

    /// An ephemeral view model of a session: resolved by `session.resolve()`.
    final class ListModel: InjectableObject {
        @Injected var list: GroceryList
        @Injected var maybeList: GroceryList?
        init(container: Container) {}
    }

    /// An ephemeral object with a persistent property.
    final class StoreModel: InjectableObject {
        @Injected var store: Store
        init(container: Container) {}
    }

    /// A persistent object: in a scope, its home builds it.
    final class Settings: InjectableObject {
        static let lifetime: Lifetime = .persistent
        @Injected var probe: Probe
        @Injected var store: Store
        init(container: Container) {}
    }

    /// A scoped object: the scope keeps it, so its properties must not keep the scope.
    final class Cart: InjectableObject {
        static let lifetime: Lifetime = .scoped
        @Injected var list: GroceryList
        @Injected var probe: Probe
        init(container: Container) {}
    }

    /// A persistent object: its container keeps it, so its properties must not keep the container.
    final class Keeper: InjectableObject {
        static let lifetime: Lifetime = .persistent
        @Injected var probe: Probe
        @Injected var maybeProbe: Probe?
        @Injected var maybeRepository: Repository?
        @Injected(mode: .eager) var eager: Probe
        @Injected(fallback: NamedRepository(origin: "fallback")) var withFallback: Repository
        init(container: Container) {}
    }

    /// Transient: its property holds the container that built it, which holds it weakly.
    final class TransientKeeper: InjectableObject {
        static let lifetime: Lifetime = .transient
        @Injected var probe: Probe
        init(container: Container) {}
    }

    /// Built by hand: by a test, or inside another object's `init`.
    final class HandBuilt {
        @Injected var probe: Probe
        init() {}
    }

    /// Builds a `HandBuilt` in its `init`, which is part of the resolve.
    final class Builder: InjectableObject {
        let made: HandBuilt
        init(container: Container) { made = HandBuilt() }
    }

    /// One property of every form of the family.
    final class Kitchen: InjectableObject {
        @Injected var object: Probe
        @Injected var persistentObject: PersistentProbe
        @Injected(key: "k") var variant: Channel
        @Injected var value: ProbeValue
        @Injected var repository: Repository
        @Injected(key: "remote") var remote: Repository
        @Injected var maybeObject: Probe?
        @Injected var maybeValue: ProbeValue?
        @Injected var maybeRepository: Repository?
        @Injected(fallback: NamedRepository(origin: "fallback")) var withFallback: Repository
        @Injected(\.homeOrigin) var keyPathOrigin
        @Injected(mode: .eager) var eagerObject: Probe
        @Injected(mode: .live) var liveRepository: Repository
        init(container: Container) {}

        /// Every property's origin, resolving each.
        var origins: [String: String?] {
            [
                "object": object.origin, "persistentObject": persistentObject.origin, "variant": variant.origin,
                "value": value.origin, "repository": repository.origin, "remote": remote.origin,
                "maybeObject": maybeObject?.origin, "maybeValue": maybeValue?.origin,
                "maybeRepository": maybeRepository?.origin, "withFallback": withFallback.origin,
                "keyPath": keyPathOrigin, "eagerObject": eagerObject.origin, "live": liveRepository.origin,
            ]
        }
    }

    /// The async view model of a session (main-actor: a `Sendable` class has no wrapper `var`).
    @MainActor final class AsyncListModel: AsyncInjectableObject {
        @Injected var list: GroceryList
        @Injected var probe: Probe
        init(container: Container) async throws {}
    }

    /// A persistent async object: in a scope, its home builds it.
    @MainActor final class AsyncSettings: AsyncInjectableObject {
        nonisolated static let lifetime: Lifetime = .persistent
        @Injected var probe: Probe
        init(container: Container) async throws {}
    }
}

extension InjectedValues {
    /// The origin of the container the default is read through.
    fileprivate var homeOrigin: String? { container.stringKeyed.value(forKey: "origin") }
}

@Suite("@Injected resolves from the container that built its owner")
struct InjectedHomeTests {
    typealias F = HomeFixtures

    @Test("a session's view model gets the session's scoped list without withCurrent")
    func scopedPropertyThroughSessionResolve() {
        let session = DependencyContainer().scope()
        let model: F.ListModel = session.resolve()
        #expect(model.maybeList === session.resolve() as F.GroceryList)
        #expect(model.list === session.resolve() as F.GroceryList)
        #expect(model.$list.container === session)
    }

    @Test("a concrete persistent property is the building container's instance, not current's")
    func concretePersistentFromBuilder() {
        let building = DependencyContainer()
        let current = DependencyContainer()
        let model: F.StoreModel = current.withCurrent { building.resolve() }
        #expect(model.store === building.resolve() as F.Store)
        #expect(model.store !== current.resolve() as F.Store)
    }

    @Test("every form of the family resolves from the building container")
    func everyFormFromBuilder() {
        let building = F.container("built")
        let current = F.container("current")
        let kitchen: F.Kitchen = current.withCurrent { building.resolve() }
        for (name, origin) in kitchen.origins where name != "withFallback" {
            #expect(origin == "built", "\(name)")
        }
        #expect(kitchen.withFallback.origin == "built", "the registration is found, so no fallback")
        #expect(kitchen.$object.container === building)
        #expect(kitchen.$liveRepository.container === building)

        // The live form follows the building container's registrations.
        building.register(interface: F.Repository.self) { _ in F.NamedRepository(origin: "again") }
        current.register(interface: F.Repository.self) { _ in F.NamedRepository(origin: "wrong") }
        #expect(kitchen.liveRepository.origin == "again")
    }

    @Test("a scope's persistent type's properties come from the scope's home")
    func persistentInScopeUsesHome() {
        let home = F.container("home")
        let session = home.scope()
        session.stringKeyed.setValue("session", forKey: "origin")
        let settings: F.Settings = session.resolve()
        #expect(settings.$probe.container === home)
        #expect(settings.probe.origin == "home")
        #expect(settings.store === home.resolve() as F.Store)

        let cart: F.Cart = session.resolve()
        #expect(cart.$probe.container === session, "a scoped type's home is the scope itself")
        #expect(cart.probe.origin == "session")
        #expect(cart.list === session.resolve() as F.GroceryList)
    }

    @Test("an object built outside any resolve uses current; one built inside an init, the building container")
    func outsideAnyResolveUsesCurrent() {
        let building = F.container("built")
        let current = F.container("current")
        let handBuilt = current.withCurrent { F.HandBuilt() }
        #expect(handBuilt.probe.origin == "current")
        #expect(handBuilt.$probe.container === current)

        let builder: F.Builder = current.withCurrent { building.resolve() }
        #expect(builder.made.probe.origin == "built", "HandBuilt was made while Builder was resolved")
    }

    @Test("after the building container is gone, an optional property is nil; a read value stays")
    func lateReadAfterContainerIsGone() {
        let keeper: F.Keeper = {
            let container = F.container("built")
            return container.resolve()
        }()
        #expect(keeper.eager.origin == "built", "read while the container lived")
        #expect(keeper.maybeProbe == nil)
        #expect(keeper.maybeRepository == nil)
        #expect(keeper.withFallback.origin == "fallback")
        keeper.$probe.replace(with: F.Probe(container: F.container("replacement")))
        #expect(keeper.probe.origin == "replacement", "a replacement needs no container")
    }

    @Test("a non-optional property read after the building container is gone stops with .containerReleased")
    func lateReadStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let keeper: HomeFixtures.Keeper = {
                let container = DependencyContainer()
                return container.resolve()
            }()
            _ = keeper.probe
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("container released"))
        #expect(stderr.contains("@Injected"))
        #expect(stderr.contains("Keeper"))
    }

    @Test("a persistent owner's properties do not keep its container alive: no cycle")
    func persistentOwnerNoCycle() {
        weak var weakContainer: DependencyContainer?
        weak var weakKeeper: F.Keeper?
        do {
            let container = F.container("built")
            weakContainer = container
            let keeper: F.Keeper = container.resolve()
            weakKeeper = keeper
            #expect(keeper.probe.origin == "built")
            #expect(keeper.maybeProbe?.origin == "built")
        }
        #expect(weakContainer == nil)
        #expect(weakKeeper == nil)
    }

    @Test("a transient owner, then asked for by a persistent request, makes no cycle")
    func transientOwnerThenPersistent() {
        weak var weakContainer: DependencyContainer?
        weak var weakKeeper: F.TransientKeeper?
        do {
            let container = F.container("built")
            weakContainer = container
            let transient: F.TransientKeeper = container.resolve()
            weakKeeper = transient
            let persistent: F.TransientKeeper = container.resolve(lifetime: .persistent)
            #expect(transient.probe.origin == "built")
            #expect(persistent.probe.origin == "built")
        }
        #expect(weakContainer == nil, "the container keeps an instance whose property keeps the container")
        #expect(weakKeeper == nil)
    }

    @Test("a scoped owner's properties do not keep its scope alive: no cycle")
    func scopedOwnerNoCycle() {
        let home = DependencyContainer()
        weak var weakSession: DependencyContainer?
        do {
            let session = home.scope()
            weakSession = session
            let cart: F.Cart = session.resolve()
            _ = cart.list
        }
        #expect(weakSession == nil)
    }

    @Test("an ephemeral owner keeps the container that built it, as a provider does")
    func ephemeralOwnerKeepsContainer() {
        weak var weakContainer: DependencyContainer?
        let model: F.StoreModel = {
            let container = DependencyContainer()
            weakContainer = container
            return container.resolve()
        }()
        #expect(weakContainer != nil)
        #expect(model.store === model.$store.container.resolve() as F.Store)
    }

    @Test("an async init's properties come from the building container; a persistent type's from the home")
    @MainActor func asyncInit() async throws {
        let home = F.container("home")
        let session = home.scope()
        session.stringKeyed.setValue("session", forKey: "origin")
        let current = F.container("current")
        let model: F.AsyncListModel = try await current.withCurrent { try await session.resolve() }
        #expect(model.list === session.resolve() as F.GroceryList)
        #expect(model.probe.origin == "session")

        let settings: F.AsyncSettings = try await current.withCurrent { try await session.resolve() }
        #expect(settings.probe.origin == "home")
        #expect(settings.$probe.container === home)
    }

    @Test("parallel cases, each resolving from its own current container, stay isolated", arguments: 0..<64)
    func parallelCurrentIsolation(number: Int) async {
        let mine = DependencyContainer()
        mine.stringKeyed.setValue("\(number)", forKey: "origin")
        await mine.withCurrent {
            for _ in 0..<3 {
                await Task.yield()
                let kitchen: F.Kitchen = DependencyContainer.current.resolve()
                #expect(kitchen.object.origin == "\(number)")
                #expect(F.HandBuilt().probe.origin == "\(number)")
            }
        }
    }
}
