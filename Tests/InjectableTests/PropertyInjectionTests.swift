import Foundation
import Injectable
import Testing

enum PropertyFixtures {
    /// Collects object identities seen from many threads.
    final class Identities: @unchecked Sendable {
        // @unchecked Sendable: `seen` is only touched while `lock` is held.
        private let lock = NSLock()
        private var seen: [ObjectIdentifier] = []
        func add(_ object: AnyObject) { lock.withLock { seen.append(ObjectIdentifier(object)) } }
        var all: [ObjectIdentifier] { lock.withLock { seen } }
    }

    /// An ephemeral object; its `origin` is the container's `origin` value.
    final class Analytics: InjectableObject {
        let origin: String?
        required init(container: Container) {
            origin = container.stringKeyed.value(forKey: "origin")
            InitCounts.record(Analytics.self, in: container)
        }
    }

    /// An object of any lifetime, counted; the lifetime comes with the request.
    /// A lifetime, as a type: a lifetime belongs to the type.
    protocol LifetimeTag: SendableMetatype { static var lifetime: Lifetime { get } }
    enum EphemeralTag: LifetimeTag { static var lifetime: Lifetime { .ephemeral } }
    enum TransientTag: LifetimeTag { static var lifetime: Lifetime { .transient } }
    enum PersistentTag: LifetimeTag { static var lifetime: Lifetime { .persistent } }

    final class Counted<L: LifetimeTag>: InjectableObject {
        static var lifetime: Lifetime { L.lifetime }
        required init(container: Container) {
            InitCounts.record(Counted<L>.self, in: container)
        }
    }

    struct Config: InjectableValue {
        let origin: String?
        init(container: Container) {
            origin = container.stringKeyed.value(forKey: "origin")
            InitCounts.record(Config.self, in: container)
        }
    }

    /// A keyed variant whose parameter is its topic.
    final class Channel: CustomInjectableObject {
        let topic: String
        required init(container: Container) { topic = "general" }
        required init(container: Container, parameter: String) { topic = parameter }
    }

    protocol Repository {
        var name: String { get }
    }

    struct NamedRepository: Repository {
        let name: String
    }

    struct LocalRepository: Repository, InjectableValue {
        let name = "local"
        init(container: Container) {}
    }

    struct RemoteRepository: Repository, InjectableValue {
        let name = "remote"
        init(container: Container) {}
    }

    /// An object whose graph cannot be built without a `Repository` registration.
    final class Synchroniser: InjectableObject {
        let repository: any Repository
        required init(container: Container) throws {
            repository = try container.tryResolveInterface()
        }
    }

    protocol Networking: Sendable {
        var isStub: Bool { get }
    }

    struct LiveNetworking: Networking {
        let isStub = false
    }

    struct StubNetworking: Networking {
        let isStub = true
    }

    class Clock: InjectableObject {
        var isMock: Bool { false }
        required init(container: Container) {}
    }

    final class MockClock: Clock {
        override var isMock: Bool { true }
    }

    // MARK: Owners

    final class AnalyticsOwner {
        @Injected var analytics: Analytics
    }

    final class EagerOwner {
        @Injected(mode: .eager) var analytics: Analytics
    }

    final class PersistentAnalytics: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) { InitCounts.record(PersistentAnalytics.self, in: container) }
    }

    final class PersistentOwner {
        @Injected var analytics: PersistentAnalytics
    }

    final class ConfigOwner {
        @Injected var config: Config
    }

    final class RepositoryOwner {
        @Injected var repository: any Repository
        @Injected(key: "remote") var remote: any Repository
    }

    final class ChannelOwner {
        @Injected(key: "news") var channel: Channel
    }

    final class OptionalOwner {
        @Injected var repository: (any Repository)?
        @Injected(key: "remote") var remote: (any Repository)?
        @Injected var synchroniser: Synchroniser?
        @Injected var config: Config?
        @Injected(key: "news") var channel: Channel?
    }

    final class FallbackOwner {
        @Injected(fallback: NamedRepository(name: "fallback")) var repository: any Repository
    }

    final class LiveOwner {
        @Injected(mode: .live) var live: any Repository
        @Injected var lazy: any Repository
    }

    final class LiveOptionalOwner {
        @Injected(mode: .live) var repository: (any Repository)?
        @Injected(\.propertyTestsNetworking, mode: .live) var networking
    }

    final class CountedOwner<L: LifetimeTag> {
        @Injected var counted: Counted<L>
    }

    final class KeyPathOwner {
        @Injected(\.propertyTestsNetworking) var networking
        @Injected(\.propertyTestsClock) var clock
    }

    /// Initialiser injection through default arguments.
    final class Consumer {
        let analytics: Analytics
        let config: Config
        let repository: any Repository
        let remote: any Repository
        let networking: any Networking

        init(
            analytics: Analytics = inject(),
            config: Config = inject(),
            repository: any Repository = injectInterface(),
            remote: any Repository = injectInterface(key: "remote"),
            networking: any Networking = inject(\.propertyTestsNetworking)
        ) {
            self.analytics = analytics
            self.config = config
            self.repository = repository
            self.remote = remote
            self.networking = networking
        }
    }
}

