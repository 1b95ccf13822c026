/// Who waits for whom, across all containers, threads and tasks, so that a wait never deadlocks.
///
/// A party is a thread (a synchronous build) or an async build, whose tasks wait, suspended, on
/// its behalf (an `AsyncBuild`, or an `AsyncLazy`'s `LazyBuild`, whose value exists only once it
/// ended). It waits for an instance another party builds (`init` running) or injects (`didInject`
/// running: the instance exists). One rule, whoever waits: a wait that would close a loop takes
/// the instance it asked for if that exists; else the first wait along the loop for an instance
/// that exists is released to take it; else it is a cycle through `init(container:)`. The global
/// lock is cold: a build hears of the graph only once a wait for it is recorded
/// (`EntryTable.awaited`, `AsyncBuild.isAwaited`; a lazy's build also when it runs inside another
/// party). A thread never waits for an async build: its request for an entry a task builds, or
/// one handed to a build, fails with `.needsAwait`, unless that build waits for its party
/// (`wouldCloseLoop`); so a task's wait for a thread's build is in no loop, while its wait for
/// an entry handed to a build is a wait for that build, as a party (`EntryTable.awaitEnd`).
enum WaitGraph {
    /// A cached instance of one container: in its cache, or in the `.graph` store of one resolve.
    struct InstanceID: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
        /// The resolve's `.graph` store that holds the entry (`GraphScope`); nil for the
        /// container's cache.
        var store: ObjectIdentifier? = nil
    }

    /// Who builds an instance, or waits for one.
    enum Party: Hashable {
        /// A thread, by its id (`ThreadState.id`).
        case thread(UInt)
        /// An async build, for all its tasks: an `AsyncBuild`, or an `AsyncLazy`'s (`LazyBuild`).
        case build(ObjectIdentifier)

        init(_ build: AsyncBuild) { self = .build(ObjectIdentifier(build)) }
        init(_ build: LazyBuild) { self = .build(ObjectIdentifier(build)) }
    }

    /// An instance in flight, as a wait names it: one a thread builds, by where it goes, or the
    /// one an async build makes (a lazy's value exists only once its build ended).
    enum Awaited: Hashable {
        case instance(InstanceID)
        case build(ObjectIdentifier)

        init(_ build: AsyncBuild) { self = .build(ObjectIdentifier(build)) }
        init(_ build: LazyBuild) { self = .build(ObjectIdentifier(build)) }
    }

    private struct Wait {
        let owner: Party
        /// What the waiter waits for, as a step of a cycle.
        let step: ResolutionStep
        /// How many of the waiter's tasks wait for it (a thread: one).
        var count = 1
        /// The waiter was released to take the instance as it is: the wait counts in no loop.
        var released = false
        /// Wakes a waiting thread when the instance is finished (a build's tasks are woken by the
        /// build they wait for).
        let wake: (@Sendable () -> Void)?
        /// Lets the waiter take the instance that exists; called without the graph's lock.
        let release: @Sendable () -> Void
        /// The number its waiter's end names (`endWait`), so that a late end leaves alone a
        /// newer wait of the party for the same entry, whose successive builds share its id.
        let number: Int
    }

    /// What one party in a loop of waits waits for.
    struct Waited {
        let awaited: Awaited
        /// The instance waited for, as a step of a cycle.
        let step: ResolutionStep
    }

    private struct State {
        var waits: [Party: [Awaited: Wait]] = [:]
        /// The instances in flight that exist: their `didInject` runs.
        var existing: Set<Awaited> = []
        /// Tasks waiting, suspended, for an instance a thread builds, by the number of their wait.
        var taskWaits: [InstanceID: [Int: @Sendable () -> Void]] = [:]
        /// The last number given to a wait, a party's or a task's.
        var lastNumber = 0
    }

    /// What a party that asks to wait does.
    enum Decision {
        /// Wait (the wait is recorded, under this number, which its end names: `endWait`).
        case wait(number: Int)
        /// Take the instance asked for, which exists: waiting would close a loop.
        case take(loop: [Waited])
        /// A cycle: waiting would close a loop in which no instance exists. Nothing is recorded.
        case cycle(loop: [Waited])
    }

    private static let state = Locked(State())

    /// Records that thread `waiter` waits for `owner` to finish `instance`, unless that would
    /// close a loop of waits that releasing another waiter cannot open. Call under the lock that
    /// guards the instance's state, and sleep the wait (`ThreadWait.sleep`) after that lock: the
    /// thread's state is never held across the sleep, and a wake-up that comes before it is kept.
    /// It is woken for this wait alone (the instance finished, or the thread released).
    ///
    /// `existing`: the instance, when it exists (its `didInject` runs), as the caller read it
    /// under that lock. The graph learns that an instance exists from its first waiter, or, once
    /// one has waited, from its builder (`setInjecting`): a build that nobody waits for never
    /// tells the graph anything (see `EntryTable.awaited`).
    static func prepareWait(
        _ waiter: UInt, for owner: UInt, instance: InstanceID, existing: AnyObject? = nil, type: Any.Type
    ) -> Prepared {
        let parker = Parker()
        let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: instance.key.key)
        switch beginWait(
            .thread(waiter), for: .thread(owner), .instance(instance), step, exists: existing != nil,
            wake: parker.unpark, release: parker.unpark)
        {
        case .take(let loop), .cycle(let loop):
            return .wouldDeadlock(loop: loop)
        case .wait(let number):
            return .wait(
                ThreadWait(waiter: waiter, instance: instance, number: number, existing: existing, parker: parker))
        }
    }

    /// A thread's wait, recorded (`prepareWait`), to sleep once the caller's lock is released.
    struct ThreadWait {
        let waiter: UInt
        let instance: InstanceID
        let number: Int
        /// The instance waited for, if it existed: the one a release lets the thread take.
        let existing: AnyObject?
        let parker: Parker

        /// Sleeps until the instance is finished or the thread released; returns the instance
        /// the thread was released to take as it is (the one that existed when it began to
        /// wait, whatever the entry holds by its next turn), or nil.
        func sleep() -> AnyObject? {
            parker.park()
            return endWait(.thread(waiter), for: .instance(instance), number: number) ? existing : nil
        }
    }

    /// What a thread that asks to wait does (`prepareWait`).
    enum Prepared {
        /// Sleep this wait after the caller's lock.
        case wait(ThreadWait)
        /// Waiting would deadlock: take the injecting instance now, or report a cycle. `loop`
        /// is what the other parties in the loop wait for, from the owner of the instance asked
        /// for onwards; the last of them is an instance the waiter itself is building.
        case wouldDeadlock(loop: [Waited])
    }

    /// Records that `waiter` waits for `awaited`, which `owner` builds, unless that closes a loop
    /// of waits: then the waiter takes `awaited` if it exists; else the first wait along the loop
    /// for an instance that exists is released (`release` is called, after the lock); else it is
    /// a cycle.
    static func beginWait(
        _ waiter: Party, for owner: Party, _ awaited: Awaited, _ step: ResolutionStep, exists: Bool = false,
        wake: (@Sendable () -> Void)? = nil, release: @escaping @Sendable () -> Void
    ) -> Decision {
        var released: (@Sendable () -> Void)?
        defer { released?() }
        return beginWait(
            waiter, for: owner, awaited, step, exists: exists, wake: wake, release: release, releasing: &released)
    }

    /// `beginWait`, for a caller that holds the lock guarding `awaited`'s state, so that what it
    /// read there (`exists`) cannot change before the graph records it: the release of another
    /// waiter it decides is handed back in `released`, for the caller to call after its lock
    /// (a release takes the lock of the build it releases, which may be the same one).
    static func beginWait(
        _ waiter: Party, for owner: Party, _ awaited: Awaited, _ step: ResolutionStep, exists: Bool,
        wake: (@Sendable () -> Void)? = nil, release: @escaping @Sendable () -> Void,
        releasing released: inout (@Sendable () -> Void)?
    ) -> Decision {
        state.withLock { state in
            if exists { state.existing.insert(awaited) }
            if let loop = loop(from: owner, to: waiter, in: state) {
                let waited = loop.map { Waited(awaited: $0.awaited, step: state.waits[$0.party]![$0.awaited]!.step) }
                if state.existing.contains(awaited) { return .take(loop: waited) }
                guard let wait = loop.first(where: { state.existing.contains($0.awaited) }) else {
                    return .cycle(loop: waited)
                }
                state.waits[wait.party]?[wait.awaited]?.released = true
                released = state.waits[wait.party]?[wait.awaited]?.release
            }
            return .wait(number: record(waiter, for: owner, awaited, step, wake: wake, release: release, in: &state))
        }
    }

    /// Records that `waiter` waits for `awaited`, which `owner` builds, loop or not: call
    /// `releaseLoop` after, without a container's lock, to break a loop it closed.
    static func addWait(
        _ waiter: Party, for owner: Party, _ awaited: Awaited, _ step: ResolutionStep,
        release: @escaping @Sendable () -> Void
    ) {
        _ = state.withLock { record(waiter, for: owner, awaited, step, wake: nil, release: release, in: &$0) }
    }

    /// Whether a wait of `waiter` for what `owner` builds would close a loop of waits: asked for a
    /// thread, which never waits for a build, so that it takes an instance that exists where
    /// a task of its party would be handed it (`beginWait`).
    static func wouldCloseLoop(_ waiter: Party, waitingFor owner: Party) -> Bool {
        state.withLock { state in loop(from: owner, to: waiter, in: state) != nil }
    }

    /// When a wait of `waiter` for what `owner` builds closed a loop without a `beginWait` to
    /// see it (`addWait`), breaks it as `beginWait` would: releases the first wait along it for
    /// an instance that exists.
    static func releaseLoop(closedBy waiter: Party, waitingFor owner: Party) {
        var released: (@Sendable () -> Void)?
        defer { released?() }
        state.withLock { state in
            guard let loop = loop(from: owner, to: waiter, in: state),
                let wait = loop.first(where: { state.existing.contains($0.awaited) })
            else { return }
            state.waits[wait.party]?[wait.awaited]?.released = true
            released = state.waits[wait.party]?[wait.awaited]?.release
        }
    }

    /// Records the wait, or counts one more task of the party in the one it has; returns its
    /// number. A released wait counts in no loop, so a new task's wait replaces it: the released
    /// tasks' ends change nothing (by number), or, for a build, end a wait whose party holds the
    /// instance already (`handedOutTo`).
    private static func record(
        _ waiter: Party, for owner: Party, _ awaited: Awaited, _ step: ResolutionStep,
        wake: (@Sendable () -> Void)?, release: @escaping @Sendable () -> Void, in state: inout State
    ) -> Int {
        if let wait = state.waits[waiter]?[awaited], !wait.released {
            state.waits[waiter]?[awaited]?.count += 1
            return wait.number
        }
        state.lastNumber += 1
        state.waits[waiter, default: [:]][awaited] = Wait(
            owner: owner, step: step, wake: wake, release: release, number: state.lastNumber)
        return state.lastNumber
    }

    /// The waits from `start` to `goal`, each party's wait that leads on (released ones left
    /// out), if `goal` is reachable: the first is `start`'s, the last one's owner is `goal`;
    /// none when `start` is `goal` (a build that would wait for itself).
    private static func loop(from start: Party, to goal: Party, in state: State) -> [(party: Party, awaited: Awaited)]?
    {
        if start == goal { return [] }
        var previous: [Party: (party: Party, awaited: Awaited)] = [:]
        var queue = [start]
        var seen: Set<Party> = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for (awaited, wait) in state.waits[current] ?? [:] where !wait.released {
                if wait.owner == goal {
                    var loop = [(party: current, awaited: awaited)]
                    while let before = previous[loop[0].party] { loop.insert(before, at: 0) }
                    return loop
                }
                if seen.insert(wait.owner).inserted {
                    previous[wait.owner] = (current, awaited)
                    queue.append(wait.owner)
                }
            }
        }
        return nil
    }

    /// Ends `waiter`'s wait for `awaited` numbered `number` (`Decision.wait`), if still recorded;
    /// returns whether it was released to take the instance, which exists. `number` nil: a wait
    /// for a build (`Awaited.build`), which none begins once it ended (a late end after the
    /// waiter's own build ended can only meet a wait in no loop).
    @discardableResult
    static func endWait(_ waiter: Party, for awaited: Awaited, number: Int?) -> Bool {
        state.withLock { state in
            guard let wait = state.waits[waiter]?[awaited], number == nil || wait.number == number else { return false }
            if wait.count > 1 {
                state.waits[waiter]?[awaited]?.count -= 1
            } else {
                state.waits[waiter]?[awaited] = nil
                if state.waits[waiter]?.isEmpty == true { state.waits[waiter] = nil }
            }
            return wait.released
        }
    }

    /// Notes that `instance` exists and its `didInject` runs.
    static func setInjecting(_ instance: InstanceID) {
        state.withLock { _ = $0.existing.insert(.instance(instance)) }
    }

    /// Notes that the instance `build` makes exists, and its `didInject` runs (or waits). As for
    /// a thread's build, only once something waited for it (`AsyncBuild.isAwaited`).
    static func setInjecting(_ build: AsyncBuild) {
        state.withLock { _ = $0.existing.insert(Awaited(build)) }
    }

    /// A number for a task's wait, unique among those `onFinish` holds.
    static func newTaskWait() -> Int {
        state.withLock { state in
            state.lastNumber += 1
            return state.lastNumber
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

    /// Wakes every task waiting for `instance` (`onFinish`) without finishing it: each claims
    /// again. The release of a party several of whose tasks wait for an instance that exists.
    static func wakeTasks(waiting instance: InstanceID) {
        let tasks = state.withLock { state in state.taskWaits.removeValue(forKey: instance) ?? [:] }
        for wake in tasks.values { wake() }
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
            tasks = state.taskWaits.removeValue(forKey: instance) ?? [:]
            return finish(.instance(instance), in: &state)
        }
        for wake in woken { wake() }
    }

    /// An async build has ended (an `AsyncBuild`'s or a lazy's): nothing waits for it any more,
    /// even before its tasks wake (its own end wakes them), and it waits for nothing. Only for a
    /// build something waited for (`AsyncBuild.isAwaited`): the waits a build makes itself are
    /// each ended by the request that made it.
    static func finish(_ build: Party) {
        guard case .build(let id) = build else { preconditionFailure("a thread's build ends with its instance") }
        state.withLock { state in
            _ = finish(.build(id), in: &state)
            state.waits[build] = nil
        }
    }

    /// Removes every wait for `awaited`; returns the wake-ups of the threads among them.
    private static func finish(_ awaited: Awaited, in state: inout State) -> [@Sendable () -> Void] {
        state.existing.remove(awaited)
        var woken: [@Sendable () -> Void] = []
        for (party, var waits) in state.waits {
            guard let wait = waits.removeValue(forKey: awaited) else { continue }
            if let wake = wait.wake { woken.append(wake) }
            state.waits[party] = waits.isEmpty ? nil : waits
        }
        return woken
    }
}

