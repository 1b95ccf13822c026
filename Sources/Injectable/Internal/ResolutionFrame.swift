import InjectableShims

/// One in-flight request, living on the stack of the `resolve` call that made it.
///
/// Frames link to their parent through the thread's state (`injectable_thread()`), so the
/// resolution path costs no allocation: it is walked only to detect a cycle or to explain a
/// failure. A frame exists only while its request runs, so an object that keeps its container
/// and resolves later starts a new path instead of being mistaken for a cycle.
@usableFromInline
struct ResolutionFrame {
    @usableFromInline var parent: UnsafeMutablePointer<ResolutionFrame>?
    @usableFromInline let container: ObjectIdentifier
    @usableFromInline let type: Any.Type
    /// The request's key, borrowed from the resolving call (which outlives the frame); a
    /// pointer keeps the frame trivial to create and drop.
    @usableFromInline let keyPointer: UnsafePointer<String>?
    @usableFromInline let role: ResolutionStep.Role
    /// The thread's cache-insertion count when this request began. If the same request comes
    /// back while the count is unchanged, nothing was cached in between that could let the
    /// second attempt end differently: it is a real cycle.
    @usableFromInline let inserts: Int
    @usableFromInline let depth: Int

    @inlinable
    init(
        container: ObjectIdentifier, type: Any.Type, key: UnsafePointer<String>?, role: ResolutionStep.Role,
        thread: UnsafeMutablePointer<injectable_thread_state>
    ) {
        let parent = thread.pointee.top?.assumingMemoryBound(to: ResolutionFrame.self)
        self.parent = parent
        self.container = container
        self.type = type
        self.keyPointer = key
        self.role = role
        self.inserts = thread.pointee.inserts
        self.depth = (parent?.pointee.depth ?? 0) &+ 1
    }

    var key: String? { keyPointer?.pointee }

    /// Whether `other` is the same request: same container, type, key and role.
    func isSameRequest(as other: ResolutionFrame) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(other.type) && container == other.container
            && role == other.role && key == other.key
    }

    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    }

    /// The steps from the outermost request to this one.
    static func path(to frame: UnsafeMutablePointer<ResolutionFrame>?) -> [ResolutionStep] {
        var steps: [ResolutionStep] = []
        var current = frame
        while let f = current {
            steps.append(f.pointee.step)
            current = f.pointee.parent
        }
        return steps.reversed()
    }

    /// The innermost request on the calling thread, if any.
    static var current: UnsafeMutablePointer<ResolutionFrame>? {
        injectable_thread().pointee.top?.assumingMemoryBound(to: ResolutionFrame.self)
    }
}

/// Makes `frame` the innermost request of the thread after checking that it can proceed.
///
/// Throws when the path has come back to an earlier request with nothing cached since (a
/// cycle), or when the stack is nearly exhausted. The path is searched for cycles every 16
/// levels, so shallow graphs never pay for it; a cycle is still reported at its first
/// repetition, with the path cut there.
@inlinable
func enterFrame(
    _ frame: UnsafeMutablePointer<ResolutionFrame>, _ thread: UnsafeMutablePointer<injectable_thread_state>,
    _ container: DependencyContainer
) throws(ResolutionError) {
    if frame.pointee.depth & 15 == 0 {
        try checkForCycle(frame, container)
    }
    if UInt(bitPattern: frame) < thread.pointee.stackLimit || thread.pointee.stackLimit == 0 {
        try checkStack(frame, thread, container)
    }
    thread.pointee.top = UnsafeMutableRawPointer(frame)
}

/// Looks for the shallowest request among the newest 16 that repeats an earlier one with the
/// same insertion count: nothing was cached between them, so it would repeat forever.
@usableFromInline
func checkForCycle(_ top: UnsafeMutablePointer<ResolutionFrame>, _ container: DependencyContainer) throws(ResolutionError) {
    var newest: [UnsafeMutablePointer<ResolutionFrame>] = []
    var current: UnsafeMutablePointer<ResolutionFrame>? = top
    while let frame = current, newest.count < 16 {
        newest.append(frame)
        current = frame.pointee.parent
    }
    for repeated in newest.reversed() {
        var earlier = repeated.pointee.parent
        while let first = earlier {
            if first.pointee.inserts == repeated.pointee.inserts && first.pointee.isSameRequest(as: repeated.pointee) {
                throw container.failed(cycleError(repeated, repeating: first))
            }
            earlier = first.pointee.parent
        }
    }
}

/// Calls `body` with a pointer to `key` that stays valid during the call, or `nil`.
@inlinable
func withKey<R>(
    _ key: String?, _ body: (UnsafePointer<String>?) throws(ResolutionError) -> R
) throws(ResolutionError) -> R {
    guard let key else { return try body(nil) }
    return try withUnsafePointer(to: key) { (pointer) throws(ResolutionError) -> R in try body(pointer) }
}

/// Restores the thread's innermost request to `frame`'s parent; ends the `.graph` scope when
/// the outermost request returns.
@inlinable
func leaveFrame(
    _ frame: UnsafeMutablePointer<ResolutionFrame>, _ thread: UnsafeMutablePointer<injectable_thread_state>
) {
    thread.pointee.top = frame.pointee.parent.map { UnsafeMutableRawPointer($0) }
    if frame.pointee.parent == nil && thread.pointee.graph != nil {
        endGraphScope(thread)
    }
}

@usableFromInline
func cycleError(
    _ frame: UnsafeMutablePointer<ResolutionFrame>, repeating first: UnsafeMutablePointer<ResolutionFrame>
) -> ResolutionError {
    let path = ResolutionFrame.path(to: frame)
    let cycleLength = frame.pointee.depth - first.pointee.depth
    return ResolutionError(kind: .cycle, path: path, cycle: Array(path.suffix(cycleLength + 1)))
}

/// Bytes of stack kept free below the deepest frame: enough to build and print the error.
let stackMargin: UInt = 64 * 1024

@usableFromInline
func checkStack(
    _ frame: UnsafeMutablePointer<ResolutionFrame>, _ thread: UnsafeMutablePointer<injectable_thread_state>,
    _ container: DependencyContainer
) throws(ResolutionError) {
    if thread.pointee.stackLimit == 0 {
        let low = injectable_stack_low_bound()
        // 1 disables the check where the stack bounds are unknown.
        thread.pointee.stackLimit = low == 0 ? 1 : low + stackMargin
    }
    if UInt(bitPattern: frame) < thread.pointee.stackLimit {
        throw container.failed(
            ResolutionError(kind: .tooDeep(depth: frame.pointee.depth), path: ResolutionFrame.path(to: frame)))
    }
}

/// Releases the `.graph` instances of the outermost request that just returned.
@usableFromInline
func endGraphScope(_ thread: UnsafeMutablePointer<injectable_thread_state>) {
    GraphScope.end(thread)
}
