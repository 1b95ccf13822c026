import Foundation
import Injectable
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var mockName: String? { nil }
}

enum OverrideFixtures {
    /// The real database: persistent, one per container.
    class Database: InjectableObject {
        static let lifetime: Lifetime = .persistent
        var name: String { "real" }
        private(set) var didInjectCalls = 0

        required init(container: Container) {
            InitCounts.record(Self.self, in: container)
        }

        func didInject(container: Container) throws {
            didInjectCalls += 1
        }
    }

    final class MockDatabase: Database {
        /// The value `mockName` in the container that built this mock, if any.
        let label: String?
        override var name: String { "mock" }

        required init(container: Container) {
            label = container.resolve(\.mockName)
            super.init(container: container)
        }
    }

    final class OtherMockDatabase: Database {
        override var name: String { "other mock" }
    }

    final class Service: InjectableObject {
        let database: Database
        required init(container: Container) { database = container.resolve() }
    }

    final class App: InjectableObject {
        let service: Service
        required init(container: Container) { service = container.resolve() }
    }

    /// An ephemeral type: a new instance, and a new override result, on every resolve.
    class Clock: InjectableObject {
        var isMock: Bool { false }
        required init(container: Container) {
            InitCounts.record(Self.self, in: container)
        }
    }

    final class MockClock: Clock {
        override var isMock: Bool { true }
    }

    /// Asks for two clocks with the `.graph` lifetime in one resolve.
    final class ClockPair: InjectableObject {
        let a: Clock
        let b: Clock
        required init(container: Container) {
            a = container.resolve(lifetime: .graph)
            b = container.resolve(lifetime: .graph)
        }
    }

    /// A transient type: reused while someone holds it.
    class Session: InjectableObject {
        static let lifetime: Lifetime = .transient
        required init(container: Container) {
            InitCounts.record(Self.self, in: container)
        }
    }

    final class MockSession: Session {}

    struct Settings: InjectableValue {
        let environment: String
        init(container: Container) { environment = "production" }
        init(environment: String) { self.environment = environment }
    }

    struct Feature: InjectableValue {
        let settings: Settings
        init(container: Container) { settings = container.resolve() }
    }

    struct Module: InjectableValue {
        let feature: Feature
        init(container: Container) { feature = container.resolve() }
    }
}

/// An ephemeral type whose `didInject` resolves a persistent one, for the uncached-cycle check
/// on the override path.
enum UncachedOverrideFixtures {
    class Screen: InjectableObject {
        required init(container: Container) throws {}
        func didInject(container: Container) throws { _ = try container.tryResolve() as Session }
    }
    final class StubScreen: Screen {}

    final class Session: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let clock: Clock
        init(container: Container) throws { clock = try container.tryResolve() }
    }

    final class Clock: InjectableObject {
        init(container: Container) throws {}
    }

    /// Counts calls of an override's closure (overrides run on the resolving thread).
    final class Calls: @unchecked Sendable {
        // @unchecked Sendable: one test's resolve, on one thread, increments it.
        var count = 0
    }
}

