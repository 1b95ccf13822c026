import InjectableRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a thread keeps while it resolves: its innermost request, the number of the latest
/// instance it cached, its `.graph` scope, the async request it resolves in, its depth guard, its deferred work and its
/// validation probe. One per thread, on the heap, under a thread-specific key
/// (`InjectableRuntime.h`); only its own thread touches it, through ``ThreadState``.
@usableFromInline
struct ThreadResolutionState {
    /// The innermost in-flight request (see `ResolutionPath.swift`); nil when nothing resolves.
    @usableFromInline var innermost: Frame?
    /// The number of the latest instance this thread cached (wrapping, never 0 once one was):
    /// what a request's frame records of the first one cached after it began.
    var insertions: UInt32 = 0
    /// `didInject` calls of uncached (ephemeral) objects running on this thread.
    @usableFromInline var uncachedInjects = 0
    /// The `.graph` lifetime's instances for the outermost resolve, once one was asked for.
    @usableFromInline var graphScope: GraphScope?
    /// The async request the outermost request runs in, once asked for (see `RequestContext`).
    var enclosingAsyncRequest: AsyncFrame?
    /// Whether `enclosingAsyncRequest` was read for the outermost request in flight.
    @usableFromInline var knowsEnclosingAsyncRequest = false
    /// The lowest stack address a request may start at, before the level budget (`.max`: not
    /// computed yet, so that the first request computes it).
    var stackLimit = UInt.max
    /// Where the latest request started: the address of the stack frame of the function that
    /// pushed it (0 when none is in flight).
    @usableFromInline var lastPush: UInt = 0
    /// The stack kept for one more level of the graph: three times the largest level measured
    /// since the outermost request began, at least a default.
    @usableFromInline var levelBudget = 0
    /// `levelBudget / levelReserve`: the largest level that fits the budget, which the depth
    /// check compares a level with (one comparison, no multiplication).
    @usableFromInline var levelLimit = 0
    /// `stackLimit + levelBudget` as of the latest depth check (`.max` before the first): a
    /// request that starts below it goes through the check, with one comparison. Never below
    /// the sum: the budget only grows in a check, which sets the floor, and is lowered (at the
    /// end of the outermost request) without it, which costs at most an early check.
    @usableFromInline var stackFloor = UInt.max
    /// The `ValidationProbe` this thread runs for `validate()`: a non-throwing resolve that fails
    /// on it parks the thread instead of stopping the process.
    var probe: ValidationProbe?
    /// The failures that non-throwing property reads could not throw, the innermost one's on
    /// top, waiting for their requests to throw them (see `deferFailure`).
    @usableFromInline var pendingFailure: PendingFailure?
    /// Cached requests on this thread's path whose `init` is running (claimed, not yet stored).
    @usableFromInline var cachedInits = 0
    /// The `didInject` calls deferred until no cached `init` runs on this thread.
    var deferredCalls = DeferredCalls()
    /// The actor the code resolving on this thread runs on, as the `#isolation` of the innermost
    /// public call that received one proves it, or nil when none did.
    var provenActor: (any Actor)?

    init() {}
}

/// The calling thread's resolution state: a pointer that only its own thread uses.
@usableFromInline
typealias ThreadState = UnsafeMutablePointer<ThreadResolutionState>

/// The calling thread's resolution state, made on its first use.
@inlinable
func currentThread() -> ThreadState {
    guard let state = pthread_getspecific(injectable_thread_key()) else { return newThreadState() }
    return state.assumingMemoryBound(to: ThreadResolutionState.self)
}

/// Makes the calling thread's resolution state; the thread-specific key's destructor frees it
/// when the thread ends (a destructor that resolves afterwards gets a new one).
@usableFromInline
@inline(never)
func newThreadState() -> ThreadState {
    _ = freedWhenThreadsEnd
    let state = ThreadState.allocate(capacity: 1)
    state.initialize(to: ThreadResolutionState())
    pthread_setspecific(injectable_thread_key(), state)
    return state
}

