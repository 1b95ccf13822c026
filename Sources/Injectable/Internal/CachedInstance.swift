// One cached instance's state machine, the same for every store and every path, and a store's
// table of them (`EntryTable`, below), in a container's cache (`InstanceCache.swift`) or a
// resolve's `.graph` store (`GraphScope.swift`). A thread's build or a task's (`AsyncBuild.swift`)
// claims an entry (`claim`); a thread's stores its instance in flight (`store`), then ends its
// claim (`endClaim`) or hands the entry to the build its deferred `didInject` goes to
// (`handOver`); a task's ends on it (`endTask`); either leaves it `settled`. What a thread's
// request does with its claim, in either store: `threadClaim`, `CachedRequest.swift`.
//
//   (none) ──claim──▶ building ──store──▶ injecting ──endClaim──▶ strong (persistent, scoped, graph)
//            │           │                    │               └─▶ weak   (transient)
//            │           └──── failure ───────┴──▶ (none)
//            └─(async)──▶ task(build) ──────────────────────────▶ strong / weak / (none)
//
// A thread builds a synchronous request's instance (`building`, `injecting`, owned by the
// thread); a task of its own builds an async request's (`task`). A type that conforms to both
// protocols has one entry: an async request waits, suspended, for a thread's build; a thread's
// request for an instance a task builds fails with `.needsAwait`, since that build may
// suspend, and a thread blocked on it could hold up what it waits for.

/// The state of one cached instance in a container.
enum CachedInstance {
    /// `owner` (a thread) is running `init(container:)`; other threads wait. `stale`: the
    /// definition changed meanwhile, so the result goes to its request only, not kept.
    case building(owner: UInt, stale: Bool)
    /// The instance exists and is stored; `owner` is running its `didInject`. The owner's own
    /// re-entrant requests get the instance, other threads wait for `didInject` to finish.
    case injecting(owner: UInt, AnyObject, stale: Bool)
    /// A `.persistent` instance.
    case strong(AnyObject)
    /// A `.transient` instance, alive as long as someone else holds it.
    case weak(WeakBox)
    /// A task builds it: its `init(container:)` or `didInject(container:)` runs (see
    /// `AsyncBuild`); async requests wait for it, suspended.
    case task(AsyncBuild)
    /// The instance a thread built exists and is stored; its `didInject`, deferred to `build`
    /// (an async build whose `init` ran below it, see Construction.swift), runs once that `init`
    /// has returned. The build's own requests get the instance; other async requests wait for
    /// it in the wait graph, as for a party that injects it; a thread's fails with `.needsAwait`.
    case handedOver(AsyncBuild, AnyObject, stale: Bool)

    var isInFlight: Bool {
        switch self {
        case .building, .injecting, .task, .handedOver: true
        case .strong, .weak: false
        }
    }

    /// The entry of a finished build, a thread's or a task's: its instance kept with its
    /// lifetime (strongly for `.persistent` and `.scoped`, and in the outermost request's graph
    /// for `.graph`; weakly for `.transient`, see `WeakBox`), or none when the build failed or
    /// went stale (`object` nil).
    static func settled(_ object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool) -> CachedInstance? {
        guard let object else { return nil }
        switch lifetime.keeping {
        case .cached(strongly: false):
            return .weak(WeakBox(object, holdsContainer: holdsContainer))
        case .cached(strongly: true), .perResolve:
            return .strong(object)
        case .never:
            preconditionFailure("an ephemeral object is built at once, never through the cache")
        }
    }

    /// What a request finds when it claims an entry.
    enum Claim {
        /// A finished instance: a hit.
        case hit(AnyObject)
        /// The entry is the claimant's now: it builds the instance.
        case claimed
        /// A thread runs the instance's `init` (`injecting` nil), or its `didInject`.
        case thread(owner: UInt, injecting: AnyObject?)
        /// A task builds it.
        case task(AsyncBuild)
        /// The instance exists; its `didInject` runs in this build.
        case handedOver(AsyncBuild, AnyObject)

        /// What a request may do with this claim, the same rule for a thread's request and a
        /// task's, whatever each then does to wait: `me` is the claiming thread (nil for a task's
        /// request), `path` the async request the request runs in (a task's own, or the one a
        /// thread's path continues in), `released` the instance the wait graph released the
        /// thread's last wait to take as it is (see `WaitGraph.beginWait`). An instance in
        /// flight is the request's to take when its own thread stored it (a re-entrant request),
        /// when it is the one the thread was released to take, or when the entry was handed to
        /// a build this request runs in, which runs its deferred `didInject` (see
        /// Construction.swift); otherwise the request waits for its builder, a thread or a task.
        func answer(by me: UInt?, in path: @autoclosure () -> AsyncFrame?, released: AnyObject? = nil) -> Answer {
            switch self {
            case .hit(let object):
                return .take(object)
            case .claimed:
                return .build
            case .thread(let owner, nil):
                // The thread's own re-entrant request builds another instance (see `store`).
                return owner == me ? .build : .waitForThread(owner: owner, injecting: nil)
            case .thread(let owner, let object?):
                return owner == me || released === object
                    ? .take(object) : .waitForThread(owner: owner, injecting: object)
            case .task(let build):
                return .waitForTask(build)
            case .handedOver(let build, let object):
                return path()?.runs(in: build) == true ? .take(object) : .waitForBuild(build, injecting: object)
            }
        }
    }