extension InjectedValues {
    /// A key-path default for these tests: live networking unless a container overrides it.
    var propertyTestsNetworking: any PropertyFixtures.Networking { PropertyFixtures.LiveNetworking() }

    /// A key-path default built from the reading container.
    var propertyTestsClock: PropertyFixtures.Clock { container.resolve() }
}

@Suite("Property and initialiser injection")
struct PropertyInjectionTests {
    typealias F = PropertyFixtures

    private func container(origin: String) -> (DependencyContainer, InitCounts) {
        let (container, log) = InitCounts.container()
        container.stringKeyed.setValue(origin, forKey: "origin")
        return (container, log)
    }

    // MARK: Kinds of dependency

    @Test("an @Injected object is resolved from the container")
    func injectedObject() {
        let (container, log) = container(origin: "a")
        let owner = container.withCurrent { F.AnalyticsOwner() }
        #expect(owner.analytics.origin == "a")
        #expect(log.count(F.Analytics.self) == 1)
        #expect(owner.$analytics.container === container)
    }

    @Test("an @Injected value is built from the container")
    func injectedValue() {
        let (container, log) = container(origin: "a")
        let owner = container.withCurrent { F.ConfigOwner() }
        #expect(owner.config.origin == "a")
        #expect(log.count(F.Config.self) == 1)
    }