/// Has the thread-specific key's destructor free a thread's state when the thread ends.
///
/// NB: a thread that user code ends inside a resolve (`pthread_exit` from an init) leaves
/// frames on a stack that is gone; its state is freed without reading them.
private let freedWhenThreadsEnd: Void = injectable_thread_on_exit { raw in
    let state = raw.assumingMemoryBound(to: ThreadResolutionState.self)
    state.deinitialize(count: 1)
    state.deallocate()
}

/// An address in the caller's stack frame: how deep the calling thread's stack is.
@inlinable
@inline(__always)
func stackAddress() -> UInt { injectable_stack_address() }

extension UnsafeMutablePointer where Pointee == ThreadResolutionState {
    /// The innermost request in flight on this thread, if any.
    @inlinable var innermost: Frame? {
        get { pointee.innermost }
        nonmutating set { pointee.innermost = newValue }
    }

    /// Records that this thread cached an instance: numbers it, and gives that number to every
    /// request in flight that has not had an instance cached since it began
    /// (`ResolutionFrame.firstInsertion`), then to those of the async resolve the thread's
    /// path is part of (see `RequestContext`), if an async request runs anywhere. Stops at the
    /// first request that has one already: the requests before it began earlier, and have one
    /// too.
    func noteCachedInstance() {
        let number = nextInsertion(&pointee.insertions)
        // Every request of the thread's path is marked: the path may begin in an async init,
        // whose task's path has requests waiting for this one.
        if markFirstInsertion(number, from: innermost) {
            RequestContext.enclosingAsyncRequest(self)?.noteCachedInstance()
        }
    }

    /// `didInject` calls of uncached (ephemeral) objects running on this thread.
    @inlinable var uncachedInjects: Int {
        get { pointee.uncachedInjects }
        nonmutating set { pointee.uncachedInjects = newValue }
    }

    /// The `.graph` scope of the outermost resolve, if one was opened.
    @inlinable var graphScope: GraphScope? {
        get { pointee.graphScope }
        nonmutating set { pointee.graphScope = newValue }
    }

    /// Whether a failure waits to be thrown by the innermost resolve (see `deferFailure`).
    @inlinable var hasPendingFailure: Bool { pointee.pendingFailure != nil }

    /// Keeps `error` for the innermost request on this thread to throw once its code returns
    /// (its first one wins), marking the request's frame as its owner. If that request fails
    /// with an error of its own instead, the failure goes with it (`wrap`); it never reaches
    /// another request. The failures of nested requests stack up, the innermost one's on top.
    func deferFailure(_ error: ResolutionError) {
        guard let frame = innermost, !frame.pointee.ownsPendingFailure else { return }
        pointee.pendingFailure = PendingFailure(error, owner: frame, previous: pointee.pendingFailure)
        frame.pointee.ownsPendingFailure = true
    }

    /// The failure the request at `frame` (the innermost one) deferred, taken off the pending
    /// ones, if it deferred one; nil otherwise.
    ///
    /// On the way, it drops the failures of requests that ended without throwing or dropping
    /// them: those whose owner is not on the path to `frame`, or is there unmarked (a later
    /// request's frame took its address). It leaves those of the requests on the path that
    /// lead to `frame`, which throw their own.
    @usableFromInline
    func takePendingFailure(ownedBy frame: Frame) -> ResolutionError? {
        while let owner = pendingFailureOwner {
            if owner == frame {
                let failure = takePendingFailure()
                if frame.pointee.ownsPendingFailure {
                    frame.pointee.ownsPendingFailure = false
                    return failure
                }
                continue
            }
            var next = frame.pointee.parent
            while let request = next, request != owner { next = request.pointee.parent }
            if let request = next, request.pointee.ownsPendingFailure { return nil }
            _ = takePendingFailure()
        }
        return nil
    }

    /// The request whose failure is on top of the pending ones, if any.
    private var pendingFailureOwner: Frame? { pointee.pendingFailure?.owner }

    /// The failure on top of the pending ones, taken off them.
    private func takePendingFailure() -> ResolutionError {
        let top = pointee.pendingFailure!
        pointee.pendingFailure = top.previous
        return top.error
    }

