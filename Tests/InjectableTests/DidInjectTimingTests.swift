// Deferred `didInject` calls (synchronous and async) when a build fails, is shared, or is waited
// for in a loop; and the instance cache shared by both protocols.
import Foundation
import Injectable
import Testing

enum DidInjectTimingFixtures {
    struct Failure: Error {}

    // MARK: Async: an init that throws after a build below it deferred its didInject

    final class AsyncLeaf: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
    }

    final class AsyncFailingRoot: AsyncInjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) async throws {
            let _: AsyncLeaf = try await container.resolve()
            throw Failure()
        }
    }

    // MARK: Sync: a .graph instance whose deferred didInject calls fail

    final class FailingInject: InjectableObject {
        init(container: Container) {}
        func didInject(container: Container) throws { throw Failure() }
    }

    final class GraphNode: InjectableObject {
        static let lifetime: Lifetime = .graph
        let lock = NSLock()
        var injected = false
        init(container: Container) {
            let _: FailingInject = container.resolve()
        }
        func didInject(container: Container) throws { lock.withLock { injected = true } }
    }

    final class GraphRoot: InjectableObject {
        let second: GraphNode
        init(container: Container) throws {
            _ = try? container.tryResolve() as GraphNode
            second = try container.tryResolve()
        }
    }

    // MARK: Async: a build waiting for an instance whose didInject waits for the waiter's init

    static func gates(_ container: Container) -> Gates {
        container.stringKeyed.value(forKey: "gates", as: Gates.self)!
    }

    final class Shared: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
    }

    final class Outer: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            let _: Shared = try await container.resolve()
            await gates(container).open("shared")
            await gates(container).wait("other")
            let _: Other = try await container.resolve()
        }
    }

    final class Other: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            await gates(container).open("other")
            let _: Shared = try await container.resolve()
        }
    }
    // MARK: Sync: a scope keeps its home's instance before its deferred didInject ran

    final class HomeService: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        func didInject(container: Container) throws { throw Failure() }
    }

    final class ScopedSession: InjectableObject {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {
            let _: HomeService = container.resolve()
        }
    }
    // MARK: Dual: a synchronous request for an instance whose didInject waits for this init

    final class DualService: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    final class AsyncOwner: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let first: DualService
        let second: DualService
        init(container: Container) async throws {
            first = try await container.resolve()
            second = try container.tryResolve()
        }
    }

    final class EphemeralAsyncOwner: AsyncInjectableObject {
        let first: DualService
        let second: DualService
        init(container: Container) async throws {
            first = try await container.resolve()
            second = try container.tryResolve()
        }
    }
    // MARK: Dual: a .graph type asked for async, then synchronously, in one resolve

    final class DualGraph: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }

    final class GraphAsyncRoot: AsyncInjectableObject {
        let first: DualGraph
        let second: DualGraph
        init(container: Container) async throws {
            first = try await container.resolve()
            second = try container.tryResolve()
        }
    }

    final class GraphSyncFirstRoot: AsyncInjectableObject {
        let first: DualGraph
        let second: DualGraph
        let third: DualGraph
        init(container: Container) async throws {
            first = try container.tryResolve()
            second = try await container.resolve()
            third = try container.tryResolve()
        }
    }
    // MARK: Dual: a synchronous object's didInject inside a cached async init of both protocols

    final class DualHolder: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `part` is set once, in an init.
        static let lifetime: Lifetime = .persistent
        var part: DualPart?
        init(container: Container) {}
        init(container: Container) async throws { part = try container.tryResolve() }
    }

    final class DualPart: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `owner` is only touched under `lock`.
        static let lifetime: Lifetime = .persistent
        let lock = NSLock()
        var owner: DualHolder?
        init(container: Container) {}
        func didInject(container: Container) throws {
            let owner: DualHolder = try container.tryResolve()
            lock.withLock { self.owner = owner }
        }
    }
    // MARK: Dual: the same, with the object's entry asked for again after a suspension, a
    // cached synchronous init in between, or an ephemeral object

    final class ResumingHolder: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: its properties are set once, in an init.
        static let lifetime: Lifetime = .persistent
        var part: HolderPart<ResumingHolder, Persistent>?
        var user: PartUser<ResumingHolder>?
        init(container: Container) {}
        init(container: Container) async throws {
            part = try container.tryResolve()
            await Task.yield()
            user = try container.tryResolve()
        }
    }

    final class DeepHolder: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: its properties are set once, in an init.
        static let lifetime: Lifetime = .persistent
        var user: PartUser<DeepHolder>?
        var ephemeral: HolderPart<DeepHolder, Ephemeral>?
        init(container: Container) {}
        init(container: Container) async throws {
            user = try container.tryResolve()
            ephemeral = try container.tryResolve()
        }
    }

    protocol PartLifetime { static var lifetime: Lifetime { get } }
    enum Persistent: PartLifetime { static var lifetime: Lifetime { .persistent } }
    enum Ephemeral: PartLifetime { static var lifetime: Lifetime { .ephemeral } }

    /// An object whose didInject asks for `Holder`, of `Kind`'s lifetime.
    final class HolderPart<Holder: InjectableObject, Kind: PartLifetime>: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `owner` is only touched under `lock`.
        static var lifetime: Lifetime { Kind.lifetime }
        let lock = NSLock()
        var owner: Holder?
        init(container: Container) {}
        func didInject(container: Container) throws {
            let owner: Holder = try container.tryResolve()
            lock.withLock { self.owner = owner }
        }
    }

    /// A `.persistent` object whose synchronous init resolves the `.persistent` `HolderPart`.
    final class PartUser<Holder: InjectableObject>: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static var lifetime: Lifetime { .persistent }
        let part: HolderPart<Holder, Persistent>
        init(container: Container) throws { part = try container.tryResolve() }
    }
    // MARK: Async: an ephemeral object's didInject inside a cached async init

    final class SyncPart: InjectableObject {
        let lock = NSLock()
        var owner: SyncHolder?
        init(container: Container) {}
        func didInject(container: Container) throws {
            let owner: SyncHolder = try container.tryResolve()
            lock.withLock { self.owner = owner }
        }
    }

    final class SyncHolder: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: SyncPart
        init(container: Container) throws { part = try container.tryResolve() }
    }

    final class AsyncPart: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `owner` is only touched under `lock`.
        let lock = NSLock()
        var owner: AsyncHolder?
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            let owner: AsyncHolder = try await container.resolve()
            lock.withLock { self.owner = owner }
        }
    }

    final class AsyncHolder: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: AsyncPart
        init(container: Container) async throws { part = try await container.resolve() }
    }
}

