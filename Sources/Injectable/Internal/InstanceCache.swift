// The instance cache of `.transient`, `.persistent` and `.scoped` objects: one state machine
// per cached instance, in `ContainerState.instances`, built exactly once across threads and
// tasks.
//
//   (none) ──claim──▶ building ──store──▶ injecting ──release──▶ strong (persistent)
//            │           │                    │                └─▶ weak   (transient)
//            │           └──── failure ───────┴──▶ (none)
//            └─(async)──▶ task(build) ──────────────────────────▶ strong / weak / (none)
//
// A thread builds a synchronous request's instance (`building`, `injecting`, owned by the
// thread); a task of its own builds an async request's (`task`, `Internal/AsyncResolver.swift`).
// A type that conforms to both protocols has one entry: an async request waits, suspended, for a
// thread's build; a thread's request for an instance a task builds fails with `.needsAwait`,
// since that build may suspend, and a thread blocked on it could hold up what it waits for.
//
// `claim` returns a finished instance, waits while another thread builds one (unless waiting
// would deadlock, see `CycleDetection.swift`), or makes the caller the builder. The instance is
// stored before its `didInject` runs, so that a cycle closed there gets it back. A finished
// unkeyed persistent instance is also published for lock-free reads (`persistentHit`).

/// The state of one cached instance in a container.
enum CachedInstance {
    /// `owner` (a thread) is running `init(container:)`; other threads wait. `stale`: the
    /// definition changed meanwhile (an override or a new registration), so the result is
    /// handed to its request but not kept.
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

    var isInFlight: Bool {
        switch self {
        case .building, .injecting, .task: true
        case .strong, .weak: false
        }
    }
}

// MARK: - Hits

extension DependencyContainer {
    /// A complete persistent instance, published (unkeyed) or stored (keyed).
    @inlinable
    func persistentHit<T: InjectableObject>(_ type: T.Type, key: String?) -> T? {
        if key == nil { return publishedInstance(T.self) }
        return persistentInstance(T.self, CacheKey(T.self, key)).map { unsafeDowncast($0, to: T.self) }
    }

    /// The complete unkeyed persistent instance of `T`, read without taking any lock.
    @inlinable
    func publishedInstance<T: AnyObject>(_ type: T.Type) -> T? {
        guard let object = persistentTable.read(T.self, as: T.self, currentThread()) else { return nil }
        if Diagnostics.isActive { reportHit(T.self, key: nil) }
        return object
    }

    /// The persistent instance stored for a keyed variant, if it is complete.
    @usableFromInline
    func persistentInstance(_ type: Any.Type, _ key: CacheKey) -> AnyObject? {
        let hit: AnyObject? = state.withLock { state in
            if case .strong(let object)? = state.instances[key] { return object }
            return nil
        }
        if hit != nil, Diagnostics.isActive { reportHit(type, key: key.key) }
        return hit
    }
}

// MARK: - Building through the cache

