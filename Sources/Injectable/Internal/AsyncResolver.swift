// The async engine: `try await container.resolve()` of an `AsyncInjectableObject` or
// `AsyncInjectableValue`, and `resolveAsyncInterface()`. It stands beside the synchronous one
// (`Resolver.swift`), which it does not touch:
//
//   1. an unkeyed persistent instance is read from the same lock-free table as a synchronous
//      one (`persistentTable`);
//   2. otherwise the request becomes an `AsyncFrame` on the task's resolution path, a task-local
//      list (a thread's resolution path does not survive a suspension);
//   3. an ephemeral object or a value is built at once, in the asking task;
//   4. a cached one goes through the container's `asyncInstances` (or, for `.graph`, the
//      outermost request's frame): the first request starts an `AsyncBuild` in a task of its
//      own, and every request — the first included — waits for it on a continuation. A wait
//      that would close a loop of builds waiting for each other is a cycle (`AsyncWaitGraph`),
//      or, when the instance asked for already exists (its `didInject` runs), gets it.
//
// The cached-instance states, for one key:
//
//   (none) ──claim──▶ building(build) ──init──▶ (build.instance set, didInject runs)
//                          │                                    │
//                          └──── failure: (none) ◀──────────────┴──▶ strong / weak / graph

/// A cached async instance, in `ContainerState.asyncInstances` or an outermost frame's graph.
enum AsyncInstance {
    /// A build is running; requests wait for it.
    case building(AsyncBuild)
    /// A `.persistent` instance (or a `.graph` one, in a frame's graph).
    case strong(any AnyObject & Sendable)
    /// A `.transient` instance, alive as long as someone else holds it.
    case weak(AsyncWeakBox)
}

/// A weak reference to a `.transient` async instance.
final class AsyncWeakBox {
    weak var object: (any AnyObject & Sendable)?
    init(_ object: any AnyObject & Sendable) { self.object = object }
}

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
    /// one's `didInject` waits until that `init` has returned too (see DeferredInjection.swift),
    /// and meanwhile the requests of that build's resolve get `instance`.
    var injectsAfter: AsyncBuild?
    /// The `didInject` calls of builds whose `init` returned while this one's ran, to run once it
    /// has returned, before this one's own.
    var deferredInjections: [@Sendable (AsyncFrame) async -> (any Error)?] = []
    /// Builds whose requests may take `instance` before this build ends: each waits for this one
    /// while this one (its `didInject`) waits for it, as two threads hand out an instance whose
    /// `init` has returned instead of deadlocking.
    var handedOutTo: Set<ObjectIdentifier> = []

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
}

/// One request of an async resolve, on its task's resolution path.
final class AsyncFrame: @unchecked Sendable {
    // @unchecked Sendable: every field but `graph`, `graphContainers` and `synchronousGraph` is a
    // `let` (`type` is only read to name it); those three are read and written only inside
    // `graphOwner.state.withLock`.
    let parent: AsyncFrame?
    let container: ObjectIdentifier
    /// `container`, for an `@Injected` property made in the request's `init` (see
    /// `InjectedStorage`): not kept alive, since a task started there inherits the path and may
    /// outlive the request and its container.
    let containerReference: UnownedContainer
    let type: Any.Type
    let key: String?
    let role: ResolutionStep.Role
    let depth: Int
    /// The build this request runs, when it builds a cached instance.
    let build: AsyncBuild?
    /// For the outermost request: the container whose lock guards `graph`, kept alive with
    /// every container `graph` names, until the outermost request is over.
    let graphOwner: DependencyContainer?
    /// For the outermost request: the `.graph` instances of its resolve.
    var graph: [GraphKey: AsyncInstance] = [:]
    var graphContainers: [ObjectIdentifier: DependencyContainer] = [:]
    /// For the outermost request: the `.graph` instances of synchronous types that synchronous
    /// requests inside its resolve built (see `GraphScope`); guarded like `graph`.
    var synchronousGraph: [GraphKey: AnyObject] = [:]

