// The entries of one store of cached instances and what waits on them, one type for both
// stores: a container's cache (`ContainerState.cache`, under the container's lock) and each
// container's share of a resolve's `.graph` store (`GraphScope`, under its owner's lock, or
// none). Each entry is a cached instance's state machine (`CachedInstance`); beside the entries,
// the table knows which of them something waits for in the wait graph (`awaited`) and which a
// thread handed to an async build (`handedOver`), so that the steps that tell the wait graph of
// an entry (it exists, it ended, a task waits for a thread's build of it) are written once here,
// whichever store holds it. The caller holds the store's lock, and names the entry as the wait
// graph knows it (`waitID`: the container, and the `.graph` store if it is one), so that two
// entries never share a wait.

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
    /// The keys of the entries whose deferred `didInject` an async build runs (`handOver`), with
    /// that build: a thread outside that build's resolve must not block on them, since the build
    /// may suspend on what that thread holds up; its request fails with `.needsAwait`.
    var handedOver: [Key: ResolutionStep] = [:]

    /// `CachedInstance.store` on the entry of `key`, and, when something waits for it, tells the
    /// wait graph that the instance exists.
    mutating func store(
        _ object: AnyObject, at key: Key, owner me: UInt, waitID: @autoclosure () -> WaitGraph.InstanceID
    ) -> CachedInstance.Stored {
        let stored = CachedInstance.store(&entries[key], object, owner: me)
        if case .inFlight = stored, !awaited.isEmpty, awaited.contains(key) { WaitGraph.setInjecting(waitID()) }
        return stored
    }

    /// `CachedInstance.endClaim` on the entry of `key`; the waits for it are over (even before
    /// their threads and tasks wake up), and no build holds its `didInject` any more. Returns
    /// whether the entry was the caller's.
    @discardableResult
    mutating func endClaim(
        _ key: Key, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool,
        waitID: @autoclosure () -> WaitGraph.InstanceID, where owns: (UInt, AnyObject?) -> Bool
    ) -> Bool {
        endWaits(key, waitID())
        return CachedInstance.endClaim(
            &entries[key], keeping: object, lifetime: lifetime, holdsContainer: holdsContainer, where: owns)
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

    /// `CachedInstance.handOver` on the entry of `key`, which then names `build`, for the
    /// threads that must not wait for it.
    mutating func handOver(_ key: Key, _ object: AnyObject, to build: AsyncBuild) {
        if CachedInstance.handOver(&entries[key], object, to: build) { handedOver[key] = build.step }
    }

    /// For a task that waits, suspended, for the thread's build of the entry of `key`: calls
    /// `wake` once that build ends (`WaitGraph.onFinish`), unless the task is cancelled; returns
    /// whether it will (false too when no thread builds it any more).
    mutating func onThreadBuildEnd(
        _ key: Key, waitID: WaitGraph.InstanceID, wait: Int, _ wake: @escaping @Sendable () -> Void
    ) -> Bool {
        switch entries[key] {
        case .building?, .injecting?:
            awaited.insert(key)
            return WaitGraph.onFinish(waitID, wait: wait, wake)
        case .strong?, .weak?, .task?, nil:
            return false
        }
    }

    private mutating func endWaits(_ key: Key, _ waitID: @autoclosure () -> WaitGraph.InstanceID) {
        if !awaited.isEmpty, awaited.remove(key) != nil { WaitGraph.finish(waitID()) }
        if !handedOver.isEmpty { handedOver[key] = nil }
    }
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
