/// The `.graph` lifetime's instances of one resolve: one store, whichever path asks for them.
///
/// The outermost request of a resolve owns it: a thread's outermost synchronous request (the
/// thread's `graphScope`, opened on first use and released when that request returns, see
/// `popFrame`), or an async resolve's outermost request (`AsyncFrame.graph`, released with that
/// request). A synchronous resolve inside an async one is part of that async resolve: its
/// thread takes the async resolve's store (`current`), so that every request of the resolve, a
/// thread's or a task's, shares its instances, and a type that conforms to both protocols has
/// one instance per resolve, whichever request built it.
///
/// An entry is a cached instance's state (`CachedInstance`): a thread keeps an instance it
/// built (`keep`, `.strong`); a task's build claims and settles its entry as it does one of a
/// container's cache (`withEntry`, `.task`, see `AsyncBuild.swift`). The store keeps every
/// container it has an entry for alive until it is released, so that no other container can
/// take a freed one's address, and with it its instances.
///
/// The lock rule: a thread's store is touched by its own thread alone, with no lock; an async
/// resolve's, which its tasks (and the threads they resolve on) may touch at once, only under
/// the lock of `owner`, the container its outermost request asked, which also guards the
/// fields of the builds of its entries (`AsyncBuild.owner`) and of its requests
/// (`AsyncFrame.firstInsertion`).
@usableFromInline
final class GraphScope {
    struct Key: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    /// The container whose lock guards an async resolve's store; nil for a thread's.
    let owner: DependencyContainer?
    private var entries: [Key: CachedInstance] = [:]
    private var containers: [ObjectIdentifier: DependencyContainer] = [:]

    /// A store for a thread's outermost request (`owner` nil), or for an async resolve whose
    /// outermost request asked `owner`.
    init(owner: DependencyContainer?) { self.owner = owner }

    /// The calling thread's store, opened on first use: the async resolve's that the thread's
    /// path runs in (see `RequestContext`), or one of its own.
    static func current(_ thread: ThreadState) -> GraphScope {
        if let scope = thread.graphScope { return scope }
        let scope = RequestContext.current(thread).asyncRequest?.root.graph ?? GraphScope(owner: nil)
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
            return body(&entries[Key(container: ObjectIdentifier(container), key: key)])
        }
    }

    /// The finished instance of `key` in `container`, if there is one (an instance a task still
    /// builds is not).
    func instance(in container: DependencyContainer, _ key: CacheKey) -> AnyObject? {
        locked {
            guard case .strong(let object)? = entries[Key(container: ObjectIdentifier(container), key: key)] else {
                return nil
            }
            return object
        }
    }

    /// Keeps `object`, which a thread built, as the instance of `key` in `container`, unless a
    /// task builds that entry: its build settles it.
    func keep(_ object: AnyObject, in container: DependencyContainer, _ key: CacheKey) {
        withEntry(container, key) { entry in
            if case .task? = entry { return }
            entry = .strong(object)
        }
    }

    /// Forgets `object`, a thread's instance of `key` in `container` whose `didInject` failed: no
    /// later request of the resolve gets it.
    func forget(_ object: AnyObject, in container: DependencyContainer, _ key: CacheKey) {
        withEntry(container, key) { entry in
            if case .strong(let kept)? = entry, kept === object { entry = nil }
        }
    }

    private func locked<R>(_ body: () -> R) -> R {
        guard let owner else { return body() }
        return owner.state.withLock { _ in body() }
    }
}

extension DependencyContainer {
    /// A `.graph` request.
    @inlinable
    func graphRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        try withObjectFrame(currentThread(), self, type: T.self, key: key, role: .type) {
            (frame) throws(ResolutionError) in
            try graphRequest(T.self, key: key, at: frame, make)
        }
    }

    /// A `.graph` request, pushed at `frame`.
    @inlinable
    @inline(__always)
    func graphRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, at frame: Frame, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if mayOverride { return try routedRequest(T.self, key: key, lifetime: .graph, frame: frame, make) }
        return try graphObject(T.self, key: key, frame: frame, overridden: false, make)
    }

    /// A `.graph` instance: shared within the outermost resolve running on this thread, built
    /// by `make`, and injected unless `overridden` (`make` runs the override).
    ///
    /// NB: always inlined into `graphRequest`, like `cachedObject`, and for the same reason.
    @inlinable
    @inline(__always)
    func graphObject<T: InjectableObject>(
        _ type: T.Type, key: String?, frame: Frame, overridden: Bool, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if let existing = try graphHit(T.self, key: key, frame: frame) { return existing }
        let object: T
        do { object = try make(self) } catch {
            currentThread().endFailedCachedInit()
            throw wrap(error, frame)
        }
        return try keepGraphInstance(object, key: key, frame: frame, inject: !overridden)
    }

    /// The `.graph` instance of `T` the outermost resolve already has (reported as a hit), or
    /// `nil` after marking the request's frame as building a cached instance.
    @usableFromInline
    func graphHit<T: InjectableObject>(_ type: T.Type, key: String?, frame: Frame) throws(ResolutionError) -> T? {
        let thread = currentThread()
        markCached(frame, kept: false)
        guard let existing = GraphScope.current(thread).instance(in: self, CacheKey(T.self, key)) else {
            thread.beginCachedInit()
            return nil
        }
        if Diagnostics.isActive { reportResolved(frame, lifetime: .graph, cacheHit: true) }
        let object = unsafeDowncast(existing, to: T.self)
        try checkHandOver(object, key: key, lifetime: .graph, at: frame)  // see IsolationDomain.swift
        return object
    }

    /// Keeps a freshly built `.graph` instance for the outermost resolve and runs its
    /// `didInject` (when `inject`); a failure a property read left pending fails the build.
    @usableFromInline
    func keepGraphInstance<T: InjectableObject>(
        _ object: T, key: String?, frame: Frame, inject shouldInject: Bool
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        do throws(ResolutionError) { try throwPendingFailure(at: frame) } catch {
            thread.endFailedCachedInit()
            throw error
        }
        GraphScope.current(thread).keep(object, in: self, CacheKey(T.self, key))
        noteBuilt(object, T.self)  // its isolation domain: see IsolationDomain.swift
        thread.noteCachedInstance()
        do throws(ResolutionError) {
            try thread.endCachedInit()
            // Deferred while a cached `init` below this one on the path still runs: see
            // Construction.swift.
            if shouldInject,
                !thread.deferInjection({ DeferredCall(.sync(deferredInjection(object, key: key, uncached: false))) })
            {
                try inject(object, thread, frame)
            }
        } catch {
            // Not injected: no later request of this resolve gets it.
            GraphScope.current(thread).forget(object, in: self, CacheKey(T.self, key))
            throw error
        }
        if Diagnostics.isActive { reportBuilt(frame, object, lifetime: .graph) }
        return object
    }
}
