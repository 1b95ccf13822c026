// A thread's request for a cached instance: one path over either entry store, a container's
// cache (`ContainerCache`, `InstanceCache.swift`: `.transient`, `.persistent`, `.scoped`) or a
// resolve's `.graph` store (`GraphStore`, `GraphScope.swift`). The steps are the same for both:
// claim the entry (`CachedInstance.claim`, answered by `threadClaim`), build, store the instance
// in flight once `init` returned, run (or defer) its `didInject`, keep it with its lifetime, or
// free the entry on failure. What differs is a store's primitives (`EntryStore`): its lock and
// table, and where it records the isolation domain of what a thread built.
//
// NB: the request path is generic over the store, never an existential, so that it specialises
// to each store: `cachedObject` is inlined into the caller, and the steps it calls out of line
// are each store's own (`CachedRequestStore`), which forward to the one generic step here.

/// The entry store a thread's cached request works on, as the inlined request path sees it: the
/// steps `cachedObject` calls out of line, each a store's own entry to the one generic step
/// (`EntryStore`), so that the caller calls the specialised step directly.
@usableFromInline
protocol CachedRequestStore {
    /// The container the request asked, whose registration builds the instance.
    var container: DependencyContainer { get }
    /// `EntryStore.claimInstance`.
    func claim<T: AnyObject>(_ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame)
        throws(ResolutionError) -> T?
    /// `EntryStore.freeFailedBuild`.
    func buildFailed(_ error: any Error, _ type: Any.Type, key: String?, lifetime: Lifetime, frame: Frame)
        -> ResolutionError
    /// `EntryStore.keepInstance`.
    func keepBuilt<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, frame: Frame, inject shouldInject: Bool
    ) throws(ResolutionError) -> T
}

/// The primitives of an entry store, the only steps of a thread's cached request that differ
/// between a container's cache and a resolve's `.graph` store, each under the store's lock.
protocol EntryStore: CachedRequestStore {
    /// `me`'s claim of the entry of `key` (`CachedInstance.claim`, answered by `threadClaim`):
    /// the instance to hand out, with what is known of its domain, or nil once the entry is `me`'s
    /// to build. Throws the failure of the claim (not yet reported).
    func claimEntry(_ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame)
        throws(ResolutionError) -> (AnyObject, KnownDomain)?
    /// Stores `object`, which `me` built, in flight (`injecting`) before its `didInject` runs,
    /// recording its isolation domain; returns the instance the entry holds afterwards: `object`,
    /// or one a re-entrant request of `me` stored first.
    func store<T: AnyObject>(_ object: T, at key: CacheKey, owner me: UInt) -> AnyObject
    /// Ends `me`'s claim: keeps `object` with its lifetime, or frees the entry (`object` nil, or
    /// the definition changed meanwhile); wakes what waits for it.
    func endClaim(_ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool)
    /// Gives the entry back to the outer build of `me` after `me`'s re-entrant build of it failed
    /// (`CachedInstance.restore`); wakes nothing: the outer build still runs.
    func restore(_ key: CacheKey, to me: UInt)
    /// Ends the in-flight entry of `object`, whose deferred `didInject` ran (whoever ran it), as
    /// `endClaim` does: kept when `injected`.
    func settle(_ key: CacheKey, deferred object: AnyObject, injected: Bool, lifetime: Lifetime, holdsContainer: Bool)
    /// Hands the in-flight entry of `object` to `build`, which runs its deferred `didInject`.
    func handOver(_ key: CacheKey, _ object: AnyObject, to build: AsyncBuild)
}

extension CachedRequestStore {
    /// A cached instance of this store, built exactly once by `make`, and injected unless
    /// `overridden` (`make` runs the override that replaces the type).
    ///
    /// NB: `@inline(__always)`: a frame of its own would stay on the stack while the graph
    /// below is built (what happens before and after the build is in `claim` and `keepBuilt`).
    @inlinable
    @inline(__always)
    func cachedObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, overridden: Bool,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if let existing = try claim(T.self, key: key, lifetime: lifetime, frame: frame) { return existing }
        if lifetime.outlivesResolve, overridden || ProcessCounter.overrides.isActive {
            container.recheckOverride(T.self, key: key, overridden: overridden)
        }
        let object: T
        do { object = try make(container) } catch {
            throw buildFailed(error, T.self, key: key, lifetime: lifetime, frame: frame)
        }
        return try keepBuilt(object, key: key, lifetime: lifetime, frame: frame, inject: !overridden)
    }
}

