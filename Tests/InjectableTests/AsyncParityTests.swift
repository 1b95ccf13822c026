// An async resolve follows the rules a synchronous one does: the same graph, resolved both
// ways, gives the same instances, the same number of builds and the same failures.
import Foundation
import Injectable
import Testing

enum ParityFixtures {
    static func container() -> (DependencyContainer, InitCounts) { InitCounts.container() }

    // A persistent type whose init resolves a persistent one whose didInject resolves it back.

    final class Owner: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `part` is set in init only.
        static let lifetime: Lifetime = .persistent
        let part: Part
        init(container: Container) {
            InitCounts.of(container).record(Owner.self)
            part = container.resolve()
        }
    }

    final class Part: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `owner` is set once, in didInject, before anyone else sees it.
        static let lifetime: Lifetime = .persistent
        weak var owner: Owner?
        init(container: Container) { InitCounts.of(container).record(Part.self) }
        func didInject(container: Container) { owner = container.resolve() }
    }

    final class AsyncOwner: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `part` is set in init only.
        static let lifetime: Lifetime = .persistent
        let part: AsyncPart
        init(container: Container) async throws {
            InitCounts.of(container).record(AsyncOwner.self)
            part = try await container.resolve()
        }
    }

    final class AsyncPart: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `owner` is set once, in didInject, before anyone else sees it.
        static let lifetime: Lifetime = .persistent
        weak var owner: AsyncOwner?
        init(container: Container) async throws { InitCounts.of(container).record(AsyncPart.self) }
        func didInject(container: Container) async throws { owner = try await container.resolve() }
    }

    // Two persistent types whose didInjects resolve each other.

    final class Left: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `right` is set once, in didInject.
        static let lifetime: Lifetime = .persistent
        weak var right: Right?
        init(container: Container) async throws { InitCounts.of(container).record(Left.self) }
        func didInject(container: Container) async throws { right = try await container.resolve() }
    }

    final class Right: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `left` is set once, in didInject.
        static let lifetime: Lifetime = .persistent
        weak var left: Left?
        init(container: Container) async throws { InitCounts.of(container).record(Right.self) }
        func didInject(container: Container) async throws { left = try await container.resolve() }
    }

    // A synchronous `.graph` type, asked for twice by an async init.

    final class Shared: InjectableObject, Sendable {
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }

    final class TwoShared: AsyncInjectableObject, Sendable {
        let first: Shared
        let second: Shared
        init(container: Container) async throws {
            first = container.resolve()
            second = container.resolve()
        }
    }

    final class TwoSharedSync: InjectableObject, Sendable {
        let first: Shared
        let second: Shared
        init(container: Container) {
            first = container.resolve()
            second = container.resolve()
        }
    }

    // An interface and its implementations.

    protocol Store: Sendable { var name: String { get } }

    final class DiskStore: InjectableObject, Store {
        let name = "disk"
        init(container: Container) {}
    }

    struct StubStore: Store { let name = "stub" }

    final class CloudStore: AsyncInjectableObject, Store {
        let name = "cloud"
        init(container: Container) async throws {}
    }

    // A provider made in an async init, of a type that cannot be built.

    protocol Missing: Sendable {}

    final class NeedsMissing: InjectableObject, Sendable {
        let missing: any Missing
        init(container: Container) throws { missing = try container.tryResolveInterface() }
    }

    final class AsyncMaker: AsyncInjectableObject, Sendable {
        let make: Provider<NeedsMissing>
        init(container: Container) async throws { make = container.resolve() }
    }

    final class SyncMaker: InjectableObject, Sendable {
        let make: Provider<NeedsMissing>
        init(container: Container) { make = container.resolve() }
    }
}

extension ParityFixtures {
    // A type that conforms to both protocols, and can be held in its init at a gate.

    final class Dual: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .transient
        init(container: Container) {
            InitCounts.of(container).record(Dual.self)
            container.stringKeyed.value(forKey: "gate", as: Gate.self)?.pass()
        }
    }

    /// Holds the init that passes it until `open()`, and says when one arrived.
    final class Gate: @unchecked Sendable {
        // @unchecked Sendable: the semaphores are thread-safe.
        let arrived = DispatchSemaphore(value: 0)
        let opened = DispatchSemaphore(value: 0)
        func pass() {
            arrived.signal()
            opened.wait()
        }
        func open() { opened.signal() }
    }

    static func resolveDual(_ container: DependencyContainer) throws(ResolutionError) -> Dual {
        try container.tryResolve()
    }
}