extension DependencyContainer {
    /// A `.transient`, `.persistent` or `.scoped` request that was not a lock-free hit:
    /// pushed, built through the cache, popped.
    ///
    /// NB: on the way down a graph in unoptimised builds (see `resolveObject`): the rare cases,
    /// an override or a scope, are one call.
    @inlinable
    func cachedRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        // NB: in unoptimised builds, no closure on the way down a graph (see `withFrame`).
        #if DEBUG
            let thread = currentThread()
            let frame = try pushFrame(thread, self, type: T.self, key: key, role: .type)
            defer { popFrame(frame, thread) }
            return try cachedRequest(T.self, key: key, lifetime: lifetime, at: frame, make)
        #else
            return try withObjectFrame(currentThread(), self, type: T.self, key: key, role: .type) {
                (frame) throws(ResolutionError) in
                try cachedRequest(T.self, key: key, lifetime: lifetime, at: frame, make)
            }
        #endif
    }

    /// A cached request, pushed at `frame`.
    @_transparent
    @usableFromInline
    func cachedRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, at frame: Frame, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if mayOverrideOrScope(lifetime) {
            return try overriddenOrScopedRequest(T.self, key: key, lifetime: lifetime, frame: frame, make)
        }
        return try cachedObject(T.self, key: key, lifetime: lifetime, frame: frame, overridden: false, make)
    }

    /// Whether an override may apply to a cached request, or it involves a scope.
    @inlinable
    @inline(__always)
    func mayOverrideOrScope(_ lifetime: Lifetime) -> Bool {
        if case .scope = lifetime.keeper { return true }
        return persistentHome != nil || mayOverride
    }

    /// `cachedRequest` when an override may apply or a scope is involved.
    @usableFromInline
    func overriddenOrScopedRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if mayOverride { return try resolveOverridable(T.self, key: key, lifetime: lifetime, frame: frame, make) }
        return try scopedCachedObject(T.self, key: key, lifetime: lifetime, frame: frame, overridden: false, make)
    }

    /// `cachedObject` in any container: in a scope, a persistent type comes from the scope's
    /// home, and a `.scoped` type needs a scope.
    @usableFromInline
    func scopedCachedObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, overridden: Bool,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if persistentHome != nil || lifetime.keeper == .scope,
            let fromHome = try fromScopeHome(T.self, key: key, lifetime: lifetime, frame: frame, overridden, make)
        {
            return fromHome
        }
        return try cachedObject(T.self, key: key, lifetime: lifetime, frame: frame, overridden: overridden, make)
    }

    /// A `.transient`, `.persistent` or `.scoped` instance of this container's cache, built
    /// exactly once across threads by `make`, and injected unless `overridden` (`make` runs the
    /// override that replaces the type).
    ///
    /// NB: inlined into `cachedRequest` and `scopedCachedObject` even in unoptimised builds
    /// (`@_transparent`, which at `-Onone` inlines only within a file), where its frame would
    /// stay on the stack while the graph below is built: what happens before and after the
    /// build is in `claim` and `keepBuilt`.
    @_transparent
    @usableFromInline
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

    /// Marks the build this thread just claimed stale when whether an override replaces `type`
    /// changed since the request looked (without a lock, before it claimed the entry): an
    /// override added or removed in between found no entry to mark stale, and the build, made
    /// from the old definition, would be kept after `override()` returned. One added or removed
    /// after the claim marks the entry itself.
    @usableFromInline
    func recheckOverride(_ type: Any.Type, key: String?, overridden: Bool) {
        guard (overrideFactory(of: type) != nil) != overridden else { return }
        let cacheKey = CacheKey(type, key)
        let me = currentThread().id
        state.withLock { state in
            if case .building(me, _)? = state.instances[cacheKey] {
                state.instances[cacheKey] = .building(owner: me, stale: true)
            }
        }
    }

    /// In a scope, the instance of `T` its home keeps, when the request goes there: a
    /// persistent type (unless an override inside the scope replaces it). Otherwise `nil`, and
    /// the scope builds its own; a `.scoped` type outside a scope throws.
    @usableFromInline
    func fromScopeHome<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame,
        _ overridden: Bool, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T? {
        if lifetime.keeper == .home, let home = persistentHome, !(overridden && isOverriddenInScope(T.self)) {
            frame.pointee.isBuiltByHome = true
            return try inherit(
                home.cachedObject(T.self, key: key, lifetime: lifetime, frame: frame, overridden: overridden, make), key
            )
        }
        if lifetime.keeper == .scope, !holdsScoped { throw notInScope(frame) }
        return nil
    }

    /// Frees the entry a failed build claimed; returns the located error to throw.
    @usableFromInline
    func buildFailed(_ error: any Error, _ type: Any.Type, key: String?, lifetime: Lifetime, frame: Frame)
        -> ResolutionError
    {
        let thread = currentThread()
        release(CacheKey(type, key), owner: thread.id, keeping: nil, lifetime: lifetime)
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
            release(cacheKey, owner: thread.id, keeping: nil, lifetime: lifetime)
            thread.endFailedCachedInit()
            throw failure
        }
        let stored = store(object, at: cacheKey, owner: thread.id)
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
            if shouldInject, thread.isInCachedInit {
                // A cached `init` below this one on the path still runs: see DeferredInjection.swift.
                thread.deferInjection(deferredInjection(object, key: key, lifetime: lifetime))
                report(frame, built: object, lifetime: lifetime)
                return object
            }
            if shouldInject { try inject(object, thread, frame) }
        } catch {
            release(cacheKey, owner: thread.id, keeping: nil, lifetime: lifetime)
            throw error
        }
        release(cacheKey, owner: thread.id, keeping: object, lifetime: lifetime)
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
        guard let existing = try claim(CacheKey(T.self, key), lifetime: lifetime, by: thread.id, frame: frame) else {
            thread.beginCachedInit()
            return nil
        }
        report(frame, lifetime: lifetime, cacheHit: true)
        // The cache holds only instances built for this key, that is of type `T`.
        return unsafeDowncast(existing, to: T.self)
    }

    /// Returns the cached instance for `key`, or marks it as being built by `me` and returns
    /// `nil`. Waits while another thread builds it, unless waiting would deadlock.
    private func claim(
        _ key: CacheKey, lifetime: Lifetime, by me: UInt, frame: Frame
    ) throws(ResolutionError) -> AnyObject? {
        let waitID = WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key)
        // What pruning found alive, released after the lock (see `pruneReleasedInstances`).
        var pruned: [AnyObject] = []
        defer { withExtendedLifetime(pruned) {} }
        let outcome: Result<AnyObject?, ResolutionError> = state.withLock { state in
            while true {
                switch state.instances[key] {
                case nil:
                    state.pruneReleasedInstances(keepingAlive: &pruned)
                    state.instances[key] = .building(owner: me, stale: false)
                    return .success(nil)
                case .strong(let object)?:
                    return .success(object)
                case .weak(let box)?:
                    guard let object = box.object else {
                        state.instances[key] = .building(owner: me, stale: false)
                        return .success(nil)
                    }
                    // A persistent request keeps the instance a transient request left.
                    if lifetime.isKept { keep(object, at: key, in: &state) }
                    return .success(object)
                case .building(let owner, _)?:
                    // Our own re-entrant request: build another instance (see `store`).
                    if owner == me { return .success(nil) }
                    let outcome = WaitGraph.wait(
                        me, for: owner, instance: waitID, type: frame.pointee.type, unlocking: self.state)
                    if case .wouldDeadlock(let loop) = outcome {
                        // The owner waits (transitively) for us: on one thread this would be a
                        // cycle through `init(container:)`, so report it as one.
                        // (Reported to the diagnostics hook below, outside this lock.)
                        return .failure(
                            ResolutionError(
                                kind: .cycle, path: ResolutionFrame.path(to: frame),
                                cycle: ResolutionFrame.cycle(to: frame, across: loop)))
                    }
                case .task(let build)?:
                    // A task builds it (the type conforms to the async protocol too) and may
                    // suspend: a thread blocked here could hold up what that build waits for.
                    // Only the build's own requests get its instance, once it exists.
                    if let object = build.instance, let path = AsyncPath.innermost,
                        path.frames.contains(where: { $0.build === build })
                    {
                        return .success(object)
                    }
                    return .failure(ResolutionError(kind: .needsAwait, path: ResolutionFrame.path(to: frame)))
                case .injecting(let owner, let object, _)?:
                    if owner == me { return .success(object) }
                    // The instance exists; only its `didInject` is running. If its owner waits
                    // for us, hand it out as a single thread would, instead of deadlocking.
                    switch WaitGraph.wait(
                        me, for: owner, instance: waitID, type: frame.pointee.type, unlocking: self.state)
                    {
                    case .wouldDeadlock:
                        return .success(object)
                    case .woken(let released):
                        if released, case .injecting(_, let object, _)? = state.instances[key] {
                            return .success(object)
                        }
                    }
                }
            }
        }
        if case .failure(let error) = outcome { throw failed(error) }
        return try outcome.get()
    }

    /// Stores a freshly built instance before its `didInject` runs. Returns the instance the
    /// cache holds afterwards: `object`, or one a re-entrant request of this thread stored first.
    private func store(_ object: AnyObject, at key: CacheKey, owner me: UInt) -> AnyObject {
        state.withLock { state in
            var stale = false
            switch state.instances[key] {
            case .strong(let existing)?:
                return existing
            case .injecting(_, let existing, _)?:
                return existing
            case .weak(let box)?:
                if let existing = box.object { return existing }
            case .building(_, let isStale)?:
                stale = isStale
            case .task, nil:
                // Forgotten while this thread built it (a `clear()`), and claimed since by a task:
                // this build goes to its request only.
                if case .task? = state.instances[key] { return object }
            }
            state.instances[key] = .injecting(owner: me, object, stale: stale)
            WaitGraph.setInjecting(WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key))
            return object
        }
    }

    /// Ends `me`'s ownership of an instance: stores `object` with its lifetime, or frees the
    /// entry when building failed or the definition changed meanwhile, and wakes the threads
    /// waiting for it.
    private func release(_ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime) {
        state.withLock { state in
            // Waits for this instance are over even before their threads wake up.
            WaitGraph.finish(WaitGraph.InstanceID(container: ObjectIdentifier(self), key: key))
            switch state.instances[key] {
            case .building(me, let stale)?, .injecting(me, _, let stale)?:
                if let object, !stale {
                    if lifetime.isKept {
                        keep(object, at: key, in: &state)
                    } else {
                        state.instances[key] = .weak(WeakBox(object))
                    }
                } else {
                    state.instances[key] = nil
                }
            default:
                break
            }
        }
    }

    /// Ends the calling thread's ownership of an instance whose `didInject` was deferred (see
    /// `release`).
    func settle(_ key: CacheKey, keeping object: AnyObject?, lifetime: Lifetime) {
        release(key, owner: currentThread().id, keeping: object, lifetime: lifetime)
    }

    /// Holds `object` strongly as the persistent instance for `key`, published when unkeyed.
    private func keep(_ object: AnyObject, at key: CacheKey, in state: inout ContainerState) {
        state.instances[key] = .strong(object)
        if key.key == nil { persistentTable.store(object, for: key.type) }
    }

    private func report(_ frame: Frame, lifetime: Lifetime?, cacheHit: Bool) {
        if Diagnostics.isActive { reportResolved(frame, lifetime: lifetime, cacheHit: cacheHit) }
    }

    private func report<T: InjectableObject>(_ frame: Frame, built object: T, lifetime: Lifetime) {
        if Diagnostics.isActive { reportBuilt(frame, object, lifetime: lifetime) }
    }
}

