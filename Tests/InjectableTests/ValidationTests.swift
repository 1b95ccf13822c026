import Foundation
import Injectable
import Testing

enum ValidationFixtures {
    // A feed needs a clock; a payment needs a gateway. Both resolve with the throwing family.

    protocol Clock {}
    protocol Feed {}
    protocol Payment {}
    protocol Gateway {}

    struct SystemClock: Clock, InjectableValue {
        init(container: Container) {}
    }

    final class FeedService: Feed, InjectableObject {
        let clock: any Clock
        required init(container: Container) throws {
            clock = try container.tryResolveInterface()
        }
    }

    struct StripeGateway: Gateway, InjectableValue {
        init(container: Container) {}
    }

    final class PaymentService: Payment, InjectableObject {
        let gateway: any Gateway
        required init(container: Container) throws {
            gateway = try container.tryResolveInterface()
        }
    }

    /// A keyed variant whose parameter comes from an interface.
    struct Banner: CustomInjectableValue {
        let text: String
        init(container: Container) { text = "" }
        init(container: Container, parameter: String) { text = parameter }
    }

    // A dashboard three levels deep ends in a plain, non-throwing `resolveInterface()`.

    protocol Dashboard {}
    protocol Renderer {}

    final class DashboardScreen: Dashboard, InjectableObject {
        let panel: Panel
        required init(container: Container) { panel = container.resolve() }
    }

    final class Panel: InjectableObject {
        let widget: Widget
        required init(container: Container) { widget = container.resolve() }
    }

    final class Widget: InjectableObject {
        let renderer: any Renderer
        required init(container: Container) { renderer = container.resolveInterface() }
    }

    struct MetalRenderer: Renderer, InjectableValue {
        init(container: Container) {}
    }

    /// A persistent registry, counted.
    protocol Registry: AnyObject {}

    final class InMemoryRegistry: Registry, InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {
            InitCounts.record(InMemoryRegistry.self, in: container)
        }
    }

    /// An unbreakable cycle through non-throwing initialisers: Loop → LoopStart → LoopEnd → Loop.
    protocol Loop {}

    final class LoopStart: Loop, InjectableObject {
        let next: LoopEnd
        required init(container: Container) { next = container.resolve() }
    }

    final class LoopEnd: InjectableObject {
        let back: any Loop
        required init(container: Container) { back = container.resolveInterface() }
    }

    /// Not a `Clock`.
    struct Sundial: InjectableValue {
        init(container: Container) {}
    }

    struct AppModule: InjectableModule {
        func register(in container: DependencyContainer) {
            container.register(interface: Clock.self, implementation: SystemClock.self)
            container.register(interface: Feed.self, implementation: FeedService.self)
            container.register(interface: Gateway.self, implementation: StripeGateway.self)
            container.register(interface: Payment.self, implementation: PaymentService.self)
            container.register(interface: Dashboard.self, implementation: DashboardScreen.self)
            container.register(interface: Renderer.self, implementation: MetalRenderer.self)
            container.register(type: Banner.self, key: "welcome") { container in
                _ = try container.tryResolveInterface() as any Clock
                return "welcome"
            }
        }
    }
}

extension ValidationFixtures {
    protocol Cache: AnyObject {}

    /// Persistent; counts its live instances.
    final class DiskCache: Cache, InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let alive: Threads.Counter
        init(container: Container) {
            alive = container.stringKeyed.value(forKey: "alive", as: Threads.Counter.self)!
            alive.increment()
        }
        deinit {
            usleep(20_000)  // a teardown that takes a moment
            alive.increment(by: -1)
        }
    }
}

extension ValidationFixtures {
    protocol Missing {}
    protocol Stopper: AnyObject {}

    /// A `.graph` object; counts its deinits.
    final class Scrap: InjectableObject, Sendable {
        static let lifetime: Lifetime = .graph
        static let deinits = Threads.Counter()
        init(container: Container) {}
        deinit { Self.deinits.increment() }
    }

    /// Builds a `Scrap`, then stops at a non-throwing resolve of what nothing registered: the
    /// probe thread ends where it stands.
    final class StopsHalfway: Stopper, InjectableObject {
        let missing: any Missing
        init(container: Container) {
            let _: Scrap = container.resolve()  // kept by the resolve's .graph scope only
            missing = container.resolveInterface()
        }
    }
}

