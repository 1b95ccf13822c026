import Foundation

/// Runs `body` on a new thread and waits at most `timeout` seconds for it; false if it did not
/// finish (the thread is leaked, still blocked). For tests of operations that hang when broken.
///
/// NB: the waiting happens on a thread of its own, not on one of the cooperative pool, so a hang
/// here does not starve the tests running beside this one.
func finishesOnItsOwnThread(within timeout: TimeInterval, _ body: @escaping @Sendable () -> Void) async -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    return await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: done.wait(timeout: .now() + timeout) == .success) }.start()
    }
}

/// Runs `body` in a task and returns true once it has returned: decided by that event, not by a
/// clock. For async operations that hang when broken.
///
/// `watchdog` only stops a hang, and so is long: the cooperative pool may be busy with other
/// tests before the task and the tasks it starts get a thread (in a whole run under the Thread
/// Sanitizer, on two cores, for minutes). It is measured on a thread of its own, so that the
/// wait holds no thread of the pool either.
func completes(watchdog: TimeInterval = 300, _ body: @escaping @Sendable () async -> Void) async -> Bool {
    let done = DispatchSemaphore(value: 0)
    Task {
        await body()
        done.signal()
    }
    return await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: done.wait(timeout: .now() + watchdog) == .success) }.start()
    }
}