@Suite("Overrides")
struct OverrideTests {
    @Test("an overridden ephemeral request inside an uncached didInject is still checked for the cycle")
    func overriddenRequestInUncachedDidInject() {
        typealias U = UncachedOverrideFixtures
        // Screen (ephemeral) → didInject → Session (persistent) → Clock, whose override asks for
        // Screen again: the persistent Session would keep a second Screen's graph, so it is the
        // cycle through an uncached object, whether or not an override replaces Screen.
        let container = DependencyContainer()
        let calls = U.Calls()
        container.override(U.Screen.self) { container in
            calls.count += 1
            return calls.count == 1 ? try container.tryResolve() as U.Screen : try U.StubScreen(container: container)
        }
        container.override(U.Clock.self) { container in
            _ = try container.tryResolve() as U.Screen
            return try U.Clock(container: container)
        }
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as U.Screen }
        #expect(error?.kind == .uncachedCycle)
    }

    typealias F = OverrideFixtures

    @Test("an override replaces a concrete type deep in the graph")
    func overrideReachesDeep() {
        let container = DependencyContainer()
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let app: F.App = container.resolve()
        #expect(app.service.database is F.MockDatabase)
        #expect(app.service.database.name == "mock")
    }

    @Test("a persistent type's override is built once and shared by every resolve")
    func persistentOverrideBuiltOnce() {
        let container = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: container)
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }

        let first: F.App = container.resolve()
        let second: F.App = container.resolve()
        #expect(first.service !== second.service)
        #expect(first.service.database === second.service.database)
        #expect(container.resolve() as F.Database === first.service.database)
        #expect(log.count(F.MockDatabase.self) == 1)
    }

    @Test("an ephemeral type's override runs for every resolve")
    func ephemeralOverrideRunsEachTime() {
        let container = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: container)
        container.override(F.Clock.self) { c in F.MockClock(container: c) }
        let first: F.Clock = container.resolve()
        let second: F.Clock = container.resolve()
        #expect(first.isMock && second.isMock)
        #expect(first !== second)
        #expect(log.count(F.MockClock.self) == 2)
    }

    @Test("a transient type's override is reused while it is alive and rebuilt after release")
    func transientOverrideFollowsLifetime() {
        let container = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: container)
        container.override(F.Session.self) { c in F.MockSession(container: c) }
        var held: F.Session? = container.resolve()
        #expect(held is F.MockSession)
        #expect(container.resolve() as F.Session === held)
        #expect(log.count(F.MockSession.self) == 1)
        held = nil
        let rebuilt: F.Session = container.resolve()
        #expect(rebuilt is F.MockSession)
        #expect(log.count(F.MockSession.self) == 2)
    }

    @Test("a persistent override is cached in the container that resolves it")
    func overrideCachedPerResolvingContainer() {
        let parent = DependencyContainer()
        parent.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let first = parent.child()
        let second = parent.child()
        let a: F.Database = first.resolve()
        let b: F.Database = second.resolve()
        #expect(a is F.MockDatabase && b is F.MockDatabase)
        #expect(a !== b)
        #expect(first.resolve() as F.Database === a)
    }

    @Test("an override's factory receives the container that resolves, not the one that registered it")
    func factoryReceivesResolvingContainer() {
        let parent = DependencyContainer()
        parent.setValue("parent", for: \.mockName)
        parent.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let child = parent.child()
        child.setValue("child", for: \.mockName)
        let app: F.App = child.resolve()
        #expect((app.service.database as? F.MockDatabase)?.label == "child")
    }

    @Test("an override's replacement is used as built: its didInject is not called")
    func overrideSkipsDidInject() {
        let container = DependencyContainer()
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let database: F.Database = container.resolve()
        #expect(database.didInjectCalls == 0)
        let real: F.Database = DependencyContainer().resolve()
        #expect(real.didInjectCalls == 1)
    }

    @Test("a value type can be overridden, also deep in a graph of values")
    func valueOverride() {
        let container = DependencyContainer()
        #expect((container.resolve() as F.Module).feature.settings.environment == "production")
        container.override(F.Settings.self) { _ in F.Settings(environment: "test") }
        #expect((container.resolve() as F.Settings).environment == "test")
        #expect((container.resolve() as F.Module).feature.settings.environment == "test")
    }

    @Test("removing an override restores the real type")
    func removeOverrideRestores() {
        let container = DependencyContainer()
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        container.override(F.Settings.self) { _ in F.Settings(environment: "test") }
        let mocked: F.App = container.resolve()
        #expect(mocked.service.database is F.MockDatabase)

        container.removeOverride(F.Database.self)
        container.removeOverride(F.Settings.self)
        let real: F.App = container.resolve()
        #expect(type(of: real.service.database) == F.Database.self)
        #expect(real.service.database.name == "real")
        #expect((container.resolve() as F.Settings).environment == "production")
    }

    @Test("removing one override keeps the others")
    func removeOneOverride() {
        let container = DependencyContainer()
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        container.override(F.Clock.self) { c in F.MockClock(container: c) }
        container.removeOverride(F.Database.self)
        #expect((container.resolve() as F.Clock).isMock)
        #expect(!((container.resolve() as F.Database) is F.MockDatabase))
    }

    @Test("removing a child's override reveals its parent's override again")
    func removeChildOverrideRevealsParents() {
        let parent = DependencyContainer()
        parent.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let child = parent.child()
        child.override(F.Database.self) { c in F.OtherMockDatabase(container: c) }
        #expect((child.resolve() as F.Database).name == "other mock")
        child.removeOverride(F.Database.self)
        #expect((child.resolve() as F.Database).name == "mock")
    }

    @Test("a child's override never leaks into its parent")
    func childOverrideDoesNotLeak() {
        let parent = DependencyContainer()
        let child = parent.child()
        child.override(F.Database.self) { c in F.MockDatabase(container: c) }
        child.override(F.Settings.self) { _ in F.Settings(environment: "test") }

        let childApp: F.App = child.resolve()
        #expect(childApp.service.database is F.MockDatabase)

        let parentApp: F.App = parent.resolve()
        #expect(type(of: parentApp.service.database) == F.Database.self)
        #expect((parent.resolve() as F.Settings).environment == "production")
        // ...and a second child of the same parent does not see it either.
        #expect(type(of: parent.child().resolve() as F.Database) == F.Database.self)
    }

    @Test("overriding drops the container's cached instance of the type")
    func overridingResetsCache() {
        let container = DependencyContainer()
        let real: F.Database = container.resolve()
        #expect(container.resolve() as F.Database === real)

        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let mock: F.Database = container.resolve()
        #expect(mock !== real)
        #expect(mock is F.MockDatabase)

        // Overriding again replaces the first override's cached instance too.
        container.override(F.Database.self) { c in F.OtherMockDatabase(container: c) }
        let other: F.Database = container.resolve()
        #expect(other.name == "other mock")
        #expect(other !== mock)
    }

    @Test("overriding in a child leaves the parent's cached instance in place")
    func childOverrideKeepsParentCache() {
        let parent = DependencyContainer()
        let real: F.Database = parent.resolve()
        let child = parent.child()
        child.override(F.Database.self) { c in F.MockDatabase(container: c) }
        #expect(parent.resolve() as F.Database === real)
        #expect(child.resolve() as F.Database is F.MockDatabase)
    }

    @Test("an override that throws fails the resolve with the thrown error and the path")
    func throwingOverride() {
        struct Unavailable: Error {}
        let container = DependencyContainer()
        container.override(F.Database.self) { _ in throw Unavailable() }
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Database }
        #expect(error?.kind == .initializerFailed)
        #expect(error?.underlyingError is Unavailable)
        #expect(error?.path.count == 1)
        // A failed build caches nothing: removing the override gives the real type.
        container.removeOverride(F.Database.self)
        #expect(type(of: container.resolve() as F.Database) == F.Database.self)
    }

    @Test("an override on a parent reaches a child that had already cached the real instance")
    func parentOverrideReachesCachedChild() {
        let parent = DependencyContainer()
        let child = parent.child()
        let real: F.Database = child.resolve()
        #expect(!(real is F.MockDatabase))
        parent.override(F.Database.self) { c in F.MockDatabase(container: c) }
        #expect(child.resolve() as F.Database is F.MockDatabase)
    }

    @Test("removing a parent's override reaches a child that had already cached the replacement")
    func parentRemoveOverrideReachesCachedChild() {
        let parent = DependencyContainer()
        parent.override(F.Database.self) { c in F.MockDatabase(container: c) }
        let child = parent.child()
        #expect(child.resolve() as F.Database is F.MockDatabase)
        parent.removeOverride(F.Database.self)
        #expect(type(of: child.resolve() as F.Database) == F.Database.self)
    }

    @Test("an override of a graph-lifetime type is shared within one resolve and rebuilt for the next")
    func graphLifetimeOverride() {
        let container = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: container)
        container.override(F.Clock.self) { c in F.MockClock(container: c) }
        let first: F.ClockPair = container.resolve()
        #expect(first.a === first.b)
        #expect(first.a.isMock)
        let second: F.ClockPair = container.resolve()
        #expect(second.a !== first.a)
        #expect(log.count(F.MockClock.self) == 2)
    }
}

