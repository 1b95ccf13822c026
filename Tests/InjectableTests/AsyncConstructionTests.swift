// Async construction: types whose `init(container:)` awaits, resolved with `try await`.
import Foundation
import Injectable
import Testing

enum AsyncFixtures {
    /// Counts builds per type and holds gates the initialisers wait at; stored in the container
    /// as the value "probe", so every test has its own.
    actor Probe {
        private var builds: [String: Int] = [:]
        private var gates: [String: [CheckedContinuation<Void, Never>]] = [:]
        private var open: Set<String> = []
        private var started: [String: [CheckedContinuation<Void, Never>]] = [:]

        func recordBuild(_ type: Any.Type) {
            let name = String(describing: type)
            builds[name, default: 0] += 1
            for waiter in started.removeValue(forKey: name) ?? [] { waiter.resume() }
        }

        func builds(of type: Any.Type) -> Int { builds[String(describing: type), default: 0] }

        /// Suspends until `type` has been built (or started building) once.
        func started(_ type: Any.Type) async {
            let name = String(describing: type)
            if builds[name, default: 0] > 0 { return }
            await withCheckedContinuation { started[name, default: []].append($0) }
        }

        /// Suspends until `openGate(name)`.
        func wait(at name: String) async {
            if open.contains(name) { return }
            await withCheckedContinuation { gates[name, default: []].append($0) }
        }

        func openGate(_ name: String) {
            open.insert(name)
            for waiter in gates.removeValue(forKey: name) ?? [] { waiter.resume() }
        }
    }

    static func probe(_ container: Container) -> Probe {
        guard let probe = container.stringKeyed.value(forKey: "probe", as: Probe.self) else {
            preconditionFailure("the fixture container has no probe")
        }
        return probe
    }

    static func container() -> (DependencyContainer, Probe) {
        let container = DependencyContainer()
        let probe = Probe()
        container.stringKeyed.setValue(probe, forKey: "probe")
        return (container, probe)
    }