    struct GraphKey: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    init(
        parent: AsyncFrame?, container: DependencyContainer, type: Any.Type, key: String?, role: ResolutionStep.Role,
        build: AsyncBuild?
    ) {
        self.parent = parent
        self.container = ObjectIdentifier(container)
        containerReference = UnownedContainer(container)
        self.type = type
        self.key = key
        self.role = role
        self.depth = (parent?.depth ?? -1) + 1
        self.build = build
        self.graphOwner = parent == nil ? container : nil
    }

    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    }

    /// The requests from the outermost one to this one.
    var frames: [AsyncFrame] {
        var frames: [AsyncFrame] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            frames.append(current)
            frame = current.parent
        }
        return frames.reversed()
    }

    /// The steps from the outermost request to this one.
    var path: [ResolutionStep] { frames.map(\.step) }

    /// The outermost request of this resolve.
    var root: AsyncFrame {
        var frame = self
        while let parent = frame.parent { frame = parent }
        return frame
    }

    /// The `.graph` instance of `key` in `container` this outermost request's resolve has; for
    /// a synchronous request inside the resolve (see `GraphScope`).
    func graphInstance(in container: DependencyContainer, _ key: CacheKey) -> AnyObject? {
        guard let owner = graphOwner else { return nil }
        return owner.state.withLock { _ in synchronousGraph[GraphKey(container: ObjectIdentifier(container), key: key)]
        }
    }

    /// Keeps `object` as the `.graph` instance of `key` in `container` for this outermost
    /// request's resolve; for a synchronous request inside the resolve (see `GraphScope`).
    func keepGraphInstance(_ object: AnyObject, in container: DependencyContainer, _ key: CacheKey) {
        guard let owner = graphOwner else { return }
        owner.state.withLock { _ in
            graphContainers[ObjectIdentifier(container)] = container
            synchronousGraph[GraphKey(container: ObjectIdentifier(container), key: key)] = object
        }
    }

    /// The innermost build this request is part of: the one that waits while it runs.
    var enclosingBuild: AsyncBuild? {
        var frame: AsyncFrame? = self
        while let current = frame {
            if let build = current.build { return build }
            frame = current.parent
        }
        return nil
    }
}

/// The task-local resolution path of async resolves.
enum AsyncPath {
    /// The innermost async request of the current task, if any.
    @TaskLocal static var innermost: AsyncFrame?

    /// Requests deeper than this on one path are searched for a repetition: an async
    /// recursion has no stack to exhaust, only memory.
    static let depthLimit = 4096

    /// The steps to the current request for `type` (not yet on the path).
    static func path(to step: ResolutionStep) -> [ResolutionStep] {
        (innermost?.path ?? []) + [step]
    }
}

// MARK: - Frames

extension DependencyContainer {
    /// A new request on the current task's path, checked for endless recursion.
    func asyncFrame(
        _ type: Any.Type, key: String?, role: ResolutionStep.Role = .type, build: AsyncBuild? = nil,
        parent: AsyncFrame? = AsyncPath.innermost
    ) throws(ResolutionError) -> AsyncFrame {
        let frame = AsyncFrame(parent: parent, container: self, type: type, key: key, role: role, build: build)
        if frame.depth >= AsyncPath.depthLimit { try checkAsyncRecursion(frame) }
        return frame
    }

    /// Fails a request that is far too deep: as a cycle when the path repeats a request, as
    /// too deep otherwise.
    private func checkAsyncRecursion(_ frame: AsyncFrame) throws(ResolutionError) {
        struct Request: Hashable {
            let container: ObjectIdentifier
            let type: ObjectIdentifier
            let key: String?
            let role: ResolutionStep.Role
        }
        let frames = frame.frames
        var seen: [Request: Int] = [:]
        for (index, frame) in frames.enumerated() {
            let request = Request(
                container: frame.container, type: ObjectIdentifier(frame.type), key: frame.key, role: frame.role)
            if let first = seen.updateValue(index, forKey: request) {
                let path = frames[...index].map(\.step)
                throw failed(ResolutionError(kind: .cycle, path: path, cycle: Array(path[first...])))
            }
        }
        throw failed(
            ResolutionError(kind: .tooDeep(depth: frame.depth + 1), path: frame.path, asyncLimit: AsyncPath.depthLimit))
    }