    /// Drops every pending failure: the outermost request returned, or the thread ends. (Their
    /// requests' frames are gone or going; their marks are left as they are.)
    @usableFromInline
    func dropPendingFailures() {
        while hasPendingFailure { _ = takePendingFailure() }
    }

    /// The actor the code resolving on this thread is proven to run on; see
    /// `withProvenIsolation`.
    var provenActor: (any Actor)? {
        get { pointee.provenActor }
        nonmutating set { pointee.provenActor = newValue }
    }

    /// The `ValidationProbe` this thread runs, if any.
    var probe: ValidationProbe? {
        get { pointee.probe }
        nonmutating set { pointee.probe = newValue }
    }

    /// Whether a request starting at stack address `here` must go through `checkStack`: the stack
    /// is low for one more level, the level that led here (from `lastPush`) was larger than the
    /// budget assumed, or the limit is not computed yet (`stackFloor` starts at `UINTPTR_MAX`).
    ///
    /// A level is measured from one request's start to the next, and three times that is kept
    /// for the next one (its inits may call functions with large frames that return before it
    /// resolves anything, which the measure does not see): graphs of large values or of inits
    /// with large locals stop while there is room to say so, not by a fixed margin they can
    /// exceed.
    @inlinable func needsStackCheck(at here: UInt) -> Bool {
        here < pointee.stackFloor || Int(bitPattern: pointee.lastPush &- here) > pointee.levelLimit
    }

    /// Where the latest request on this thread started (0 when none is in flight).
    @inlinable var lastPush: UInt {
        get { pointee.lastPush }
        nonmutating set { pointee.lastPush = newValue }
    }

    /// Forgets the level sizes measured while the outermost request ran (it just returned).
    @inlinable func endLevels() {
        setLevelBudget(defaultLevelBudget)
        lastPush = 0
    }

    /// Sets the level budget and the largest level that fits it.
    @inlinable func setLevelBudget(_ budget: Int) {
        pointee.levelBudget = budget
        pointee.levelLimit = budget / levelReserve
    }

    /// The lowest address a request may start at, computed on first use: the stack's low
    /// bound plus `stackMargin`.
    var baseStackLimit: UInt {
        if pointee.stackLimit == UInt.max {
            let low = injectable_stack_low_bound()
            // Where the stack's bounds are unknown, assume the smallest common one: 512 KiB
            // from here.
            let here = injectable_stack_address()
            pointee.stackLimit = (low != 0 ? low : here - min(here, 512 << 10)) + stackMargin
            setLevelBudget(max(pointee.levelBudget, defaultLevelBudget))
        }
        return pointee.stackLimit
    }

    /// Raises the level budget to three times the stack the level that led to `here` used, if that
    /// is more; then whether the budget and the margin still fit below `here`.
    ///
    /// Refreshes the floor that ``needsStackCheck(at:)`` compares with: the limit plus the
    /// budget. Between checks the floor is never below that sum (the budget grows only here, and
    /// `endLevels` lowers it without lowering the floor), so a stale floor costs at most an
    /// early check, never a missed one.
    func stackExhausted(at here: UInt) -> Bool {
        let limit = baseStackLimit
        let level = Int(bitPattern: lastPush &- here) &* levelReserve
        if level > pointee.levelBudget { setLevelBudget(level) }
        pointee.stackFloor = limit &+ UInt(bitPattern: pointee.levelBudget)
        return here < pointee.stackFloor
    }

    /// Bytes of stack left below the caller, past the margin kept for failing.
    var stackRemaining: Int {
        Int(bitPattern: injectable_stack_address() &- baseStackLimit)
    }

    /// A number that identifies the thread while it runs.
    @inlinable var id: UInt { UInt(bitPattern: self) }
}

/// A failure waiting in a thread's state to be thrown by the request it belongs to.
@usableFromInline
final class PendingFailure {
    let error: ResolutionError
    /// The request that throws it: the innermost one when it was deferred.
    let owner: Frame
    /// The failure pending before this one (an outer request's).
    let previous: PendingFailure?

    init(_ error: ResolutionError, owner: Frame, previous: PendingFailure?) {
        self.error = error
        self.owner = owner
        self.previous = previous
    }
}
