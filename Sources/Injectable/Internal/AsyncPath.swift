// The resolution path of an async resolve: one `AsyncFrame` per request, linked from the
// task's innermost request (a task-local) to the outermost one; the depth limit that stands in
// for a stack, and the failures located on the path.

/// One request of an async resolve, on its task's resolution path.
final class AsyncFrame: PathRequest, @unchecked Sendable {
    // @unchecked Sendable: every field but `firstInsertion`, `insertions` and `openedGraph` is a
    // `let` (`type` is only read to name it); those three are read and written only under the
    // lock of the root's `graphOwner` (`firstInsertion` of every frame included, since the tasks
    // of one resolve share its frames), and the store `openedGraph` holds guards itself by that
    // lock.
    let parent: AsyncFrame?
    let containerID: ObjectIdentifier
    /// `container`, for an `@Injected` property made in the request's `init` (see
    /// `InjectedStorage`): not kept alive, since a task started there inherits the path and may
    /// outlive the request and its container.
    let containerReference: UnownedContainer
    let type: Any.Type
    let key: String?
    let role: ResolutionStep.Role
    /// Whether an override builds the request (its closure runs in the request's place).
    let isOverridden: Bool
    let depth: Int
    /// The build this request runs, when it builds a cached instance.
    let build: AsyncBuild?
    /// Whether this request is the `didInject` of its parent's object (`role` `.didInject`): on
    /// the path it stands in for its parent, as a thread's request becomes its `didInject`.
    let isInjection: Bool
    /// Whether this request is the `didInject` of an object no cache keeps (an ephemeral one).
    let isUncachedInjection: Bool
    /// Whether an uncached object's `didInject` runs above this request on the path (see
    /// `checkUncachedCycle`).
    let isInsideUncachedInjection: Bool
    /// For the outermost request: the container it asked, kept alive until the outermost request
    /// is over, whose lock guards its resolve's shared state (`firstInsertion` of its requests,
    /// `insertions`, and the `.graph` store, `graph`).
    let graphOwner: DependencyContainer?
    /// For the outermost request: the `.graph` instances of its resolve (see `GraphScope`),
    /// opened by the first request that needs them; guarded by `graphOwner`'s lock.
    private var openedGraph: GraphScope?
    /// The number of the first instance cached on this resolve's path after the request began,
    /// 0 while there is none (see `PathRequest`); guarded by the root's `graph` lock.
    var firstInsertion: UInt32 = 0
    /// For the outermost request: how many instances requests of its resolve cached (wrapping,
    /// 0 skipped), to number them; guarded by its `graph` lock.
    fileprivate var insertions: UInt32 = 0

    init(
        parent: AsyncFrame?, container: DependencyContainer, type: Any.Type, key: String?, role: ResolutionStep.Role,
        isOverridden: Bool = false, build: AsyncBuild?
    ) {
        self.parent = parent
        self.containerID = ObjectIdentifier(container)
        containerReference = UnownedContainer(container)
        self.type = type
        self.key = key
        self.role = role
        self.isOverridden = isOverridden
        self.depth = (parent?.depth ?? -1) + 1
        self.build = build
        self.graphOwner = parent == nil ? container : nil
        isInjection = false
        isUncachedInjection = false
        isInsideUncachedInjection = parent.map { $0.isUncachedInjection || $0.isInsideUncachedInjection } ?? false
    }

    /// The `didInject` of the object `frame` built, a request below it that stands in for it on
    /// the path; `uncached` for an object no cache keeps.
    init(injecting frame: AsyncFrame, container: DependencyContainer, uncached: Bool) {
        parent = frame
        containerID = frame.containerID
        containerReference = UnownedContainer(container)
        type = frame.type
        key = frame.key
        role = .didInject
        isOverridden = frame.isOverridden
        depth = frame.depth
        build = frame.build
        graphOwner = nil
        isInjection = true
        isUncachedInjection = uncached
        isInsideUncachedInjection = frame.isInsideUncachedInjection
    }

    /// Whether this request is cached: it runs a build (`.transient`, `.persistent`, `.scoped`
    /// or `.graph`).
    var isCached: Bool { build != nil }

