// Orders the threads of a race test by what they wait for inside a container: "thread 2 waits
// for X" is an event the test can wait for, where a sleep only guesses how long it takes.
import Foundation

@testable import Injectable

enum Waits {
    /// Returns true once a thread waits in `container` for the instance of `type` under `key`
    /// that another thread is building or injecting; false if none does within `timeout`
    /// seconds.
    @discardableResult
    static func until(
        aThreadWaitsFor type: Any.Type, key: String? = nil, in container: DependencyContainer,
        timeout: TimeInterval = Threads.deadline
    ) -> Bool {
        let instance = WaitGraph.InstanceID(container: ObjectIdentifier(container), key: CacheKey(type, key))
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !WaitGraph.hasWaiter(for: instance) {
            if Date() > deadline { return false }
            usleep(100)
        }
        return true
    }
}