    /// Turns an error thrown by user code into a ``ResolutionError`` located at `frame`.
    ///
    /// `role: .didInject` names the frame's `didInject` call as the failed step.
    func asyncWrap(_ error: any Error, _ frame: AsyncFrame, role: ResolutionStep.Role? = nil) -> any Error {
        if error is ResolutionError || error is CancellationError && frame.build == nil { return error }
        var path = frame.path
        if let role {
            path[path.count - 1] = ResolutionStep(typeName: path[path.count - 1].typeName, key: frame.key, role: role)
        }
        return located(error, at: path)
    }

    /// Runs `body` with `frame` as the task's innermost request, locating what it throws there.
    func inAsyncFrame<R>(_ frame: AsyncFrame, _ body: () async throws -> R) async throws -> R {
        do {
            return try await AsyncPath.$innermost.withValue(frame, operation: body)
        } catch {
            throw asyncWrap(error, frame)
        }
    }
}

// MARK: - Objects and values

extension DependencyContainer {
    /// Resolves an async object with `lifetime`: a published persistent instance, an override,
    /// a build in the asking task (ephemeral), or the cache.
    @usableFromInline
    func resolveAsyncObject<T: AsyncInjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, make: @escaping @Sendable (Container) async throws -> T
    ) async throws -> T {
        if lifetime.isKept, key == nil, let hit = persistentTable.read(T.self, as: T.self, currentThread()) {
            return hit
        }
        let replace = mayOverride ? overrideFactory(of: T.self) : nil
        // A scope's persistent requests go to its home; scoped ones need a scope.
        if lifetime == .persistent, let home = persistentHome, !(replace != nil && isOverriddenInScope(T.self)) {
            return try await home.resolveAsyncObject(T.self, key: key, lifetime: lifetime, make: make)
        }
        if lifetime == .scoped, !holdsScoped {
            let step = ResolutionStep(typeName: _typeName(T.self, qualified: false), key: key)
            throw failed(ResolutionError(kind: .notInScope, path: AsyncPath.path(to: step)))
        }
        if lifetime == .ephemeral {
            let frame = try asyncFrame(T.self, key: key)
            // NB: one task-local binding per level (its push and pop are most of the cost of an
            // async level): `didInject` runs under the object's own frame.
            return try await inAsyncFrame(frame) {
                if let replace { return try self.runOverride(replace, as: T.self) }
                let object = try await make(self)
                try await self.injectAsync(object, frame)
                return object
            }
        }
        if lifetime == .graph, AsyncPath.innermost == nil {
            return try await outermostGraphObject(T.self, key: key, replace: replace, make: make)
        }
        let object = try await cachedAsyncObject(T.self, key: key, lifetime: lifetime, overridden: replace != nil) {
            container in
            if let replace { return (try container.runOverride(replace, as: T.self), false) }
            return (try await make(container), true)
        }
        return unsafeDowncast(object, to: T.self)
    }

    /// Builds an async value (the variant under `key`, if any): `make`, then
    /// `didInject(container:)`.
    @usableFromInline
    func resolveAsyncValue<T: AsyncInjectableValue>(
        _ type: T.Type, key: String? = nil, make: @Sendable (Container) async throws -> T
    ) async throws -> T {
        let frame = try asyncFrame(T.self, key: key)
        if mayOverride, let replace = overrideFactory(of: T.self) {
            return try await inAsyncFrame(frame) { try self.runOverride(replace, as: T.self) }
        }
        return try await inAsyncFrame(frame) {
            var value = try await make(self)
            do { try await value.didInject(container: self) } catch {
                throw self.asyncWrap(error, frame, role: .didInject)
            }
            return value
        }
    }

    /// A `.graph` object asked for by the outermost request of a resolve: built for that resolve
    /// alone, and kept in its graph (which its frame begins) for the requests below to share,
    /// from its `didInject` on, as a synchronous resolve's is (found in review: it went to the
    /// container's cache, which kept it for good and handed it to every later resolve).
    private func outermostGraphObject<T: AsyncInjectableObject>(
        _ type: T.Type, key: String?, replace: OverrideFactory?,
        make: @escaping @Sendable (Container) async throws -> T
    ) async throws -> T {
        let frame = try asyncFrame(T.self, key: key)
        return try await inAsyncFrame(frame) {
            if let replace { return try self.runOverride(replace, as: T.self) }
            let object = try await make(self)
            self.state.withLock { _ in
                frame.graphContainers[ObjectIdentifier(self)] = self
                frame.graph[AsyncFrame.GraphKey(container: ObjectIdentifier(self), key: CacheKey(T.self, key))] =
                    .strong(object)
            }
            try await self.injectAsync(object, frame)
            return object
        }
    }

    /// Runs `object`'s `didInject`; call it inside `frame`'s binding. A failure names the call.
    func injectAsync<T: AsyncInjectableObject>(_ object: T, _ frame: AsyncFrame) async throws {
        do { try await object.didInject(container: self) } catch { throw asyncWrap(error, frame, role: .didInject) }
    }
}

