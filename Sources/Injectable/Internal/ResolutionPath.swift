/// One in-flight request of the calling thread.
///
/// The path is a list of these linked from the thread's innermost request to the outermost one
/// (`currentThread().innermost`). In optimised builds each lives in the stack frame of the
/// function resolving its request, so pushing one is a few stores and costs no allocation (see
/// "Pushing and popping" below); the path is walked only to detect a cycle or to explain a
/// failure. A frame exists only while its request runs, so an object that keeps its container
/// and resolves later starts a new path instead of being mistaken for a cycle.
@usableFromInline
struct ResolutionFrame {
    /// The request that led to this one; `nil` for the outermost.
    @usableFromInline let parent: Frame?
    /// The container asked.
    @usableFromInline let container: DependencyContainer
    @usableFromInline let type: Any.Type
    @usableFromInline let key: String?
    /// `.didInject` while the instance's `didInject(container:)` runs, in place of its request.
    @usableFromInline var role: ResolutionStep.Role
    /// Whether an override replaces the request (its factory runs while the frame is pushed).
    @usableFromInline var isOverridden = false
    /// Whether the request builds a cached instance, whether its container keeps it strongly,
    /// and whether a failure a property read deferred belongs to the request (see
    /// ``ownsPendingFailure``).
    ///
    /// NB: one field for these, of two bytes: with `role` and `isOverridden` before it and
    /// `firstInsertion` after it, the frame's last eight bytes have no padding, and a push
    /// writes them with one store.
    @usableFromInline var caching = Caching.none
    /// The number of the first instance this thread cached after the request began (see
    /// `ThreadState.noteCachedInstance`), 0 while there is none. Two equal requests on the
    /// path with the same number had nothing cached between their beginnings, so the second
    /// cannot end differently from the first: it is a real cycle.
    ///
    /// NB: written when an instance is cached, not copied from the thread at every push as a
    /// count of insertions was: a push stores a zero, with the flags, instead of loading the
    /// count and storing it. The numbers wrap at 2^32 (0 is skipped), so two requests whose
    /// beginnings are 4,294,967,295 cached instances apart could be taken for a cycle.
    @usableFromInline var firstInsertion: UInt32 = 0

    /// A frame for a request of `type` under `key`, asked of `container`.
    @inlinable
    init(parent: Frame?, container: DependencyContainer, type: Any.Type, key: String?, role: ResolutionStep.Role) {
        self.parent = parent
        self.container = container
        self.type = type
        self.key = key
        self.role = role
    }

    /// How a request's container keeps what it builds (the low byte), and the mark of a
    /// deferred failure (``ownsPendingFailure``).
    ///
    /// NB: a two-byte struct, not an enum (which Swift stores in one byte whatever its raw
    /// type): see `caching`.
    @usableFromInline
    struct Caching: Equatable {
        @usableFromInline let raw: UInt16
        @inlinable init(raw: UInt16) { self.raw = raw }

        /// Not at all: an ephemeral instance or a value.
        @inlinable static var none: Caching { Caching(raw: 0) }
        /// In a cache that does not keep it alive on its own (`.transient`), or in the `.graph`
        /// scope: it may keep what it resolves.
        static var cached: Caching { Caching(raw: 1) }
        /// Strongly (`.persistent`, `.scoped`): what the request resolves may end up held by
        /// that container (see ``Provider``).
        static var kept: Caching { Caching(raw: 2) }

        /// The caching alone, without the mark.
        var kind: UInt16 { raw & 0xFF }
        /// `kind`'s caching, with this one's mark.
        func replacingKind(_ kind: Caching) -> Caching { Caching(raw: raw & ~0xFF | kind.raw) }
        static let pendingFailureMark: UInt16 = 0x100
        /// The mark of ``isBuiltByHome``.
        static let homeMark: UInt16 = 0x200
        /// The mark of ``holdsContainer``.
        static let holdsContainerMark: UInt16 = 0x400
    }

    /// Whether the request builds a cached instance, which may keep what it resolves.
    var isCached: Bool { caching.kind != Caching.none.raw }

