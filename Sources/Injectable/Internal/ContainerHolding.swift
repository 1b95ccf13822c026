// What a request may make that holds its container strongly (a provider, an `@Injected`
// property): allowed, unless an instance being built on the path is kept alive by that container
// (it would keep the container that keeps it, a cycle nothing frees); and then never kept
// strongly later, when it is a `.transient` instance that only holds it.

/// Whether a request on the calling thread's path (or the current task's async path) builds an
/// instance that `container` keeps alive, by keeping it or the container that keeps it: what is
/// resolved now may end up held by that instance, and holding `container` then would be a cycle.
func isBuildingInstanceKept(through container: DependencyContainer) -> Bool {
    let context = RequestContext.current()
    var next = context.frame
    while let frame = next {
        if frame.pointee.isKept, container.keepsAlive(keeperFor: frame.pointee.container) { return true }
        next = frame.pointee.parent
    }
    var asyncNext = context.asyncRequest
    while let frame = asyncNext {
        if let build = frame.build, build.isKept, container.keepsAlive(keeperFor: build.owner), build.isRunning {
            return true
        }
        asyncNext = frame.parent
    }
    return false
}

/// Marks the `.transient` instances being built on the calling thread's path (and the current
/// task's async path) that `container` keeps alive: something made now holds `container`
/// strongly (a provider or an `@Injected` property, made where `isBuildingInstanceKept` is
/// false), and may end up held by them. Such an instance is never kept strongly later (a
/// persistent request that finds it builds its own, see `claim`): its container would hold it,
/// and it its container, a cycle nothing frees.
func noteHeldStrongly(_ container: DependencyContainer) {
    let context = RequestContext.current()
    var next = context.frame
    while let frame = next {
        // Cached but not kept: a `.transient` instance (or a `.graph` one, which no cache keeps).
        if frame.pointee.isCached, !frame.pointee.isKept,
            container.lineage.contains(where: { $0 === frame.pointee.container })
        {
            frame.pointee.holdsContainer = true
        }
        next = frame.pointee.parent
    }
    var asyncNext = context.asyncRequest
    while let frame = asyncNext {
        if let build = frame.build, !build.isKept, container.lineage.contains(where: { $0 === build.owner }) {
            build.owner.state.withLock { _ in build.holdsContainer = true }
        }
        asyncNext = frame.parent
    }
}

extension DependencyContainer {
    /// Whether this container keeps alive the container that keeps what `requester` builds to
    /// keep: a persistent instance asked for in a scope is kept by the scope's home, a scoped
    /// one by the scope (this is conservative there), and a container holds its ancestors, not
    /// its children.
    func keepsAlive(keeperFor requester: DependencyContainer) -> Bool {
        let keeper = requester.persistentHome ?? requester
        return lineage.contains { $0 === keeper }
    }
}