// MARK: - The cache

extension DependencyContainer {
    private enum Claim {
        case hit(any AnyObject & Sendable)
        case join(AsyncBuild)
        case start(AsyncBuild, AsyncFrame)
    }

    /// Where the entry of a cached request lives: this container's cache, or the outermost
    /// request's graph (guarded by its owner's lock).
    private func withEntry<R>(
        _ key: CacheKey, graph root: AsyncFrame?, _ body: (inout AsyncInstance?) -> R
    ) -> R {
        guard let root, let owner = root.graphOwner else {
            // What pruning found alive, released after the lock (see `pruneReleasedAsyncInstances`).
            var alive: [AnyObject] = []
            defer { withExtendedLifetime(alive) {} }
            return state.withLock { state in
                if state.asyncInstances[key] == nil { state.pruneReleasedAsyncInstances(keepingAlive: &alive) }
                return body(&state.asyncInstances[key])
            }
        }
        return owner.state.withLock { _ in
            root.graphContainers[ObjectIdentifier(self)] = self
            return body(&root.graph[AsyncFrame.GraphKey(container: ObjectIdentifier(self), key: key)])
        }
    }

    /// A `.transient`, `.persistent` or `.graph` instance, built exactly once across tasks.
    /// `make` returns the instance and whether its `didInject` runs (not after an override).
    private func cachedAsyncObject(
        _ type: any AsyncInjectableObject.Type, key: String?, lifetime: Lifetime, overridden: Bool,
        make: @escaping @Sendable (Container) async throws -> (any AsyncInjectableObject, Bool)
    ) async throws -> any AnyObject & Sendable {
        let parent = AsyncPath.innermost
        if let parent, parent.depth + 1 >= AsyncPath.depthLimit { _ = try asyncFrame(type, key: key, parent: parent) }
        let cacheKey = CacheKey(type, key)
        var root: AsyncFrame? = nil
        if lifetime == .graph {
            // The outermost request of a resolve holds its graph; for the outermost one
            // itself, there is nothing to share yet but its own frame.
            root = parent?.root
        }
        let owner = root?.graphOwner ?? self
        let claim: Claim = withEntry(cacheKey, graph: root) { entry in
            switch entry {
            case .strong(let object)?:
                return .hit(object)
            case .weak(let box)?:
                if let object = box.object {
                    if lifetime.isKept { keepAsync(object, at: cacheKey, &entry) }
                    return .hit(object)
                }
            case .building(let build)?:
                return .join(build)
            case nil:
                break
            }
            let build = AsyncBuild(type: type, key: key, owner: owner, isKept: lifetime.isKept)
            let frame = AsyncFrame(parent: parent, container: self, type: type, key: key, role: .type, build: build)
            entry = .building(build)
            return .start(build, frame)
        }
        switch claim {
        case .hit(let object):
            return object
        case .join(let build):
            return try await join(
                build, from: parent, asking: ResolutionStep(typeName: _typeName(type, qualified: false), key: key))
        case .start(let build, let frame):
            // As `recheckOverride` does for a synchronous build: an override added or removed
            // since the request looked makes this build stale.
            if overridden || ProcessCounter.overrides.isActive,
                (overrideFactory(of: type) != nil) != overridden
            {
                owner.state.withLock { _ in build.stale = true }
            }
            // NB: the build runs in a task of its own, so that cancelling the task that asked
            // first cancels neither the build nor the other tasks waiting for it.
            Task {
                let result: Result<any AnyObject & Sendable, any Error>
                do {
                    let object = try await self.inAsyncFrame(frame) { () async throws -> (any AnyObject & Sendable)? in
                        let (object, shouldInject) = try await make(self)
                        let deferred = owner.state.withLock { _ in
                            build.instance = object
                            let deferred = build.deferredInjections
                            build.deferredInjections = []
                            return deferred
                        }
                        if shouldInject,
                            self.deferInjection(of: object, build, frame, cacheKey, graph: root, lifetime: lifetime)
                        {
                            return nil
                        }
                        var failure: (any Error)?
                        for injection in deferred {
                            if let error = await injection(frame), failure == nil { failure = error }
                        }
                        if let failure { throw failure }
                        if shouldInject { try await self.injectAsync(object, frame) }
                        return object
                    }
                    // Deferred: the build whose `init` ran below this one ends it.
                    guard let object else { return }
                    result = .success(object)
                } catch {
                    result = .failure(error)
                }
                self.finishBuild(build, cacheKey, graph: root, lifetime: lifetime, result)
            }
            return try await join(build, from: parent, asking: frame.step)
        }
    }

