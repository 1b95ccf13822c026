/// One in-flight request, kept on the calling thread's frame stack (`currentThread()`).
///
/// The stack is a per-thread buffer, so the resolution path costs no allocation and no stack
/// of its own: it is walked only to detect a cycle or to explain a failure. A frame exists only
/// while its request runs, so an object that keeps its container and resolves later starts a
/// new path instead of being mistaken for a cycle.
@usableFromInline
struct ResolutionFrame {
    @usableFromInline let container: ObjectIdentifier
    @usableFromInline let type: Any.Type
    @usableFromInline let key: String?
    /// `.didInject` while the instance's `didInject(container:)` runs, in place of its request.
    @usableFromInline var role: ResolutionStep.Role
    /// Whether the request builds a cached instance (`.transient`, `.persistent`, `.graph`),
    /// which may keep what it resolves.
    @usableFromInline var isCached = false
    /// Whether the container keeps the instance strongly (`.persistent`, `.scoped`): what the
    /// request resolves may end up held by that container (see ``Provider``).
    @usableFromInline var isKept = false
    /// Whether an override replaces the request (its factory runs while the frame is pushed).
    @usableFromInline var isOverridden = false
    /// The thread's cache-insertion count when this request began. If the same request comes
    /// back while the count is unchanged, nothing was cached in between that could let the
    /// second attempt end differently: it is a real cycle.
    @usableFromInline let inserts: Int

    @inlinable
    init(container: ObjectIdentifier, type: Any.Type, key: String?, role: ResolutionStep.Role, inserts: Int) {
        self.container = container
        self.type = type
        self.key = key
        self.role = role
        self.inserts = inserts
    }

    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    }
}

/// The position of a frame on its thread's frame stack (0 is the outermost request).
@usableFromInline
typealias FrameIndex = Int

extension ResolutionFrame {
    /// The calling thread's frame at `index`.
    static func at(_ index: FrameIndex) -> ResolutionFrame {
        currentThread().frames.assumingMemoryBound(to: ResolutionFrame.self)[index]
    }

    /// The steps from the outermost request to the one at `index`.
    ///
    /// Names the types with enough stack: a failure may come where the stack is nearly used up,
    /// and naming a deeply nested generic type recurses.
    static func path(to index: FrameIndex?) -> [ResolutionStep] {
        guard let index else { return [] }
        let frames = (0...index).map { at($0) }
        return withStack(atLeast: 256 << 10) { frames.map(\.step) }
    }

    /// The innermost request on the calling thread, if any.
    static var current: FrameIndex? {
        let count = currentThread().frameCount
        return count == 0 ? nil : count - 1
    }
}

/// Pushes a request on the thread's frame stack after checking that it can proceed, and
/// returns its index; pair it with ``popFrame(_:)``.
///
/// Throws when the thread's stack is nearly exhausted: as a cycle, cut at its first
/// repetition, when the path has come back to an earlier request with nothing cached since;
/// as too deep otherwise (see `checkStack`).
@inlinable
func pushFrame(
    _ thread: ThreadState, _ container: DependencyContainer,
    type: Any.Type, key: String?, role: ResolutionStep.Role
) throws(ResolutionError) -> FrameIndex {
    let index = thread.frameCount
    let frames = thread.frameBuffer(reserving: MemoryLayout<ResolutionFrame>.stride)
        .assumingMemoryBound(to: ResolutionFrame.self)
    (frames + index).initialize(
        to: ResolutionFrame(
            container: ObjectIdentifier(container), type: type, key: key, role: role, inserts: thread.inserts))
    thread.frameCount = index &+ 1
    let here = stackAddress()
    if thread.needsStackCheck(at: here) {
        do {
            try checkStack(index, at: here, thread, container)
        } catch {
            popFrame(thread)
            throw error
        }
    }
    thread.lastPush = here
    return index
}

/// Marks the innermost request as running its `didInject(container:)` (or, with `false`, as
/// the request again): failures inside name it, and asking for the type from there is a new
/// request rather than a repetition of this one.
///
@inlinable
@inline(__always)
func markInjecting(_ thread: ThreadState, _ isInjecting: Bool) {
    markInjecting(thread, at: thread.frameCount &- 1, isInjecting)
}

/// `markInjecting` for the request at `index` (the innermost one), where the caller has it.
@inlinable
@inline(__always)
func markInjecting(_ thread: ThreadState, at index: FrameIndex, _ isInjecting: Bool) {
    thread.frames.assumingMemoryBound(to: ResolutionFrame.self)
        .advanced(by: index).pointee.role = isInjecting ? .didInject : .type
}

/// Marks the request at `index` as replaced by an override, while the override's factory runs.
func markOverridden(_ thread: ThreadState, _ index: FrameIndex) {
    thread.frames.assumingMemoryBound(to: ResolutionFrame.self)[index].isOverridden = true
}

/// Whether the innermost override running its factory below the request at `index` is an
/// override of `type`: the request comes from the override that replaces it.
func isRunningOverride(of type: Any.Type, below index: FrameIndex) -> Bool {
    let frames = currentThread().frames.assumingMemoryBound(to: ResolutionFrame.self)
    guard let innermost = (0..<index).last(where: { frames[$0].isOverridden }) else { return false }
    return ObjectIdentifier(frames[innermost].type) == ObjectIdentifier(type)
}

/// Marks the request at `index` as building a cached instance (see `checkUncachedCycle`).
@usableFromInline
func markCached(_ thread: ThreadState, _ index: FrameIndex, kept: Bool) {
    let frames = thread.frames.assumingMemoryBound(to: ResolutionFrame.self)
    frames[index].isCached = true
    if kept { frames[index].isKept = true }
}

/// Whether a request on the calling thread's path builds an instance its container keeps
/// strongly: what is resolved now may end up held by a container.
func isBuildingKeptInstance() -> Bool {
    let thread = currentThread()
    let frames = thread.frames.assumingMemoryBound(to: ResolutionFrame.self)
    return (0..<thread.frameCount).contains { frames[$0].isKept }
}

/// Removes the innermost request; ends the `.graph` scope when the outermost one returns.
///
/// `mayHaveKey: false` when the caller pushed the frame without a key: inlined where that is
/// known, the frame is dropped without reading it back.
@inlinable
@inline(__always)
func popFrame(_ thread: ThreadState, mayHaveKey: Bool = true) {
    let index = thread.frameCount &- 1
    let frame = thread.frames.assumingMemoryBound(to: ResolutionFrame.self) + index
    // The key is the frame's only field that needs destroying, and most requests have none.
    if mayHaveKey && frame.pointee.key != nil { frame.deinitialize(count: 1) }
    thread.frameCount = index
    if index == 0 {
        thread.endLevels()
        if thread.graphScope != nil { endGraphScope(thread) }
    }
}

/// Releases the `.graph` instances of the outermost request that just returned.
@usableFromInline
func endGraphScope(_ thread: ThreadState) {
    GraphScope.end(thread)
}
