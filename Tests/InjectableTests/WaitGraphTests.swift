// The wait graph (WaitGraph.swift) hears of a build only when something waits for it: a build
// nobody waits for, a thread's or a task's, never takes the graph's process-wide lock.
import Foundation
import Testing

@testable import Injectable

enum WaitGraphFixtures {
    /// Records, in its `didInject`, whether the wait graph knows anything of its build (its
    /// instance exists by then), into the container's "witness".
    final class Unwaited: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            let entry = container.state.withLock { $0.cache.entries[CacheKey(Unwaited.self, nil)] }
            guard case .task(let build)? = entry else { return }
            let witness = container.stringKeyed.value(forKey: "witness", as: Locked<Bool?>.self)
            witness?.withLock { $0 = WaitGraph.knows(build) }
        }
    }
}

@Suite("Wait graph")
struct WaitGraphTests {
    private typealias F = WaitGraphFixtures

    @Test("an async build nothing waits for tells the wait graph nothing, as a thread's build")
    func unwaitedAsyncBuild() async throws {
        let container = DependencyContainer()
        let witness = Locked<Bool?>(nil)
        container.stringKeyed.setValue(witness, forKey: "witness")
        let built: F.Unwaited = try await container.resolve()
        #expect(witness.withLock { $0 } == false, "the graph knew of the build while its didInject ran")
        #expect(try await container.resolve() as F.Unwaited === built)
    }
}

@Suite("Wait graph: one wait per entry")
struct WaitGraphEntryTests {
    /// Thread ids no real thread has (`ThreadState.id` is the address of a thread's state).
    private static let builder: UInt = .max - 10
    private static let waiter: UInt = .max - 11

    @Test(
        "a loop through a .graph entry of one container is not handed out because another container's entry for that type exists"
    )
    func graphEntriesOfTwoContainersWaitApart() {
        let owner = DependencyContainer()
        let other = owner.child()
        let store = GraphScope(owner: owner)
        let key = CacheKey(String.self, nil)
        let exists = store.waitID(in: owner, key)  // its didInject runs
        let building = store.waitID(in: other, key)  // its init runs
        let elsewhere = WaitGraph.InstanceID(container: ObjectIdentifier(owner), key: CacheKey(Int.self, nil))
        let step = ResolutionStep(typeName: "String", key: nil)
        defer {
            for id in [exists, building, elsewhere] { WaitGraph.finish(id) }
        }
        WaitGraph.setInjecting(exists)
        // The builder of `other`'s entry waits for an instance the waiter injects…
        #expect(
            isWait(
                WaitGraph.beginWait(
                    .thread(Self.builder), for: .thread(Self.waiter), .instance(elsewhere), step,
                    exists: true, release: {})))
        // …so the waiter's wait for `other`'s entry closes a loop. That entry does not exist yet:
        // the loop is broken by releasing the builder, which may take the instance that does.
        let decision = WaitGraph.beginWait(
            .thread(Self.waiter), for: .thread(Self.builder), .instance(building), step, release: {})
        #expect(isWait(decision), "the waiter was told to take an instance that is not built: \(decision)")
    }

    private func isWait(_ decision: WaitGraph.Decision) -> Bool {
        if case .wait = decision { return true }
        return false
    }
}

// MARK: - A loop of waits through a child's .graph entries, beside the parent's

/// Two threads of one async resolve close a loop through a child container's `.graph` entries
/// (`Q`'s `init` waits for `P`, whose `didInject` asks for `Q`), which the wait graph breaks by
/// handing `P` out; a third thread keeps the parent's own `Q` in its `didInject`, waited for.
enum GraphLoopFixtures {
    /// Runs every job on a thread of its own: the threads below block, so none may be the pool's.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    final class ThreadPerJob: TaskExecutor, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let thread = Thread { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// The steps of one run, and what the loop's last request got.
    final class Script: @unchecked Sendable {
        // @unchecked Sendable: the containers and `parentQInFlight` are set before the resolve
        // and the store once, by its root, before any thread reads it; `error` and `stuck` are
        // only touched under `lock`; the semaphores are thread-safe.
        let parent: DependencyContainer
        let child: DependencyContainer
        let parentQInFlight: Bool
        var store: GraphScope?
        let childQBuilding = DispatchSemaphore(value: 0)
        let pInjecting = DispatchSemaphore(value: 0)
        let parentQInjecting = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var failure: ResolutionError?
        private var stuckAt: [String] = []

