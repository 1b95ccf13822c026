// A re-entrant build of a cached instance (its own init asks for it again, on the same thread)
// that fails must leave the claim to the outer build still in its init: freed, another thread
// waiting for the instance would build a second one.
import Foundation
import Injectable
import Testing

enum ReentrantBuildFixtures {
    struct Failure: Error {}

    /// What a test shares with the inits it drives.
    final class Script: @unchecked Sendable {
        // @unchecked Sendable: `outerThread` is only touched while `lock` is held; the
        // semaphore and the counter are thread-safe.
        private let lock = NSLock()
        private var outerThread: pthread_t?
        let outerInInit = DispatchSemaphore(value: 0)
        let inits = Threads.Counter()

        /// True for the first init (the outer one, which records its thread), and for any
        /// init on another thread; false for a re-entrant init of the outer one's thread.
        func isOuterOrOther() -> Bool {
            lock.withLock {
                guard let outer = outerThread else {
                    outerThread = pthread_self()
                    return true
                }
                return pthread_equal(outer, pthread_self()) == 0
            }
        }

        /// Whether this init is the first one.
        var isFirst: Bool { inits.value == 1 }
    }

    /// Persistent; its first init waits until another thread waits for it, then asks for itself
    /// again (a re-entrant build, which fails), catches that, and returns.
    final class Reentrant: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent

        init(container: Container) throws {
            let script = container.stringKeyed.value(forKey: "script", as: Script.self)!
            guard script.isOuterOrOther() else { throw Failure() }
            script.inits.increment()
            guard script.isFirst else { return }
            script.outerInInit.signal()
            Waits.until(aThreadWaitsFor: Reentrant.self, in: container)
            _ = try? container.tryResolve() as Reentrant
        }
    }
}

@Suite("A re-entrant build that fails leaves the claim to the outer build")
struct ReentrantBuildTests {
    private typealias F = ReentrantBuildFixtures

    @Test("a thread waiting for the instance gets the outer build's, built once")
    func waiterGetsOuterInstance() async {
        let container = DependencyContainer()
        let script = F.Script()
        container.stringKeyed.setValue(script, forKey: "script")
        let outer = Task { await Threads.offThePool { container.resolve() as F.Reentrant } }
        let waiter = Task {
            await Threads.offThePool { () -> F.Reentrant in
                script.outerInInit.wait()
                return container.resolve() as F.Reentrant
            }
        }
        let first = await outer.value
        let second = await waiter.value
        #expect(first === second)
        #expect(script.inits.value == 1, "init ran \(script.inits.value) times")
    }
}
