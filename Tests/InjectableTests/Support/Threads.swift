// Helpers for tests of races, hangs and deinits. A test that would hang when the library is
// broken runs the risky part on a thread of its own and waits with a deadline; a stuck thread is
// leaked on purpose.
import Foundation

enum Threads {
    /// How long a test waits for an operation that deadlocks when the library is broken.
    /// Generous: the operation itself takes microseconds, and the suite may be running on a
    /// loaded machine.
    static let deadline: TimeInterval = 5

    /// How long a test waits, suspended, for an event that comes at once unless the library is
    /// broken: long, since such a wait holds no thread, while the tasks it waits for may take
    /// seconds to get one (the Thread Sanitizer step, on a loaded 2-core machine).
    static let patience: TimeInterval = 60

    /// Runs `body` on a new thread and waits at most `timeout` seconds for it; false if it did
    /// not finish (the thread is leaked, still blocked).
    static func finishes(
        within timeout: TimeInterval = deadline, _ body: @escaping @Sendable () -> Void
    ) async -> Bool {
        await finishesOnItsOwnThread(within: timeout, body)
    }

    /// Runs `body` on a thread of its own and returns what it returned, however long that takes:
    /// a race test whose threads block keeps them off the cooperative pool, and is decided by
    /// its rounds, not by a deadline.
    static func offThePool<R: Sendable>(_ body: @escaping @Sendable () -> R) async -> R {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// A flag or counter shared between threads.
    final class Counter: @unchecked Sendable {
        // @unchecked Sendable: `count` is only touched while `lock` is held.
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func increment(by delta: Int = 1) { lock.withLock { count += delta } }
    }

    /// A value written once by one thread and read by another.
    final class Box<Value>: @unchecked Sendable {
        // @unchecked Sendable: `stored` is only touched while `lock` is held.
        private let lock = NSLock()
        private var stored: Value?

        var value: Value? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    /// Hands a value that is not `Sendable` to another thread; only for tests where the
    /// cross-thread access is itself what the test exercises, and the value's own storage is
    /// locked (for example an object whose only state is `@Injected` properties).
    struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
}