// MARK: - Scopes

extension DependencyContainer {
    /// Whether a scope should keep its own instance of a persistent type rather than its
    /// home's: an override between the scope and its home replaces the type.
    @usableFromInline
    func isOverriddenInScope(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        var container: DependencyContainer? = self
        while let scope = container, scope.persistentHome != nil {
            if scope.state.withLock({ $0.overrides[id] != nil }) { return true }
            container = scope.parent
        }
        return false
    }

    /// A persistent instance a scope got from its home: published in the scope too (when
    /// unkeyed), so that the scope's next requests for it take the lock-free path.
    @usableFromInline
    func inherit<T: AnyObject>(_ object: T, _ key: String?) -> T {
        guard key == nil else { return object }
        let id = ObjectIdentifier(T.self)
        state.withLock { state in
            guard state.inherited[id] == nil, state.instances[CacheKey(id: id, nil)] == nil else { return }
            state.inherited[id] = object
            persistentTable.store(object, for: id)
        }
        return object
    }

    /// The failure of a `.scoped` request in a container that is not a scope.
    @usableFromInline
    func notInScope(_ frame: Frame) -> ResolutionError {
        failed(ResolutionError(kind: .notInScope, path: ResolutionFrame.path(to: frame)))
    }

    /// Makes every live descendant forget the persistent instances it inherited from this
    /// container that `matches`: this container no longer has them.
    func forgetInherited(where matches: @escaping (ObjectIdentifier) -> Bool) {
        var pending = liveChildren
        var released: [AnyObject] = []
        var unpublished = false
        while let container = pending.popLast() {
            container.state.withLock { state in
                for (id, object) in state.inherited where matches(id) {
                    state.inherited[id] = nil
                    container.persistentTable.store(nil, for: id)
                    released.append(object)
                    unpublished = true
                }
            }
            pending.append(contentsOf: container.liveChildren)
        }
        // Readers of the tables may still hold what was unpublished; release it after them.
        withExtendedLifetime(released) { if unpublished { ReadSections.synchronize() } }
    }
}