@Suite("didInject timing and one cache: builds that defer, fail, or are shared")
struct DidInjectTimingTests {
    typealias F = DidInjectTimingFixtures

    @Test("an async build whose init throws still finishes the builds that deferred their didInject to it")
    func asyncFailedInitStrandsDeferredBuild() async throws {
        let container = DependencyContainer()
        await #expect(throws: (any Error).self) { let _: F.AsyncFailingRoot = try await container.resolve() }
        let finished = await completes {
            _ = try? await container.resolve() as F.AsyncLeaf
        }
        #expect(finished, "the request for AsyncLeaf never returns")
    }

    @Test("a .graph instance whose deferred didInject failed is not handed to a later request of the resolve")
    func graphInstanceKeptAfterDeferredFailure() throws {
        let container = DependencyContainer()
        let root: F.GraphRoot? = try? container.tryResolve()
        if let root {
            #expect(root.second.lock.withLock { root.second.injected }, "GraphNode.didInject never ran")
        }
    }

    @Test("a build waiting for an instance whose didInject waits for the waiter's own init gets that instance")
    func asyncDeferredInjectionLoopHangs() async throws {
        let container = DependencyContainer()
        let gates = Gates()
        container.stringKeyed.setValue(gates, forKey: "gates")
        let finished = await completes {
            async let outer: F.Outer? = try? await container.resolve()
            async let other: F.Other? = {
                await gates.wait("shared")
                return try? await container.resolve()
            }()
            _ = await (outer, other)
        }
        #expect(finished, "Outer waits for Other, Other for Shared, Shared's didInject for Outer's init")
    }