    /// Whether the request builds an instance its container keeps strongly.
    var isKept: Bool { caching.kind == Caching.kept.raw }

    /// Whether a failure that a property read deferred (`ThreadState.deferFailure`) belongs to
    /// this request.
    ///
    /// NB: a mark in the frame, which the push of the next request at the same address clears
    /// (with the rest of the frame's last eight bytes, at no cost): a failure whose request ended
    /// without throwing or dropping it is recognisable as such, even where a later request's
    /// frame took the same address (a deinit of what a failed request let go may defer a
    /// failure after that request's last look; no sibling may throw it).
    var ownsPendingFailure: Bool {
        get { caching.raw & Caching.pendingFailureMark != 0 }
        set {
            let others = caching.raw & ~Caching.pendingFailureMark
            caching = Caching(raw: newValue ? others | Caching.pendingFailureMark : others)
        }
    }

    /// Whether the request, asked of a scope, is built by the scope's home (a persistent type):
    /// its `init(container:)` receives the home, not `container`. Read by an `@Injected`
    /// property made in that init (see `InjectedStorage`); set off the hot path, where a scope
    /// sends the request home.
    var isBuiltByHome: Bool {
        get { caching.raw & Caching.homeMark != 0 }
        set {
            let others = caching.raw & ~Caching.homeMark
            caching = Caching(raw: newValue ? others | Caching.homeMark : others)
        }
    }

    /// Whether something made while the request ran holds its container strongly (see
    /// `noteHeldStrongly`): the `.transient` instance it builds is never kept strongly later.
    /// Set off the hot path, where a provider or an `@Injected` property is made.
    var holdsContainer: Bool {
        get { caching.raw & Caching.holdsContainerMark != 0 }
        set {
            let others = caching.raw & ~Caching.holdsContainerMark
            caching = Caching(raw: newValue ? others | Caching.holdsContainerMark : others)
        }
    }

    /// The container asked, as the path's cycle rule compares requests.
    var containerID: ObjectIdentifier { ObjectIdentifier(container) }
}

/// A request in flight on the calling thread: its frame, valid while the request runs.
@usableFromInline
typealias Frame = UnsafeMutablePointer<ResolutionFrame>

extension ResolutionFrame {
    /// The requests from the outermost one to `frame`, outermost first.
    static func frames(to frame: Frame?) -> [Frame] {
        var frames: [Frame] = []
        var next = frame
        while let current = next {
            frames.append(current)
            next = current.pointee.parent
        }
        return frames.reversed()
    }

    /// The steps from the outermost request to `frame`.
    ///
    /// Names the types with enough stack: a failure may come where the stack is nearly used up,
    /// and naming a deeply nested generic type recurses.
    static func path(to frame: Frame?) -> [ResolutionStep] {
        let frames = frames(to: frame).map(\.pointee)
        return withStack(atLeast: 256 << 10) { frames.map(\.step) }
    }

    /// The innermost request on the calling thread, if any.
    static var current: Frame? { currentThread().innermost }

    /// How many requests are in flight on the calling thread, up to and including `frame`.
    static func depth(of frame: Frame?) -> Int {
        var depth = 0
        var next = frame
        while let current = next {
            depth += 1
            next = current.pointee.parent
        }
        return depth
    }
}

// MARK: - Pushing and popping
//
// A frame is a local of the function resolving the request (`withFrame`, inlined into it).
// Pushing is a few stores, with no buffer to grow, no index to compute and no allocation. The
// frames are linked from the innermost one (`parent`), and everything that reads the path walks
// that list. The depth guard measures the stack from one push to the next (`lastPush`), with
// the address of the pushing function's own stack frame, not the frame's: a local is not always
// on the machine stack (the Address Sanitizer moves locals whose address
// is taken to a stack of its own, and a measure across the two found graphs too deep).

