// Where an async resolve must end as a synchronous one does: a didInject cycle through an
// uncached object, a task started inside a resolve, a cancelled wait for a thread's build, and
// the path of a cycle between two builds, whichever build waits first.
import Foundation
import Injectable
import Testing

enum AsyncEdgeFixtures {
    // The didInject pair of CyclesAndDidInject.md (an ephemeral Session, a persistent History),
    // both ways.

    enum Sync {
        final class Session: InjectableObject {
            var history: History?
            init(container: Container) {}
            func didInject(container: Container) throws { history = try container.tryResolve() }
        }

        final class History: InjectableObject {
            static let lifetime: Lifetime = .persistent
            var session: Session?
            init(container: Container) {}
            func didInject(container: Container) throws { session = try container.tryResolve() }
        }
    }

    enum Async {
        final class Session: AsyncInjectableObject, @unchecked Sendable {
            // @unchecked Sendable: `history` is set once, in didInject, before the resolve returns.
            var history: History?
            init(container: Container) async throws {}
            func didInject(container: Container) async throws { history = try await container.resolve() }
        }

        final class History: AsyncInjectableObject, @unchecked Sendable {
            // @unchecked Sendable: `session` is set once, in didInject, before the resolve returns.
            static let lifetime: Lifetime = .persistent
            var session: Session?
            init(container: Container) async throws {}
            func didInject(container: Container) async throws { session = try await container.resolve() }
        }
    }

    /// Opens once; a task waits for it, suspended.
    final class TaskGate: Sendable {
        private let state = FixtureLock(State())
        private struct State {
            var open = false
            var waiting: [CheckedContinuation<Void, Never>] = []
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    if state.open { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        }

        func open() {
            for continuation in state.withLock({ state in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }) { continuation.resume() }
        }
    }

    /// A persistent async type whose init starts a task that outlives the resolve (an
    /// observation loop, say) and captures nothing of it.
    final class Watcher: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            let gate = container.stringKeyed.value(forKey: "gate", as: TaskGate.self)
            Task { await gate?.wait() }
        }
    }

    // Two persistent async types whose inits resolve each other.

    final class CycA: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws { _ = try await container.resolve() as CycB }
    }

    final class CycB: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws { _ = try await container.resolve() as CycA }
    }
}

/// A lock for the fixtures above.
final class FixtureLock<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

extension AsyncParityTests {
    typealias E = AsyncEdgeFixtures

    @Test("an async didInject cycle through an uncached object fails with .uncachedCycle, as a synchronous one does")
    func asyncUncachedCycle() async throws {
        var syncError: ResolutionError?
        do { _ = try DependencyContainer().tryResolve() as E.Sync.Session } catch { syncError = error }
        var asyncError: ResolutionError?
        var secondSession = false
        do {
            let session: E.Async.Session = try await DependencyContainer().resolve()
            secondSession = session.history?.session !== session
        } catch { asyncError = error }
        #expect(!secondSession, "History kept a second Session")
        let sync = try #require(syncError)
        #expect(sync.kind == .uncachedCycle)
        let async = try #require(asyncError)
        #expect(async.kind == .uncachedCycle)
        #expect(async.path.map(\.description) == sync.path.map(\.description))
        #expect(async.cycle.map(\.description) == sync.cycle.map(\.description))
        #expect(async.description == sync.description)
    }

    @Test("a cancelled task waiting for an instance a thread builds fails with .cancelled at once")
    func cancelledWaitForThreadBuild() async throws {
        let (container, inits) = F.container()
        let gate = F.Gate()
        container.stringKeyed.setValue(gate, forKey: "gate")
        let built = Threads.Box<F.Dual>()
        Thread { built.value = try? F.resolveDual(container) }.start()
        await Threads.offThePool { gate.arrived.wait() }
        let waiting = Task { try await container.resolve() as F.Dual }
        waiting.cancel()
        // The thread's build goes on once the waiter has answered; or, should it never answer
        // (the watchdog, long enough for a loaded machine), after the watchdog.
        let answered = DispatchSemaphore(value: 0)
        Thread {
            _ = answered.wait(timeout: .now() + 120)
            gate.open()
        }.start()
        let result = await waiting.result
        answered.signal()
        switch result {
        case .success:
            Issue.record("the cancelled waiter got the instance once the thread's build ended")
        case .failure(let error):
            let failure = try #require(error as? ResolutionError)
            #expect(failure.kind == .cancelled)
            #expect(failure.path.map(\.description) == ["Dual"])
        }
        _ = await Threads.offThePool { while built.value == nil { usleep(1000) } }
        #expect(inits.count(F.Dual.self) == 1)
    }
}

extension AsyncConstructionTests {
    @Test("a task started in an async init keeps neither the container nor the instances of the resolve alive")
    func taskStartedInInitOutlivesTheResolve() async throws {
        let gate = AsyncEdgeFixtures.TaskGate()
        defer { gate.open() }
        weak var weakContainer: DependencyContainer?
        weak var weakWatcher: AsyncEdgeFixtures.Watcher?
        do {
            let container = DependencyContainer()
            container.stringKeyed.setValue(gate, forKey: "gate")
            weakContainer = container
            weakWatcher = try await container.resolve() as AsyncEdgeFixtures.Watcher
        }
        // The build's own task may still be ending; a watchdog, long enough for a loaded machine,
        // stops the wait when something else keeps them.
        for _ in 0..<60_000 where weakContainer != nil || weakWatcher != nil {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(weakContainer == nil, "the container outlived the resolve")
        #expect(weakWatcher == nil, "the persistent instance outlived its container")
    }
}

extension AsyncCycleRuleTests {
    @Test("a cycle of two async persistent builds has one path, whichever build waits first")
    func twoBuildCycleHasOnePath() async throws {
        let paths = await withTaskGroup(of: [String].self) { group in
            var paths: Set<[String]> = []
            for round in 0..<4000 {
                if round >= 8, let path = await group.next() { paths.insert(path) }
                group.addTask {
                    do throws(ResolutionError) {
                        _ = try await DependencyContainer().resolve() as AsyncEdgeFixtures.CycA
                        return ["no failure"]
                    } catch {
                        return [String(describing: error.kind)] + error.path.map(\.description) + ["|"]
                            + error.cycle.map(\.description)
                    }
                }
            }
            return await group.reduce(into: paths) { $0.insert($1) }
        }
        let cycle = String(describing: ResolutionError.Kind.cycle)
        #expect(paths == [[cycle, "CycA", "CycB", "CycA", "|", "CycA", "CycB", "CycA"]])
    }
}