    /// What a request does with its claim (`Claim.answer`).
    enum Answer {
        /// Hand out this instance.
        case take(AnyObject)
        /// Build the instance: the entry is the request's.
        case build
        /// Another thread runs the instance's `init` (`injecting` nil), or its `didInject`.
        case waitForThread(owner: UInt, injecting: AnyObject?)
        /// A task builds it.
        case waitForTask(AsyncBuild)
        /// The instance exists; an async build of another resolve runs its `didInject`.
        case waitForBuild(AsyncBuild, injecting: AnyObject)
    }

    /// The one step every request for a cached instance takes on its entry, a thread's or a
    /// task's, under the lock that guards the entry: a finished instance is a hit; an empty entry,
    /// or a transient instance that is gone, becomes the claimant's (`claimant()`: `building` for
    /// a thread, `task` for an async build); an instance in flight names its builder.
    ///
    /// A persistent request keeps the instance a transient request left, unless the instance
    /// holds the container (a provider made while it was built): kept, it would keep the
    /// container that keeps it, so the request builds its own, and the instance goes to
    /// `released`, to be released after the lock (its last reference may be this one).
    static func claim(
        _ entry: inout CachedInstance?, lifetime: Lifetime, released: inout [AnyObject],
        as claimant: () -> CachedInstance
    ) -> Claim {
        switch entry {
        case nil:
            entry = claimant()
            return .claimed
        case .strong(let object)?:
            return .hit(object)
        case .weak(let box)?:
            guard let object = box.object else {
                entry = claimant()
                return .claimed
            }
            guard lifetime.isKept else { return .hit(object) }
            if box.holdsContainer {
                released.append(object)
                entry = claimant()
                return .claimed
            }
            entry = .strong(object)
            return .hit(object)
        case .building(let owner, _)?:
            return .thread(owner: owner, injecting: nil)
        case .injecting(let owner, let object, _)?:
            return .thread(owner: owner, injecting: object)
        case .task(let build)?:
            return .task(build)
        case .handedOver(let build, let object, _)?:
            return .handedOver(build, object)
        }
    }

    /// What a thread's built instance found in its entry once its `init` returned (`store`).
    enum Stored {
        /// The entry holds this instance: a re-entrant request of the builder finished its own
        /// first, kept so that the store holds a single instance.
        case existing(AnyObject)
        /// The built instance is in flight now (`injecting`), the builder's.
        case inFlight
        /// A task claimed the entry meanwhile (forgotten while the thread built it, a `clear()`):
        /// the built instance goes to its request only.
        case takenByTask
    }

    /// The step a thread takes on the entry it claimed once its instance's `init` returned,
    /// before its `didInject` runs, under the lock that guards the entry: it stores `object`,
    /// which `me` built, in flight (`injecting`, stale if the claim went stale), unless the entry
    /// holds an instance already. A freed entry takes it too: a re-entrant request of `me` for
    /// the same entry failed, and freed the entry both claimed (or the entry was forgotten).
    static func store(_ entry: inout CachedInstance?, _ object: AnyObject, owner me: UInt) -> Stored {
        var stale = false
        switch entry {
        case .strong(let existing)?, .injecting(_, let existing, _)?, .handedOver(_, let existing, _)?:
            return .existing(existing)
        case .weak(let box)?:
            if let existing = box.object { return .existing(existing) }
        case .building(_, let isStale)?:
            stale = isStale
        case .task?:
            return .takenByTask
        case nil:
            break
        }
        entry = .injecting(owner: me, object, stale: stale)
        return .inFlight
    }

    /// The step that ends a thread's claim, or the in-flight entry of a deferred `didInject`
    /// (whoever ran it), when `owns` says the entry is the caller's (given its owner, a thread or
    /// nil once handed to a build, and its instance once it exists): the entry is `settled`,
    /// keeping `object`, or freed (`object` nil, or the definition changed meanwhile). Returns
    /// false, changing nothing, otherwise.
    @discardableResult
    static func endClaim(
        _ entry: inout CachedInstance?, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool,
        where owns: (UInt?, AnyObject?) -> Bool
    ) -> Bool {
        let stale: Bool
        switch entry {
        case .building(let owner, let isStale)? where owns(owner, nil): stale = isStale
        case .injecting(let owner, let existing, let isStale)? where owns(owner, existing): stale = isStale
        case .handedOver(_, let existing, let isStale)? where owns(nil, existing): stale = isStale
        default: return false
        }
        entry = settled(stale ? nil : object, lifetime: lifetime, holdsContainer: holdsContainer)
        return true
    }