    /// Defers the `didInject` of `build`'s instance, whose `init` just returned, while the `init`
    /// of a build below it on the path still runs (see DeferredInjection.swift): the outermost
    /// such build runs it, and ends `build`, once its own `init` has returned. Returns false, and
    /// defers nothing, when no such build runs.
    private func deferInjection(
        of object: any AsyncInjectableObject, _ build: AsyncBuild, _ frame: AsyncFrame, _ key: CacheKey,
        graph root: AsyncFrame?, lifetime: Lifetime
    ) -> Bool {
        let below = (frame.parent?.frames ?? []).compactMap(\.build)
        guard !below.isEmpty else { return false }
        let injection: @Sendable (AsyncFrame) async -> (any Error)? = { parent in
            // A request of its own, under the build that runs it, so that a failure names it.
            let request = AsyncFrame(
                parent: parent, container: self, type: type(of: object), key: key.key, role: .type, build: nil)
            let result: Result<any AnyObject & Sendable, any Error>
            do {
                try await self.inAsyncFrame(request) {
                    try await self.injectAsync(object, request)
                }
                result = .success(object)
            } catch {
                result = .failure(error)
            }
            self.finishBuild(build, key, graph: root, lifetime: lifetime, result)
            if case .failure(let error) = result { return error }
            return nil
        }
        for outer in below {
            let deferred = outer.owner.state.withLock { _ in
                guard outer.instance == nil, outer.result == nil else { return false }
                outer.deferredInjections.append(injection)
                return true
            }
            guard deferred else { continue }
            let waiters = build.owner.state.withLock { _ in
                build.injectsAfter = outer
                let waiters = build.waiters
                build.waiters = [:]
                return waiters
            }
            for waiter in waiters.values { waiter.resume() }
            return true
        }
        return false
    }

