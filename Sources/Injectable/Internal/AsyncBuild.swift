// An async request's cached instance, built once in a task of its own while every request for
// it waits, suspended: the cached-instance states, for one key, in the container's instance
// cache (`InstanceCache.swift`) or the outermost request's graph:
//
//   (none) ──claim──▶ task(build) ──init──▶ (build.instance set, didInject runs)
//                          │                                    │
//                          └──── failure: (none) ◀──────────────┴──▶ strong / weak / graph
//
// How a request waits for the build, and what a wait that would close a loop of builds waiting
// for each other does: `AsyncWait.swift`.

/// One cached instance being built: the tasks waiting for it, and what it became.
///
/// Every mutable field is guarded by the lock of `owner`'s state (the container whose cache, or
/// whose outermost request's graph, holds the entry).
final class AsyncBuild: @unchecked Sendable {
    // @unchecked Sendable: `type`, `key` and `owner` never change; every other field is read
    // and written only inside `owner.state.withLock`.
    let type: Any.Type
    let key: String?
    let owner: DependencyContainer
    /// Whether `owner` keeps the instance strongly (`.persistent`, `.scoped`).
    let isKept: Bool
    /// The instance, once `init(container:)` returned: its `didInject` is running.
    var instance: (any AnyObject & Sendable)?
    /// How the build ended; `nil` while it runs.
    var result: Result<any AnyObject & Sendable, any Error>?
    /// The definition changed while the build ran (an override, a new registration): its
    /// requests get the instance but the cache does not keep it.
    var stale = false
    /// The suspended requests waiting for `result`, woken without it: each reads `result` under
    /// the lock once woken.
    var waiters: [Int: UnsafeContinuation<Void, Never>] = [:]
    var nextWaiter = 0
    /// The build whose `init` was running below this one when this one's `init` returned: this
    /// one's `didInject` waits until that `init` has returned too (see Construction.swift),
    /// and meanwhile the requests of that build's resolve get `instance`.
    var injectsAfter: AsyncBuild?
    /// The `didInject` calls of objects built while this one's `init` ran, synchronous requests'
    /// and async ones', to run once it has returned, before this one's own (see
    /// Construction.swift).
    var deferredCalls = DeferredCalls()
    /// False once this build's `init` failed: nothing more is deferred to it.
    var acceptsDeferredInjections = true
    /// Something made while the build ran holds `owner` strongly (see `noteHeldStrongly`): a
    /// `.transient` instance is then never kept strongly later.
    var holdsContainer = false
    /// Builds (an `AsyncBuild`'s or a lazy's) whose requests may take `instance` before this
    /// build ends: each waits for this one while this one (its `didInject`) waits for it, as two
    /// threads hand out an instance whose `init` has returned instead of deadlocking.
    var handedOutTo: Set<WaitGraph.Party> = []
    /// A wait for this build is in the wait graph (a request's, `join`, or a deferred
    /// `didInject`'s, `accept`): only then does the build tell the graph that its instance exists
    /// (`setInjecting`) and that it ended (`finish`), as a thread's build does for an entry in
    /// `EntryTable.awaited`, so that an uncontended build never takes the graph's
    /// process-wide lock. Set before the build ends (`result`), never cleared: under this lock, a
    /// waiter that finds the build running records its wait before the build ends, and
    /// `finishBuild` then sees it.
    var isAwaited = false

    init(type: Any.Type, key: String?, owner: DependencyContainer, isKept: Bool) {
        self.type = type
        self.key = key
        self.owner = owner
        self.isKept = isKept
    }

    /// Whether the build still runs. A task started inside it inherits the path that names it
    /// (a task-local) and may outlive it.
    var isRunning: Bool {
        owner.state.withLock { _ in result == nil }
    }

    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key)
    }

    /// Lets the requests of `waiter` take this build's instance, which exists, before the build
    /// ends (the wait graph released their wait, which closed a loop): wakes the tasks waiting
    /// for it, which read what they may take again.
    func handOut(to waiter: AsyncBuild) -> @Sendable () -> Void { handOut(to: WaitGraph.Party(waiter)) }

    /// `handOut(to:)` a party of the wait graph.
    func handOut(to waiter: WaitGraph.Party) -> @Sendable () -> Void {
        { [self] in
            let waiters = owner.state.withLock { _ in
                handedOutTo.insert(waiter)
                defer { self.waiters = [:] }
                return self.waiters
            }
            for continuation in waiters.values { continuation.resume() }
        }
    }
}