@Suite("Async parity: an async resolve follows the synchronous rules")
struct AsyncParityTests {
    typealias F = ParityFixtures

    @Test("a persistent type whose dependency's didInject resolves it back: one init each, wired (sync)")
    func didInjectPairFromInitSync() throws {
        let (container, inits) = F.container()
        let owner: F.Owner = try container.tryResolve()
        #expect(owner.part.owner === owner)
        #expect(inits.count(F.Owner.self) == 1, "Owner.init ran \(inits.count(F.Owner.self)) times")
        #expect(inits.count(F.Part.self) == 1)
        #expect(container.resolve() as F.Owner === owner)
    }

    @Test("the same pair, async: one init each, wired, no cycle")
    func didInjectPairFromInitAsync() async throws {
        let (container, inits) = F.container()
        let owner: F.AsyncOwner = try await container.resolve()
        #expect(owner.part.owner === owner)
        #expect(inits.count(F.AsyncOwner.self) == 1, "AsyncOwner.init ran \(inits.count(F.AsyncOwner.self)) times")
        #expect(inits.count(F.AsyncPart.self) == 1)
        #expect(try await container.resolve() as F.AsyncOwner === owner)
    }

    @Test("a type that conforms to both protocols has one cached instance, resolved either way")
    func dualConformanceSharesOneEntry() async throws {
        let (container, inits) = F.container()
        let sync = try F.resolveDual(container)
        let async: F.Dual = try await container.resolve()
        #expect(sync === async)
        let (other, _) = F.container()
        let asyncFirst: F.Dual = try await other.resolve()
        #expect(try F.resolveDual(other) === asyncFirst)
        #expect(inits.count(F.Dual.self) == 1)
    }

    @Test("an async request for an instance a thread is building waits for it, suspended, and gets it")
    func asyncRequestWaitsForThreadBuild() async throws {
        let (container, inits) = F.container()
        let gate = F.Gate()
        container.stringKeyed.setValue(gate, forKey: "gate")
        let built = Threads.Box<F.Dual>()
        let thread = Thread { built.value = try? F.resolveDual(container) }
        thread.start()
        await Threads.offThePool { gate.arrived.wait() }
        async let waiting: F.Dual = container.resolve()
        gate.open()
        let instance = try await waiting
        _ = await Threads.offThePool { while built.value == nil { usleep(1000) } }
        #expect(instance === built.value)
        #expect(inits.count(F.Dual.self) == 1)
    }

    @Test("a thread's request for an instance a task is building fails with .needsAwait, naming the fix")
    func threadRequestForTaskBuildNeedsAwait() async throws {
        let (container, _) = F.container()
        let gate = F.Gate()
        container.stringKeyed.setValue(gate, forKey: "gate")
        async let building: F.Dual = container.resolve()
        // NB: the build holds a thread of the cooperative pool at the gate (an async build runs
        // in a task, and Dual's init is synchronous). One thread of its own waits for it there,
        // asks, and opens the gate, so that the build waits for nothing that needs the pool: a
        // two-thread pool may have no other thread free for this test's task for a long time.
        let failure = await Threads.offThePool { () -> ResolutionError? in
            gate.arrived.wait()
            defer { gate.open() }
            do throws(ResolutionError) {
                _ = try F.resolveDual(container)
                return nil
            } catch { return error }
        }
        _ = try await building
        let error = try #require(failure)
        #expect(error.kind == .needsAwait)
        #expect(error.description.contains("a task is building it"))
        #expect(error.description.contains("try await container.resolve()"))
    }

    @Test("two tasks resolving the two ends of a didInject pair at once both succeed, wired")
    func didInjectPairFromTwoTasks() async throws {
        for _ in 0..<200 {
            let (container, inits) = F.container()
            async let left: F.Left = container.resolve()
            async let right: F.Right = container.resolve()
            let (l, r) = try await (left, right)
            #expect(l.right === r)
            #expect(r.left === l)
            #expect(inits.count(F.Left.self) == 1)
            #expect(inits.count(F.Right.self) == 1)
        }
    }