    /// Ends a build: keeps its instance with its lifetime (unless it failed or went stale),
    /// then wakes every task waiting for it.
    private func finishBuild(
        _ build: AsyncBuild, _ key: CacheKey, graph root: AsyncFrame?, lifetime: Lifetime,
        _ result: Result<any AnyObject & Sendable, any Error>
    ) {
        // The instance of a build that failed after its init (its `didInject` threw) is released
        // after the lock: its deinit may use the container (found in review: it deadlocked).
        let (waiters, instance) = withEntry(key, graph: root) { entry in
            if case .building(let current)? = entry, current === build {
                if case .success(let object) = result, !build.stale {
                    switch lifetime {
                    case .transient: entry = .weak(AsyncWeakBox(object))
                    case .persistent where root == nil, .scoped where root == nil: keepAsync(object, at: key, &entry)
                    default: entry = .strong(object)
                    }
                } else {
                    entry = nil
                }
            }
            build.result = result
            let instance = build.instance
            build.instance = nil
            let waiters = build.waiters
            build.waiters = [:]
            return (waiters, instance)
        }
        withExtendedLifetime(instance) {}
        AsyncWaitGraph.finish(build)
        for waiter in waiters.values { waiter.resume() }
    }

    /// Holds `object` strongly as the persistent instance for `key`, published when unkeyed.
    private func keepAsync(
        _ object: any AnyObject & Sendable, at key: CacheKey, _ entry: inout AsyncInstance?
    ) {
        entry = .strong(object)
        if key.key == nil { persistentTable.store(object, for: key.type) }
    }

    /// Waits, suspended, for `build` to end, and returns its instance. A wait that would close a
    /// loop of builds waiting for each other gets the instance if it exists already (its
    /// `didInject` runs), or hands out an instance of the loop that exists to the build that
    /// waits for it; it fails as a cycle when none does. A cancelled wait throws
    /// `CancellationError`; the build goes on.
    private func join(_ build: AsyncBuild, from parent: AsyncFrame?, asking step: ResolutionStep) async throws
        -> any AnyObject & Sendable
    {
        let waiter = parent?.enclosingBuild
        if let waiter {
            if let loop = AsyncWaitGraph.beginWait(waiter, for: build) {
                if let instance = build.owner.state.withLock({ _ in build.instance }) { return instance }
                guard AsyncWaitGraph.handOut(along: loop + [build]) else {
                    let path = (parent?.path ?? []) + [step]
                    // The cycle: from the request that builds what this one waits for, if it is
                    // on this path, or from this path's innermost build, through the loop.
                    let frames = parent?.frames ?? []
                    let cycle: [ResolutionStep]
                    if let start = frames.firstIndex(where: { $0.build === build }) {
                        cycle = frames[start...].map(\.step) + [step]
                    } else {
                        let start = frames.lastIndex { $0.build === waiter } ?? 0
                        cycle = frames[start...].map(\.step) + [step] + loop.dropFirst().map(\.step)
                    }
                    throw failed(ResolutionError(kind: .cycle, path: path, cycle: cycle))
                }
                AsyncWaitGraph.addWait(waiter, for: build)
            }
        }
        defer { if let waiter { AsyncWaitGraph.endWait(waiter, for: build) } }
        let builds = Set((parent?.frames ?? []).compactMap { $0.build.map(ObjectIdentifier.init) })
        // What this request may take: the result; or, before the build ends, its instance, when
        // its `didInject` waits for a build of this request's resolve, or was handed out to it.
        func outcome() -> Result<any AnyObject & Sendable, any Error>? {
            if let result = build.result { return result }
            guard let instance = build.instance else { return nil }
            if let after = build.injectsAfter, builds.contains(ObjectIdentifier(after)) { return .success(instance) }
            if let waiter, build.handedOutTo.contains(ObjectIdentifier(waiter)) { return .success(instance) }
            return nil
        }
        while true {
            let id = build.owner.state.withLock { _ in
                build.nextWaiter += 1
                return build.nextWaiter
            }
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                    let ready = build.owner.state.withLock { _ in
                        if outcome() != nil || Task.isCancelled { return true }
                        build.waiters[id] = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                let cancelled = build.owner.state.withLock { _ in build.waiters.removeValue(forKey: id) }
                cancelled?.resume()
            }
            // The wake-up carries nothing: what the request takes is read under the lock the
            // build wrote it under, so everything the build wrote (the instance's stored
            // properties included) happens before this read by the lock alone, as the Thread
            // Sanitizer checks it.
            if let outcome = build.owner.state.withLock({ _ in outcome() }) { return try outcome.get() }
            if Task.isCancelled { throw CancellationError() }
        }
    }
}

