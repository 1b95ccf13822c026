// What a request may make that holds its container strongly (a provider, an `@Injected`
// property): allowed, unless an instance being built on the path is kept alive by that container
// (it would keep the container that keeps it, a cycle nothing frees); and then never kept
// strongly later, when it is a `.transient` instance that only holds it.

/// Whether a request on the calling thread's path (or the current task's async path) builds an
/// instance that `container` keeps alive, by keeping it or the container that keeps it: what is
/// resolved now may end up held by that instance, and holding `container` then would be a cycle.
func isBuildingInstanceKept(through container: DependencyContainer) -> Bool {
    var found = false
    forEachCachedBuild { build in
        found = build.isKept && container.keepsAlive(keeperFor: build.container) && build.isRunning()
        return !found
    }
    return found
}

/// Marks the `.transient` instances being built on the calling thread's path (and the current
/// task's async path) that `container` keeps alive: something made now holds `container`
/// strongly (a provider or an `@Injected` property, made where `isBuildingInstanceKept` is
/// false), and may end up held by them. Such an instance is never kept strongly later (a
/// persistent request that finds it builds its own, see `claim`): its container would hold it,
/// and it its container, a cycle nothing frees.
func noteHeldStrongly(_ container: DependencyContainer) {
    forEachCachedBuild { build in
        // Cached but not kept: a `.transient` instance (or a `.graph` one, which no cache keeps).
        if !build.isKept, container.lineage.contains(where: { $0 === build.container }) { build.markHoldsContainer() }
        return true
    }
}

/// A request on the calling code's path that builds a cached instance, whichever path it is on.
private struct CachedBuild {
    /// Whether the container keeps the instance strongly.
    let isKept: Bool
    /// The container whose cache (or whose resolve's `.graph` store) gets the instance.
    let container: DependencyContainer
    /// Whether the build still runs (a task started inside an async one may outlive it).
    let isRunning: () -> Bool
    /// Marks the instance as holding its container (see `noteHeldStrongly`).
    let markHoldsContainer: () -> Void
}

/// Calls `body` for each request that builds a cached instance on the calling code's path,
/// innermost first: the thread's frames, then the async requests under them
/// (`RequestContext`), until `body` returns false.
private func forEachCachedBuild(_ body: (CachedBuild) -> Bool) {
    let context = RequestContext.current()
    var next = context.frame
    while let frame = next {
        if frame.pointee.isCached {
            let build = CachedBuild(
                isKept: frame.pointee.isKept, container: frame.pointee.container, isRunning: { true },
                markHoldsContainer: { frame.pointee.holdsContainer = true })
            guard body(build) else { return }
        }
        next = frame.pointee.parent
    }
    var asyncNext = context.asyncRequest
    while let frame = asyncNext {
        if let build = frame.build {
            let cached = CachedBuild(
                isKept: build.isKept, container: build.owner, isRunning: { build.isRunning },
                markHoldsContainer: { build.owner.state.withLock { _ in build.holdsContainer = true } })
            guard body(cached) else { return }
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