    @Test("two tasks resolving the two halves of an init/didInject pair at once both succeed, one init each")
    func initDidInjectPairFromTwoTasks() async throws {
        for _ in 0..<200 {
            let (container, inits) = F.container()
            async let owner: F.AsyncOwner = container.resolve()
            async let part: F.AsyncPart = container.resolve()
            let (o, p) = try await (owner, part)
            #expect(o.part === p)
            #expect(p.owner === o)
            #expect(inits.count(F.AsyncOwner.self) == 1)
            #expect(inits.count(F.AsyncPart.self) == 1)
        }
    }

    @Test("two threads doing the same, synchronously, both succeed, one init each")
    func initDidInjectPairFromTwoThreads() async throws {
        let failures = await Threads.offThePool {
            var failures: [String] = []
            for _ in 0..<200 {
                let (container, inits) = F.container()
                let owner = Threads.Box<F.Owner>()
                let done = DispatchGroup()
                done.enter()
                Thread {
                    owner.value = container.resolve()
                    done.leave()
                }.start()
                let part: F.Part = container.resolve()
                done.wait()
                if owner.value?.part !== part || part.owner !== owner.value { failures.append("not wired") }
                if inits.count(F.Owner.self) != 1 || inits.count(F.Part.self) != 1 { failures.append("built twice") }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.count) of 200 rounds: \(Set(failures))")
    }

    @Test("a synchronous .graph type asked for twice in one async resolve is one instance, as in a synchronous one")
    func syncGraphTypeInAsyncResolve() async throws {
        let container = DependencyContainer()
        let sync: F.TwoSharedSync = container.resolve()
        #expect(sync.first === sync.second)
        let async: F.TwoShared = try await container.resolve()
        #expect(async.first === async.second)
        let again: F.TwoShared = try await container.resolve()
        #expect(again.first !== async.first, "a .graph instance outlived its resolve")
    }

    @Test(
        "resolveAsyncInterface() honours an interface override as resolveInterface() does",
        arguments: [nil, "k"] as [String?])
    func asyncInterfaceOverride(key: String?) async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, key: key, implementation: F.DiskStore.self)
        container.override((any F.Store).self) { _ in F.StubStore() }
        let sync: any F.Store = try container.tryResolveInterface(key: key)
        let async: any F.Store = try await container.resolveAsyncInterface(key: key)
        #expect(sync.name == "stub")
        #expect(async.name == "stub")
    }

    @Test("an interface override in a child, over an async registration of the parent, wins in the child")
    func asyncInterfaceOverrideInChild() async throws {
        let parent = DependencyContainer()
        parent.register(interface: (any F.Store).self, implementation: F.CloudStore.self)
        let child = parent.child()
        child.override((any F.Store).self) { _ in F.StubStore() }
        let inChild: any F.Store = try await child.resolveAsyncInterface()
        let inParent: any F.Store = try await parent.resolveAsyncInterface()
        #expect(inChild.name == "stub")
        #expect(inParent.name == "cloud")
    }

    @Test("an interface override with nothing registered resolves, sync and async")
    func asyncInterfaceOverrideWithoutRegistration() async throws {
        let container = DependencyContainer()
        container.override((any F.Store).self) { _ in F.StubStore() }
        let sync: any F.Store = try container.tryResolveInterface()
        let async: any F.Store = try await container.resolveAsyncInterface()
        #expect(sync.name == "stub")
        #expect(async.name == "stub")
    }

    @Test("tryResolveAll fails with .needsAwait on an async registration instead of leaving it out")
    func resolveAllWithAsyncRegistration() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, key: "disk", implementation: F.DiskStore.self)
        container.register(interface: (any F.Store).self, key: "cloud", implementation: F.CloudStore.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveAll((any F.Store).self) }
        #expect(error?.kind == .needsAwait)
        #expect(error?.path.last?.key == "cloud")
    }

    @Test(
        "with only keyed async registrations, a synchronous and an async request list the same keys; the synchronous one says they need await"
    )
    func keyedAsyncRegistrationsListed() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, key: "a", implementation: F.CloudStore.self)
        let sync = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Store }
        let async = await #expect(throws: ResolutionError.self) {
            try await container.resolveAsyncInterface() as any F.Store
        }
        #expect(sync?.kind == .interfaceNotRegistered)
        #expect(async?.kind == .interfaceNotRegistered)
        #expect(sync?.registeredKeys == ["a"], "\(sync.map(\.description) ?? "")")
        #expect(async?.registeredKeys == ["a"])
        let syncText = sync?.description ?? ""
        #expect(syncText.contains("without a key: it has only keyed registrations"), "\(syncText)")
        #expect(syncText.contains("Registered keys for Store: \"a\" (async)."), "\(syncText)")
        #expect(syncText.contains("A key marked async needs await"), "\(syncText)")
        #expect(syncText.contains("try await container.resolveAsyncInterface(key: \"a\")"), "\(syncText)")
        // An async request awaits any of them: nothing to say about await.
        let asyncText = async?.description ?? ""
        #expect(asyncText.contains("Registered keys for Store: \"a\"."), "\(asyncText)")
        #expect(!asyncText.contains("(async)"), "\(asyncText)")
    }

    @Test("a provider made in an async init fails with a path that starts at the type that made it, as in a sync init")
    func providerOriginInAsyncInit() async throws {
        let container = DependencyContainer()
        let sync: F.SyncMaker = container.resolve()
        let async: F.AsyncMaker = try await container.resolve()
        let syncError = #expect(throws: ResolutionError.self) { try sync.make.get() }
        let asyncError = #expect(throws: ResolutionError.self) { try async.make.get() }
        #expect(syncError?.path.first?.typeName == "SyncMaker")
        #expect(asyncError?.path.first?.typeName == "AsyncMaker")
        #expect(
            asyncError?.path.dropFirst().map(\.typeName) == syncError?.path.dropFirst().map(\.typeName),
            "\(asyncError.map { "\($0.path)" } ?? "") against \(syncError.map { "\($0.path)" } ?? "")")
    }
}