// MARK: - Interfaces

extension DependencyContainer {
    /// Resolves an interface from async code: its async registration, or its synchronous one.
    @usableFromInline
    func resolveAsyncInterface<I>(_ interface: I.Type, key: String?) async throws -> I {
        // An override of the interface replaces every request for it, whatever is registered:
        // the synchronous lookup applies it (its closure is synchronous).
        if mayOverride, overrideFactory(of: I.self) != nil {
            return try lookUpInterface(I.self, key: key, useDefaultKey: true)
        }
        let id = ObjectIdentifier(I.self)
        let effectiveKey = key ?? defaultKey(for: I.self)
        let cacheKey = CacheKey(id: id, effectiveKey)
        // The nearest registration: async (its factory) or synchronous (`nil`).
        let found: AsyncInterfaceFactory<I>?? = nearest { state in
            if let registration = state.asyncInterfaces[cacheKey] {
                // Registered for exactly this interface (it is keyed by `I`).
                return .some(unsafeDowncast(registration.factory as AnyObject, to: AsyncInterfaceFactory<I>.self))
            }
            return state.interfaces[cacheKey] != nil ? .some(nil) : nil
        }
        switch found {
        case .some(.some(let factory)):
            let frame = try asyncFrame(I.self, key: effectiveKey, role: .interface)
            return try await inAsyncFrame(frame) { try await factory.make(self) }
        case .some(.none):
            return try lookUpInterface(I.self, key: key, useDefaultKey: true)
        case .none:
            var keys = Set(registeredKeys(of: id))
            for container in lineage {
                container.state.withLock { state in
                    for registered in state.asyncInterfaces.keys where registered.type == id {
                        if let key = registered.key { keys.insert(key) }
                    }
                }
            }
            let step = ResolutionStep(
                typeName: _typeName(I.self, qualified: false), key: effectiveKey, role: .interface)
            throw failed(
                ResolutionError(
                    kind: .interfaceNotRegistered, path: AsyncPath.path(to: step), registeredKeys: keys.sorted(),
                    keyIsDefault: key == nil && effectiveKey != nil))
        }
    }

    /// Whether `interface` has an async registration under `key`, up the lineage: a
    /// synchronous request for it fails with ``ResolutionError/Kind/needsAwait``.
    func hasAsyncRegistration(_ interface: ObjectIdentifier, key: String?) -> Bool {
        nearest { $0.asyncInterfaces[CacheKey(id: interface, key)] != nil ? true : nil } ?? false
    }
}

/// An async interface registration's factory, typed by its interface.
final class AsyncInterfaceFactory<I>: InterfaceRegistration {
    let make: @Sendable (Container) async throws -> I
    let key: String?

    init(_ make: @escaping @Sendable (Container) async throws -> I, key: String?) {
        self.make = make
        self.key = key
    }

    /// `validate()` cannot await: an async registration is not probed.
    func validate(in container: Container) throws(ResolutionError) {}
}

// MARK: - Waits between builds

/// Which build waits for which, so that a loop of builds waiting for each other — a cycle,
/// possibly across tasks — is reported instead of suspending its tasks forever.
///
/// A task inside a build (its `init` or `didInject`, or anything they resolve) that waits for
/// another build makes the enclosing build wait for that one. Only consulted when a task waits
/// for a build, so its global lock is cold.
enum AsyncWaitGraph {
    private struct Edge: Hashable {
        let waiter: ObjectIdentifier
        let build: ObjectIdentifier
    }

