/// The `.graph` lifetime's instances for the outermost resolve running on one thread.
///
/// Only its own thread touches it, so it needs no lock; it is released when the outermost
/// request returns (see `popFrame`). It keeps every container it caches for alive until then,
/// so that no other container can take a freed one's address, and with it its instances.
///
/// A synchronous resolve inside an async one (an async `init` resolving a synchronous type) is
/// part of that async resolve: its `.graph` instances are the async resolve's, kept in the graph
/// of its outermost request (under its owner's lock, since that resolve's tasks may run at
/// once), so that two synchronous requests in one async resolve share them.
@usableFromInline
final class GraphScope {
    private var instances: [Key: AnyObject] = [:]
    private var containers: [ObjectIdentifier: DependencyContainer] = [:]
    /// The outermost request of the async resolve this scope is part of, if any.
    private let asyncRoot: AsyncFrame?

    private struct Key: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    private init(asyncRoot: AsyncFrame?) { self.asyncRoot = asyncRoot }

    /// The calling thread's scope, opened on first use.
    static func current(_ thread: ThreadState) -> GraphScope {
        if let scope = thread.graphScope { return scope }
        let scope = GraphScope(asyncRoot: AsyncPath.innermost?.root)
        thread.graphScope = scope
        return scope
    }

    /// Ends the calling thread's scope, releasing its instances once the thread has none: their
    /// deinits may resolve, and start a scope of their own.
    static func end(_ thread: ThreadState) {
        let ended = thread.graphScope
        thread.graphScope = nil
        withExtendedLifetime(ended) {}
    }

    subscript(container: DependencyContainer, key: CacheKey) -> AnyObject? {
        get {
            if let root = asyncRoot { return root.graphInstance(in: container, key) }
            return instances[Key(container: ObjectIdentifier(container), key: key)]
        }
        set {
            if let root = asyncRoot { return root.keepGraphInstance(newValue, in: container, key) }
            containers[ObjectIdentifier(container)] = container
            instances[Key(container: ObjectIdentifier(container), key: key)] = newValue
        }
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
        if mayOverride { return try resolveOverridable(T.self, key: key, lifetime: .graph, frame: frame, make) }
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
        guard let existing = GraphScope.current(thread)[self, CacheKey(T.self, key)] else {
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
        GraphScope.current(thread)[self, CacheKey(T.self, key)] = object
        noteBuilt(object, T.self)  // its isolation domain: see IsolationDomain.swift
        thread.noteCachedInstance()
        do throws(ResolutionError) {
            try thread.endCachedInit()
            if shouldInject, thread.isInCachedInit {
                // A cached `init` below this one on the path still runs: see DeferredInjection.swift.
                thread.deferInjection(deferredInjection(object, key: key, uncached: false))
            } else if shouldInject {
                try inject(object, thread, frame)
            }
        } catch {
            // Not injected: no later request of this resolve gets it.
            GraphScope.current(thread)[self, CacheKey(T.self, key)] = nil
            throw error
        }
        if Diagnostics.isActive { reportBuilt(frame, object, lifetime: .graph) }
        return object
    }
}
