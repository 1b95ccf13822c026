// Helpers shared by the hardening tests: each test there reproduces a known bug from outside,
// so that a fix can prove itself. A test that would hang on a buggy build runs the risky part on
// a thread of its own and waits with a deadline; a stuck thread is leaked on purpose.
import Foundation
import Injectable

enum Hardening {
    /// How long a test waits for an operation that deadlocks on a buggy build. Generous: the
    /// operation itself takes microseconds, and the suite may be running on a loaded machine.
    static let deadline: TimeInterval = 5

    /// Runs `body` on a new thread and waits at most `timeout` seconds for it; false if it did
    /// not finish (the thread is leaked, still blocked).
    ///
    /// NB: the waiting happens on a thread of its own, not on one of the cooperative pool, so a
    /// hang here does not starve the tests running beside this one.
    static func finishes(
        within timeout: TimeInterval = deadline, _ body: @escaping @Sendable () -> Void
    ) async -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: done.wait(timeout: .now() + timeout) == .success) }.start()
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