/// Overrides by type (`override(_:with:)`): the implementation is resolved with its own
/// lifetime, and its `didInject` runs.
enum TypeOverrideFixtures {
    /// A clock whose subclasses choose their own lifetime.
    class Clock: InjectableObject {
        class var lifetime: Lifetime { .ephemeral }
        private(set) var didInjectCalls = 0
        required init(container: Container) {}
        func didInject(container: Container) throws { didInjectCalls += 1 }
    }

    /// Persistent where `Clock` is ephemeral.
    final class FrozenClock: Clock {
        override class var lifetime: Lifetime { .persistent }
    }

    /// A persistent store, replaced by an ephemeral one.
    class Store: InjectableObject {
        class var lifetime: Lifetime { .persistent }
        required init(container: Container) {}
    }

    final class ScratchStore: Store {
        override class var lifetime: Lifetime { .ephemeral }
    }

    /// Wraps the store it replaces: inside the override, a request for `Store` gets the original.
    final class LoggingStore: Store {
        let inner: Store
        required init(container: Container) {
            inner = container.resolve()
            super.init(container: container)
        }
    }

    final class Report: InjectableObject {
        let clock: Clock
        let store: Store
        required init(container: Container) {
            clock = container.resolve()
            store = container.resolve()
        }
    }

    protocol Repository: AnyObject {
        var name: String { get }
    }

