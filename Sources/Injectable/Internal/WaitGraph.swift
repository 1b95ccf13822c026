// Waits between builds, across threads and tasks: a thread or a task that would wait for an
// instance another one builds asks first whether that wait closes a loop of waits. Such a loop
// is a cycle, unless an instance in it already exists (its `didInject` runs): then it is handed
// to the one that waits for it, as a single thread's re-entrant request would get it.

/// Which thread waits for which, across all containers, so that a wait never deadlocks.
///
/// A thread waits for an instance another thread is building (`init` running) or injecting
/// (`didInject` running, the instance already stored). When a new wait would close a loop of
/// waits, a single thread would have gone on: a thread in the loop that waits for an instance
/// that already exists (injecting) is released and takes that instance, as a single
/// thread's re-entrant request would. A loop with no such waiter is a cycle through
/// `init(container:)` and is reported as one. Only consulted when threads meet on an instance or a
/// cached instance is built, so the global lock is cold.
enum WaitGraph {
    /// A cached instance of one container.
    struct InstanceID: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    private struct Wait {
        let owner: UInt
        let instance: InstanceID
        /// The type of the instance, to name it in a cycle.
        let type: Any.Type
        /// Wakes the waiting thread: when the instance is finished, or the thread is released.
        let parker: Parker
        var released = false
    }

    /// What one thread in a loop of waits waits for.
    struct Waited {
        let instance: InstanceID
        let type: Any.Type

        /// The instance waited for, as a step of a cycle.
        var step: ResolutionStep {
            ResolutionStep(typeName: _typeName(type, qualified: false), key: instance.key.key)
        }
    }

    private struct State {
        var waits: [UInt: Wait] = [:]
        var injecting: Set<InstanceID> = []
        /// Tasks waiting, suspended, for an instance a thread builds, by the number of their wait.
        var taskWaits: [InstanceID: [Int: @Sendable () -> Void]] = [:]
        var lastTaskWait = 0
    }

    enum Outcome {
        /// The thread waited and was woken: the instance is finished, or (`released`) another
        /// thread released it to take the instance, which exists, as it is.
        case woken(released: Bool)
        /// Waiting would deadlock: take the injecting instance now, or report a cycle. `loop`
        /// is what the other threads in the loop wait for, from the owner of the instance asked
        /// for onwards; the last of them is an instance the waiter itself is building.
        case wouldDeadlock(loop: [Waited])
    }

    private enum Decision {
        case wait
        case wouldDeadlock(loop: [Waited])
    }

    private static let state = Locked(State())

    /// Waits for `owner` to finish `instance`, with the lock of `guarded` (which the caller
    /// holds, and which guards the instance's state) released meanwhile; returns with it held
    /// again. Does not wait when that would close a loop of waits that releasing another waiter
    /// cannot open.
    ///
    /// The thread sleeps until it is woken for this wait alone (the instance finished, or the
    /// thread released): no polling, and no wake-up for other instances.
    static func wait<S>(
        _ waiter: UInt, for owner: UInt, instance: InstanceID, type: Any.Type, unlocking guarded: Locked<S>
    ) -> Outcome {
        let parker = Parker()
        if case .wouldDeadlock(let loop) = beginWait(waiter, for: owner, instance: instance, type: type, parker) {
            return .wouldDeadlock(loop: loop)
        }
        guarded.unlocked { parker.park() }
        return .woken(released: endWait(waiter))
    }

    /// Records that `waiter` is about to wait for `owner`'s `instance`, unless that closes a loop of
    /// waits that releasing another waiter cannot open.
    private static func beginWait(
        _ waiter: UInt, for owner: UInt, instance: InstanceID, type: Any.Type, _ parker: Parker
    ) -> Decision {
        var releasedParker: Parker?
        defer { releasedParker?.unpark() }
        return state.withLock { state in
            var chain: [UInt] = []
            var current = owner
            while chain.count < 10_000 {
                if current == waiter {
                    let loop = chain.compactMap { state.waits[$0].map { Waited(instance: $0.instance, type: $0.type) } }
                    if state.injecting.contains(instance) { return .wouldDeadlock(loop: loop) }
                    guard
                        let released = chain.first(where: {
                            state.waits[$0].map { state.injecting.contains($0.instance) } == true
                        })
                    else { return .wouldDeadlock(loop: loop) }
                    state.waits[released]?.released = true
                    releasedParker = state.waits[released]?.parker
                    break
                }
                guard let next = state.waits[current], !next.released else { break }
                chain.append(current)
                current = next.owner
            }
            state.waits[waiter] = Wait(owner: owner, instance: instance, type: type, parker: parker)
            return .wait
        }
    }

