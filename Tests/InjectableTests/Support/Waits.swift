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

    /// Returns true once a task waits, suspended, in `container` (its cache, or the `.graph` store
    /// of a resolve) for the instance of `type` under `key` that a thread is building; false if
    /// none does within `timeout` seconds. Blocks the calling thread meanwhile: for a thread that
    /// builds the instance, to hold its build until the task waits.
    @discardableResult
    static func until(
        aTaskWaitsForAThreadsBuildOf type: Any.Type, key: String? = nil, in container: DependencyContainer,
        timeout: TimeInterval = Threads.deadline
    ) -> Bool {
        let cacheKey = CacheKey(type, key)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while WaitGraph.taskWaitCount(where: { $0.container == ObjectIdentifier(container) && $0.key == cacheKey }) == 0
        {
            if Date() > deadline { return false }
            usleep(100)
        }
        return true
    }

    /// Returns true once `tasks` tasks wait, suspended, for the entry of `type` under `key` in
    /// `container`'s cache that a thread builds or an async build holds; false if fewer do
    /// within `timeout` seconds. Polls without blocking the task's thread.
    static func until(
        aTaskWaitsForTheEntryOf type: Any.Type, key: String? = nil, in container: DependencyContainer, tasks: Int = 1,
        timeout: TimeInterval = Threads.patience
    ) async -> Bool {
        let instance = WaitGraph.InstanceID(CacheKey(type, key), in: container)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while WaitGraph.taskWaitCount(where: { $0 == instance }) < tasks {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 100_000)
        }
        return true
    }

    /// Returns true once a second request waits, suspended, in `container` for the build of
    /// `type` under `key` that a task runs (the request that started it waits too); false if
    /// none does within `timeout` seconds. Polls without blocking the task's thread.
    static func until(
        aSecondTaskJoins type: Any.Type, key: String? = nil, in container: DependencyContainer,
        timeout: TimeInterval = Threads.patience
    ) async -> Bool {
        let cacheKey = CacheKey(type, key)
        let deadline = Date(timeIntervalSinceNow: timeout)
        // A build's waiters are guarded by its owner's lock, here the container's.
        while container.state.withLock({ state -> Int in
            guard case .task(let build)? = state.cache.entries[cacheKey] else { return 0 }
            return build.waiters.count
        }) < 2 {
            if Date() > deadline { return false }
            try? await Task.sleep(nanoseconds: 100_000)
        }
        return true
    }
}