    /// The step that ends a task's build (`finishBuild`, `AsyncBuild.swift`) on its entry, if the
    /// entry is still the build's (not forgotten meanwhile): the entry is `settled`, keeping
    /// `object`, or freed (`object` nil: the build failed or went stale).
    static func endTask(
        _ entry: inout CachedInstance?, _ build: AsyncBuild, keeping object: AnyObject?, lifetime: Lifetime,
        holdsContainer: Bool
    ) {
        guard case .task(let current)? = entry, current === build else { return }
        entry = settled(object, lifetime: lifetime, holdsContainer: holdsContainer)
    }

    /// The step a thread's failed re-entrant build takes on the entry it shared with an outer
    /// build of the same thread, still in its `init`, which owns the claim: the entry goes back
    /// to that build (`building`), as it was before the re-entrant request, instead of being
    /// freed while the outer `init` runs (another thread would then build a second instance).
    static func restore(_ entry: inout CachedInstance?, to me: UInt) {
        switch entry {
        case .injecting(let owner, _, let stale)? where owner == me: entry = .building(owner: me, stale: stale)
        case nil: entry = .building(owner: me, stale: false)
        default: break
        }
    }

    /// Hands the in-flight entry of `object`, whose deferred `didInject` `build` runs, to that
    /// build (the entry names it as its owner); returns false, changing nothing, when the entry
    /// no longer holds `object` in flight.
    static func handOver(_ entry: inout CachedInstance?, _ object: AnyObject, to build: AsyncBuild) -> Bool {
        guard case .injecting(_, let existing, let stale)? = entry, existing === object else { return false }
        entry = .handedOver(build, object, stale: stale)
        return true
    }
}

// MARK: - A store's table of entries
//
// The entries of one store and what waits on them, one type for both stores: a container's
// cache (`ContainerState.cache`, under the container's lock) and a resolve's `.graph` store
// (`GraphScope`, under its owner's lock, or none). Beside the entries, the table knows which of
// them something waits for in the wait graph (`awaited`), so that the steps that tell the graph
// of an entry (it exists, it ended, a task waits for it) are written once. The caller holds the
// store's lock and names the entry as the graph knows it (`waitID`: the container, and the
// `.graph` store if it is one), so that two entries never share a wait.

/// How a store keys its entries: a container's cache by type and key (`KeyedTable`), a
/// resolve's `.graph` store by container, type and key (`GraphScope.Key`).
protocol EntryStorage {
    associatedtype Key: Hashable
    init()
    subscript(key: Key) -> CachedInstance? { get set }
}

extension KeyedTable: EntryStorage where Value == CachedInstance {}

extension Dictionary: EntryStorage where Value == CachedInstance {}

/// A store's cached-instance entries, and the waits on them (see above).
struct EntryTable<Entries: EntryStorage> {
    typealias Key = Entries.Key

    /// The entries.
    var entries = Entries()
    /// The keys of the entries a thread builds that another thread or a task waited for: only
    /// their builds tell the wait graph (`WaitGraph`) that the instance exists and that it is
    /// finished. An uncontended build never takes the graph's process-wide lock.
    var awaited: Set<Key> = []

    /// `CachedInstance.store` on the entry of `key`, and, when something waits for it, tells the
    /// wait graph that the instance exists.
    mutating func store(
        _ object: AnyObject, at key: Key, owner me: UInt, waitID: @autoclosure () -> WaitGraph.InstanceID
    ) -> CachedInstance.Stored {
        let stored = CachedInstance.store(&entries[key], object, owner: me)
        if case .inFlight = stored, !awaited.isEmpty, awaited.contains(key) { WaitGraph.setInjecting(waitID()) }
        return stored
    }

    /// `CachedInstance.endClaim` on the entry of `key`. Once it is no longer in flight, whoever
    /// calls, the waits for it are over (even before their threads and tasks wake), and no build
    /// holds its `didInject`; in flight for another claim (the caller's was forgotten), it keeps
    /// them for that claim to end. Returns whether the entry was the caller's.
    @discardableResult
    mutating func endClaim(
        _ key: Key, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool,
        waitID: @autoclosure () -> WaitGraph.InstanceID, where owns: (UInt?, AnyObject?) -> Bool
    ) -> Bool {
        let ended = CachedInstance.endClaim(
            &entries[key], keeping: object, lifetime: lifetime, holdsContainer: holdsContainer, where: owns)
        if !awaited.isEmpty, entries[key]?.isInFlight != true { endWaits(key, waitID()) }
        return ended
    }

