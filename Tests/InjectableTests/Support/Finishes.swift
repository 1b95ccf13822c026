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