// MARK: - Forgetting

extension ContainerState {
    /// Forgets the finished instances `forget` matches (and marks those in flight stale, if it
    /// says so). What it removes goes to `commit`, to be released after the lock and after
    /// the readers of `published`.
    mutating func forgetInstances(_ forget: Forget, published: PublishedTable, into commit: inout Commit) {
        for (id, object) in inherited where forget.matches(CacheKey(id: id, nil)) {
            inherited[id] = nil
            published.store(nil, for: id)
            commit.unpublished = true
            commit.release(object)
        }
        for (key, entry) in instances where forget.matches(key) {
            switch entry {
            case .strong(let object):
                instances[key] = nil
                if key.key == nil {
                    published.store(nil, for: key.type)
                    commit.unpublished = true
                }
                commit.release(object)
            case .weak(let box):
                instances[key] = nil
                commit.release(box)
            case .building(let owner, _):
                if forget.includesInFlight { instances[key] = .building(owner: owner, stale: true) }
            case .injecting(let owner, let object, _):
                if forget.includesInFlight { instances[key] = .injecting(owner: owner, object, stale: true) }
            case .task(let build):
                if forget.includesInFlight { build.stale = true }
            }
        }
    }

    /// Removes the entries of transient instances that were released, once the cache has
    /// doubled since the last time: a transient keyed by ever new keys would otherwise grow
    /// the cache for good. Their boxes hold nothing, so releasing them here runs no user code.
    ///
    /// The instances still alive go to `alive`, for the caller to release after the lock:
    /// loading a weak reference makes a strong one, which is the last one if another thread
    /// lets the instance go meanwhile, and its deinit may use the container (under the lock, it
    /// would deadlock).
    mutating func pruneReleasedInstances(keepingAlive alive: inout [AnyObject]) {
        guard instances.count >= pruneAt else { return }
        instances = Self.pruned(instances, keepingAlive: &alive) { entry in
            guard case .weak(let box) = entry else { return nil }
            return .some(box.object)
        }
        pruneAt = max(64, instances.count * 2)
    }

    /// `entries` without the weak entries whose instance is gone; the instances still alive go
    /// to `alive`. `weakObject` answers, for a weak entry, its instance if alive (nil for any
    /// other entry).
    private static func pruned<Entry>(
        _ entries: [CacheKey: Entry], keepingAlive alive: inout [AnyObject], weakObject: (Entry) -> AnyObject??
    ) -> [CacheKey: Entry] {
        entries.filter { entry in
            guard let weak = weakObject(entry.value) else { return true }
            guard let object = weak else { return false }
            alive.append(object)
            return true
        }
    }
}
