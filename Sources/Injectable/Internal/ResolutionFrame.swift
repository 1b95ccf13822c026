import InjectableShims

/// One in-flight request, kept on the calling thread's frame stack (`injectable_thread()`).
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

    /// Whether `other` is the same request: same container, type, key and role.
    func isSameRequest(as other: ResolutionFrame) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other.type) && container == other.container
            && role == other.role && key == other.key
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
        injectable_thread().pointee.frames!.assumingMemoryBound(to: ResolutionFrame.self)[index]
    }

    /// The steps from the outermost request to the one at `index`.
    static func path(to index: FrameIndex?) -> [ResolutionStep] {
        guard let index else { return [] }
        return (0...index).map { at($0).step }
    }

    /// The cycle that waiting at `index` would close across threads: this thread's requests
    /// from the one building what the last thread of `loop` waits for down to `index`, then
    /// what each other thread in the loop waits for, which ends where the cycle began.
    static func cycle(to index: FrameIndex, across loop: [WaitGraph.Waited]) -> [ResolutionStep] {
        let others = loop.map { ResolutionStep(typeName: _typeName($0.type, qualified: false), key: $0.slot.key.key) }
        guard let mine = loop.last,
            let start = (0...index).first(where: { at($0).builds(mine.slot) })
        else {
            // Not expected: the loop ends at a slot this thread builds. Name the request at least.
            return [at(index).step] + others
        }
        return (start...index).map { at($0).step } + others
    }

    /// Whether this frame is the request building `slot` (an instance of a container's cache).
    private func builds(_ slot: WaitGraph.SlotID) -> Bool {
        role != .interface && role != .keyPath && container == slot.container && CacheKey(type, key) == slot.key
    }

    /// The innermost request on the calling thread, if any.
    static var current: FrameIndex? {
        let count = injectable_thread().pointee.count
        return count == 0 ? nil : count - 1
    }
}

/// Pushes a request on the thread's frame stack after checking that it can proceed, and
/// returns its index; pair it with ``popFrame(_:)``.
///
/// Throws when the path has come back to an earlier request with nothing cached since (a
/// cycle), or when the thread's stack is nearly exhausted. The path is searched for cycles
/// every 16 levels, so shallow graphs never pay for it; a cycle is still reported at its first
/// repetition, with the path cut there.
@inlinable
func pushFrame(
    _ thread: UnsafeMutablePointer<injectable_thread_state>, _ container: DependencyContainer,
    type: Any.Type, key: String?, role: ResolutionStep.Role
) throws(ResolutionError) -> FrameIndex {
    let index = thread.pointee.count
    if index == thread.pointee.capacity {
        injectable_frames_grow(thread, MemoryLayout<ResolutionFrame>.stride)
    }
    let frames = thread.pointee.frames.unsafelyUnwrapped.assumingMemoryBound(to: ResolutionFrame.self)
    (frames + index).initialize(
        to: ResolutionFrame(
            container: ObjectIdentifier(container), type: type, key: key, role: role, inserts: thread.pointee.inserts))
    thread.pointee.count = index &+ 1
    if index & 15 == 15 || injectable_stack_address() < thread.pointee.stackLimit || thread.pointee.stackLimit == 0 {
        do {
            try checkFrame(index, thread, container)
        } catch {
            popFrame(thread)
            throw error
        }
    }
    return index
}

/// Marks the innermost request as running its `didInject(container:)` (or, with `false`, as
/// the request again): failures inside name it, and asking for the type from there is a new
/// request rather than a repetition of this one.
@inlinable
func markInjecting(_ thread: UnsafeMutablePointer<injectable_thread_state>, _ isInjecting: Bool) {
    thread.pointee.frames.unsafelyUnwrapped.assumingMemoryBound(to: ResolutionFrame.self)
        .advanced(by: thread.pointee.count &- 1).pointee.role = isInjecting ? .didInject : .type
}

/// Removes the innermost request; ends the `.graph` scope when the outermost one returns.
@inlinable
func popFrame(_ thread: UnsafeMutablePointer<injectable_thread_state>) {
    let index = thread.pointee.count &- 1
    let frame = thread.pointee.frames.unsafelyUnwrapped.assumingMemoryBound(to: ResolutionFrame.self) + index
    // The key is the frame's only field that needs destroying, and most requests have none.
    if frame.pointee.key != nil { frame.deinitialize(count: 1) }
    thread.pointee.count = index
    if index == 0 && thread.pointee.graph != nil {
        endGraphScope(thread)
    }
}

/// The slow checks of ``pushFrame(_:_:type:key:role:)``: cycles (every 16 levels) and stack.
@usableFromInline
func checkFrame(
    _ index: FrameIndex, _ thread: UnsafeMutablePointer<injectable_thread_state>, _ container: DependencyContainer
) throws(ResolutionError) {
    if index & 15 == 15 { try checkForCycle(upTo: index, container) }
    if thread.pointee.stackLimit == 0 {
        let low = injectable_stack_low_bound()
        // 1 disables the check where the stack bounds are unknown.
        thread.pointee.stackLimit = low == 0 ? 1 : low + stackMargin
    }
    if injectable_stack_address() < thread.pointee.stackLimit {
        throw container.failed(
            ResolutionError(kind: .tooDeep(depth: index + 1), path: ResolutionFrame.path(to: index)))
    }
}

/// Bytes of stack kept free below the deepest request: enough to build and print the error.
let stackMargin: UInt = 48 * 1024

/// Looks for the shallowest request among the newest 16 that repeats an earlier one with the
/// same insertion count: nothing was cached between them, so it would repeat forever.
func checkForCycle(upTo top: FrameIndex, _ container: DependencyContainer) throws(ResolutionError) {
    let frames = injectable_thread().pointee.frames!.assumingMemoryBound(to: ResolutionFrame.self)
    for repeated in max(0, top - 15)...top {
        for first in 0..<repeated
        where frames[first].inserts == frames[repeated].inserts && frames[first].isSameRequest(as: frames[repeated]) {
            let path = ResolutionFrame.path(to: repeated)
            throw container.failed(
                ResolutionError(kind: .cycle, path: path, cycle: Array(path[first...])))
        }
    }
}

/// Releases the `.graph` instances of the outermost request that just returned.
@usableFromInline
func endGraphScope(_ thread: UnsafeMutablePointer<injectable_thread_state>) {
    GraphScope.end(thread)
}