        init(parentQInFlight: Bool) {
            parent = DependencyContainer()
            child = parent.child()
            self.parentQInFlight = parentQInFlight
            parent.stringKeyed.setValue(self, forKey: "graph-loop-script")
        }

        var error: ResolutionError? {
            get { lock.withLock { failure } }
            set { lock.withLock { failure = newValue } }
        }
        var stuck: [String] { lock.withLock { stuckAt } }

        /// Waits for `semaphore`, at most `Threads.deadline`; a step that never came is noted.
        func wait(_ semaphore: DispatchSemaphore, _ step: String) {
            if semaphore.wait(timeout: .now() + Threads.deadline) == .timedOut {
                lock.withLock { stuckAt.append(step) }
            }
        }

        /// Blocks until a thread waits for `type`'s `.graph` entry in `container`.
        func untilAThreadWaits(for type: Any.Type, in container: DependencyContainer) {
            let deadline = Date(timeIntervalSinceNow: Threads.deadline)
            while let store, !WaitGraph.hasWaiter(for: store.waitID(in: container, CacheKey(type, nil))) {
                if Date() > deadline { return lock.withLock { stuckAt.append("a wait for \(type)") } }
                usleep(100)
            }
        }

        static func of(_ container: Container) -> Script {
            container.stringKeyed.value(forKey: "graph-loop-script", as: Script.self)!
        }
    }

    /// In the child, its `init` asks for `P` (the loop); in the parent, its `didInject` holds.
    final class Q: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        static let lifetime: Lifetime = .graph
        init(container: Container) throws {
            let script = Script.of(container)
            guard container === script.child else { return }
            script.childQBuilding.signal()
            script.wait(script.pInjecting, "P's didInject")
            let _: P = try container.tryResolve()
        }
        func didInject(container: Container) throws {
            let script = Script.of(container)
            guard container === script.parent else { return }
            script.parentQInjecting.signal()
            script.wait(script.done, "the loop's end")
        }
    }

    /// Its `didInject` asks for `Q` once the thread building `Q` waits for `P`.
    final class P: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
        func didInject(container: Container) throws {
            let script = Script.of(container)
            script.pInjecting.signal()
            script.untilAThreadWaits(for: P.self, in: script.child)
            do { let _: Q = try container.tryResolve() } catch { script.error = error }
            script.done.signal()
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    final class Root: AsyncInjectableObject {
        init(container: Container) async throws {
            let script = Script.of(container)
            script.store = AsyncPath.innermost?.root.graph
            let (parent, child) = (script.parent, script.child)
            try await withTaskExecutorPreference(ThreadPerJob()) {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    if script.parentQInFlight {
                        // The parent's Q: built, in its didInject, and waited for.
                        group.addTask { let _: Q = try parent.tryResolve() }
                        script.wait(script.parentQInjecting, "the parent's Q's didInject")
                        group.addTask { let _: Q = try parent.tryResolve() }
                        script.untilAThreadWaits(for: Q.self, in: parent)
                    }
                    group.addTask { let _: Q = try child.tryResolve() }
                    script.wait(script.childQBuilding, "the child's Q's init")
                    group.addTask { let _: P = try child.tryResolve() }
                    try await group.waitForAll()
                }
            }
        }
    }
}

@Suite("Wait graph: a loop of .graph waits in a child")
struct GraphLoopTests {
    @Test(
        "two threads of one async resolve closing a loop through a child's .graph entries get P handed out",
        .timeLimit(.minutes(1)), arguments: [false, true])
    func loopThroughChildGraphEntries(parentQInFlight: Bool) async throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return }
        let script = GraphLoopFixtures.Script(parentQInFlight: parentQInFlight)
        let _: GraphLoopFixtures.Root = try await script.parent.resolve()
        #expect(script.stuck.isEmpty, "steps that never came: \(script.stuck)")
        #expect(
            script.error == nil,
            "with the parent's Q \(parentQInFlight ? "in flight" : "not built"): \(String(describing: script.error))")
    }
}