extension WaitGraph {
    /// Whether a thread waits for `instance` now: its wait is recorded, and closes a loop for
    /// whoever waits for it next. Race tests order their threads by it.
    static func hasWaiter(for instance: InstanceID) -> Bool {
        state.withLock { state in state.waits.values.contains { $0[.instance(instance)] != nil } }
    }

    /// How many tasks wait, suspended, for instances that `matches` (a thread builds them, or a
    /// build they were handed to holds them). Race tests order their threads and tasks by it.
    static func taskWaitCount(where matches: (InstanceID) -> Bool) -> Int {
        state.withLock { state in state.taskWaits.filter { matches($0.key) }.reduce(0) { $0 + $1.value.count } }
    }

    /// Whether the graph holds anything of `build`: that its instance exists, a wait for it, or
    /// one of its own. Tests check that a build nothing waits for tells the graph nothing.
    static func knows(_ build: AsyncBuild) -> Bool {
        state.withLock { state in
            state.existing.contains(Awaited(build)) || state.waits[Party(build)] != nil
                || state.waits.values.contains { $0[Awaited(build)] != nil }
        }
    }
}

extension WaitGraph.InstanceID {
    /// The entry of `key` in the cache of `container`.
    init(_ key: CacheKey, in container: DependencyContainer) {
        self.init(container: ObjectIdentifier(container), key: key)
    }
}