// MARK: - The cache

extension DependencyContainer {
    private enum Claim {
        case hit(AnyObject)
        case join(AsyncBuild)
        case start(AsyncBuild, AsyncFrame)
        /// A thread builds it (a type that conforms to both protocols), or the build of another
        /// resolve its `didInject` went to holds it: wait until it is settled.
        case threadBuilds
    }

    /// Where the entry of a cached request lives: this container's cache, or the outermost
    /// request's graph (guarded by its owner's lock).
    private func withEntry<R>(
        _ key: CacheKey, graph root: AsyncFrame?, _ body: (inout CachedInstance?) -> R
    ) -> R {
        guard let graph = root?.graph else {
            // What pruning found alive, released after the lock (see `pruneReleasedInstances`).
            var alive: [AnyObject] = []
            defer { withExtendedLifetime(alive) {} }
            return state.withLock { state in
                if state.cache.entries[key] == nil { state.pruneReleasedInstances(keepingAlive: &alive) }
                return body(&state.cache.entries[key])
            }
        }
        return graph.withEntry(self, key, body)
    }

    /// A `.transient`, `.persistent`, `.scoped` or `.graph` instance, built exactly once across tasks.
    /// `make` returns the instance and whether its `didInject` runs (not after an override).
    func cachedAsyncObject(
        _ type: any AsyncInjectableObject.Type, key: String?, lifetime: Lifetime, overridden: Bool,
        make: @escaping @Sendable (Container) async throws -> (any AsyncInjectableObject, Bool)
    ) async throws -> AnyObject {
        let parent = AsyncPath.innermost
        if let parent, parent.depth + 1 >= AsyncPath.depthLimit { _ = try asyncFrame(type, key: key, parent: parent) }
        let cacheKey = CacheKey(type, key)
        var root: AsyncFrame? = nil
        // The build and request of an outermost `.graph` request, made before its claim.
        var outermost: (build: AsyncBuild, frame: AsyncFrame)? = nil
        switch lifetime.keeping {
        case .perResolve:
            // The outermost request of a resolve holds its graph. The outermost one itself opens
            // it with its own frame and claims its entry there, as an inner request does in its
            // resolve's (where nothing can be yet): its instance is the requests' below it from
            // its `didInject` on, and is never kept in the container's cache, which would keep
            // it for good and hand it to every later resolve.
            if let parent {
                root = parent.root
            } else {
                let build = AsyncBuild(type: type, key: key, owner: self, isKept: false)
                let frame = AsyncFrame(
                    parent: nil, container: self, type: type, key: key, role: .type, isOverridden: overridden,
                    build: build)
                outermost = (build, frame)
                root = frame
            }
        case .never, .cached: break
        }
        let owner = root?.graphOwner ?? self
        var claim: Claim
        // A transient instance this request does not keep (see `CachedInstance.claim`): its
        // last reference may be the one read under the lock, so it is released after it.
        var notKept: [AnyObject] = []
        while true {
            claim = withEntry(cacheKey, graph: root) { entry in
                var started: Claim?
                let claim = CachedInstance.claim(&entry, lifetime: lifetime, released: &notKept) {
                    let build =
                        outermost?.build ?? AsyncBuild(type: type, key: key, owner: owner, isKept: lifetime.isKept)
                    let frame =
                        outermost?.frame
                        ?? AsyncFrame(
                            parent: parent, container: self, type: type, key: key, role: .type,
                            isOverridden: overridden, build: build)
                    started = .start(build, frame)
                    return .task(build)
                }
                switch claim.answer(by: nil, in: parent) {
                case .take(let object): return .hit(object)
                case .build: return started!
                case .waitForThread, .waitForBuild: return .threadBuilds
                case .waitForTask(let build): return .join(build)
                }
            }
            guard case .threadBuilds = claim else { break }
            if let object = await waitForEntry(
                cacheKey, graph: root, from: parent,
                asking: ResolutionStep(typeName: _typeName(type, qualified: false), key: key))
            {
                // A loop of waits through a build that holds it: the instance, which exists.
                claim = .hit(object)
                break
            }
            if Task.isCancelled {
                let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: key)
                throw failed(
                    ResolutionError(
                        kind: .cancelled, path: (parent?.path ?? []) + [step], underlyingError: CancellationError()))
            }
        }
        withExtendedLifetime(notKept) {}
        switch claim {
        case .threadBuilds:
            preconditionFailure("the loop above ends on another claim")
        case .hit(let object):
            if Diagnostics.isActive { reportHit(type, key: key, lifetime: lifetime) }
            return object
        case .join(let build):
            let object = try await join(
                build, from: parent, asking: ResolutionStep(typeName: _typeName(type, qualified: false), key: key))
            // A hit once it has the instance, as a thread's wait is: a build that failed gave none.
            if Diagnostics.isActive { reportHit(type, key: key, lifetime: lifetime) }
            return object
        case .start(let build, let frame):
            // An override added or removed since the request looked makes this build stale, if
            // its instance would outlive the resolve (`Lifetime.outlivesResolve`).
            if lifetime.outlivesResolve, overrideChanged(of: type, overridden: overridden) {
                owner.state.withLock { _ in build.stale = true }
            }
            // NB: the build runs in a task of its own, so that cancelling the task that asked
            // first cancels neither the build nor the other tasks waiting for it.
            Task {
                let result: Result<any AnyObject & Sendable, any Error>
                do {
                    let object = try await self.inAsyncFrame(frame) { () async throws -> (any AnyObject & Sendable)? in
                        let (object, shouldInject) = try await make(self)
                        if Diagnostics.isActive {
                            self.reportAsyncBuilt(object, frame, lifetime: lifetime, overridden: !shouldInject)
                        }
                        let deferred = owner.state.withLock { _ in
                            build.instance = object
                            if build.isAwaited { WaitGraph.setInjecting(build) }
                            return build.deferredCalls.take()
                        }
                        frame.noteCachedInstance()
                        // The calls deferred to this build run now: its init has returned.
                        let failure = await DeferredCalls.run(deferred, under: frame)
                        if failure == nil, shouldInject,
                            self.deferInjection(of: object, build, frame, cacheKey, graph: root, lifetime: lifetime)
                        {
                            return nil
                        }
                        if let failure { throw failure }
                        if shouldInject { try await self.injectAsync(object, frame) }
                        return object
                    }
                    // Deferred: the build whose `init` ran below this one ends it.
                    guard let object else { return }
                    result = .success(object)
                } catch {
                    // An init that failed still runs what the builds below it deferred to it:
                    // their objects were built, and their requests wait for them. None is
                    // deferred to it from now on.
                    let deferred = owner.state.withLock { _ in
                        build.acceptsDeferredInjections = false
                        return build.deferredCalls.take()
                    }
                    _ = await DeferredCalls.run(deferred, under: frame)
                    result = .failure(error)
                }
                self.finishBuild(build, cacheKey, graph: root, lifetime: lifetime, result)
            }
            return try await join(build, from: parent, asking: frame.step)
        }
    }

    /// Ends a build: keeps its instance with its lifetime (unless it failed or went stale),
    /// then wakes every task waiting for it.
    func finishBuild(
        _ build: AsyncBuild, _ key: CacheKey, graph root: AsyncFrame?, lifetime: Lifetime,
        _ result: Result<any AnyObject & Sendable, any Error>
    ) {
        // The instance of a build that failed after its init (its `didInject` threw) is released
        // after the lock: its deinit may use the container, which would deadlock under it.
        let (waiters, instance, awaited) = withEntry(key, graph: root) { entry in
            let object = build.stale ? nil : try? result.get()
            CachedInstance.endTask(
                &entry, build, keeping: object, lifetime: lifetime, holdsContainer: build.holdsContainer)
            build.result = result
            let instance = build.instance
            build.instance = nil
            let waiters = build.waiters
            build.waiters = [:]
            return (waiters, instance, build.isAwaited)
        }
        withExtendedLifetime(instance) {}
        if awaited { WaitGraph.finish(WaitGraph.Party(build)) }
        for waiter in waiters.values { waiter.resume() }
    }
}