    @Test("an @Injected interface resolves the registered implementation, with or without a key")
    func injectedInterface() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        let owner = container.withCurrent { F.RepositoryOwner() }
        #expect(owner.repository.name == "local")
        #expect(owner.remote.name == "remote")
    }

    @Test("an unkeyed @Injected interface follows the default key")
    func injectedInterfaceDefaultKey() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, key: "local", implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        container.setDefaultKey("remote", for: F.Repository.self)
        let owner = container.withCurrent { F.RepositoryOwner() }
        #expect(owner.repository.name == "remote")
    }

    @Test("@Injected(key:) resolves a keyed variant of an object")
    func injectedKeyedVariant() {
        let container = DependencyContainer()
        container.register(type: F.Channel.self, key: "news")
        let owner = container.withCurrent { F.ChannelOwner() }
        #expect(owner.channel.topic == "news")
    }

    @Test("@Injected reuses an instance as its type's lifetime says")
    func injectedLifetime() {
        let (container, log) = InitCounts.container()
        let (first, second) = container.withCurrent { (F.PersistentOwner(), F.PersistentOwner()) }
        #expect(first.analytics === second.analytics)
        #expect(log.count(F.PersistentAnalytics.self) == 1)

        // An ephemeral type gives each owner its own instance.
        let (third, fourth) = container.withCurrent { (F.AnalyticsOwner(), F.AnalyticsOwner()) }
        #expect(third.analytics !== fourth.analytics)
    }

    // MARK: When it resolves

    @Test("an @Injected property builds nothing before its first read, then resolves once")
    func lazyByDefault() {
        let (container, log) = InitCounts.container()
        let owner = container.withCurrent { F.AnalyticsOwner() }
        #expect(log.count(F.Analytics.self) == 0)
        let first = owner.analytics
        #expect(log.count(F.Analytics.self) == 1)
        #expect(owner.analytics === first)
        #expect(log.count(F.Analytics.self) == 1)
    }

    @Test("an eager @Injected property resolves when its owner is made")
    func eagerMode() {
        let (container, log) = InitCounts.container()
        let owner = container.withCurrent { F.EagerOwner() }
        #expect(log.count(F.Analytics.self) == 1)
        let first = owner.analytics
        #expect(owner.analytics === first)
        #expect(log.count(F.Analytics.self) == 1)
    }

    @Test("the container is the one current when the owner was made, not when the property is read")
    func capturesContainerAtOwnerInit() {
        let (a, logA) = container(origin: "a")
        let (b, logB) = container(origin: "b")
        a.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        b.register(interface: F.Repository.self, implementation: F.RemoteRepository.self)

        let analyticsOwner = a.withCurrent { F.AnalyticsOwner() }
        let configOwner = a.withCurrent { F.ConfigOwner() }
        let repositoryOwner = a.withCurrent { F.RepositoryOwner() }

        b.withCurrent {
            #expect(analyticsOwner.analytics.origin == "a")
            #expect(configOwner.config.origin == "a")
            #expect(repositoryOwner.repository.name == "local")
        }
        #expect(logA.count(F.Analytics.self) == 1)
        #expect(logB.count(F.Analytics.self) == 0)
        #expect(analyticsOwner.$analytics.container === a)
    }

    @Test(
        "the first read from many threads at once resolves once",
        arguments: [Lifetime.ephemeral, .transient, .persistent], 0..<4)
    func concurrentFirstRead(lifetime: Lifetime, round: Int) {
        func check<L: F.LifetimeTag>(_: L.Type) {
            let (container, log) = InitCounts.container()
            let owner = container.withCurrent { F.CountedOwner<L>() }
            let identities = F.Identities()
            // NB: the owner is not Sendable; the property's first read is what is under test here.
            nonisolated(unsafe) let shared = owner
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                identities.add(shared.counted)
            }
            #expect(log.count(F.Counted<L>.self) == 1)
            #expect(Set(identities.all).count == 1)
            #expect(identities.all.count == 16)
        }
        switch lifetime {
        case .ephemeral: check(F.EphemeralTag.self)
        case .transient: check(F.TransientTag.self)
        case .persistent: check(F.PersistentTag.self)
        case .graph, .scoped: Issue.record("not one of this test's arguments: \(lifetime)")
        }
    }

    // MARK: Optional and fallback forms

    @Test("an optional @Injected interface is nil when nothing is registered, with or without a key")
    func optionalInterfaceNil() {
        let container = DependencyContainer()
        let owner = container.withCurrent { F.OptionalOwner() }
        #expect(owner.repository == nil)
        #expect(owner.remote == nil)
    }

    @Test("an optional @Injected interface is the implementation when one is registered")
    func optionalInterfaceResolved() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        let owner = container.withCurrent { F.OptionalOwner() }
        #expect(owner.repository?.name == "local")
        #expect(owner.remote?.name == "remote")
    }

    @Test("an optional @Injected object is nil when its graph cannot be built, and the object when it can")
    func optionalObject() {
        let broken = DependencyContainer()
        #expect(broken.withCurrent { F.OptionalOwner() }.synchroniser == nil)

        let complete = DependencyContainer()
        complete.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        let owner = complete.withCurrent { F.OptionalOwner() }
        #expect(owner.synchroniser?.repository.name == "local")
    }

    @Test("optional @Injected values and keyed variants resolve their wrapped type")
    func optionalValueAndVariant() {
        let (container, log) = container(origin: "a")
        container.register(type: F.Channel.self, key: "news")
        let owner = container.withCurrent { F.OptionalOwner() }
        #expect(owner.config?.origin == "a")
        #expect(log.count(F.Config.self) == 1)
        #expect(owner.channel?.topic == "news")
    }

    @Test("an optional @Injected property that resolved to nil stays nil without resolving again")
    func optionalNilIsCached() {
        let (container, log) = InitCounts.container()
        container.register(interface: F.Repository.self, key: "remote") { c in
            InitCounts.record(F.NamedRepository.self, in: c)
            throw CancellationError()
        }
        let owner = container.withCurrent { F.OptionalOwner() }
        #expect(owner.remote == nil)
        #expect(owner.remote == nil)
        #expect(log.count(F.NamedRepository.self) == 1)
    }

    @Test("the fallback form uses the fallback only when the interface cannot be resolved")
    func fallbackForm() {
        let empty = DependencyContainer()
        #expect(empty.withCurrent { F.FallbackOwner() }.repository.name == "fallback")

        let registered = DependencyContainer()
        registered.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        #expect(registered.withCurrent { F.FallbackOwner() }.repository.name == "local")
    }

    // MARK: Live properties

    @Test("a live property follows the default key switched at run time, twice")
    func liveFollowsDefaultKey() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, key: "local", implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        container.setDefaultKey("local", for: F.Repository.self)
        let owner = container.withCurrent { F.LiveOwner() }
        #expect(owner.live.name == "local")
        #expect(owner.lazy.name == "local")

        container.setDefaultKey("remote", for: F.Repository.self)
        #expect(owner.live.name == "remote")
        container.setDefaultKey("local", for: F.Repository.self)
        #expect(owner.live.name == "local")
        container.setDefaultKey("remote", for: F.Repository.self)
        #expect(owner.live.name == "remote")

        // A lazy property keeps its first value.
        #expect(owner.lazy.name == "local")
    }

    @Test("a live property follows a replaced registration")
    func liveFollowsReRegistration() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        let owner = container.withCurrent { F.LiveOwner() }
        #expect(owner.live.name == "local")
        #expect(owner.lazy.name == "local")
        container.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "replaced") }
        #expect(owner.live.name == "replaced")
        container.register(interface: F.Repository.self, implementation: F.RemoteRepository.self)
        #expect(owner.live.name == "remote")
        #expect(owner.lazy.name == "local")
    }

    @Test("a live property follows changes made on the captured container's parent")
    func liveFollowsParent() {
        let parent = DependencyContainer()
        parent.register(interface: F.Repository.self, key: "local", implementation: F.LocalRepository.self)
        parent.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        parent.setDefaultKey("local", for: F.Repository.self)
        let child = parent.child()
        let owner = child.withCurrent { F.LiveOwner() }
        #expect(owner.live.name == "local")
        parent.setDefaultKey("remote", for: F.Repository.self)
        #expect(owner.live.name == "remote")
    }

    @Test("a live property does not resolve again while nothing changed")
    func liveResolvesOnlyOnChange() {
        let (container, log) = InitCounts.container()
        container.register(interface: F.Repository.self) { c in
            InitCounts.record(F.NamedRepository.self, in: c)
            return F.NamedRepository(name: "counted")
        }
        let owner = container.withCurrent { F.LiveOwner() }
        _ = owner.live
        _ = owner.live
        #expect(log.count(F.NamedRepository.self) == 1)
        container.setDefaultKey(nil, for: F.Repository.self)
        _ = owner.live
        #expect(log.count(F.NamedRepository.self) == 2)
    }

    @Test("a live optional property becomes nil when its registration is removed, and comes back")
    func liveOptionalFollowsRemoval() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        let owner = container.withCurrent { F.LiveOptionalOwner() }
        #expect(owner.repository?.name == "local")
        container.remove(interface: F.Repository.self)
        #expect(owner.repository == nil)
        container.register(interface: F.Repository.self, implementation: F.RemoteRepository.self)
        #expect(owner.repository?.name == "remote")
    }

    @Test("a live key-path property follows an override added and removed later")
    func liveKeyPathFollowsOverride() {
        let container = DependencyContainer()
        let owner = container.withCurrent { F.LiveOptionalOwner() }
        #expect(!owner.networking.isStub)
        container.override(\.propertyTestsNetworking) { _ in F.StubNetworking() }
        #expect(owner.networking.isStub)
        container.removeOverride(\.propertyTestsNetworking)
        #expect(!owner.networking.isStub)
    }

    // MARK: Per-instance replacement

    @Test("replace(with:) changes one owner's property and leaves other owners alone")
    func replaceOneInstance() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        let (replaced, untouched) = container.withCurrent { (F.RepositoryOwner(), F.RepositoryOwner()) }

        replaced.$repository.replace(with: F.NamedRepository(name: "stub"))
        #expect(replaced.repository.name == "stub")
        #expect(untouched.repository.name == "local")
        // The replaced owner's other properties still resolve normally.
        #expect(replaced.remote.name == "remote")

        replaced.$repository.removeReplacement()
        #expect(replaced.repository.name == "local")
    }

    @Test("a replaced property never resolves, so even an unregistered interface can be replaced")
    func replacementSkipsContainer() {
        let (container, log) = InitCounts.container()
        let owner = container.withCurrent { F.AnalyticsOwner() }
        let stub = F.Analytics(container: DependencyContainer())
        owner.$analytics.replace(with: stub)
        #expect(owner.analytics === stub)
        #expect(log.count(F.Analytics.self) == 0)

        let repositoryOwner = DependencyContainer().withCurrent { F.RepositoryOwner() }
        repositoryOwner.$repository.replace(with: F.NamedRepository(name: "stub"))
        #expect(repositoryOwner.repository.name == "stub")
    }

    @Test("replacing a resolved property and removing the replacement returns the instance resolved before")
    func removeReplacementKeepsResolvedInstance() {
        let (container, log) = InitCounts.container()
        let owner = container.withCurrent { F.AnalyticsOwner() }
        let resolved = owner.analytics
        owner.$analytics.replace(with: F.Analytics(container: DependencyContainer()))
        #expect(owner.analytics !== resolved)
        owner.$analytics.removeReplacement()
        #expect(owner.analytics === resolved)
        #expect(log.count(F.Analytics.self) == 1)
    }

    @Test("an optional property can be replaced with nil")
    func replaceOptionalWithNil() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        let owner = container.withCurrent { F.OptionalOwner() }
        owner.$repository.replace(with: nil)
        #expect(owner.repository == nil)
        owner.$repository.removeReplacement()
        #expect(owner.repository?.name == "local")
    }

    // MARK: Key-path defaults

    @Test("a key-path default gives the property's own body when nothing overrides it")
    func keyPathDefault() {
        let container = DependencyContainer()
        let owner = container.withCurrent { F.KeyPathOwner() }
        #expect(!owner.networking.isStub)
        #expect(!container.resolve(\.propertyTestsNetworking).isStub)
    }

    @Test("a key-path default overridden in a child container reaches owners made in the child only")
    func keyPathOverrideInChild() {
        let parent = DependencyContainer()
        let child = parent.child()
        child.override(\.propertyTestsNetworking) { _ in F.StubNetworking() }

        #expect(child.withCurrent { F.KeyPathOwner() }.networking.isStub)
        #expect(!parent.withCurrent { F.KeyPathOwner() }.networking.isStub)
        #expect(child.resolve(\.propertyTestsNetworking).isStub)
        #expect(!parent.resolve(\.propertyTestsNetworking).isStub)
        // A grandchild inherits the override.
        #expect(child.child().resolve(\.propertyTestsNetworking).isStub)
    }

    @Test("removing a key-path override restores the default")
    func removeKeyPathOverride() {
        let container = DependencyContainer()
        container.override(\.propertyTestsNetworking) { _ in F.StubNetworking() }
        #expect(container.resolve(\.propertyTestsNetworking).isStub)
        container.removeOverride(\.propertyTestsNetworking)
        #expect(!container.resolve(\.propertyTestsNetworking).isStub)
    }

    @Test("a key-path default resolves its own dependencies from the reading container")
    func keyPathDefaultUsesReadingContainer() {
        let parent = DependencyContainer()
        let child = parent.child()
        child.override(F.Clock.self) { c in F.MockClock(container: c) }
        #expect(child.withCurrent { F.KeyPathOwner() }.clock.isMock)
        #expect(!parent.withCurrent { F.KeyPathOwner() }.clock.isMock)
    }

    // MARK: Initialiser injection

    @Test("inject() and injectInterface() default arguments resolve from the current container")
    func defaultArguments() {
        let (a, logA) = container(origin: "a")
        a.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        a.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        a.override(\.propertyTestsNetworking) { _ in F.StubNetworking() }

        let consumer = a.withCurrent { F.Consumer() }
        #expect(consumer.analytics.origin == "a")
        #expect(consumer.config.origin == "a")
        #expect(consumer.repository.name == "local")
        #expect(consumer.remote.name == "remote")
        #expect(consumer.networking.isStub)
        #expect(logA.count(F.Analytics.self) == 1)
    }

    @Test("default arguments follow the container current at each call")
    func defaultArgumentsFollowCurrent() {
        let (a, _) = container(origin: "a")
        let (b, _) = container(origin: "b")
        for container in [a, b] {
            container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
            container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        }
        b.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "b's") }
        let fromA = a.withCurrent { F.Consumer() }
        let fromB = b.withCurrent { F.Consumer() }
        #expect(fromA.analytics.origin == "a")
        #expect(fromB.analytics.origin == "b")
        #expect(fromA.repository.name == "local")
        #expect(fromB.repository.name == "b's")
        #expect(!fromB.networking.isStub)
    }

    @Test("an explicit argument replaces the injected default")
    func explicitArgument() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        let consumer = container.withCurrent { F.Consumer(repository: F.NamedRepository(name: "explicit")) }
        #expect(consumer.repository.name == "explicit")
    }
}