// MARK: - One cycle rule

enum RecursionFixtures {
    /// A persistent marker, cached once per key by a synchronous request.
    final class Marker: CustomInjectableObject {
        static var lifetime: Lifetime { .persistent }
        init(container: Container) {}
        init(container: Container, parameter: Void) {}
    }

    /// A persistent marker, cached once per key by an async request.
    final class AsyncMarker: CustomAsyncInjectableObject {
        static var lifetime: Lifetime { .persistent }
        init(container: Container) async throws {}
        init(container: Container, parameter: Void) async throws {}
    }

    static func nextLevel(_ container: Container) -> Int {
        let level = container.stringKeyed.value(forKey: "level", default: 0) + 1
        container.stringKeyed.setValue(level, forKey: "level")
        return level
    }

    /// Caches a new marker (synchronously) at every level, then resolves itself.
    final class CachingRecursion: AsyncInjectableObject {
        init(container: Container) async throws {
            let _: Marker = try container.tryResolve(key: String(nextLevel(container)))
            let _: CachingRecursion = try await container.resolve()
        }
    }

    /// Caches a new marker (asynchronously) at every level, then resolves itself.
    final class AsyncCachingRecursion: AsyncInjectableObject {
        init(container: Container) async throws {
            let _: AsyncMarker = try await container.resolve(key: String(nextLevel(container)))
            let _: AsyncCachingRecursion = try await container.resolve()
        }
    }

    /// Caches one marker at its outermost level only, then resolves itself with nothing cached
    /// in between: a cycle from the second level on.
    final class CachingOnce: AsyncInjectableObject {
        init(container: Container) async throws {
            if nextLevel(container) == 1 {
                let _: AsyncMarker = try await container.resolve(key: "once")
            }
            let _: CachingOnce = try await container.resolve()
        }
    }

    static func failure<T>(_ body: () async throws -> T) async -> ResolutionError? {
        do {
            _ = try await body()
            return nil
        } catch {
            return error as? ResolutionError
        }
    }
}

@Suite("Async parity: one cycle rule for a thread's path and a task's")
struct AsyncCycleRuleTests {
    typealias R = RecursionFixtures