extension ValidationFixtures {
    protocol Front: AnyObject {}
    protocol Cart: AnyObject {}

    /// Persistent, and stops at a non-throwing resolve of what nothing registered: a probe that
    /// builds it stops with this container's entry claimed.
    final class HalfBuilt: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let missing: any Missing
        init(container: Container) { missing = container.resolveInterface() }
    }

    struct Present: Missing, InjectableValue {
        init(container: Container) {}
    }

    final class FrontDoor: Front {
        let inside: HalfBuilt
        init(_ inside: HalfBuilt) { self.inside = inside }
    }

    /// One per session: the app resolves it from scopes only.
    final class SessionCart: Cart, InjectableObject {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {}
    }

    /// Gives its thread a value under `key` (whose destructor counts the threads that end with
    /// one), then stops at a non-throwing resolve of what nothing registered.
    final class MarksItsThread: Stopper, InjectableObject {
        nonisolated(unsafe) static var key = pthread_key_t()
        static let keyMade: Void = { pthread_key_create(&key) { _ in ended.increment() } }()
        static let ended = Threads.Counter()
        let missing: any Missing
        init(container: Container) {
            Self.keyMade
            pthread_setspecific(Self.key, UnsafeRawPointer(bitPattern: 1))
            missing = container.resolveInterface()
        }
    }
}

@Suite("Validation")
struct ValidationTests {
    typealias F = ValidationFixtures