    final class RemoteRepository: Repository, InjectableObject {
        let name = "remote"
        init(container: Container) {}
    }

    final class StubRepository: Repository, InjectableObject {
        static let lifetime: Lifetime = .persistent
        let name = "stub"
        init(container: Container) {}
    }

    protocol Formatter {
        func format(_ text: String) -> String
    }

    struct LoudFormatter: Formatter, InjectableValue {
        var suffix = ""
        init(container: Container) {}
        mutating func didInject(container: Container) throws { suffix = "!" }
        func format(_ text: String) -> String { text.uppercased() + suffix }
    }

    /// A keyed type, and its replacement built by `init(container:)`.
    class Greeting: CustomInjectableObject {
        let text: String
        required init(container: Container) { text = "hello" }
        required init(container: Container, parameter: String) { text = parameter }
    }

    final class StubGreeting: Greeting {}

    /// What a module with default main-actor isolation declares.
    @MainActor
    final class ScreenRepository: Repository {
        let name = "screen"
        init() {}
    }
}

extension TypeOverrideFixtures.ScreenRepository: @MainActor InjectableObject {
    convenience init(container: Container) { self.init() }
}

extension OverrideTests {
    typealias T = TypeOverrideFixtures

    @Test("an override by type replaces a concrete type deep in the graph with the implementation")
    func overrideByTypeReachesDeep() {
        let container = DependencyContainer()
        container.override(F.Database.self, with: F.MockDatabase.self)
        let app: F.App = container.resolve()
        #expect(app.service.database is F.MockDatabase)
        // Persistent through its own lifetime: one instance, the one `resolve() as MockDatabase` gets.
        #expect(container.resolve() as F.Database === app.service.database)
        #expect(container.resolve() as F.MockDatabase === app.service.database)
    }

    @Test("an override by type runs the implementation's didInject, once per instance")
    func overrideByTypeRunsDidInject() {
        let container = DependencyContainer()
        container.override(F.Database.self, with: F.MockDatabase.self)
        let database: F.Database = container.resolve()
        _ = container.resolve() as F.Database
        #expect(database.didInjectCalls == 1)
        container.override(T.Clock.self, with: T.FrozenClock.self)
        #expect((container.resolve() as T.Clock).didInjectCalls == 1)
    }

    @Test("an override by type gives the implementation's own lifetime, not the overridden type's")
    func overrideByTypeUsesImplementationLifetime() {
        let container = DependencyContainer()
        container.override(T.Clock.self, with: T.FrozenClock.self)  // ephemeral → persistent
        container.override(T.Store.self, with: T.ScratchStore.self)  // persistent → ephemeral
        let first: T.Report = container.resolve()
        let second: T.Report = container.resolve()
        #expect(first.clock is T.FrozenClock)
        #expect(first.clock === second.clock)
        #expect(first.clock === container.resolve() as T.FrozenClock)
        #expect(first.store is T.ScratchStore && second.store is T.ScratchStore)
        #expect(first.store !== second.store)
        // The closure form keeps its result with the overridden type's lifetime instead.
        let closure = DependencyContainer()
        closure.override(T.Store.self) { c in T.ScratchStore(container: c) }
        #expect(closure.resolve() as T.Store === closure.resolve() as T.Store)
    }