/// Runs `body` with a request pushed on the thread's path, after checking that it can proceed;
/// pops it when `body` returns or throws.
///
/// Throws when the thread's stack is nearly exhausted: as a cycle, cut at its first
/// repetition, when the path has come back to an earlier request with nothing cached since;
/// as too deep otherwise (see `checkStack`).
///
/// NB: the frame is a local whose address is taken, not a temporary allocation: that returns
/// `body`'s result through a `Result`, one more copy of a value on the stack at each level.
@inlinable
@inline(__always)
func withFrame<R>(
    _ thread: ThreadState, _ container: DependencyContainer, type: Any.Type, key: String?,
    role: ResolutionStep.Role, _ body: (Frame) throws(ResolutionError) -> R
) throws(ResolutionError) -> R {
    var request = ResolutionFrame(parent: thread.innermost, container: container, type: type, key: key, role: role)
    return try withUnsafeMutablePointer(to: &request) { (frame) throws(ResolutionError) -> R in
        try push(frame, thread, container)
        defer { popFrame(frame, thread) }
        return try body(frame)
    }
}

/// `withFrame` for a request that returns an object (`cachedRequest`):
/// `body`'s result goes through the frame's closure as `AnyObject`, so that where the request is
/// not specialised (generic code that resolves a type parameter) the standard library's pointer
/// function still is, and is inlined, closure and all; for a generic result it stays a call,
/// with a frame of its own per level (measured, on a 512 KiB thread, a chain of persistent
/// objects resolved through unspecialised requests: 408 levels deep, 568 with this).
@inlinable
@inline(__always)
func withObjectFrame<T: AnyObject>(
    _ thread: ThreadState, _ container: DependencyContainer, type: Any.Type, key: String?,
    role: ResolutionStep.Role, _ body: (Frame) throws(ResolutionError) -> T
) throws(ResolutionError) -> T {
    let object = try withFrame(thread, container, type: type, key: key, role: role) {
        (frame) throws(ResolutionError) -> AnyObject in try body(frame)
    }
    return unsafeDowncast(object, to: T.self)
}

/// Makes `frame` the innermost request, starting where the caller's stack frame is. Throws, with
/// the frame not pushed, when the stack is nearly exhausted.
@inlinable
@inline(__always)
func push(_ frame: Frame, _ thread: ThreadState, _ container: DependencyContainer) throws(ResolutionError) {
    let here = stackAddress()
    thread.innermost = frame
    if thread.needsStackCheck(at: here) {
        do throws(ResolutionError) {
            try checkStack(frame, at: here, thread, container)
        } catch {
            thread.innermost = frame.pointee.parent
            // An outermost request that did not start forgets what it learnt (see `popFrame`).
            if thread.innermost == nil { thread.forgetEnclosingAsyncRequest() }
            throw error
        }
    }
    thread.lastPush = here
}

/// Marks the innermost request as running its `didInject(container:)` (or, with `false`, as
/// the request again): failures inside name it, and asking for the type from there is a new
/// request rather than a repetition of this one.
///
@inlinable
@inline(__always)
func markInjecting(_ frame: Frame, _ isInjecting: Bool) {
    frame.pointee.role = isInjecting ? .didInject : .type
}

/// Marks the request at `frame` as building a cached instance (see `checkUncachedCycle`).
@usableFromInline
func markCached(_ frame: Frame, kept: Bool) {
    if !frame.pointee.isKept { frame.pointee.caching = frame.pointee.caching.replacingKind(kept ? .kept : .cached) }
}

/// Removes the innermost request, `frame`; when the outermost one returns, forgets the async
/// request it ran in (see `RequestContext`), ends the `.graph` scope and drops the failures
/// property reads deferred that no request threw or dropped (see
/// `ResolutionFrame.ownsPendingFailure`).
@inlinable
@inline(__always)
func popFrame(_ frame: Frame, _ thread: ThreadState) {
    let parent = frame.pointee.parent
    thread.innermost = parent
    if parent == nil {
        thread.endLevels()
        if thread.pointee.knowsEnclosingAsyncRequest { thread.forgetEnclosingAsyncRequest() }
        if thread.graphScope != nil { endGraphScope(thread) }
        if thread.hasPendingFailure { thread.dropPendingFailures() }
    }
}

