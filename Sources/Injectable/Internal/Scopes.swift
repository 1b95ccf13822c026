// Scopes: a scope (`DependencyContainer.scope()`) keeps its own `.scoped` instances and sends a
// request for a persistent type to its home, the nearest ancestor that is not a scope, unless
// an override inside the scope replaces that type (the route decides: `keptIn`, Route.swift).
// What it gets from its home it keeps too (`ContainerState.inherited`), so that its next
// requests for it are hits in the scope.

extension DependencyContainer {
    /// A persistent instance a scope got from `home`, on either path: kept by the scope too
    /// (when unkeyed), so that the scope's next requests for it are hits in the scope. Only a
    /// complete instance, one `home` keeps: one whose `didInject` still waits (see
    /// Construction.swift) stays its home's, and the scope's next request asks there again.
    /// The scope keeps what its home knows of the instance's isolation domain with it.
    func publish<T: AnyObject>(_ object: T, _ key: String?, from home: DependencyContainer) -> T {
        guard key == nil, let kept = home.keptEntry(CacheKey(T.self, nil)), kept.object === object else {
            return object
        }
        let id = ObjectIdentifier(T.self)
        state.withLock { state in
            guard state.inherited[id] == nil, state.cache.entries[CacheKey(id: id, nil)] == nil else { return }
            state.inherited[id] = ContainerState.Inherited(object: object, domain: kept.domain)
        }
        return object
    }
}