    private struct State {
        /// Edge → (the awaited build, how many tasks of the waiter wait for it).
        var edges: [ObjectIdentifier: [ObjectIdentifier: (build: AsyncBuild, count: Int)]] = [:]
    }

    private static let state = Locked(State())

    /// Records that `waiter` waits for `build`; or, when `build` already waits (transitively)
    /// for `waiter`, records nothing and returns the loop: `build`, the builds it waits for in
    /// turn, ending with `waiter`.
    static func beginWait(_ waiter: AsyncBuild, for build: AsyncBuild) -> [AsyncBuild]? {
        state.withLock { state in
            if let loop = path(from: build, to: waiter, in: state) { return loop }
            state.edges[ObjectIdentifier(waiter), default: [:]][ObjectIdentifier(build), default: (build, 0)].count += 1
            return nil
        }
    }

    /// Records that `waiter` waits for `build`, loop or not: a loop that `handOut` breaks.
    static func addWait(_ waiter: AsyncBuild, for build: AsyncBuild) {
        state.withLock { state in
            state.edges[ObjectIdentifier(waiter), default: [:]][ObjectIdentifier(build), default: (build, 0)].count += 1
        }
    }

    /// Breaks a loop of builds that wait for each other, `loop[0]` waiting for `loop[1]` and so
    /// on, the last being `loop[0]` again: the first build of the loop whose instance exists (its
    /// `didInject` runs, waiting in the loop) is handed out to the build that waits for it, as one
    /// thread would get it back. False when every build of the loop is still in its `init`.
    static func handOut(along loop: [AsyncBuild]) -> Bool {
        for (waiting, awaited) in zip(loop, loop.dropFirst()) {
            let waiters: [Int: UnsafeContinuation<Void, Never>]? = awaited.owner.state.withLock { _ in
                guard awaited.instance != nil else { return nil }
                awaited.handedOutTo.insert(ObjectIdentifier(waiting))
                let waiters = awaited.waiters
                awaited.waiters = [:]
                return waiters
            }
            guard let waiters else { continue }
            for waiter in waiters.values { waiter.resume() }
            return true
        }
        return false
    }

    /// Ends one wait of `waiter` for `build`.
    static func endWait(_ waiter: AsyncBuild, for build: AsyncBuild) {
        state.withLock { state in
            let from = ObjectIdentifier(waiter)
            let to = ObjectIdentifier(build)
            guard let edge = state.edges[from]?[to] else { return }
            if edge.count > 1 {
                state.edges[from]?[to]?.count -= 1
            } else {
                state.edges[from]?[to] = nil
                if state.edges[from]?.isEmpty == true { state.edges[from] = nil }
            }
        }
    }

    /// `build` has ended: nothing waits for it any more, even before its waiters wake.
    static func finish(_ build: AsyncBuild) {
        state.withLock { state in
            let id = ObjectIdentifier(build)
            state.edges[id] = nil
            for (waiter, var targets) in state.edges where targets[id] != nil {
                targets[id] = nil
                state.edges[waiter] = targets.isEmpty ? nil : targets
            }
        }
    }

    /// The builds from `start` to `goal` along the waits, if `goal` is reachable.
    private static func path(from start: AsyncBuild, to goal: AsyncBuild, in state: State) -> [AsyncBuild]? {
        var previous: [ObjectIdentifier: AsyncBuild] = [:]
        var queue = [start]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current === goal {
                var loop = [current]
                while let before = previous[ObjectIdentifier(loop[0])] { loop.insert(before, at: 0) }
                return loop
            }
            for (id, target) in state.edges[ObjectIdentifier(current)] ?? [:] where seen.insert(id).inserted {
                previous[id] = current
                queue.append(target.build)
            }
        }
        return nil
    }
}