    /// Frees the entry of `key`, which a thread that will never finish it claimed (a probe of
    /// `validate()` stopped by a failure it could not throw), and ends the waits for it.
    mutating func free(_ key: Key, waitID: @autoclosure () -> WaitGraph.InstanceID) {
        entries[key] = nil
        endWaits(key, waitID())
    }

    /// `CachedInstance.restore` on the entry of `key`.
    mutating func restore(_ key: Key, to me: UInt) {
        CachedInstance.restore(&entries[key], to: me)
    }

    /// `CachedInstance.handOver` on the entry of `key`, ending the waits for it: a waiting
    /// thread would now wait for an async build, which may suspend, so it claims again and fails
    /// with `.needsAwait`; a task claims again and waits for that build (`awaitEnd`).
    mutating func handOver(
        _ key: Key, _ object: AnyObject, to build: AsyncBuild, waitID: @autoclosure () -> WaitGraph.InstanceID
    ) {
        if CachedInstance.handOver(&entries[key], object, to: build) { endWaits(key, waitID()) }
    }

    /// For a task that waits, suspended, for the entry of `key` to be settled by the thread
    /// that builds it or by the async build its `didInject` was handed to: calls `wake` once it
    /// is (`WaitGraph.onFinish`), unless the task is cancelled. `waiter`, the party the task
    /// waits as if it runs in a build, waits for a build that holds the entry in the wait graph,
    /// so that a loop through it (that build waits for the waiter) hands the instance, which
    /// exists, to the waiter (`take`); `release`, another waiter's release this wait decided, is
    /// for the caller to call after the lock.
    mutating func awaitEnd(
        _ key: Key, waitID: WaitGraph.InstanceID, wait: Int, as waiter: WaitGraph.Party?, step: ResolutionStep,
        releasing release: inout (@Sendable () -> Void)?, _ wake: @escaping @Sendable () -> Void
    ) -> EntryWait {
        switch entries[key] {
        case .building?, .injecting?:
            awaited.insert(key)
            return WaitGraph.onFinish(waitID, wait: wait, wake) ? .waits(nil) : .over
        case .handedOver(let build, let object, _)?:
            // Told to the graph from now on: `endClaim` ends the wait, and forgets the instance.
            awaited.insert(key)
            // The wake-up first, so that a release the graph decides once it knows of the wait
            // (another party's wait closing a loop through it) finds it.
            guard WaitGraph.onFinish(waitID, wait: wait, wake) else { return .over }
            guard let waiter else { return .waits(nil) }
            // A release of the party's wait wakes every task waiting for the instance: several
            // tasks of one build wait as one party, and each must go and take it (tasks of other
            // parties woken with them claim again).
            switch WaitGraph.beginWait(
                waiter, for: WaitGraph.Party(build), .instance(waitID), step, exists: true,
                release: { WaitGraph.wakeTasks(waiting: waitID) }, releasing: &release)
            {
            case .wait(let number):
                return .waits(number)
            case .take, .cycle:
                // Not waited for after all: the wake-up goes, uncalled, unless a cancellation
                // or another party's release called it meanwhile (then the task was resumed).
                return .take(object, resumed: WaitGraph.cancelWait(waitID, wait) == nil)
            }
        case .strong?, .weak?, .task?, nil:
            return .over
        }
    }

    private mutating func endWaits(_ key: Key, _ waitID: @autoclosure () -> WaitGraph.InstanceID) {
        if !awaited.isEmpty, awaited.remove(key) != nil { WaitGraph.finish(waitID()) }
    }
}

/// What a task's wait for an entry in flight found (`EntryTable.awaitEnd`).
enum EntryWait {
    /// It waits until `wake` is called; as a party of the wait graph when `graphWait` numbers
    /// its wait there, to end once woken (`WaitGraph.endWait`).
    case waits(_ graphWait: Int?)
    /// Take this instance, which exists: waiting would close a loop. `resumed`: the task's
    /// wake-up was called already (by a cancellation meanwhile), so the caller must not resume
    /// it again.
    case take(AnyObject, resumed: Bool)
    /// Nothing to wait for (the entry is no longer in flight, or the task is cancelled): claim
    /// again.
    case over
}

extension EntryTable where Entries == KeyedTable<CachedInstance> {
    /// The entries still in flight, with what waits on them (what `clear()` keeps: their builds
    /// still run, and tell their waiters).
    var inFlight: EntryTable {
        var table = self
        table.entries = entries.filter { $0.value.isInFlight }
        return table
    }
}