    /// A synchronous dependency.
    final class Settings: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .persistent
        let name = "notes"
        init(container: Container) {}
    }

    /// A persistent async type whose build waits at the gate "database".
    final class Database: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let settings: Settings
        init(container: Container) async throws {
            settings = container.resolve()
            await AsyncFixtures.probe(container).recordBuild(Database.self)
            await AsyncFixtures.probe(container).wait(at: "database")
        }
    }

    final class Repository: AsyncInjectableObject {
        let database: Database
        init(container: Container) async throws {
            database = try await container.resolve()
        }
    }

    struct Report: AsyncInjectableValue {
        let repository: Repository
        var injected = false
        init(container: Container) async throws {
            repository = try await container.resolve()
        }
        mutating func didInject(container: Container) async throws { injected = true }
    }

    final class Session: AsyncInjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) async throws {
            await AsyncFixtures.probe(container).recordBuild(Session.self)
        }
    }

    struct Offline: Error {}

    /// Fails its first build, succeeds afterwards.
    final class Flaky: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            let probe = AsyncFixtures.probe(container)
            await probe.recordBuild(Flaky.self)
            if await probe.builds(of: Flaky.self) == 1 { throw Offline() }
        }
    }

    /// Its `didInject` fails, under an ephemeral parent.
    final class Unwired: AsyncInjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) async throws {}
        func didInject(container: Container) async throws { throw Offline() }
    }

    struct UnwiredHolder: AsyncInjectableValue {
        let unwired: Unwired
        init(container: Container) async throws { unwired = try await container.resolve() }
    }

    // A → B → A through two persistent initialisers that await each other.
    final class CycleA: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            await Task.yield()
            _ = try await container.resolve() as CycleB
        }
    }

    final class CycleB: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            await Task.yield()
            _ = try await container.resolve() as CycleViaEphemeral
        }
    }

    final class CycleViaEphemeral: AsyncInjectableObject {
        init(container: Container) async throws {
            _ = try await container.resolve() as CycleA
        }
    }

    /// Asks for itself in its own initialiser: an endless ephemeral recursion.
    final class Loop: AsyncInjectableObject {
        init(container: Container) async throws { _ = try await container.resolve() as Loop }
    }

    // Parent ⇄ Child closed in didInject: both persistent, each sees the other's one instance.
    final class Parent: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `child` is written once, in didInject, before the instance is
        // handed to anyone but its own cycle.
        static let lifetime: Lifetime = .persistent
        var child: Child?
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            child = try await container.resolve()
        }
    }

    final class Child: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let parent: Parent
        init(container: Container) async throws {
            parent = try await container.resolve()
        }
    }

    // A `.graph` type is shared within one outermost resolve.
    final class Unit: AsyncInjectableObject {
        static let lifetime: Lifetime = .graph
        init(container: Container) async throws {}
    }

    final class UnitPair: AsyncInjectableObject {
        let first: Unit
        let second: Unit
        init(container: Container) async throws {
            async let first: Unit = container.resolve()
            async let second: Unit = container.resolve()
            (self.first, self.second) = try await (first, second)
        }
    }

    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    @MainActor
    final class Screen: AsyncInjectableObject {
        nonisolated static let lifetime: Lifetime = .persistent
        let builtOnMainActor: Bool
        let database: Database
        init(container: Container) async throws {
            database = try await container.resolve()
            // The main actor's executor is the main dispatch queue on every platform.
            builtOnMainActor = DispatchQueue.getSpecific(key: AsyncFixtures.mainQueueKey) == true
        }
    }

    protocol Storage: Sendable {
        var name: String { get }
    }

    final class CloudStorage: AsyncInjectableObject, Storage {
        static let lifetime: Lifetime = .persistent
        let name = "cloud"
        init(container: Container) async throws { await Task.yield() }
    }

    struct DiskStorage: Storage {
        let name: String
    }

    final class Clock: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let label: String
        init(label: String) { self.label = label }
        init(container: Container) async throws { label = "real" }
    }

    final class Endpoint: CustomAsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let url: String
        init(container: Container) async throws { url = "https://example.com" }
        init(container: Container, parameter: String) async throws {
            await Task.yield()
            url = parameter
        }
    }

    /// A keyed async value: built anew for every request, from its key's parameter.
    struct Feed: CustomAsyncInjectableValue {
        let url: String
        let endpoint: Endpoint
        var injected = false
        init(container: Container) async throws {
            url = "https://example.com/feed"
            endpoint = try await container.resolve()
        }
        init(container: Container, parameter: Int) async throws {
            await Task.yield()
            url = "https://example.com/feed?page=\(parameter)"
            endpoint = try await container.resolve()
        }
        mutating func didInject(container: Container) async throws { injected = true }
    }

    /// A keyed async value whose key is its parameter.
    struct Mirror: CustomAsyncInjectableValue {
        let url: String
        init(container: Container) async throws { url = "none" }
        init(container: Container, parameter: String) async throws { url = parameter }
    }

    struct NoPage: Error {}

    /// Key `n` resolves key `n - 1`, down to 0: an async chain of distinct requests that ends.
    final class AsyncLink: CustomAsyncInjectableObject {
        let depth: Int
        init(container: Container) async throws { depth = 1 }
        init(container: Container, parameter: Int) async throws {
            depth =
                parameter == 0 ? 1 : (try await container.resolve(key: String(parameter - 1)) as AsyncLink).depth + 1
        }
    }
}

@Suite("Async construction")
struct AsyncConstructionTests {
    typealias F = AsyncFixtures

    @Test("an async graph resolves with try await, synchronous types inside it", .timeLimit(.minutes(1)))
    func resolvesAGraph() async throws {
        let (container, probe) = F.container()
        await probe.openGate("database")
        let report: F.Report = try await container.resolve()
        #expect(report.injected)
        #expect(report.repository.database.settings === container.resolve() as F.Settings)
        let again: F.Repository = try await container.resolve()
        #expect(again !== report.repository)
        #expect(again.database === report.repository.database)
    }