    @Test("an override by type in a parent builds the implementation in the child that resolves it")
    func overrideByTypePerResolvingContainer() {
        let parent = DependencyContainer()
        parent.override(F.Database.self, with: F.MockDatabase.self)
        let first = parent.child()
        let second = parent.child()
        first.setValue("first", for: \.mockName)
        let a: F.Database = first.resolve()
        let b: F.Database = second.resolve()
        #expect((a as? F.MockDatabase)?.label == "first")
        #expect(b is F.MockDatabase && a !== b)
    }

    @Test("inside an override by type, the implementation's request for the overridden type gets the original")
    func overrideByTypeDecorates() throws {
        let container = DependencyContainer()
        container.override(T.Store.self, with: T.LoggingStore.self)
        let store: T.Store = container.resolve()
        let logging = try #require(store as? T.LoggingStore)
        #expect(type(of: logging.inner) == T.Store.self)
    }

    @Test("an override by type replaces an interface, keyed or not, whatever is registered")
    func overrideInterfaceByType() {
        let container = DependencyContainer()
        container.register(interface: (any T.Repository).self, implementation: T.RemoteRepository.self)
        container.register(interface: (any T.Repository).self, key: "b", implementation: T.RemoteRepository.self)
        let test = container.child()
        test.override((any T.Repository).self, with: T.StubRepository.self)
        let stub: any T.Repository = test.resolveInterface()
        #expect(stub.name == "stub")
        #expect((test.resolveInterface(key: "b") as any T.Repository) === stub)  // persistent StubRepository
        #expect((container.resolveInterface() as any T.Repository).name == "remote")
        test.removeOverride((any T.Repository).self)
        #expect((test.resolveInterface() as any T.Repository).name == "remote")
    }

    @Test("an override by a value type replaces an interface with the value, its didInject run")
    func overrideInterfaceByValueType() {
        let container = DependencyContainer()
        container.override((any T.Formatter).self, with: T.LoudFormatter.self)
        let formatter: any T.Formatter = container.resolveInterface()
        #expect(formatter.format("hi") == "HI!")
    }

    @Test("a keyed request for a type overridden by type gets the unkeyed implementation")
    func keyedRequestOfTypeOverriddenByType() {
        let container = DependencyContainer()
        container.register(type: T.Greeting.self, key: "fr") { _ in "bonjour" }
        #expect((container.resolve(key: "fr") as T.Greeting).text == "bonjour")
        container.override(T.Greeting.self, with: T.StubGreeting.self)
        let keyed: T.Greeting = container.resolve(key: "fr")
        #expect(keyed is T.StubGreeting && keyed.text == "hello")
    }

    @Test("an implementation that is not the overridden type fails the resolve with .typeMismatch")
    func overrideByTypeMismatch() {
        let container = DependencyContainer()
        container.override(F.Database.self, with: T.StubRepository.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Database }
        #expect(error?.kind == .typeMismatch(expected: "Database", actual: "StubRepository"))
    }

    @Test("a main-actor implementation overridden by type resolves on the main actor and fails off it")
    func mainActorImplementationByType() async throws {
        let container = DependencyContainer()
        await MainActor.run {
            container.override((any T.Repository).self, with: T.ScreenRepository.self)
            #expect((container.resolveInterface() as any T.Repository).name == "screen")
        }
        let error = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try container.tryResolveInterface() as any T.Repository
                return nil
            } catch { return error }
        }.value
        let failure = try #require(error)
        #expect(failure.kind == .needsMainActor)
        #expect(failure.path.map(\.description) == ["Repository (override)", "ScreenRepository"])
        #expect(failure.description.contains("isolated to the main actor"))
    }
}