    /// Ends `waiter`'s wait. Returns whether another thread released it to take the
    /// injecting instance it was waiting for.
    private static func endWait(_ waiter: UInt) -> Bool {
        state.withLock { $0.waits.removeValue(forKey: waiter)?.released ?? false }
    }

    /// Notes that `instance` exists and its `didInject` runs.
    static func setInjecting(_ instance: InstanceID) {
        state.withLock { _ = $0.injecting.insert(instance) }
    }

    /// A number for a task's wait, unique among those `onFinish` holds.
    static func newTaskWait() -> Int {
        state.withLock { state in
            state.lastTaskWait += 1
            return state.lastTaskWait
        }
    }

    /// Calls `wake` once `instance`, which a thread builds, is finished, unless the calling task
    /// is cancelled: returns whether it will. Call under the lock of the container whose cache
    /// holds it, so that the build cannot finish in between.
    ///
    /// The cancellation is read under this graph's lock, which `cancelWait` takes too: a task
    /// cancelled after the read finds its wait there, one cancelled before it never waits.
    static func onFinish(_ instance: InstanceID, wait: Int, _ wake: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard !Task.isCancelled else { return false }
            state.taskWaits[instance, default: [:]][wait] = wake
            return true
        }
    }

    /// Ends the task's wait numbered `wait`, if `instance` is not finished yet: returns its
    /// `wake`, for the caller to call.
    static func cancelWait(_ instance: InstanceID, _ wait: Int) -> (@Sendable () -> Void)? {
        state.withLock { state in
            defer { if state.taskWaits[instance]?.isEmpty == true { state.taskWaits[instance] = nil } }
            return state.taskWaits[instance]?.removeValue(forKey: wait)
        }
    }

    /// Notes that `instance` is finished (stored or freed), and wakes the threads and tasks
    /// waiting for it: their waits are over, even before they wake, so they no longer count as
    /// a loop.
    static func finish(_ instance: InstanceID) {
        var tasks: [Int: @Sendable () -> Void] = [:]
        defer { for wake in tasks.values { wake() } }
        let woken = state.withLock { state in
            state.injecting.remove(instance)
            tasks = state.taskWaits.removeValue(forKey: instance) ?? [:]
            let (over, others) = state.waits.reduce(into: ([Parker](), [UInt: Wait]())) { result, wait in
                if wait.value.instance == instance {
                    result.0.append(wait.value.parker)
                } else {
                    result.1[wait.key] = wait.value
                }
            }
            state.waits = others
            return over
        }
        for parker in woken { parker.unpark() }
    }
}

extension WaitGraph {
    /// Whether a thread waits for `instance` now: its wait is recorded, and closes a loop for
    /// whoever waits for it next. Race tests order their threads by it.
    static func hasWaiter(for instance: InstanceID) -> Bool {
        state.withLock { state in state.waits.values.contains { $0.instance == instance } }
    }
}

/// One waiting thread's wake-up. An `unpark()` that comes before the `park()` is kept, so that
/// a wake-up is never lost between deciding to wait and sleeping.
final class Parker: Sendable {
    private let permit = Locked(false)

    /// Sleeps until `unpark()` is called (at once, if it was already), and uses it up.
    func park() {
        permit.withLock { permitted in
            while !permitted { permit.waitForChange() }
            permitted = false
        }
    }

    /// Wakes the thread in `park()`, or the next one to call it.
    func unpark() {
        permit.withLock { permitted in
            permitted = true
            permit.broadcast()
        }
    }
}

/// Which build waits for which, so that a loop of builds waiting for each other — a cycle,
/// possibly across tasks — is reported instead of suspending its tasks forever.
///
/// A task inside a build (its `init` or `didInject`, or anything they resolve) that waits for
/// another build makes the enclosing build wait for that one. Only consulted when a task waits
/// for a build, so its global lock is cold.
enum AsyncWaitGraph {
    private struct Edge: Hashable {
        let waiter: ObjectIdentifier
        let build: ObjectIdentifier
    }

