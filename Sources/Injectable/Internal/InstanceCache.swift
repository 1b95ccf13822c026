// The instance cache of `.transient`, `.persistent` and `.scoped` objects: a container's
// entries (`ContainerState.cache`), each one cached instance's state machine
// (`CachedInstance.swift`), built exactly once across threads and tasks. This file holds the hit,
// and the cache's primitives as the entry store of a thread's cached request (`ContainerCache`;
// the request's steps, the same for a resolve's `.graph` store, are in `CachedRequest.swift`):
// the claim, the store and the end of the claim, under the container's lock.
//
// `claim` returns a finished instance, waits while another thread builds one (unless waiting
// would deadlock, see `WaitGraph.swift`), or makes the caller the builder. The instance is
// stored before its `didInject` runs, so that a cycle closed there gets it back. A finished
// kept instance is a hit (`keptHit`): one look-up under the container's lock.

// MARK: - Hits

extension DependencyContainer {
    /// A complete instance this container keeps strongly for a request of `lifetime` (in a
    /// scope, also one it got from its home), if there is one; `sendable`: `T` is known
    /// `Sendable`, and `isolation` is the caller's.
    @inlinable
    func keptHit<T: AnyObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, sendable: Bool, isolation: (any Actor)?
    ) throws(ResolutionError) -> T? {
        // A type not known `Sendable` is handed over only in its domain: see IsolationDomain.swift.
        if !sendable { return try keptHandOver(T.self, key: key, lifetime: lifetime, isolation: isolation) }
        guard let object = keptInstance(CacheKey(T.self, key)) else { return nil }
        if Diagnostics.isActive { reportHit(T.self, key: key, lifetime: lifetime) }
        // The cache holds only instances built for this key, that is of type `T`.
        return unsafeDowncast(object, to: T.self)
    }

    /// The complete persistent instance kept for `key`, read under the lock: this container's,
    /// or, for an unkeyed one in a scope, the instance the scope got from its home.
    @usableFromInline
    func keptInstance(_ key: CacheKey) -> AnyObject? {
        state.withLock { state in
            if case .strong(let object)? = state.cache.entries[key] { return object }
            return key.key == nil && !state.inherited.isEmpty ? state.inherited[key.type]?.object : nil
        }
    }

    /// `keptInstance`, with what is known of its isolation domain.
    func keptEntry(_ key: CacheKey) -> (object: AnyObject, domain: KnownDomain)? {
        state.withLock { state in
            if case .strong(let object)? = state.cache.entries[key] {
                return (object, state.knownDomain(of: object, at: key))
            }
            guard key.key == nil, !state.inherited.isEmpty, let kept = state.inherited[key.type] else { return nil }
            return (kept.object, kept.domain)
        }
    }
}

// MARK: - The cache as an entry store

/// A container's cache as the entry store of a thread's cached request (`CachedRequest.swift`):
/// its entries are `ContainerState.cache`, under the container's lock, with the isolation
/// domain of what a thread built beside each (`ContainerState.domains`, `KeptDomain`).
@usableFromInline
struct ContainerCache: EntryStore {
    @usableFromInline let container: DependencyContainer

    @inlinable
    init(_ container: DependencyContainer) { self.container = container }

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
}

extension ContainerCache {
    /// Returns the cached instance for `key` with what is known of its isolation domain, or
    /// marks it as being built by `me` and returns `nil`. Waits, after the lock, while another
    /// thread builds it, unless waiting would deadlock.
    func claimEntry(_ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame)
        throws(ResolutionError) -> (AnyObject, KnownDomain)?
    {
        let waitID = WaitGraph.InstanceID(key, in: container)
        // What pruning found alive, released after the lock (see `pruneReleasedInstances`).
        var pruned: [AnyObject] = []
        defer { withExtendedLifetime(pruned) {} }
        let claimed = ClaimStep<(AnyObject, KnownDomain)?>.repeating { released in
            container.state.withLock { state in
                if state.cache.entries[key] == nil { state.pruneReleasedInstances(keepingAlive: &pruned) }
                let claim = CachedInstance.claim(&state.cache.entries[key], lifetime: lifetime, released: &pruned) {
                    .building(owner: me, stale: false)
                }
                switch container.threadClaim(
                    claim, by: me, frame: frame, waitID: waitID, canWait: true, released: released,
                    awaited: { state.cache.awaited.insert(key) })
                {
                case .take(let object): return .done(.success((object, state.knownDomain(of: object, at: key))))
                case .build: return .done(.success(nil))
                case .failure(let error): return .done(.failure(error))
                case .wait(let wait): return .sleep(wait)
                }
            }
        }
        return try claimed.get()
    }

    /// Stores a freshly built instance before its `didInject` runs. Returns the instance the
    /// cache holds afterwards: `object`, or one a re-entrant request of this thread stored first.
    /// What is known of the domain of the build is kept for the instance the cache holds.
    func store<T: AnyObject>(_ object: T, at key: CacheKey, owner me: UInt) -> AnyObject {
        // Kept with its isolation domain: see IsolationDomain.swift.
        let domain = builtDomain(T.self)
        return container.state.withLock { state in
            switch state.cache.store(object, at: key, owner: me, waitID: WaitGraph.InstanceID(key, in: container)) {
            case .existing(let existing):
                state.domains[key] = KeptDomain(existing, domain)
                return existing
            case .inFlight:
                state.domains[key] = KeptDomain(object, domain)
                return object
            case .takenByTask:
                return object
            }
        }
    }

    /// Ends `me`'s ownership of an instance: stores `object` with its lifetime, or frees the
    /// entry when building failed or the definition changed meanwhile, and wakes the threads
    /// waiting for it. `holdsContainer`: for a transient instance, see `WeakBox`.
    func endClaim(
        _ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool
    ) {
        endClaim(key, keeping: object, lifetime: lifetime, holdsContainer: holdsContainer) { owner, _ in owner == me }
    }

    func restore(_ key: CacheKey, to me: UInt) {
        container.state.withLock { state in state.cache.restore(key, to: me) }
    }

    /// Ends the in-flight entry of `object`, whose deferred `didInject` ran (whoever ran it: its
    /// thread, or the build it was handed to, see `handOver`), as `endClaim` ends a claim:
    /// keeping it when `injected`, freeing the entry otherwise.
    func settle(
        _ key: CacheKey, deferred object: AnyObject, injected: Bool, lifetime: Lifetime, holdsContainer: Bool
    ) {
        endClaim(key, keeping: injected ? object : nil, lifetime: lifetime, holdsContainer: holdsContainer) {
            _, existing in existing === object
        }
    }

    /// Ends the claim of the entry of `key` when `owns` says it is the caller's (given the
    /// owner, and the instance if it exists); see `endClaim(_:owner:…)`.
    private func endClaim(
        _ key: CacheKey, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool,
        where owns: (UInt?, AnyObject?) -> Bool
    ) {
        container.state.withLock { state in
            let ended = state.cache.endClaim(
                key, keeping: object, lifetime: lifetime, holdsContainer: holdsContainer,
                waitID: WaitGraph.InstanceID(key, in: container), where: owns)
            if ended, state.cache.entries[key] == nil { state.domains[key] = nil }
        }
    }
}
