/// The `.graph` lifetime's instances for the outermost resolve running on one thread.
///
/// Only its own thread touches it, so it needs no lock; it is released when the outermost
/// request returns (see `popFrame`). It keeps every container it caches for alive until then,
/// so that no other container can take a freed one's address, and with it its instances.
final class GraphScope {
    private var instances: [Key: AnyObject] = [:]
    private var containers: [ObjectIdentifier: DependencyContainer] = [:]

    private struct Key: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    /// The calling thread's scope, opened on first use.
    static func current(_ thread: ThreadState) -> GraphScope {
        if let raw = thread.graphScope {
            return Unmanaged<GraphScope>.fromOpaque(raw).takeUnretainedValue()
        }
        let scope = GraphScope()
        thread.graphScope = Unmanaged.passRetained(scope).toOpaque()
        return scope
    }

    /// Ends the calling thread's scope, releasing its instances.
    static func end(_ thread: ThreadState) {
        guard let raw = thread.graphScope else { return }
        thread.graphScope = nil
        Unmanaged<GraphScope>.fromOpaque(raw).release()
    }

    subscript(container: DependencyContainer, key: CacheKey) -> AnyObject? {
        get { instances[Key(container: ObjectIdentifier(container), key: key)] }
        set {
            containers[ObjectIdentifier(container)] = container
            instances[Key(container: ObjectIdentifier(container), key: key)] = newValue
        }
    }
}

extension DependencyContainer {
    /// A `.graph` instance: shared within the outermost resolve running on this thread, and
    /// injected unless an override built it.
    @usableFromInline
    func graphObject<T: InjectableObject>(
        _ type: T.Type, key: String?, frame: FrameIndex, _ replace: OverrideFactory?, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        markCached(thread, frame, kept: false)
        let scope = GraphScope.current(thread)
        let cacheKey = CacheKey(T.self, key)
        if let existing = scope[self, cacheKey] {
            if Diagnostics.isActive { reportResolved(frame, lifetime: .graph, cacheHit: true) }
            return unsafeDowncast(existing, to: T.self)
        }
        // NB: the build, written out rather than through `build`: one frame less per level of
        // a graph in unoptimised builds.
        let object: T
        do {
            if let replace { object = try cast(replace(self), to: T.self) } else { object = try make(self) }
            try throwPendingFailure()
        } catch {
            throw wrap(error, frame)
        }
        scope[self, cacheKey] = object
        thread.inserts += 1
        if replace == nil { try inject(object, thread) }
        if Diagnostics.isActive { reportResolved(frame, lifetime: .graph, cacheHit: false) }
        return object
    }
}