extension EntryStore {
    /// The finished instance the store holds for `T` under `key` (reported as a hit, and handed
    /// over only in its domain), or `nil` after marking the request's frame as building a cached
    /// instance and this thread as its builder.
    func claimInstance<T: AnyObject>(_ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame)
        throws(ResolutionError) -> T?
    {
        let thread = currentThread()
        markCached(frame, kept: lifetime.isKept)
        let claimed: (AnyObject, KnownDomain)?
        do throws(ResolutionError) {
            claimed = try claimEntry(CacheKey(T.self, key), lifetime: lifetime, by: thread.id, frame: frame)
        } catch {
            throw container.failed(error)
        }
        guard let (existing, domain) = claimed else {
            thread.beginCachedInit()
            return nil
        }
        if Diagnostics.isActive { container.reportResolved(frame, lifetime: lifetime, cacheHit: true) }
        // The store holds only instances built for this key, that is of type `T`.
        let object = unsafeDowncast(existing, to: T.self)
        // Handed over only in its domain: see IsolationDomain.swift.
        try container.checkHandOver(object, domain, key: key, lifetime: lifetime, at: frame)
        return object
    }

    /// Frees the entry a failed build claimed; returns the located error to throw.
    func freeFailedBuild(_ error: any Error, _ type: Any.Type, key: String?, lifetime: Lifetime, frame: Frame)
        -> ResolutionError
    {
        let thread = currentThread()
        endFailedClaim(CacheKey(type, key), by: thread.id, lifetime: lifetime, frame: frame)
        thread.endFailedCachedInit()
        return container.wrap(error, frame)
    }

    /// Ends the claim of a build at `frame` that failed: frees the entry, unless the build was a
    /// re-entrant one (an outer request of this thread for the same entry still runs its `init`
    /// and owns the claim), whose entry goes back to that outer build.
    func endFailedClaim(_ key: CacheKey, by me: UInt, lifetime: Lifetime, frame: Frame) {
        if isReentrantBuild(frame) { return restore(key, to: me) }
        endClaim(key, owner: me, keeping: nil, lifetime: lifetime, holdsContainer: false)
    }

    /// Stores a freshly built instance in flight, runs its `didInject` (when `inject`; deferred
    /// where the rule sends it), and keeps it with its lifetime; returns the instance the store
    /// holds. A failure a property read inside the build left pending fails the build instead,
    /// and a failed `didInject` frees the entry: no later request gets either.
    func keepInstance<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, frame: Frame, inject shouldInject: Bool
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        let cacheKey = CacheKey(T.self, key)
        // A failure a property read inside the build could not throw fails the build.
        if thread.hasPendingFailure, let failure = thread.takePendingFailure(ownedBy: frame) {
            endFailedClaim(cacheKey, by: thread.id, lifetime: lifetime, frame: frame)
            thread.endFailedCachedInit()
            throw failure
        }
        let stored = store(object, at: cacheKey, owner: thread.id)
        thread.noteCachedInstance()
        guard stored === object else {
            // A re-entrant request of this thread finished its own instance first (the type was
            // asked for again from a `didInject` of a value while its `init` ran): keep that
            // one, so the store holds a single instance.
            try thread.endCachedInit()
            if Diagnostics.isActive { container.reportResolved(frame, lifetime: lifetime, cacheHit: true) }
            return unsafeDowncast(stored, to: T.self)
        }
        do throws(ResolutionError) {
            try thread.endCachedInit()
            // Deferred while a cached `init` below this one on the path still runs: see
            // Construction.swift. The call settles the entry.
            if shouldInject,
                thread.deferInjection({
                    deferredInjection(
                        object, key: key, lifetime: lifetime, holdsContainer: frame.pointee.holdsContainer)
                })
            {
                if Diagnostics.isActive { container.reportBuilt(frame, object, lifetime: lifetime) }
                return object
            }
            if shouldInject { try container.inject(object, thread, frame) }
        } catch {
            // Not injected: no later request gets it.
            endFailedClaim(cacheKey, by: thread.id, lifetime: lifetime, frame: frame)
            throw error
        }
        endClaim(
            cacheKey, owner: thread.id, keeping: object, lifetime: lifetime,
            holdsContainer: frame.pointee.holdsContainer)
        if Diagnostics.isActive { container.reportBuilt(frame, object, lifetime: lifetime) }
        return object
    }
}

/// Whether the cached request at `frame` repeats an outer request of its thread for the same
/// entry (container, type and key) whose `init` still runs: a re-entrant build, on the claim
/// that outer request owns (`threadClaim`). Asked only when a build fails.
func isReentrantBuild(_ frame: Frame) -> Bool {
    let request = frame.pointee
    var next = request.parent
    while let earlier = next {
        let outer = earlier.pointee
        if outer.isCached, outer.role == .type, outer.container === request.container,
            ObjectIdentifier(outer.type) == ObjectIdentifier(request.type), outer.key == request.key
        {
            return true
        }
        next = outer.parent
    }
    return false
}

// MARK: - What a thread does with its claim

