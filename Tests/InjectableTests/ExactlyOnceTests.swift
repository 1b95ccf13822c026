// Eight threads released together on a fresh container: whatever they race on first is built
// exactly once. Many rounds, so that the Thread Sanitizer sees many interleavings.
//
// NB: the fixtures' probes are string-keyed values, read through `stringKeyed`: a typed value
// would change what these tests observe (Support/StringKeyedValues.swift says how).
import Foundation
import Injectable
import Testing

enum ExactlyOnceFixtures {
    static func recordBuild(of type: Any.Type, in container: Container) {
        InitCounts.of(container).record(type)
        // Stay in the initialiser a little, so that the other threads arrive while it runs and
        // have to wait for this build (not a timing assertion: only widens the window).
        usleep(200)
    }

    /// A fresh container with a build counter.
    static func container() -> (DependencyContainer, InitCounts) { InitCounts.container() }

    protocol Service: AnyObject, Sendable {}

    final class Persistent: InjectableObject, Service, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) { recordBuild(of: Self.self, in: container) }
    }

    /// Persistent, and resolves another persistent type while it is built.
    final class PersistentDependent: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let dependency: Persistent
        init(container: Container) throws {
            dependency = try container.tryResolve()
            recordBuild(of: Self.self, in: container)
        }
    }

    final class KeyedPersistent: CustomInjectableObject, Sendable {
        typealias ParameterType = String
        static let lifetime: Lifetime = .persistent
        let name: String

        init(container: Container) {
            name = "unkeyed"
            recordBuild(of: Self.self, in: container)
        }

        init(container: Container, parameter: String) {
            name = parameter
            recordBuild(of: Self.self, in: container)
        }
    }

    final class Transient: InjectableObject, Sendable {
        static let lifetime: Lifetime = .transient
        init(container: Container) { recordBuild(of: Self.self, in: container) }
    }

    /// Ephemeral on its own; asked for with `resolve(lifetime: .persistent)`.
    final class Ephemeral: InjectableObject, Sendable {
        init(container: Container) { recordBuild(of: Self.self, in: container) }
    }

    /// Read from eight threads at once: the property resolves once, whatever the lifetime.
    final class Holder: @unchecked Sendable {
        // @unchecked Sendable: the wrappers are never reassigned and their storage is locked.
        @Injected var ephemeral: Ephemeral
        @Injected var service: any Service
    }

    // MARK: The seed's cycle pair, persistent

    /// Closes the cycle in `didInject`. When the container holds a `Choreography`, it makes the
    /// two threads of a race meet in a chosen order.
    final class Opener: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `closer` is set once, in didInject, before the instance is handed
        // to another thread.
        static let lifetime: Lifetime = .persistent
        var closer: Closer?

        init(container: Container) { recordBuild(of: Self.self, in: container) }

        func didInject(container: Container) throws {
            if let choreography = container.stringKeyed.value(forKey: "choreography", as: Choreography.self),
                choreography.takeTurn()
            {
                choreography.openerInjecting.signal()
                _ = choreography.closerBuilding.wait(timeout: .now() + 10)
                // The closer's thread waits for this Opener inside the container first.
                Waits.until(aThreadWaitsFor: Opener.self, in: container)
            }
            closer = try container.tryResolve()
        }
    }

    final class Closer: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let opener: Opener

        init(container: Container) throws {
            recordBuild(of: Self.self, in: container)
            if let choreography = container.stringKeyed.value(forKey: "choreography", as: Choreography.self) {
                choreography.closerBuilding.signal()
            }
            opener = try container.tryResolve()
        }
    }

    final class Choreography: @unchecked Sendable {
        // @unchecked Sendable: `armed` is only touched while `lock` is held.
        let openerInjecting = DispatchSemaphore(value: 0)
        let closerBuilding = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var armed = true

        /// True the first time only: the choreography runs once.
        func takeTurn() -> Bool {
            lock.withLock {
                defer { armed = false }
                return armed
            }
        }
    }

    // MARK: A real cycle, entered from both ends at once

    /// `CycleA.init` resolves `CycleB` and `CycleB.init` resolves `CycleA`: a cycle on any one
    /// thread. With a `Rendezvous` in the container, two threads start it from both ends: thread
    /// 1 is in `CycleA.init` and thread 2 in `CycleB.init` before either asks for the other.
    final class CycleA: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let b: CycleB
        init(container: Container) throws {
            if let rendezvous = container.stringKeyed.value(forKey: "rendezvous", as: Rendezvous.self),
                rendezvous.takeTurn()
            {
                rendezvous.aBuilding.signal()
                _ = rendezvous.bBuilding.wait(timeout: .now() + 10)
                // Thread 2 waits for this CycleA inside the container first.
                Waits.until(aThreadWaitsFor: CycleA.self, in: container)
            }
            b = try container.tryResolve()
        }
    }

    final class CycleB: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let a: CycleA
        init(container: Container) throws {
            container.stringKeyed.value(forKey: "rendezvous", as: Rendezvous.self)?.bBuilding.signal()
            a = try container.tryResolve()
        }
    }

    final class Rendezvous: @unchecked Sendable {
        // @unchecked Sendable: `armed` is only touched while `lock` is held.
        let aBuilding = DispatchSemaphore(value: 0)
        let bBuilding = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var armed = true

        func takeTurn() -> Bool {
            lock.withLock {
                defer { armed = false }
                return armed
            }
        }
    }

    // MARK: A wait that has just ended

    /// Persistent; its initialiser resolves `Inner` from the container stored as "inner", while
    /// another thread builds it. With a `Handover` in the container, the two threads meet so:
    /// thread 2 builds Inner, thread 1 waits for it, thread 2 finishes it and at once asks for
    /// Outer, which thread 1 is building.
    final class Outer: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let inner: Inner
        init(container: Container) throws {
            let handover = container.stringKeyed.value(forKey: "handover", as: Handover.self)
            _ = handover?.innerBuilding.wait(timeout: .now() + 10)
            handover?.outerBuilding.signal()
            guard let innerContainer = container.stringKeyed.value(forKey: "inner", as: DependencyContainer.self) else {
                preconditionFailure("the test stores the inner container")
            }
            inner = try innerContainer.tryResolve()
        }
    }

    final class Inner: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {
            if let handover = container.stringKeyed.value(forKey: "handover", as: Handover.self) {
                handover.innerBuilding.signal()
                _ = handover.outerBuilding.wait(timeout: .now() + 10)
                // Thread 1 waits for this Inner inside the container first.
                Waits.until(aThreadWaitsFor: Inner.self, in: container)
            }
        }
    }

    final class Handover: Sendable {
        let innerBuilding = DispatchSemaphore(value: 0)
        let outerBuilding = DispatchSemaphore(value: 0)
    }

    // MARK: Threads

    /// Starts `count` threads that wait behind one barrier, releases them together, and collects
    /// what each returned. Nil if they did not all finish within `timeout` seconds: a deadlock
    /// fails the test instead of hanging it.
    ///
    /// NB: the waiting happens on a thread of its own, so that a deadlocked round does not also
    /// hold a thread of the cooperative pool, which the stress suite's tasks need.
    static func race<R: Sendable>(
        threads count: Int = 8, timeout: TimeInterval = 60, _ body: @escaping @Sendable (Int) -> R
    ) async -> [R]? {
        let results = Results<R>(count: count)
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            Thread {
                ready.signal()
                go.wait()
                results.set(index, body(index))
                done.leave()
            }.start()
        }
        return await withCheckedContinuation { continuation in
            Thread {
                for _ in 0..<count {
                    guard ready.wait(timeout: .now() + timeout) == .success else {
                        return continuation.resume(returning: nil)
                    }
                }
                for _ in 0..<count { go.signal() }
                let finished = done.wait(timeout: .now() + timeout) == .success
                continuation.resume(returning: finished ? results.all() : nil)
            }.start()
        }
    }

    final class Results<R>: @unchecked Sendable {
        // @unchecked Sendable: `values` is only touched while `lock` is held.
        private let lock = NSLock()
        private var values: [R?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: R) { lock.withLock { values[index] = value } }
        func all() -> [R] { lock.withLock { values.compactMap { $0 } } }
    }

    typealias Object = AnyObject & Sendable

    /// Every element is the same instance as the first.
    static func allIdentical(_ objects: [AnyObject]) -> Bool {
        guard let first = objects.first else { return false }
        return objects.allSatisfy { $0 === first }
    }
}

