import InjectableRuntime

/// The calling thread's resolution state (see `injectable_thread.h`): its frame stack, its
/// insertion count, its `.graph` scope, its stack limit and its validation probe.
///
/// A pointer into thread-local storage: only its own thread touches it.
@usableFromInline
typealias ThreadState = UnsafeMutablePointer<injectable_thread_state>

/// The calling thread's resolution state.
@inlinable
func currentThread() -> ThreadState { injectable_thread() }

extension UnsafeMutablePointer where Pointee == injectable_thread_state {
    /// Requests in flight on this thread.
    @inlinable var frameCount: Int {
        get { pointee.count }
        nonmutating set { pointee.count = newValue }
    }

    /// The frame buffer, with room for at least one more frame of `stride` bytes.
    @inlinable func frameBuffer(reserving stride: Int) -> UnsafeMutableRawPointer {
        if pointee.count == pointee.capacity { injectable_frames_grow(self, stride) }
        return pointee.frames.unsafelyUnwrapped
    }

    /// The frame buffer (requests in flight exist, so it does).
    @inlinable var frames: UnsafeMutableRawPointer { pointee.frames.unsafelyUnwrapped }

    /// Cache insertions made on this thread.
    @inlinable var inserts: Int {
        get { pointee.inserts }
        nonmutating set { pointee.inserts = newValue }
    }

    /// `didInject` calls of uncached (ephemeral) objects running on this thread.
    @inlinable var uncachedInjects: Int {
        get { pointee.uncachedInjects }
        nonmutating set { pointee.uncachedInjects = newValue }
    }

    /// The `.graph` scope of the outermost resolve, retained, if one was opened.
    @inlinable var graphScope: UnsafeMutableRawPointer? {
        get { pointee.graph }
        nonmutating set { pointee.graph = newValue }
    }

    /// Whether a failure waits to be thrown by the innermost resolve (see `deferFailure`).
    @inlinable var hasPendingFailure: Bool { pointee.pendingFailure != nil }

    /// Keeps `error` for the innermost resolve on this thread to throw (the first one wins).
    func deferFailure(_ error: ResolutionError) {
        guard pointee.pendingFailure == nil else { return }
        pointee.pendingFailure = Unmanaged.passRetained(PendingFailure(error)).toOpaque()
    }

    /// The failure `deferFailure` kept, which the caller throws.
    @usableFromInline
    func takePendingFailure() -> ResolutionError {
        let box = Unmanaged<PendingFailure>.fromOpaque(pointee.pendingFailure!).takeRetainedValue()
        pointee.pendingFailure = nil
        return box.error
    }

    /// The `ValidationProbe` this thread runs, unretained.
    var probe: UnsafeMutableRawPointer? {
        get { pointee.probe }
        nonmutating set { pointee.probe = newValue }
    }

    /// Whether the thread's stack is nearly exhausted (computes the limit on first use).
    @inlinable var isStackLow: Bool {
        injectable_stack_address() < pointee.stackLimit || pointee.stackLimit == 0
    }

    /// Computes the stack limit if needed; then whether the stack is below it.
    func stackExhausted(margin: UInt) -> Bool {
        if pointee.stackLimit == 0 {
            let low = injectable_stack_low_bound()
            // Where the stack's bounds are unknown, assume the smallest common one: 512 KiB
            // from here.
            let here = injectable_stack_address()
            pointee.stackLimit = (low != 0 ? low : here - min(here, 512 << 10)) + margin
        }
        return injectable_stack_address() < pointee.stackLimit
    }

    /// Bytes of stack left below the caller, past the margin `stackExhausted` keeps.
    var stackRemaining: Int {
        _ = stackExhausted(margin: stackMargin)
        return Int(bitPattern: injectable_stack_address() &- pointee.stackLimit)
    }

    /// A number that identifies the thread while it runs.
    @inlinable var id: UInt { UInt(bitPattern: self) }
}

/// A failure waiting in a thread's state to be thrown.
final class PendingFailure {
    let error: ResolutionError
    init(_ error: ResolutionError) { self.error = error }
}