    @Test("a scope does not keep its home's instance whose deferred didInject failed")
    func scopeInheritsInstanceBeforeDeferredInject() throws {
        let home = DependencyContainer()
        let scope = home.scope()
        #expect(throws: ResolutionError.self) { let _: F.ScopedSession = try scope.tryResolve() }
        #expect(throws: ResolutionError.self, "the home freed it; the scope hands it out") {
            let _: F.HomeService = try scope.tryResolve()
        }
        #expect(throws: ResolutionError.self) { let _: F.HomeService = try home.tryResolve() }
    }

    @Test("a synchronous request in a cached async init gets the instance of both protocols that init just got")
    func syncRequestForDeferredDualFails() async throws {
        let plain = DependencyContainer()
        let ephemeral: F.EphemeralAsyncOwner = try await plain.resolve()
        #expect(ephemeral.first === ephemeral.second)
        let container = DependencyContainer()
        do {
            let owner: F.AsyncOwner = try await container.resolve()
            #expect(owner.first === owner.second)
        } catch {
            Issue.record("resolving AsyncOwner failed: \(error)")
        }
    }

    @Test("a .graph type of both protocols is one instance per resolve, asked for async and synchronously")
    func dualGraphTwoInstances() async throws {
        let container = DependencyContainer()
        let root: F.GraphAsyncRoot = try await container.resolve()
        #expect(root.first === root.second)
    }

    @Test("a .graph type of both protocols built by a synchronous request is the async requests' too, in one resolve")
    func dualGraphSyncFirst() async throws {
        let container = DependencyContainer()
        let root: F.GraphSyncFirstRoot = try await container.resolve()
        #expect(root.first === root.second)
        #expect(root.second === root.third)
        let next: F.GraphSyncFirstRoot = try await container.resolve()
        #expect(next.first !== root.first, "a .graph instance is kept for one resolve")
    }

    @Test("a synchronous object's didInject inside a cached async init waits for that init, as an async one's does")
    func syncInjectInsideAsyncInit() async throws {
        let container = DependencyContainer()
        // Until the thread's deferral saw the async build under its path, the didInject ran while
        // DualHolder's init still ran, and its request failed with `.needsAwait`.
        let holder: F.DualHolder = try await container.resolve()
        #expect(holder.part?.lock.withLock { holder.part?.owner } === holder)
    }

    @Test("an async init gets again, after a suspension, a synchronous object whose didInject waits for it")
    func syncInjectInsideAsyncInitAskedAgain() async throws {
        let container = DependencyContainer()
        let finished = await completes { _ = try? await container.resolve() as F.ResumingHolder }
        #expect(finished, "PartUser's request waits for HolderPart, whose didInject waits for its own init")
        guard finished else { return }
        let holder: F.ResumingHolder = try await container.resolve()
        #expect(holder.part != nil && holder.user?.part === holder.part)
        #expect(holder.part?.lock.withLock { holder.part?.owner } === holder)
    }

    @Test(
        "a synchronous object's didInject inside a cached synchronous init inside a cached async init waits for the async one"
    )
    func syncInjectInsideSyncInitInsideAsyncInit() async throws {
        let container = DependencyContainer()
        let holder: F.DeepHolder = try await container.resolve()
        let part = holder.user?.part
        #expect(part?.lock.withLock { part?.owner } === holder)
    }

    @Test("a synchronous ephemeral object's didInject inside a cached async init waits for that init")
    func syncEphemeralInjectInsideAsyncInit() async throws {
        let container = DependencyContainer()
        let holder: F.DeepHolder = try await container.resolve()
        #expect(holder.ephemeral?.lock.withLock { holder.ephemeral?.owner } === holder)
    }

    @Test("an ephemeral object's didInject inside a cached async init waits for that init, as a synchronous one's does")
    func asyncEphemeralInjectNotDeferred() async throws {
        let syncContainer = DependencyContainer()
        let syncHolder: F.SyncHolder = try syncContainer.tryResolve()
        #expect(syncHolder.part.lock.withLock { syncHolder.part.owner } === syncHolder)
        let container = DependencyContainer()
        do {
            let holder: F.AsyncHolder = try await container.resolve()
            #expect(holder.part.lock.withLock { holder.part.owner } === holder)
        } catch {
            Issue.record("resolving AsyncHolder failed: \(error)")
        }
    }
}