    private struct State {
        /// Edge → (the awaited build, how many tasks of the waiter wait for it).
        var edges: [ObjectIdentifier: [ObjectIdentifier: (build: AsyncBuild, count: Int)]] = [:]
    }

    private static let state = Locked(State())

    /// Records that `waiter` waits for `build`; or, when `build` already waits (transitively)
    /// for `waiter`, records nothing and returns the loop: `build`, the builds it waits for in
    /// turn, ending with `waiter`.
    static func beginWait(_ waiter: AsyncBuild, for build: AsyncBuild) -> [AsyncBuild]? {
        state.withLock { state in
            if let loop = path(from: build, to: waiter, in: state) { return loop }
            state.edges[ObjectIdentifier(waiter), default: [:]][ObjectIdentifier(build), default: (build, 0)].count += 1
            return nil
        }
    }

    /// Records that `waiter` waits for `build`, loop or not: a loop that `handOut` breaks.
    static func addWait(_ waiter: AsyncBuild, for build: AsyncBuild) {
        state.withLock { state in
            state.edges[ObjectIdentifier(waiter), default: [:]][ObjectIdentifier(build), default: (build, 0)].count += 1
        }
    }

    /// After `waiter` began to wait for `build` (recorded): when `build` reaches `waiter` along
    /// the waits, a loop closed without a `beginWait` to see it; breaks it with `handOut`.
    static func handOutIfLooped(_ waiter: AsyncBuild, waitingFor build: AsyncBuild) {
        let loop = state.withLock { state in path(from: build, to: waiter, in: state) }
        if let loop { _ = handOut(along: [waiter] + loop) }
    }

    /// Breaks a loop of builds that wait for each other, `loop[0]` waiting for `loop[1]` and so
    /// on, the last being `loop[0]` again: the first build of the loop whose instance exists (its
    /// `didInject` runs, waiting in the loop) is handed out to the build that waits for it, as one
    /// thread would get it back. False when every build of the loop is still in its `init`.
    static func handOut(along loop: [AsyncBuild]) -> Bool {
        for (waiting, awaited) in zip(loop, loop.dropFirst()) {
            let waiters: [Int: UnsafeContinuation<Void, Never>]? = awaited.owner.state.withLock { _ in
                guard awaited.instance != nil else { return nil }
                awaited.handedOutTo.insert(ObjectIdentifier(waiting))
                let waiters = awaited.waiters
                awaited.waiters = [:]
                return waiters
            }
            guard let waiters else { continue }
            for waiter in waiters.values { waiter.resume() }
            return true
        }
        return false
    }

    /// Ends one wait of `waiter` for `build`.
    static func endWait(_ waiter: AsyncBuild, for build: AsyncBuild) {
        state.withLock { state in
            let from = ObjectIdentifier(waiter)
            let to = ObjectIdentifier(build)
            guard let edge = state.edges[from]?[to] else { return }
            if edge.count > 1 {
                state.edges[from]?[to]?.count -= 1
            } else {
                state.edges[from]?[to] = nil
                if state.edges[from]?.isEmpty == true { state.edges[from] = nil }
            }
        }
    }

    /// `build` has ended: nothing waits for it any more, even before its waiters wake.
    static func finish(_ build: AsyncBuild) {
        state.withLock { state in
            let id = ObjectIdentifier(build)
            state.edges[id] = nil
            for (waiter, var targets) in state.edges where targets[id] != nil {
                targets[id] = nil
                state.edges[waiter] = targets.isEmpty ? nil : targets
            }
        }
    }

    /// The builds from `start` to `goal` along the waits, if `goal` is reachable.
    private static func path(from start: AsyncBuild, to goal: AsyncBuild, in state: State) -> [AsyncBuild]? {
        var previous: [ObjectIdentifier: AsyncBuild] = [:]
        var queue = [start]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current === goal {
                var loop = [current]
                while let before = previous[ObjectIdentifier(loop[0])] { loop.insert(before, at: 0) }
                return loop
            }
            for (id, target) in state.edges[ObjectIdentifier(current)] ?? [:] where seen.insert(id).inserted {
                previous[id] = current
                queue.append(target.build)
            }
        }
        return nil
    }
}
