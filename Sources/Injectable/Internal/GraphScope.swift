/// The `.graph` lifetime's instances of one resolve: one store, whichever path asks for them.
///
/// The outermost request of a resolve owns it: a thread's outermost synchronous request (the
/// thread's `graphScope`, opened on first use and released when that request returns, see
/// `popFrame`), or an async resolve's outermost request (`AsyncFrame.graph`, opened on first use and
/// released with that request). A synchronous resolve inside an async one is part of that async resolve: its
/// thread takes the async resolve's store (`current`), so that every request of the resolve, a
/// thread's or a task's, shares its instances, and a type that conforms to both protocols has
/// one instance per resolve, whichever request built it.
///
/// An entry is a cached instance's state (`CachedInstance`), claimed and settled by the steps a
/// cached request takes in a container's cache, whichever path asks: a thread's request claims
/// it (`claim`, `building`), stores its instance in flight once `init` returned (`store`,
/// `injecting`: only its own path, or the build its deferred `didInject` went to, `handOver`,
/// gets it) and keeps it once `didInject` ran (`endClaim`, `settle`; freed on failure); a task's
/// build claims and settles it (`withEntry`, `task`, see `AsyncBuild.swift`), the outermost
/// async request's in the store its own frame opens. The store keeps every container it has an
/// entry for alive until it is released, so that no other container can take a freed one's
/// address, and with it its instances.
///
/// The lock rule: a thread's store is touched by its own thread alone, with no lock; an async
/// resolve's, which its tasks (and the threads they resolve on) may touch at once, only under
/// the lock of `owner`, the container its outermost request asked, which also guards the
/// fields of the builds of its entries (`AsyncBuild.owner`) and of its requests
/// (`AsyncFrame.firstInsertion`).
@usableFromInline
final class GraphScope {
    /// An entry's key: the container asked, the type and the key.
    struct Key: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    /// The container whose lock guards an async resolve's store; nil for a thread's.
    let owner: DependencyContainer?
    /// The entries, and the waits on them: the table a container's cache has, keyed by container
    /// too.
    private var table = EntryTable<[Key: CachedInstance]>()
    private var containers: [ObjectIdentifier: DependencyContainer] = [:]

    /// A store for a thread's outermost request (`owner` nil), or for an async resolve whose
    /// outermost request asked `owner`.
    init(owner: DependencyContainer?) { self.owner = owner }

    /// The calling thread's store, opened on first use: the async resolve's that the thread's
    /// path runs in (see `RequestContext`; none while no async request runs anywhere), or one of
    /// its own.
    @usableFromInline
    static func current(_ thread: ThreadState) -> GraphScope {
        if let scope = thread.graphScope { return scope }
        let scope = RequestContext.enclosingAsyncRequest(thread)?.root.graph ?? GraphScope(owner: nil)
        thread.graphScope = scope
        return scope
    }

    /// Ends the calling thread's use of its store, releasing the instances of one of its own
    /// once the thread has none: their deinits may resolve, and start a store of their own.
    static func end(_ thread: ThreadState) {
        let ended = thread.graphScope
        thread.graphScope = nil
        withExtendedLifetime(ended) {}
    }

    /// Runs `body` on the entry of `key` in `container`, under the lock the rule above asks for
    /// (so never user code in `body`), keeping `container` alive with the store.
    func withEntry<R>(_ container: DependencyContainer, _ key: CacheKey, _ body: (inout CachedInstance?) -> R) -> R {
        locked {
            containers[ObjectIdentifier(container)] = container
            return body(&table.entries[Key(container: ObjectIdentifier(container), key: key)])
        }
    }