extension DependencyContainer {
    /// What a thread's request does with what `CachedInstance.claim` found in its entry, the
    /// same for a container's cache and a resolve's `.graph` store, under the lock that guards
    /// the entry (`canWait` false for a store only its own thread touches, where every build in
    /// flight is this thread's): what `Claim.answer` says, the rule a task's request follows
    /// too, with a thread's way to wait. A finished instance is taken; the claimed entry, or this
    /// thread's own `init` in flight (a re-entrant request, see `store`), is built. Another
    /// thread's build is waited for (`wait`, slept by the caller after the lock), unless waiting
    /// would deadlock (then a cycle through `init`, or the instance handed out while its
    /// `didInject` runs); one handed to a build of another resolve, or one a task builds, fails
    /// with `.needsAwait`, since that build may suspend and a thread blocked here could hold up
    /// what it waits for. `released`: the instance the thread's last wait for this entry was
    /// released to take as it is (`WaitGraph.ThreadWait.sleep`). `awaited` records that
    /// something waits for the entry.
    func threadClaim(
        _ claim: CachedInstance.Claim, by me: UInt, frame: Frame, waitID: WaitGraph.InstanceID, canWait: Bool,
        released: AnyObject?, awaited: () -> Void
    ) -> ThreadClaim {
        switch claim.answer(by: me, in: RequestContext.current().asyncRequest, released: released) {
        case .take(let object):
            return .take(object)
        case .build:
            return .build
        case .waitForThread(let owner, nil):
            guard canWait else { preconditionFailure("only its own thread builds in a thread's own store") }
            awaited()
            switch WaitGraph.prepareWait(me, for: owner, instance: waitID, type: frame.pointee.type) {
            case .wait(let wait):
                return .wait(wait)
            case .wouldDeadlock(let loop):
                // The owner waits (transitively) for us: on one thread this would be a cycle
                // through `init(container:)`, so report it as one. (Reported to the diagnostics
                // hook by the caller, outside the lock.)
                return .failure(
                    ResolutionError(
                        kind: .cycle, path: ResolutionFrame.path(to: frame),
                        cycle: ResolutionFrame.cycle(to: frame, across: loop)))
            }
        case .waitForBuild(let build, let object):
            // Handed to a build of another resolve: that build may suspend, and a thread blocked
            // here could hold up what it waits for (as for an entry a task builds). Unless that
            // build waits for the party this request runs in: then the instance, which exists, is
            // the request's, as it would be a task's of that party (`EntryTable.awaitEnd`).
            if let party = LazyBuild.party(at: RequestContext.current().asyncRequest),
                WaitGraph.wouldCloseLoop(party, waitingFor: WaitGraph.Party(build))
            {
                return .take(object)
            }
            return .failure(
                ResolutionError(kind: .needsAwait, path: ResolutionFrame.path(to: frame), awaitedBuild: build.step))
        case .waitForThread(let owner, let object?):
            guard canWait else { preconditionFailure("only its own thread builds in a thread's own store") }
            // The instance exists; only its `didInject` is running. If its owner waits for us,
            // hand it out as a single thread would, instead of deadlocking.
            awaited()
            switch WaitGraph.prepareWait(me, for: owner, instance: waitID, existing: object, type: frame.pointee.type) {
            case .wait(let wait): return .wait(wait)
            case .wouldDeadlock: return .take(object)
            }
        case .waitForTask(let build):
            // A task builds it (the type conforms to the async protocol too) and may suspend: a
            // thread blocked here could hold up what that build waits for. What a request may
            // take of it before it ends is the rule a task's request follows too (`join`).
            if let object = build.instance, build.mayBeTaken(at: RequestContext.current().asyncRequest) {
                return .take(object)
            }
            return .failure(ResolutionError(kind: .needsAwait, path: ResolutionFrame.path(to: frame)))
        }
    }
}

/// One turn of a thread's claim, under the lock of what it claims: done, or a wait to sleep
/// after the lock, then claim again.
enum ClaimStep<Claimed> {
    case done(Result<Claimed, ResolutionError>)
    case sleep(WaitGraph.ThreadWait)

    /// Takes turns (`turn`, each under its lock) until one is done, sleeping each wait a turn
    /// returns after that turn's lock; the next turn is told the instance the wait was released
    /// to take as it is (`released`), if it was. The one claim loop of a thread: a cached
    /// request's, in either store, and a `Lazy`'s or an `@Injected` property's.
    static func repeating(_ turn: (_ released: AnyObject?) -> ClaimStep) -> Result<Claimed, ResolutionError> {
        var released: AnyObject?
        while true {
            switch turn(released) {
            case .done(let result): return result
            case .sleep(let wait): released = wait.sleep()
            }
        }
    }
}

/// What a thread's request does with its claim (`threadClaim`).
enum ThreadClaim {
    /// Hand out this instance.
    case take(AnyObject)
    /// Build the instance: the entry is the request's (or its own re-entrant build's).
    case build
    case failure(ResolutionError)
    /// Wait for another thread (`WaitGraph.ThreadWait.sleep`) after the lock, then claim again.
    case wait(WaitGraph.ThreadWait)
}