    /// The requests from the outermost one to this one; a `didInject` in place of its object's.
    var frames: [AsyncFrame] {
        var frames: [AsyncFrame] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            frames.append(current)
            frame = current.isInjection ? current.parent?.parent : current.parent
        }
        return frames.reversed()
    }

    /// The steps from the outermost request to this one.
    var path: [ResolutionStep] { frames.map(\.step) }

    var requester: (any PathRequest)? { parent }

    var keptBy: DependencyContainer? {
        guard let build, build.isKept else { return nil }
        return build.owner
    }

    /// The outermost request of this resolve.
    var root: AsyncFrame {
        var frame = self
        while let parent = frame.parent { frame = parent }
        return frame
    }

    /// For the outermost request: the `.graph` instances of its resolve, opened on first use (a
    /// resolve that asks for no `.graph` instance has none); nil for any other request. Never
    /// asked under `graphOwner`'s lock, which it takes.
    var graph: GraphScope? {
        guard let owner = graphOwner else { return nil }
        return owner.state.withLock { _ in
            if let openedGraph { return openedGraph }
            let graph = GraphScope(owner: owner)
            openedGraph = graph
            return graph
        }
    }

    /// Records that this request cached an instance, as `ThreadState.noteCachedInstance` does
    /// for a thread's path: numbers it, and gives the number to every request of the path that
    /// has had none since it began. Call it with no container lock held.
    func noteCachedInstance() {
        let root = self.root
        guard let owner = root.graphOwner else { return }
        owner.state.withLock { _ in _ = markFirstInsertion(nextInsertion(&root.insertions), from: self) }
    }

    /// Whether this request is a `didInject`: a request made there is the other half of a pair.
    var isInjecting: Bool { role == .didInject }

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
    /// The innermost async request of the current task, if any, while it runs.
    static var innermost: AsyncFrame? { link?.frame }

    /// The binding of `innermost`. A task started inside a request inherits it, and may outlive
    /// the resolve: the link is weak, so that such a task keeps nothing of the resolve alive
    /// (its frames hold the container, the `.graph` instances and the builds) and sees no path
    /// once the resolve is over. The request's own function keeps its frame alive while it runs
    /// (`inAsyncFrame`), and a frame keeps the ones before it.
    @TaskLocal private static var link: Link?

    private final class Link: Sendable {
        weak let frame: AsyncFrame?
        init(_ frame: AsyncFrame) { self.frame = frame }
    }

    /// Runs `body` with `frame` as the task's innermost request, counted while it runs
    /// (`ProcessCounter.asyncRequests`): up before, down once it returned or threw, by this task,
    /// so that code inside it, the synchronous code a build runs for it included (`RequestContext`
    /// reads the task's path only while the count is not zero), never reads the count as zero.
    static func withInnermost<R>(_ frame: AsyncFrame, _ body: () async throws -> R) async throws -> R {
        ProcessCounter.asyncRequests.add(1)
        defer {
            ProcessCounter.asyncRequests.add(-1)
            withExtendedLifetime(frame) {}
        }
        return try await $link.withValue(Link(frame), operation: body)
    }

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
        _ type: Any.Type, key: String?, role: ResolutionStep.Role = .type, overridden: Bool = false,
        build: AsyncBuild? = nil, parent: AsyncFrame? = AsyncPath.innermost
    ) throws(ResolutionError) -> AsyncFrame {
        let frame = AsyncFrame(
            parent: parent, container: self, type: type, key: key, role: role, isOverridden: overridden, build: build)
        if frame.depth >= AsyncPath.depthLimit { try checkAsyncRecursion(frame) }
        return frame
    }

    /// Fails a request that is far too deep: as a cycle when the path repeats a request with
    /// nothing cached in between (the rule of a thread's path, `firstRepetition`), as too deep
    /// otherwise.
    private func checkAsyncRecursion(_ frame: AsyncFrame) throws(ResolutionError) {
        let frames = frame.frames
        let repetition = frame.root.graphOwner?.state.withLock { _ in firstRepetition(in: frames) }
        if let (first, repeated) = repetition {
            let path = frames[...repeated].map(\.step)
            throw failed(ResolutionError(kind: .cycle, path: path, cycle: Array(path[first...])))
        }
        throw failed(
            ResolutionError(kind: .tooDeep(depth: frame.depth + 1), path: frame.path, asyncLimit: AsyncPath.depthLimit))
    }

    /// Runs `body` with `frame` as the task's innermost request (`AsyncPath.withInnermost`),
    /// locating what it throws there.
    func inAsyncFrame<R>(_ frame: AsyncFrame, _ body: () async throws -> R) async throws(ResolutionError) -> R {
        do {
            return try await AsyncPath.withInnermost(frame, body)
        } catch {
            throw wrap(error, frame)
        }
    }
}

/// What an async resolve throws, as the one type every resolve throws: a ``ResolutionError``
/// as it is; a `CancellationError` that no request located (the asking task was cancelled
/// before it had a request of its own) as `.cancelled` at the request for `type`.
@usableFromInline
func asyncFailure(
    _ error: any Error, asking type: Any.Type, key: String?, role: ResolutionStep.Role = .type
) -> ResolutionError {
    if let error = error as? ResolutionError { return error }
    let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    let kind: ResolutionError.Kind = error is CancellationError ? .cancelled : .initializerFailed
    return ResolutionError(kind: kind, path: AsyncPath.path(to: step), underlyingError: error)
}