    /// A thread's claim of the entry of `key` in `container` (`CachedInstance.claim`, answered
    /// by `threadClaim` as in a container's cache): the instance to hand out, or nil once the
    /// entry is `me`'s to build (`building`), or, for a re-entrant request of `me`, to build
    /// again (a cycle the cycle rule stops). A wait for another thread's build, which only an
    /// async resolve's store can hold, is slept after the owner's lock.
    func claim(in container: DependencyContainer, _ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame)
        throws(ResolutionError) -> AnyObject?
    {
        let entry = Key(container: ObjectIdentifier(container), key: key)
        let claimed = ClaimStep<AnyObject?>.repeating { released in
            locked {
                var notKept: [AnyObject] = []  // never filled: a `.graph` entry is never weak
                let claim = CachedInstance.claim(&table.entries[entry], lifetime: lifetime, released: &notKept) {
                    .building(owner: me, stale: false)
                }
                switch container.threadClaim(
                    claim, by: me, frame: frame, waitID: waitID(in: container, key), canWait: owner != nil,
                    released: released, awaited: { table.awaited.insert(entry) })
                {
                case .take(let object): return .done(.success(object))
                case .build:
                    // Kept alive with the store from its first entry on (a hit's was, then).
                    containers[entry.container] = container
                    return .done(.success(nil))
                case .failure(let error): return .done(.failure(error))
                case .wait(let wait): return .sleep(wait)
                }
            }
        }
        return try claimed.get()
    }

    /// Stores `object`, which `me` built, in flight (`injecting`) before its `didInject` runs;
    /// returns the instance the entry holds afterwards: `object`, or one a re-entrant request of
    /// `me` stored first (kept, so that the resolve has a single instance).
    func store(_ object: AnyObject, in container: DependencyContainer, _ key: CacheKey, owner me: UInt) -> AnyObject {
        locked {
            let stored = table.store(
                object, at: Key(container: ObjectIdentifier(container), key: key), owner: me,
                waitID: waitID(in: container, key))
            switch stored {
            case .existing(let existing): return existing
            case .inFlight, .takenByTask: return object
            }
        }
    }

    /// Settles the entry `me` claimed: keeps `object` (`CachedInstance.settled`), or frees the
    /// entry when the build failed (`object` nil); wakes what waits for it.
    func endClaim(
        in container: DependencyContainer, _ key: CacheKey, owner me: UInt, keeping object: AnyObject?,
        lifetime: Lifetime
    ) {
        endClaim(in: container, key, keeping: object, lifetime: lifetime) { owner, _ in owner == me }
    }

    /// Gives the entry of `key` in `container` back to the outer build of `me`
    /// (`CachedInstance.restore`).
    func restore(in container: DependencyContainer, _ key: CacheKey, to me: UInt) {
        locked { table.restore(Key(container: ObjectIdentifier(container), key: key), to: me) }
    }

    /// Settles the in-flight entry of `object`, whose deferred `didInject` ran (whoever ran it:
    /// its thread, or the build it was handed to), as `endClaim` does: kept when `injected`.
    func settle(
        in container: DependencyContainer, _ key: CacheKey, deferred object: AnyObject, injected: Bool,
        lifetime: Lifetime
    ) {
        endClaim(in: container, key, keeping: injected ? object : nil, lifetime: lifetime) { _, existing in
            existing === object
        }
    }

    private func endClaim(
        in container: DependencyContainer, _ key: CacheKey, keeping object: AnyObject?, lifetime: Lifetime,
        where owns: (UInt?, AnyObject?) -> Bool
    ) {
        locked {
            _ = table.endClaim(
                Key(container: ObjectIdentifier(container), key: key), keeping: object, lifetime: lifetime,
                holdsContainer: false, waitID: waitID(in: container, key),
                where: owns)
        }
    }

    /// Hands the in-flight entry of `object`, whose deferred `didInject` `build` runs, to that
    /// build, as `DependencyContainer.handOver` does for a container's entry: the requests of the
    /// build's path get the instance (`threadClaim`); other tasks wait, other threads' requests
    /// fail with `.needsAwait`.
    func handOver(in container: DependencyContainer, _ key: CacheKey, _ object: AnyObject, to build: AsyncBuild) {
        locked {
            table.handOver(
                Key(container: ObjectIdentifier(container), key: key), object, to: build,
                waitID: waitID(in: container, key))
        }
    }