    /// Found in review: a probe that stopped at a non-throwing failure ended its `.graph` scope
    /// as its thread ended, after `validate()` had returned, running deinits there (lent the
    /// main actor, when the caller held it). What such a probe built is never freed.
    @Test("a probe that stops halfway runs no deinit after validate() returns")
    func stoppedProbeRunsNoDeinitLater() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Stopper).self, implementation: F.StopsHalfway.self)
        let before = F.Scrap.deinits.value
        #expect(throws: ValidationError.self) { try container.validate() }
        // A while for what should not happen, suspended (a sleeping thread of the pool would be
        // one less for the tests beside this one).
        try await Task.sleep(for: .milliseconds(200))
        #expect(F.Scrap.deinits.value == before)
    }

    /// Found in review: the probe thread let go of the scratch container after it woke
    /// `validate()`, so its instances' deinits ran after `validate()` returned, on that thread.
    @Test("validate() returns once the scratch graphs it built are torn down")
    func validateTearsDownBeforeReturning() throws {
        let container = DependencyContainer()
        let alive = Threads.Counter()
        container.stringKeyed.setValue(alive, forKey: "alive")
        container.register(interface: (any F.Cache).self, implementation: F.DiskCache.self)
        var late = 0
        for _ in 0..<10 {
            try container.validate()
            if alive.value != 0 { late += 1 }
        }
        #expect(late == 0, "a scratch instance outlived validate() in \(late) of 10")
    }

    private func step(_ name: String, _ role: ResolutionStep.Role = .type) -> ResolutionStep {
        ResolutionStep(typeName: name, role: role)
    }

    @Test("validate passes for a complete composition")
    func completeComposition() throws {
        let container = DependencyContainer()
        container.install(F.AppModule())
        try container.validate()
    }

    @Test("validate passes for an empty container")
    func emptyContainer() throws {
        try DependencyContainer().validate()
    }

    @Test("validate reports two independent missing registrations in one error, each with its path")
    func twoMissingRegistrations() throws {
        let container = DependencyContainer()
        container.register(interface: F.Feed.self, implementation: F.FeedService.self)
        container.register(interface: F.Payment.self, implementation: F.PaymentService.self)

        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.count == 2)
        #expect(error.failures.allSatisfy { $0.kind == .interfaceNotRegistered })
        let paths = error.failures.map(\.path)
        #expect(paths.contains([step("Feed", .interface), step("FeedService"), step("Clock", .interface)]))
        #expect(paths.contains([step("Payment", .interface), step("PaymentService"), step("Gateway", .interface)]))
        #expect(error.description.contains("Clock"))
        #expect(error.description.contains("Gateway"))
    }

    @Test("validate reports failures in registration order")
    func failuresInRegistrationOrder() throws {
        let container = DependencyContainer()
        container.register(interface: F.Payment.self, implementation: F.PaymentService.self)
        container.register(interface: F.Feed.self, implementation: F.FeedService.self)
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.map(\.requested.typeName) == ["Gateway", "Clock"])
    }

    @Test("validate reports a failure inside a non-throwing initialiser deep in the graph without stopping")
    func nonThrowingFailureDeepInGraph() throws {
        let container = DependencyContainer()
        container.register(interface: F.Dashboard.self, implementation: F.DashboardScreen.self)

        let error = try #require(throws: ValidationError.self) { try container.validate() }
        let failure = try #require(error.failures.first)
        #expect(error.failures.count == 1)
        #expect(failure.kind == .interfaceNotRegistered)
        #expect(
            failure.path == [
                step("Dashboard", .interface), step("DashboardScreen"), step("Panel"), step("Widget"),
                step("Renderer", .interface),
            ])

        // The process goes on, and the container still works once the gap is filled.
        container.register(interface: F.Renderer.self, implementation: F.MetalRenderer.self)
        try container.validate()
        let dashboard: any F.Dashboard = container.resolveInterface()
        #expect(dashboard is F.DashboardScreen)
    }

    @Test("validate reports a throwing and a non-throwing failure together")
    func mixedFailures() throws {
        let container = DependencyContainer()
        container.register(interface: F.Feed.self, implementation: F.FeedService.self)
        container.register(interface: F.Dashboard.self, implementation: F.DashboardScreen.self)
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.map(\.requested.typeName) == ["Clock", "Renderer"])
    }

    @Test("validate reports an unbreakable cycle through non-throwing initialisers")
    func cycle() throws {
        let container = DependencyContainer()
        container.register(interface: F.Loop.self, implementation: F.LoopStart.self)
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        let failure = try #require(error.failures.first)
        #expect(failure.kind == .cycle)
        #expect(failure.cycle.first == failure.cycle.last)
        #expect(failure.cycle.contains(step("LoopEnd")))
    }

    @Test("validate probes keyed variants: a failing parameter closure is reported")
    func variantParameterFailure() throws {
        let container = DependencyContainer()
        container.register(type: F.Banner.self, key: "welcome") { container in
            _ = try container.tryResolveInterface() as any F.Clock
            return "welcome"
        }
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.count == 1)
        #expect(error.failures.first?.requested == step("Clock", .interface))
        #expect(error.failures.first?.path.first == ResolutionStep(typeName: "Banner", key: "welcome"))

        container.register(interface: F.Clock.self, implementation: F.SystemClock.self)
        try container.validate()
    }

    @Test("validate reports an implementation that does not conform to its interface")
    func typeMismatch() throws {
        let container = DependencyContainer()
        container.register(interface: F.Clock.self, implementation: F.Sundial.self)
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        guard case .typeMismatch? = error.failures.first?.kind else {
            Issue.record("expected a type mismatch, got \(String(describing: error.failures.first?.kind))")
            return
        }
    }

    @Test("validate of a child checks its parent's registrations too")
    func childValidatesAncestors() throws {
        let parent = DependencyContainer()
        parent.register(interface: F.Feed.self, implementation: F.FeedService.self)
        let child = parent.child()
        let error = try #require(throws: ValidationError.self) { try child.validate() }
        #expect(error.failures.map(\.requested.typeName) == ["Clock"])

        // A registration in the child completes the composition for the child, not the parent.
        child.register(interface: F.Clock.self, implementation: F.SystemClock.self)
        try child.validate()
        #expect(throws: ValidationError.self) { try parent.validate() }
    }

    @Test("validate reports a default key that names no registration, and the key's fixes clear it")
    func defaultKeyWithoutRegistration() throws {
        let container = DependencyContainer()
        container.register(interface: F.Clock.self, implementation: F.SystemClock.self)
        container.setDefaultKey("utc", for: F.Clock.self)
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.count == 1)
        #expect(error.failures.first?.kind == .interfaceNotRegistered)
        #expect(error.failures.first?.path.map(\.key) == ["utc"])
        #expect(error.description.contains("its default key is \"utc\""))

        container.setDefaultKey(nil, for: F.Clock.self)
        try container.validate()
        container.register(interface: F.Clock.self, key: "utc", implementation: F.SystemClock.self)
        container.setDefaultKey("utc", for: F.Clock.self)
        try container.validate()

        // A child's own default key is what its requests use, and what its validate checks.
        let child = container.child()
        child.setDefaultKey("local", for: F.Clock.self)
        #expect(throws: ValidationError.self) { try child.validate() }
        try container.validate()
    }

    @Test("validate checks registrations under keys that look like its own bookkeeping, each once")
    func keysLikeBookkeeping() throws {
        let container = DependencyContainer()
        // Each of the four fails: it needs a Gateway, which nothing registers.
        container.register(interface: F.Clock.self, key: "\u{0}default") { container in
            _ = try container.tryResolveInterface() as any F.Gateway
            return F.SystemClock(container: container)
        }
        container.setDefaultKey("utc", for: F.Clock.self)
        container.register(type: F.Banner.self, key: "x") { container in
            _ = try container.tryResolveInterface() as any F.Gateway
            return "x"
        }
        container.register(interface: F.Banner.self, key: "\u{0}variant:x") { container in
            _ = try container.tryResolveInterface() as any F.Gateway
            return F.Banner(container: container)
        }
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        let checked = error.failures.map { $0.path.first?.key ?? "nil" }
        #expect(checked.sorted() == ["\u{0}default", "\u{0}variant:x", "utc", "x"], "\(checked)")
    }

    @Test("validate leaves no instance cached in the real container")
    func validateCachesNothing() throws {
        let container = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: container)
        container.register(interface: F.Registry.self, implementation: F.InMemoryRegistry.self)

        try container.validate()
        #expect(log.count(F.InMemoryRegistry.self) == 1)

        let registry: any F.Registry = container.resolveInterface()
        #expect(log.count(F.InMemoryRegistry.self) == 2)
        let again: any F.Registry = container.resolveInterface()
        #expect(again === registry)
        #expect(log.count(F.InMemoryRegistry.self) == 2)
    }

    @Test("validate does not replace an instance the container had already cached")
    func validateKeepsExistingInstances() throws {
        let container = DependencyContainer()
        container.register(interface: F.Registry.self, implementation: F.InMemoryRegistry.self)
        let before: any F.Registry = container.resolveInterface()
        try container.validate()
        let after: any F.Registry = container.resolveInterface()
        #expect(after === before)
    }

    /// Issue 30: the scratch container was a plain child, where a `.scoped` type cannot be
    /// built, so an app that resolves its cart from sessions failed validation.
    @Test("a .scoped implementation registered on the app container validates, as sessions resolve it")
    func scopedImplementationOnTheAppContainer() throws {
        let app = DependencyContainer()
        app.register(interface: (any F.Cart).self, implementation: F.SessionCart.self)
        try app.validate()
        try app.scope().validate()
        #expect(app.scope().resolveInterface() as any F.Cart is F.SessionCart)
        // A persistent object that asks for it is still reported: it would keep one session's cart.
        final class Checkout: InjectableObject {
            static let lifetime: Lifetime = .persistent
            let cart: any F.Cart
            init(container: Container) throws { cart = try container.tryResolveInterface() }
        }
        app.register(interface: Checkout.self, implementation: Checkout.self)
        let error = try #require(throws: ValidationError.self) { try app.validate() }
        #expect(error.failures.map(\.kind) == [.notInScope])
    }

    /// Found in review: a probe stopped by a non-throwing failure kept the entries it had
    /// claimed, so a later request for one of them, from any thread, waited forever.
    @Test("a probe stopped halfway gives up the instances it was building: no request waits for them")
    func stoppedProbeReleasesItsClaims() async throws {
        let shared = DependencyContainer()
        let container = DependencyContainer()
        container.register(interface: (any F.Front).self) { _ in F.FrontDoor(shared.resolve()) }
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.map(\.requested.typeName) == ["Missing"])
        shared.register(interface: (any F.Missing).self, implementation: F.Present.self)
        let built = Threads.Counter()
        let finished = await Threads.finishes {
            let _: F.HalfBuilt = shared.resolve()
            built.increment()
        }
        #expect(finished, "a request waited for the instance the stopped probe had claimed")
        #expect(built.value == 1)
    }

    /// The thread of a probe stopped by a non-throwing failure is parked, not ended from inside
    /// the Swift frames of the initialisers above the failure.
    @Test("a probe stopped halfway parks its thread instead of ending it")
    func stoppedProbeParks() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Stopper).self, implementation: F.MarksItsThread.self)
        let before = F.MarksItsThread.ended.value
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.map(\.requested.typeName) == ["Missing"])
        try await Task.sleep(for: .milliseconds(200))  // suspended, as above
        #expect(F.MarksItsThread.ended.value == before, "the probe's thread ended")
    }
}
