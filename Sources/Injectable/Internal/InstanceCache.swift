// The instance cache of `.transient`, `.persistent` and `.scoped` objects: a container's
// entries (`ContainerState.instances`), each one cached instance's state machine
// (`CachedInstance.swift`), built exactly once across threads and tasks. This file holds what a
// thread's request does with it: the hit, the claim, the store and the end of the claim.
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
            if case .strong(let object)? = state.instances[key] { return object }
            return key.key == nil && !state.inherited.isEmpty ? state.inherited[key.type]?.object : nil
        }
    }

    /// `keptInstance`, with what is known of its isolation domain.
    func keptEntry(_ key: CacheKey) -> (object: AnyObject, domain: KnownDomain)? {
        state.withLock { state in
            if case .strong(let object)? = state.instances[key] {
                return (object, state.knownDomain(of: object, at: key))
            }
            guard key.key == nil, !state.inherited.isEmpty, let kept = state.inherited[key.type] else { return nil }
            return (kept.object, kept.domain)
        }
    }
}

// MARK: - Building through the cache

extension DependencyContainer {
    /// A `.transient`, `.persistent` or `.scoped` instance of this container's cache, built
    /// exactly once across threads by `make`, and injected unless `overridden` (`make` runs the
    /// override that replaces the type).
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
        if overridden || ProcessCounter.overrides.isActive { recheckOverride(T.self, key: key, overridden: overridden) }
        let object: T
        do { object = try make(self) } catch {
            throw buildFailed(error, T.self, key: key, lifetime: lifetime, frame: frame)
        }
        return try keepBuilt(object, key: key, lifetime: lifetime, frame: frame, inject: !overridden)
    }

    /// Frees the entry a failed build claimed; returns the located error to throw.
    @usableFromInline
    func buildFailed(_ error: any Error, _ type: Any.Type, key: String?, lifetime: Lifetime, frame: Frame)
        -> ResolutionError
    {
        let thread = currentThread()
        endClaim(CacheKey(type, key), owner: thread.id, keeping: nil, lifetime: lifetime)
        thread.endFailedCachedInit()
        return wrap(error, frame)
    }

    /// Stores a freshly built instance, runs its `didInject` (when `inject`), and keeps it with
    /// its lifetime; returns the instance the cache holds. A failure a property read inside the
    /// build left pending fails the build instead: the claimed entry is freed and it is thrown.
    @usableFromInline
    func keepBuilt<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, frame: Frame, inject shouldInject: Bool
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        let cacheKey = CacheKey(T.self, key)
        // A failure a property read inside the build could not throw fails the build.
        if thread.hasPendingFailure, let failure = thread.takePendingFailure(ownedBy: frame) {
            endClaim(cacheKey, owner: thread.id, keeping: nil, lifetime: lifetime)
            thread.endFailedCachedInit()
            throw failure
        }
        // Kept with its isolation domain: see IsolationDomain.swift.
        let stored = store(object, at: cacheKey, owner: thread.id, domain: builtDomain(T.self))
        thread.noteCachedInstance()
        guard stored === object else {
            // A re-entrant request of this thread finished its own instance first (the type was
            // asked for again from a `didInject` of a value while its `init` ran): keep that
            // one, so the container holds a single instance.
            try thread.endCachedInit()
            report(frame, lifetime: lifetime, cacheHit: true)
            return unsafeDowncast(stored, to: T.self)
        }
        do {
            try thread.endCachedInit()
            // Deferred while a cached `init` below this one on the path still runs: see
            // Construction.swift.
            if shouldInject,
                thread.deferInjection({
                    deferredInjection(
                        object, key: key, lifetime: lifetime, holdsContainer: frame.pointee.holdsContainer)
                })
            {
                report(frame, built: object, lifetime: lifetime)
                return object
            }
            if shouldInject { try inject(object, thread, frame) }
        } catch {
            endClaim(cacheKey, owner: thread.id, keeping: nil, lifetime: lifetime)
            throw error
        }
        endClaim(
            cacheKey, owner: thread.id, keeping: object, lifetime: lifetime,
            holdsContainer: frame.pointee.holdsContainer)
        report(frame, built: object, lifetime: lifetime)
        return object
    }

    /// The finished instance cached for `T` under `key` (reported as a hit), or `nil` after
    /// marking the request's frame as building a cached instance and this thread as its builder.
    @usableFromInline
    func claim<T: AnyObject>(_ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame)
        throws(ResolutionError) -> T?
    {
        let thread = currentThread()
        markCached(frame, kept: lifetime.isKept)
        guard let (existing, domain) = try claim(CacheKey(T.self, key), lifetime: lifetime, by: thread.id, frame: frame)
        else {
            thread.beginCachedInit()
            return nil
        }
        report(frame, lifetime: lifetime, cacheHit: true)
        // The cache holds only instances built for this key, that is of type `T`.
        let object = unsafeDowncast(existing, to: T.self)
        try checkHandOver(object, domain, key: key, lifetime: lifetime, at: frame)  // see IsolationDomain.swift
        return object
    }

    /// Returns the cached instance for `key` with what is known of its isolation domain, or
    /// marks it as being built by `me` and returns `nil`. Waits while another thread builds it,
    /// unless waiting would deadlock.
    private func claim(
        _ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame
    ) throws(ResolutionError) -> (AnyObject, KnownDomain)? {
        let waitID = WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key)
        // What pruning found alive, released after the lock (see `pruneReleasedInstances`).
        var pruned: [AnyObject] = []
        defer { withExtendedLifetime(pruned) {} }
        let outcome: Result<(AnyObject, KnownDomain)?, ResolutionError> = state.withLock { state in
            /// A hand-out of `object`, with its domain.
            func found(_ object: AnyObject) -> Result<(AnyObject, KnownDomain)?, ResolutionError> {
                .success((object, state.knownDomain(of: object, at: key)))
            }
            while true {
                if state.instances[key] == nil { state.pruneReleasedInstances(keepingAlive: &pruned) }
                let claim = CachedInstance.claim(&state.instances[key], lifetime: lifetime, released: &pruned) {
                    .building(owner: me, stale: false)
                }
                switch threadClaim(
                    claim, by: me, frame: frame, waitID: waitID, unlocking: self.state,
                    awaited: { state.awaited.insert(key) }, handedOver: { state.handedOver[key] },
                    injecting: { state.instances[key] })
                {
                case .take(let object): return found(object)
                case .build: return .success(nil)
                case .failure(let error): return .failure(error)
                case .again: continue
                }
            }
        }
        if case .failure(let error) = outcome { throw failed(error) }
        return try outcome.get()
    }

    /// What a thread's request does with what `CachedInstance.claim` found in its entry, the
    /// same for a container's cache and a resolve's `.graph` store, under the lock that guards
    /// the entry (`guarded`; nil for a store only its own thread touches, where every build in
    /// flight is this thread's). A finished instance is taken; the claimed entry, or this
    /// thread's own `init` in flight (a re-entrant request, see `store`), is built. Another
    /// thread's build is waited for, unless waiting would deadlock (then a cycle through `init`,
    /// or the instance handed out while its `didInject` runs); one handed to a build of another
    /// resolve, or one a task builds, fails with `.needsAwait`, since that build may suspend and
    /// a thread blocked here could hold up what it waits for. `again`: woken, claim again.
    /// `awaited` records that something waits for the entry; `handedOver` names the build its
    /// didInject went to; `injecting` reads the entry again after a wait.
    func threadClaim<S>(
        _ claim: CachedInstance.Claim, by me: UInt, frame: Frame, waitID: WaitGraph.InstanceID,
        unlocking guarded: Locked<S>?, awaited: () -> Void, handedOver: () -> ResolutionStep?,
        injecting: () -> CachedInstance?
    ) -> ThreadClaim {
        switch claim {
        case .hit(let object):
            return .take(object)
        case .claimed:
            return .build
        case .thread(let owner, nil):
            // Our own re-entrant request: build another instance (see `store`).
            if owner == me { return .build }
            guard let guarded else { preconditionFailure("only its own thread builds in a thread's own store") }
            awaited()
            let outcome = WaitGraph.wait(
                me, for: owner, instance: waitID, exists: false, type: frame.pointee.type, unlocking: guarded)
            if case .wouldDeadlock(let loop) = outcome {
                // The owner waits (transitively) for us: on one thread this would be a cycle
                // through `init(container:)`, so report it as one. (Reported to the diagnostics
                // hook by the caller, outside the lock.)
                return .failure(
                    ResolutionError(
                        kind: .cycle, path: ResolutionFrame.path(to: frame),
                        cycle: ResolutionFrame.cycle(to: frame, across: loop)))
            }
            return .again
        case .thread(let owner, let object?):
            if owner == me { return .take(object) }
            // Handed to a build under this request's path, which runs its didInject (see
            // Construction.swift): taken as that build's own requests take it.
            if RequestContext.current().asyncRequest?.runsInBuild(owning: owner) == true { return .take(object) }
            // Handed to a build of another resolve: that build may suspend, and a thread blocked
            // here could hold up what it waits for (as for an entry a task builds).
            if let build = handedOver() {
                return .failure(
                    ResolutionError(kind: .needsAwait, path: ResolutionFrame.path(to: frame), awaitedBuild: build))
            }
            guard let guarded else { preconditionFailure("only its own thread builds in a thread's own store") }
            // The instance exists; only its `didInject` is running. If its owner waits for us,
            // hand it out as a single thread would, instead of deadlocking.
            awaited()
            switch WaitGraph.wait(
                me, for: owner, instance: waitID, exists: true, type: frame.pointee.type, unlocking: guarded)
            {
            case .wouldDeadlock:
                return .take(object)
            case .woken(let released):
                if released, case .injecting(_, let object, _)? = injecting() { return .take(object) }
                return .again
            }
        case .task(let build):
            // A task builds it (the type conforms to the async protocol too) and may suspend: a
            // thread blocked here could hold up what that build waits for. Only the build's own
            // requests get its instance, once it exists; also those of the build its didInject
            // waits for (see Construction.swift).
            if let object = build.instance, let path = RequestContext.current().asyncRequest,
                path.frames.contains(where: {
                    $0.build === build || ($0.build != nil && $0.build === build.injectsAfter)
                })
            {
                return .take(object)
            }
            return .failure(ResolutionError(kind: .needsAwait, path: ResolutionFrame.path(to: frame)))
        }
    }

    /// Stores a freshly built instance before its `didInject` runs. Returns the instance the
    /// cache holds afterwards: `object`, or one a re-entrant request of this thread stored first.
    /// `domain`: what is known of the domain of the build, kept for the instance the cache holds.
    private func store(_ object: AnyObject, at key: CacheKey, owner me: UInt, domain: KnownDomain) -> AnyObject {
        state.withLock { state in
            var stale = false
            var stored = object
            switch state.instances[key] {
            case .strong(let existing)?, .injecting(_, let existing, _)?:
                stored = existing
            case .weak(let box)?:
                if let existing = box.object { stored = existing }
            case .building(_, let isStale)?:
                stale = isStale
            case .task, nil:
                // Forgotten while this thread built it (a `clear()`), and claimed since by a task:
                // this build goes to its request only.
                if case .task? = state.instances[key] { return object }
            }
            state.domains[key] = KeptDomain(stored, domain)
            guard stored === object else { return stored }
            state.instances[key] = .injecting(owner: me, object, stale: stale)
            if state.awaited.contains(key) {
                WaitGraph.setInjecting(WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key))
            }
            return object
        }
    }

    /// Ends `me`'s ownership of an instance: stores `object` with its lifetime, or frees the
    /// entry when building failed or the definition changed meanwhile, and wakes the threads
    /// waiting for it. `holdsContainer`: for a transient instance, see `WeakBox`.
    private func endClaim(
        _ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool = false
    ) {
        endClaim(key, keeping: object, lifetime: lifetime, holdsContainer: holdsContainer) { owner, _ in owner == me }
    }

    /// Ends the in-flight entry of `object`, whose deferred `didInject` ran (whoever ran it: its
    /// thread, or the build it was handed to, see `handOver`), as `endClaim` ends a claim:
    /// keeping it when `injected`, freeing the entry otherwise.
    func settle(
        _ key: CacheKey, deferred object: AnyObject, injected: Bool, lifetime: Lifetime, holdsContainer: Bool = false
    ) {
        endClaim(key, keeping: injected ? object : nil, lifetime: lifetime, holdsContainer: holdsContainer) {
            _, existing in existing === object
        }
    }

    /// Ends the claim of the entry of `key` when `owns` says it is the caller's (given the
    /// owner, and the instance if it exists); see `endClaim(_:owner:…)`.
    private func endClaim(
        _ key: CacheKey, keeping object: AnyObject?, lifetime: Lifetime, holdsContainer: Bool,
        where owns: (UInt, AnyObject?) -> Bool
    ) {
        state.withLock { state in
            // Waits for this instance are over even before their threads wake up.
            if state.awaited.remove(key) != nil {
                WaitGraph.finish(WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key))
            }
            if !state.handedOver.isEmpty { state.handedOver[key] = nil }
            let stale: Bool
            switch state.instances[key] {
            case .building(let owner, let isStale)? where owns(owner, nil): stale = isStale
            case .injecting(let owner, let existing, let isStale)? where owns(owner, existing): stale = isStale
            default: return
            }
            state.instances[key] = CachedInstance.settled(
                stale ? nil : object, lifetime: lifetime, holdsContainer: holdsContainer)
            if state.instances[key] == nil { state.domains[key] = nil }
        }
    }

    private func report(_ frame: Frame, lifetime: Lifetime?, cacheHit: Bool) {
        if Diagnostics.isActive { reportResolved(frame, lifetime: lifetime, cacheHit: cacheHit) }
    }

    private func report<T: InjectableObject>(_ frame: Frame, built object: T, lifetime: Lifetime) {
        if Diagnostics.isActive { reportBuilt(frame, object, lifetime: lifetime) }
    }
}

/// What a thread's request does with its claim (`threadClaim`).
enum ThreadClaim {
    /// Hand out this instance.
    case take(AnyObject)
    /// Build the instance: the entry is the request's (or its own re-entrant build's).
    case build
    case failure(ResolutionError)
    /// Woken from a wait: claim again.
    case again
}