    /// A task's wait for the entry of `key` in `container` to be settled (`EntryTable.awaitEnd`).
    func awaitEnd(
        in container: DependencyContainer, _ key: CacheKey, wait: Int, as waiter: WaitGraph.Party?,
        step: ResolutionStep, releasing release: inout (@Sendable () -> Void)?,
        _ wake: @escaping @Sendable () -> Void
    ) -> EntryWait {
        locked {
            table.awaitEnd(
                Key(container: ObjectIdentifier(container), key: key), waitID: waitID(in: container, key), wait: wait,
                as: waiter, step: step, releasing: &release, wake)
        }
    }

    /// The entry as the wait graph knows it: one wait per entry, so that the waits of two
    /// resolves never meet, and an entry of one container is never taken for another's (that
    /// one's instance existing, or finished).
    func waitID(in container: DependencyContainer, _ key: CacheKey) -> WaitGraph.InstanceID {
        WaitGraph.InstanceID(container: ObjectIdentifier(container), key: key, store: ObjectIdentifier(self))
    }

    private func locked<R>(_ body: () -> R) -> R {
        guard let owner else { return body() }
        return owner.state.withLock { _ in body() }
    }
}

/// A resolve's `.graph` store as the entry store of a thread's cached request
/// (`CachedRequest.swift`): the calling thread's `GraphScope` (`current`), whose entries it takes
/// for `container`; the isolation domain of what a thread built is recorded in the process's
/// records (`noteBuilt`), and a hit's is looked up there.
@usableFromInline
struct GraphStore: EntryStore {
    @usableFromInline let container: DependencyContainer
    @usableFromInline let scope: GraphScope

    /// The calling thread's store, for a request of `container`.
    @inlinable
    init(_ container: DependencyContainer) {
        self.container = container
        scope = GraphScope.current(currentThread())
    }

    @usableFromInline
    func claim<T: AnyObject>(_ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame)
        throws(ResolutionError) -> T?
    {
        try claimInstance(T.self, key: key, lifetime: lifetime, frame: frame)
    }

    @usableFromInline
    func buildFailed(_ error: any Error, _ type: Any.Type, key: String?, lifetime: Lifetime, frame: Frame)
        -> ResolutionError
    {
        freeFailedBuild(error, type, key: key, lifetime: lifetime, frame: frame)
    }

    @usableFromInline
    func keepBuilt<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, frame: Frame, inject shouldInject: Bool
    ) throws(ResolutionError) -> T {
        try keepInstance(object, key: key, lifetime: lifetime, frame: frame, inject: shouldInject)
    }

    func claimEntry(_ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame)
        throws(ResolutionError) -> (AnyObject, KnownDomain)?
    {
        guard let object = try scope.claim(in: container, key, lifetime: lifetime, by: me, frame: frame) else {
            return nil
        }
        return (object, .unknown)  // its domain is in the process's records: see IsolationDomain.swift
    }

    func store<T: AnyObject>(_ object: T, at key: CacheKey, owner me: UInt) -> AnyObject {
        let stored = scope.store(object, in: container, key, owner: me)
        if stored === object { noteBuilt(object, T.self) }  // its isolation domain: see IsolationDomain.swift
        return stored
    }

    func endClaim(_ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool)
    {
        scope.endClaim(in: container, key, owner: me, keeping: object, lifetime: lifetime)
    }

    func restore(_ key: CacheKey, to me: UInt) {
        scope.restore(in: container, key, to: me)
    }

    func settle(_ key: CacheKey, deferred object: AnyObject, injected: Bool, lifetime: Lifetime, holdsContainer: Bool) {
        scope.settle(in: container, key, deferred: object, injected: injected, lifetime: lifetime)
    }

    func handOver(_ key: CacheKey, _ object: AnyObject, to build: AsyncBuild) {
        scope.handOver(in: container, key, object, to: build)
    }
}