@Suite("Exactly-once construction under contention")
struct ExactlyOnceTests {
    typealias F = ExactlyOnceFixtures
    typealias Object = F.Object
    static let rounds = 0..<50

    @Test("eight threads asking first for a persistent type build it once", arguments: rounds)
    func persistent(round: Int) async throws {
        let (container, builds) = F.container()
        let objects = try #require(await F.race { _ in container.resolve() as F.Persistent })
        #expect(objects.count == 8)
        #expect(F.allIdentical(objects))
        #expect(builds[F.Persistent.self] == 1)
        #expect(container.resolve() as F.Persistent === objects.first)
    }

    @Test("a persistent type whose init resolves another persistent type: both built once", arguments: rounds)
    func persistentWithDependency(round: Int) async throws {
        let (container, builds) = F.container()
        let objects = try #require(
            await F.race { index -> Object in
                // Half ask for the dependent, half for its dependency, at the same time.
                index.isMultiple(of: 2)
                    ? container.resolve() as F.PersistentDependent : container.resolve() as F.Persistent
            })
        #expect(objects.count == 8)
        let dependents = objects.compactMap { $0 as? F.PersistentDependent }
        let dependencies = objects.compactMap { $0 as? F.Persistent }
        #expect(F.allIdentical(dependents))
        #expect(F.allIdentical(dependencies + dependents.map(\.dependency)))
        #expect(builds[F.PersistentDependent.self] == 1)
        #expect(builds[F.Persistent.self] == 1)
    }

    @Test("a keyed persistent variant is built once per key", arguments: rounds)
    func keyedPersistent(round: Int) async throws {
        let (container, builds) = F.container()
        container.register(type: F.KeyedPersistent.self, key: "a")
        container.register(type: F.KeyedPersistent.self, key: "b")
        let objects = try #require(
            await F.race { index in container.resolve(key: index.isMultiple(of: 2) ? "a" : "b") as F.KeyedPersistent })
        let a = objects.filter { $0.name == "a" }
        let b = objects.filter { $0.name == "b" }
        #expect(a.count == 4 && b.count == 4)
        #expect(F.allIdentical(a) && F.allIdentical(b))
        #expect(builds[F.KeyedPersistent.self] == 2)
    }

    @Test("a transient type held by every thread is built once", arguments: rounds)
    func transient(round: Int) async throws {
        let (container, builds) = F.container()
        // Each thread keeps what it resolved (in the results) until all have finished.
        let objects = try #require(await F.race { _ in container.resolve() as F.Transient })
        #expect(objects.count == 8)
        #expect(F.allIdentical(objects))
        #expect(builds[F.Transient.self] == 1)
    }

    @Test("an ephemeral type asked for with lifetime .persistent is built once", arguments: rounds)
    func lifetimeOverride(round: Int) async throws {
        let (container, builds) = F.container()
        let objects = try #require(await F.race { _ in container.resolve(lifetime: .persistent) as F.Ephemeral })
        #expect(F.allIdentical(objects))
        #expect(builds[F.Ephemeral.self] == 1)
    }

    @Test("through an interface and in a child container, still once per container", arguments: rounds)
    func interfaceAndChild(round: Int) async throws {
        let (container, builds) = F.container()
        container.register(interface: F.Service.self, implementation: F.Persistent.self)
        let child = container.child()
        let childBuilds = InitCounts()
        InitCounts.install(childBuilds, in: child)
        let objects = try #require(
            await F.race { index -> Object in
                switch index % 4 {
                case 0: container.resolveInterface() as any F.Service
                case 1: container.resolve() as F.Persistent
                case 2: child.resolveInterface() as any F.Service
                default: child.resolve() as F.Persistent
                }
            })
        let inParent = objects.enumerated().filter { $0.offset % 4 < 2 }.map(\.element)
        let inChild = objects.enumerated().filter { $0.offset % 4 >= 2 }.map(\.element)
        #expect(F.allIdentical(inParent) && F.allIdentical(inChild))
        #expect(ObjectIdentifier(inParent[0]) != ObjectIdentifier(inChild[0]), "a child keeps its own cache")
        #expect(builds[F.Persistent.self] == 1)
        #expect(childBuilds[F.Persistent.self] == 1)
    }

    @Test("an @Injected property read first by eight threads resolves once", arguments: rounds)
    func injectedFirstAccess(round: Int) async throws {
        let (container, builds) = F.container()
        container.register(interface: F.Service.self, implementation: F.Persistent.self)
        let holder = container.withCurrent { F.Holder() }
        let objects = try #require(
            await F.race { index -> Object in index.isMultiple(of: 2) ? holder.ephemeral : holder.service })
        let ephemerals = objects.compactMap { $0 as? F.Ephemeral }
        let services = objects.compactMap { $0 as? F.Persistent }
        #expect(ephemerals.count == 4 && services.count == 4)
        #expect(F.allIdentical(ephemerals) && F.allIdentical(services))
        #expect(builds[F.Ephemeral.self] == 1, "the ephemeral property resolved once for its owner")
        #expect(builds[F.Persistent.self] == 1)
    }

    @Test("threads entering the seed's cycle pair from both ends get one consistent pair", arguments: rounds)
    func cyclePairFromBothEnds(round: Int) async throws {
        let (container, builds) = F.container()
        let outcomes = try #require(
            await F.race { index -> Result<Object, ResolutionError> in
                do throws(ResolutionError) {
                    return .success(
                        index.isMultiple(of: 2)
                            ? try container.tryResolve() as F.Opener : try container.tryResolve() as F.Closer)
                } catch {
                    return .failure(error)
                }
            })
        let failures = outcomes.compactMap { if case .failure(let error) = $0 { error } else { nil } }
        #expect(
            failures.map(\.kind) == [],
            "first failure: \(failures.first.map { "cycle \($0.cycle), path \($0.path)" } ?? "")")
        let opener: F.Opener = container.resolve()
        let closer: F.Closer = container.resolve()
        #expect(opener.closer === closer && closer.opener === opener)
        #expect(builds[F.Opener.self] == 1)
        #expect(builds[F.Closer.self] <= 2, "at most the one extra build that re-entry from didInject needs")
    }

    @Test("a thread in the Opener's didInject and a thread building the Closer do not report a cycle")
    func cyclePairChoreographed() async throws {
        // Thread 1 resolves Opener; its didInject (slot: injecting) waits until thread 2 has
        // started building Closer (slot: building) and blocked on the Opener, then asks for Closer.
        let (container, builds) = F.container()
        let choreography = F.Choreography()
        container.stringKeyed.setValue(choreography, forKey: "choreography")
        let outcomes = try #require(
            await F.race(threads: 2, timeout: 30) { index -> String in
                do throws(ResolutionError) {
                    if index == 0 {
                        _ = try container.tryResolve() as F.Opener
                    } else {
                        _ = choreography.openerInjecting.wait(timeout: .now() + 10)
                        _ = try container.tryResolve() as F.Closer
                    }
                    return "resolved"
                } catch {
                    return "\(error.kind): cycle \(error.cycle), path \(error.path)"
                }
            })
        #expect(outcomes == ["resolved", "resolved"])
        container.stringKeyed.setValue(nil, forKey: "choreography")
        let opener: F.Opener = container.resolve()
        #expect(opener.closer?.opener === opener)
        #expect(builds[F.Opener.self] == 1)
    }

    @Test("a real cycle entered from both ends at once, with a diagnostics hook, is reported to both threads")
    func realCycleFromBothEnds() async throws {
        let (container, _) = F.container()
        container.stringKeyed.setValue(F.Rendezvous(), forKey: "rendezvous")
        // A hook makes the container report the failure to it; that must not change the outcome.
        container.setDiagnostics { _ in }
        let outcomes = await F.race(threads: 2, timeout: 30) { index -> String in
            do throws(ResolutionError) {
                if index == 0 {
                    _ = try container.tryResolve() as F.CycleA
                } else {
                    let rendezvous = container.stringKeyed.value(forKey: "rendezvous", as: F.Rendezvous.self)
                    _ = rendezvous?.aBuilding.wait(timeout: .now() + 10)
                    _ = try container.tryResolve() as F.CycleB
                }
                return "resolved"
            } catch {
                return "\(error.kind): " + error.cycle.map(\.typeName).joined(separator: " → ")
            }
        }
        // NB: on a deadlock the two threads stay blocked, holding this container's lock; the
        // test fails and touches the container no more.
        let finished = try #require(outcomes, "deadlock: the two threads did not finish within 30 s")
        // Thread 1 asks for CycleB while thread 2 builds it and waits for thread 1's CycleA: the
        // cycle spans both threads. Thread 2 then builds CycleA itself and meets the cycle alone.
        #expect(
            finished == ["unbreakable cycle: CycleA → CycleB → CycleA", "unbreakable cycle: CycleB → CycleA → CycleB"])
        container.setDiagnostics(nil)
    }

    @Test("a thread that has just finished what another waits for is not taken for a cycle")
    func finishedWaitIsNotACycle() async throws {
        // Rounds until the first failure: thread 2 finishes Inner, which thread 1 waits for in
        // Outer's init, and at once asks for Outer. The wait of thread 1 has ended, though it
        // may not have woken yet: thread 2 must wait for Outer, not see a loop of waits.
        var failures: [String] = []
        var rounds = 0
        while rounds < 50 && failures.isEmpty {
            rounds += 1
            let outerContainer = DependencyContainer()
            let innerContainer = DependencyContainer()
            let handover = F.Handover()
            for container in [outerContainer, innerContainer] {
                container.stringKeyed.setValue(handover, forKey: "handover")
            }
            outerContainer.stringKeyed.setValue(innerContainer, forKey: "inner")
            let outcomes = await F.race(threads: 2, timeout: 30) { index -> String in
                do throws(ResolutionError) {
                    if index == 0 {
                        _ = try outerContainer.tryResolve() as F.Outer
                    } else {
                        _ = try innerContainer.tryResolve() as F.Inner
                        _ = try outerContainer.tryResolve() as F.Outer
                    }
                    return "resolved"
                } catch {
                    return "\(error.kind): path \(error.path)"
                }
            }
            guard let outcomes else {
                failures.append("deadlock in round \(rounds)")
                break
            }
            failures += outcomes.filter { $0 != "resolved" }.map { "round \(rounds): \($0)" }
        }
        #expect(failures.isEmpty)
        print("exactly-once: \(rounds) rounds of a just-ended wait, failures: \(failures)")
    }
}