/// Releases the `.graph` instances of the outermost request that just returned.
@usableFromInline
func endGraphScope(_ thread: ThreadState) {
    GraphScope.end(thread)
}

/// A request on a resolution path: a thread's (`ResolutionFrame`, which lives in the stack
/// frame of the function resolving it) or a task's (`AsyncFrame`, on the heap, since a task's
/// path outlives its suspensions). One record of what was asked, two storages: both paths are
/// named by `step`, and follow the one cycle rule of `firstRepetition`.
protocol PathRequest {
    var containerID: ObjectIdentifier { get }
    var type: Any.Type { get }
    var key: String? { get }
    var role: ResolutionStep.Role { get }
    /// Whether an override builds the request (its closure runs in the request's place).
    var isOverridden: Bool { get }
    /// The number of the first instance cached on the path after the request began, 0 while
    /// there is none.
    var firstInsertion: UInt32 { get }
    /// Whether the request builds a cached instance (`.transient`, `.persistent`, `.scoped`,
    /// `.graph`).
    var isCached: Bool { get }
    /// The request that made this one: the one before it on its path (a `didInject` in place of
    /// its object's request); for the outermost request of a synchronous resolve inside an
    /// async `init` or `didInject`, the async request running it.
    var requester: (any PathRequest)? { get }
    /// The container that keeps the instance this request builds strongly, if one does.
    var keptBy: DependencyContainer? { get }
    /// The steps from the outermost request of its path to this one.
    var path: [ResolutionStep] { get }
}

extension ResolutionFrame: PathRequest {
    var requester: (any PathRequest)? {
        if let parent { return parent.pointee }
        return RequestContext.current().asyncRequest
    }

    var keptBy: DependencyContainer? { isKept ? container : nil }

    var path: [ResolutionStep] { ResolutionFrame.path(to: parent) + [step] }
}

extension PathRequest {
    /// The request as a step of a path: `.override` while an override's closure builds it.
    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: stepRole)
    }

    /// The request's role as a step names it.
    var stepRole: ResolutionStep.Role { isOverridden && role != .didInject ? .override : role }

    /// The request as it was asked for, whatever builds it: what the diagnostics hook reports.
    var requestedStep: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    }
}

// MARK: - The numbering of cached instances
//
// Each path numbers the instances its requests cache, and each request records the first one
// cached after it began (`PathRequest.firstInsertion`): what the cycle rule reads
// (`firstRepetition`, CycleDetection.swift) to tell a request that repeats with nothing cached
// in between, which would repeat forever, from one that ends.

/// A request on a path whose `firstInsertion` `markFirstInsertion` sets: a thread's frame or a
/// task's request.
protocol InsertionMarked {
    var firstInsertion: UInt32 { get nonmutating set }
    /// The request before this one on the path.
    var previous: Self? { get }
}

extension UnsafeMutablePointer: InsertionMarked where Pointee == ResolutionFrame {
    var firstInsertion: UInt32 {
        get { pointee.firstInsertion }
        nonmutating set { pointee.firstInsertion = newValue }
    }
    var previous: Frame? { pointee.parent }
}

extension AsyncFrame: InsertionMarked {
    var previous: AsyncFrame? { parent }
}

/// The number of the next instance cached on a path, counted in `counter` (wrapping, 0 skipped:
/// 0 means none).
func nextInsertion(_ counter: inout UInt32) -> UInt32 {
    counter &+= 1
    if counter == 0 { counter = 1 }
    return counter
}

/// Records that the request at `innermost` cached the instance numbered `number`, for
/// `firstRepetition`: gives the number to every request of its path, from it outwards, that has
/// had none since it began, and stops at the first that has one (the requests before it began
/// earlier, and have one too). Returns whether it reached the outermost request. The one rule for
/// a thread's path (`ThreadState.noteCachedInstance`) and a task's (`AsyncFrame`'s).
func markFirstInsertion<Request: InsertionMarked>(_ number: UInt32, from innermost: Request?) -> Bool {
    var next = innermost
    while let request = next, request.firstInsertion == 0 {
        request.firstInsertion = number
        next = request.previous
    }
    return next == nil
}