    /// As on a thread, whose test is `cachedInBetweenIsNotACycle`: a recursion that caches
    /// something at each level may end through what it cached, so where it must stop it is too
    /// deep, not a cycle. (It used to be a cycle: any repetition past the limit was one.)
    @Test(
        "an async recursion caching a new instance at every level is too deep at the limit, not a cycle",
        arguments: ["synchronous marker", "async marker"])
    func cachedInBetweenIsNotACycle(marker: String) async throws {
        let container = DependencyContainer()
        let error = try #require(
            await R.failure {
                marker == "async marker"
                    ? try await container.resolve() as R.AsyncCachingRecursion as AnyObject
                    : try await container.resolve() as R.CachingRecursion as AnyObject
            })
        guard case .tooDeep(let depth) = error.kind else {
            Issue.record("expected .tooDeep, got \(error.kind): \(error.cycle.map(\.description))")
            return
        }
        #expect(depth > 4000)
    }

    @Test("an async recursion that caches once and then repeats itself is a cycle, found past the caching level")
    func cycleAfterCaching() async throws {
        let container = DependencyContainer()
        let error = try #require(await R.failure { try await container.resolve() as R.CachingOnce })
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.typeName) == ["CachingOnce", "CachingOnce"])
        // The outermost request (which cached the marker) is on the path, not in the cycle.
        #expect(error.path.count > error.cycle.count)
    }
}

// MARK: - One error type

protocol UnregisteredService {}

enum TypedErrorFixtures {
    /// An ephemeral async object whose init throws `CancellationError` when its task is cancelled.
    final class CancellableFetch: AsyncInjectableObject {
        init(container: Container) async throws { throw CancellationError() }
    }
}

@Suite("Async parity: an async resolve throws ResolutionError, as a synchronous one does")
struct AsyncTypedErrorTests {
    @Test("the same failure, asked for synchronously and asynchronously: the same kind and path")
    func sameErrorBothWays() async {
        let container = DependencyContainer()
        var syncError: ResolutionError?
        do { let _: any UnregisteredService = try container.tryResolveInterface() } catch { syncError = error }
        // `error` is a ResolutionError: the async resolve's error type is typed.
        var asyncError: ResolutionError?
        do { let _: any UnregisteredService = try await container.resolveAsyncInterface() } catch {
            asyncError = error
        }
        #expect(syncError?.kind == .interfaceNotRegistered)
        #expect(asyncError?.kind == syncError?.kind)
        #expect(asyncError?.path == syncError?.path)
    }

    @Test("an ephemeral async init that throws CancellationError fails the resolve with .cancelled")
    func cancellationInAnEphemeralInit() async {
        let container = DependencyContainer()
        do {
            _ = try await container.resolve() as TypedErrorFixtures.CancellableFetch
            Issue.record("the resolve should fail")
        } catch {
            #expect(error.kind == .cancelled)
            #expect(error.underlyingError is CancellationError)
            #expect(error.path.map(\.description) == ["CancellableFetch"])
        }
    }
}

extension ParityFixtures {
    /// A persistent type of both protocols, which an override decorates.
    final class Decorated: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `decorations` is written only by the override's closure, before
        // the instance is handed out.
        static let lifetime: Lifetime = .persistent
        var decorations = 0
        init(container: Container) { InitCounts.of(container).record(Decorated.self) }
    }

    /// A container whose override of `Decorated` decorates the original, which it resolves.
    static func decorating() -> (DependencyContainer, InitCounts) {
        let (container, inits) = Self.container()
        container.override(Decorated.self) { container in
            let original: Decorated = try container.tryResolve()
            original.decorations += 1
            return original
        }
        return (container, inits)
    }
}

@Suite("Async parity: the override rule")
struct AsyncOverrideParityTests {
    typealias F = ParityFixtures

    @Test("an override that resolves the type it replaces gets the original, sync")
    func decoratesOriginalSync() throws {
        let (container, inits) = F.decorating()
        let decorated: F.Decorated = try container.tryResolve()
        #expect(decorated.decorations == 1)
        #expect(inits.count(F.Decorated.self) == 1)
        #expect(try container.tryResolve() as F.Decorated === decorated)
    }

    @Test("the same override asked from async code gets the original too, once, kept")
    func decoratesOriginalAsync() async throws {
        let (container, inits) = F.decorating()
        let decorated: F.Decorated = try await container.resolve()
        #expect(decorated.decorations == 1)
        #expect(inits.count(F.Decorated.self) == 1)
        #expect(try await container.resolve() as F.Decorated === decorated)
    }
}