    @Test("200 tasks first-resolving one persistent type: one build, all suspended meanwhile", .timeLimit(.minutes(1)))
    func exactlyOnceUnderContention() async throws {
        let (container, probe) = F.container()
        // The build waits until every task has asked: with more waiting tasks than the pool has
        // threads, a waiter that blocked its thread would hang this test.
        let ids = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask { ObjectIdentifier(try await container.resolve() as F.Database) }
            }
            await probe.started(F.Database.self)
            for _ in 0..<200 { await Task.yield() }
            await probe.openGate("database")
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
        #expect(await probe.builds(of: F.Database.self) == 1)
    }

    @Test("a cancelled waiter fails with .cancelled; the build goes on for the others", .timeLimit(.minutes(1)))
    func cancellationLeavesTheBuild() async throws {
        let (container, probe) = F.container()
        // The task's error type is the resolve's: ResolutionError, not any Error.
        let first = Task { () async throws(ResolutionError) -> F.Database in try await container.resolve() }
        let second = Task { try await container.resolve() as F.Database }
        await probe.started(F.Database.self)
        first.cancel()
        let cancelled = try await #require(throws: ResolutionError.self) { try await first.value }
        #expect(cancelled.kind == .cancelled)
        #expect(cancelled.underlyingError is CancellationError)
        #expect(cancelled.path.map(\.description) == ["Database"])
        #expect(cancelled.description.contains("the task that asked for it was cancelled"))
        await probe.openGate("database")
        let database = try await second.value
        #expect(try await container.resolve() as F.Database === database)
        #expect(await probe.builds(of: F.Database.self) == 1)
    }

    @Test("a failed build is not cached: the next request builds again", .timeLimit(.minutes(1)))
    func failureIsNotCached() async throws {
        let (container, probe) = F.container()
        do {
            _ = try await container.resolve() as F.Flaky
            Issue.record("the first build should fail")
        } catch {
            #expect(error.kind == .initializerFailed)
            #expect(error.underlyingError is F.Offline)
            #expect(error.path.map(\.description) == ["Flaky"])
        }
        do {
            _ = try await container.resolve() as F.UnwiredHolder
            Issue.record("didInject should fail")
        } catch {
            #expect(error.kind == .initializerFailed)
            #expect(error.path.map(\.description) == ["UnwiredHolder", "Unwired.didInject"])
        }
        let flaky: F.Flaky = try await container.resolve()
        #expect(try await container.resolve() as F.Flaky === flaky)
        #expect(await probe.builds(of: F.Flaky.self) == 2)
    }

    @Test("a cycle across awaits is reported with its path, not suspended forever", .timeLimit(.minutes(1)))
    func cycleAcrossAwaits() async throws {
        let container = DependencyContainer()
        do {
            _ = try await container.resolve() as F.CycleA
            Issue.record("the cycle should fail")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.cycle.map(\.description) == ["CycleA", "CycleB", "CycleViaEphemeral", "CycleA"])
            #expect(error.path.map(\.description) == ["CycleA", "CycleB", "CycleViaEphemeral", "CycleA"])
            #expect(
                error.description.contains("Cycle: CycleA → CycleB → CycleViaEphemeral → CycleA"),
                "\(error.description)")
        }
        // Nothing was cached: the next request fails the same way.
        await #expect(throws: ResolutionError.self) { try await container.resolve() as F.CycleB }
    }

    /// An async path lives on the heap, not on a thread's stack: its limit is a number of
    /// requests, and the message says so, not that the thread's stack is nearly exhausted (a
    /// larger stack would not help).
    @Test("an async graph deeper than 4,096 requests stops with a message about that limit", .timeLimit(.minutes(1)))
    func asyncDepthLimit() async throws {
        let container = DependencyContainer()
        for index in 0..<5000 { container.register(type: F.AsyncLink.self, key: String(index)) { _ in index } }
        let deepest: F.AsyncLink = try await container.resolve(key: "4095")
        #expect(deepest.depth == 4096)
        do {
            _ = try await container.resolve(key: "4999") as F.AsyncLink
            Issue.record("a chain of 5,000 async requests should stop")
        } catch {
            #expect(error.kind == .tooDeep(depth: 4097))
            let text = error.description
            #expect(text.contains("at depth 4097: an async resolve goes at most 4,096 requests deep"), "\(text)")
            #expect(!text.contains("thread's stack") && !text.contains("larger stack"), "\(text)")
        }
    }

    @Test("an endless ephemeral async recursion is cut and reported as a cycle", .timeLimit(.minutes(1)))
    func ephemeralRecursion() async throws {
        let container = DependencyContainer()
        do {
            _ = try await container.resolve() as F.Loop
            Issue.record("the recursion should fail")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.cycle.map(\.description) == ["Loop", "Loop"])
        }
    }

    @Test("a cycle entered from two tasks at once is reported in both, not a deadlock", .timeLimit(.minutes(1)))
    func cycleFromTwoTasks() async throws {
        for _ in 0..<20 {
            let container = DependencyContainer()
            let a = Task { try await container.resolve() as F.CycleA }
            let b = Task { try await container.resolve() as F.CycleB }
            let results = [await a.result.isFailure, await b.result.isFailure]
            #expect(results == [true, true])
        }
    }

    @Test("a cycle closed in didInject gets the instance being injected", .timeLimit(.minutes(1)))
    func didInjectClosesCycle() async throws {
        let container = DependencyContainer()
        let parent: F.Parent = try await container.resolve()
        #expect(parent.child?.parent === parent)
        #expect(try await container.resolve() as F.Child === parent.child)
    }

    /// The outermost request has no graph to go to; its instance still does not go to the
    /// container's cache, where it would be kept for good and shared by every later resolve.
    @Test("an outermost async .graph resolve builds its own instance, which the container does not keep")
    func outermostGraphIsNotKept() async throws {
        let container = DependencyContainer()
        weak var first: F.Unit?
        do {
            let unit: F.Unit = try await container.resolve()
            first = unit
            #expect(try await container.resolve() as F.Unit !== unit, "a second outermost resolve builds its own")
        }
        #expect(first == nil, "the container did not keep it")
        async let one: F.Unit = container.resolve()
        async let two: F.Unit = container.resolve()
        let (a, b) = try await (one, two)
        #expect(a !== b, "two outermost resolves at once build one each")
    }

    @Test("transient instances are reused while alive; graph instances within one resolve")
    func lifetimes() async throws {
        let (container, probe) = F.container()
        let session: F.Session = try await container.resolve()
        #expect(try await container.resolve() as F.Session === session)
        #expect(await probe.builds(of: F.Session.self) == 1)
        let pair: F.UnitPair = try await container.resolve()
        #expect(pair.first === pair.second)
        let other: F.UnitPair = try await container.resolve()
        #expect(other.first !== pair.first)
    }

    @Test("reset() forgets an async persistent instance; an override replaces the type")
    func resetAndOverride() async throws {
        let (container, probe) = F.container()
        await probe.openGate("database")
        let first: F.Database = try await container.resolve()
        container.reset()
        let second: F.Database = try await container.resolve()
        #expect(second !== first)
        #expect(await probe.builds(of: F.Database.self) == 2)
        let test = container.child()
        let real: F.Clock = try await test.resolve()
        #expect(real.label == "real")
        test.override(F.Clock.self) { _ in F.Clock(label: "fake") }
        let fake: F.Clock = try await test.resolve()
        #expect(fake.label == "fake")
        #expect(try await test.resolve() as F.Clock === fake)
        test.removeOverride(F.Clock.self)
        #expect((try await test.resolve() as F.Clock).label == "real")
        container.clear()
        container.stringKeyed.setValue(probe, forKey: "probe")
        #expect(try await container.resolve() as F.Database !== second)
    }

    @Test("a @MainActor async type resolved from main-actor code is built on the main actor", .timeLimit(.minutes(1)))
    @MainActor
    func mainActorType() async throws {
        let (container, probe) = F.container()
        await probe.openGate("database")
        let screen: F.Screen = try await container.resolve()
        #expect(screen.builtOnMainActor)
        #expect(try await container.resolve() as F.Screen === screen)
    }

    @Test("async interfaces: an implementation, a closure, keys, and a synchronous registration")
    func interfaces() async throws {
        let container = DependencyContainer()
        container.register(interface: F.Storage.self, implementation: F.CloudStorage.self)
        container.register(interface: F.Storage.self, key: "disk") { _ in
            await Task.yield()
            return F.DiskStorage(name: "disk")
        }
        container.register(interface: F.Storage.self, key: "memory") { _ in F.DiskStorage(name: "memory") }
        let cloud: F.Storage = try await container.resolveAsyncInterface()
        #expect(cloud.name == "cloud")
        #expect((cloud as? F.CloudStorage) === (try await container.resolve() as F.CloudStorage))
        #expect((try await container.resolveAsyncInterface(key: "disk") as F.Storage).name == "disk")
        #expect((try await container.resolveAsyncInterface(key: "memory") as F.Storage).name == "memory")
        container.setDefaultKey("disk", for: F.Storage.self)
        #expect((try await container.resolveAsyncInterface() as F.Storage).name == "disk")
        // A synchronous request for an async registration says what to do instead.
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as F.Storage }
        do {
            _ = try container.tryResolveInterface() as F.Storage
        } catch {
            #expect(error.kind == .needsAwait)
            #expect(error.description.contains("try await container.resolveAsyncInterface(key: \"disk\")"))
        }
        await #expect(throws: ResolutionError.self) {
            try await container.resolveAsyncInterface(key: "none") as F.Storage
        }
        // The synchronous validate() cannot await: it lists the two async registrations as not
        // checked (and the default key naming one with them); the async validate() awaits them.
        let unchecked = #expect(throws: ValidationError.self) { try container.validate() }
        #expect(unchecked?.unchecked.map(\.kind) == [.needsAwait, .needsAwait])
        #expect(unchecked?.failures.isEmpty == true)
        try await container.validate()
    }

    @Test("keyed variants of an async type are cached per key")
    func keyedVariants() async throws {
        let container = DependencyContainer()
        container.register(type: F.Endpoint.self, key: "https://staging.example.com")
        let staging: F.Endpoint = try await container.resolve(key: "https://staging.example.com")
        #expect(staging.url == "https://staging.example.com")
        #expect(try await container.resolve(key: "https://staging.example.com") as F.Endpoint === staging)
        let fallback: F.Endpoint = try await container.resolve(key: "unregistered")
        #expect(fallback.url == "https://example.com")
        let unkeyed: F.Endpoint = try await container.resolve()
        #expect(unkeyed !== fallback)
    }

    @Test("keyed variants of an async value: the key's parameter, the fallback, and a failing parameter")
    func keyedValueVariants() async throws {
        let container = DependencyContainer()
        container.register(type: F.Feed.self, key: "second") { _ in 2 }
        container.register(type: F.Feed.self, key: "broken") { _ in throw F.NoPage() }
        container.register(type: F.Mirror.self, key: "https://mirror.example.com")
        let second: F.Feed = try await container.resolve(key: "second")
        #expect(second.url == "https://example.com/feed?page=2")
        #expect(second.injected, "didInject ran")
        #expect(second.endpoint.url == "https://example.com", "its own async dependency was built")
        let fallback: F.Feed = try await container.resolve(key: "unregistered")
        #expect(fallback.url == "https://example.com/feed")
        let mirror: F.Mirror = try await container.resolve(key: "https://mirror.example.com")
        #expect(mirror.url == "https://mirror.example.com")
        do {
            let _: F.Feed = try await container.resolve(key: "broken")
            Issue.record("a failing parameter must fail the resolve")
        } catch {
            #expect(error.kind == .initializerFailed)
            #expect(error.path.last?.typeName == "Feed")
            #expect(error.path.last?.key == "broken")
            #expect(error.underlyingError is F.NoPage)
        }
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
