// Construction: running user code — `init(container:)`, a registration's or an override's
// closure, `didInject(container:)` — always outside every container lock, whatever it throws
// located on the resolution path (`Failure.swift`); and when `didInject` runs, the rule and the
// one place that applies it on either path (the deferred calls that a thread and an async build
// each run are in `DeferredCalls.swift`).
//
// The rule: an object's `didInject` runs once no cached request on its path (`.transient`,
// `.persistent`, `.scoped` or `.graph`) is still running its `init`. Until then it is deferred;
// when the outermost such `init` returns and its instance is stored, the deferred calls run, in
// the order their objects were built, before that instance's own `didInject`. A `didInject`
// that resolves a type whose `init` led to it therefore gets the stored instance: every cached
// `init` runs once, and the pair is wired.
//
// A request's path is its thread's, continued in the task's at the async request that runs it
// (`RequestContext`), or its task's alone: a synchronous `init` cannot await, so a task's path
// never continues on a thread's. `DeferralTarget` decides, for both paths, where a `didInject`
// goes: to the thread's outermost running cached `init` (counted, `cachedInits`), or else to the
// outermost build on the task's part whose `init` still runs, or nowhere (it runs now). When the
// thread's outermost cached `init` returns while such a build still runs its `init`, it hands its
// calls on to that build, in order. A build runs its calls, synchronous and async alike, once its
// own `init` has returned (`AsyncBuild.swift`); the calls and what each one does are in
// `DeferredCalls.swift`.
//
// A deferred object's entry stays in flight (`injecting`) until its `didInject` has run: the
// requests of the path it waits on get it at once (its thread's; a build's resolve's once the
// entry went to the build, `handOver`), other requests wait for it. A value's `didInject`
// mutates the value before it is returned, so it is never deferred.

/// Where the rule sends a `didInject` made now.
enum DeferralTarget {
    /// No cached `init` runs on the path: it runs now.
    case now
    /// A cached `init` of the thread runs: the thread's outermost one runs the call (or hands it
    /// on, see above) when it returns.
    case thread
    /// No cached `init` of the thread runs, and this build's does: the outermost build on the
    /// task's path whose `init` still runs, which runs the call once that `init` has returned.
    case build(AsyncBuild)

    /// For a `didInject` made on the task's path at `request` (the innermost async request
    /// under it; nil: no task's path).
    static func under(_ request: AsyncFrame?) -> DeferralTarget {
        var builds: [AsyncBuild] = []
        var frame = request
        while let current = frame {
            if let build = current.build { builds.append(build) }
            frame = current.parent
        }
        return builds.last { $0.runsInit }.map(DeferralTarget.build) ?? .now
    }
}

extension UnsafeMutablePointer where Pointee == ThreadResolutionState {
    /// Whether a cached request on this thread's path is running its `init`: an object's
    /// `didInject` is deferred until it returns.
    @inlinable var isInCachedInit: Bool { pointee.cachedInits != 0 }

    /// Where the rule sends a `didInject` made on this thread now. The task's path is read only
    /// when no cached `init` of the thread runs while some async request runs (a
    /// process-wide count, which code inside such a request never reads as zero), and from the
    /// thread's state (`RequestContext`), learnt once per outermost request.
    var deferralTarget: DeferralTarget {
        if isInCachedInit { return .thread }
        guard ProcessCounter.asyncRequests.isActive, mayHandToBuild else { return .now }
        return .under(RequestContext.current(self).asyncRequest)
    }

    /// Whether a `didInject` made on this thread now may go to a build: not when the calling
    /// code runs on an actor (a synchronous resolve inside `MainActor.run` in an async `init`),
    /// since the build runs the calls it takes on its own task, off that actor; the call then
    /// runs now, on the actor its object was built on.
    private var mayHandToBuild: Bool {
        switch requestDomain(nil).kind {
        case .actor: false
        case .task, .thread: true
        }
    }

    /// Whether the rule defers a `didInject` made on this thread now: while no async request
    /// runs anywhere, one load more than the thread's own count, with no call.
    @inlinable var defersInjection: Bool {
        isInCachedInit || (ProcessCounter.asyncRequests.isActive && isInAsyncInit)
    }

    /// Whether a build under this thread's path runs its `init` (see `deferralTarget`).
    @usableFromInline var isInAsyncInit: Bool {
        if case .build = deferralTarget { return true }
        return false
    }

    /// A cached request of this thread claimed its entry and runs its `init`.
    @usableFromInline
    func beginCachedInit() { pointee.cachedInits += 1 }

    /// The `init` of a cached request of this thread returned and its instance is stored; when
    /// it was the outermost one, runs the deferred `didInject` calls, or hands them on to the
    /// build under the path whose `init` still runs. Throws the first failure among those that
    /// ran, after running them all (each one's entry is settled either way).
    @usableFromInline
    func endCachedInit() throws(ResolutionError) {
        pointee.cachedInits -= 1
        if pointee.cachedInits == 0, !pointee.deferredCalls.isEmpty { try endOutermostCachedInit() }
    }

    /// The `init` of a cached request of this thread failed; the deferred calls still run (the
    /// objects they inject were built), and their failures give way to the build's.
    @usableFromInline
    func endFailedCachedInit() {
        pointee.cachedInits -= 1
        if pointee.cachedInits == 0, !pointee.deferredCalls.isEmpty { try? endOutermostCachedInit() }
    }

    /// Sends the `didInject` call `make` makes where the rule says: the thread's list, or a
    /// build's (`.now` makes nothing). Returns false, deferring nothing, when it must run now.
    func deferInjection(_ make: () -> DeferredCall) -> Bool {
        switch deferralTarget {
        case .now:
            return false
        case .thread:
            pointee.deferredCalls.append(make())
            return true
        case .build:
            return AsyncBuild.take(make(), under: RequestContext.current(self).asyncRequest) != nil
        }
    }

    /// The thread's outermost cached `init` returned: runs its deferred calls, those they defer
    /// in turn included, or hands each on to the build the rule sends it to.
    private func endOutermostCachedInit() throws(ResolutionError) {
        var failure = FirstFailure<ResolutionError>()
        while !pointee.deferredCalls.isEmpty {
            // Taken off the thread first: a call may defer more.
            for call in pointee.deferredCalls.take() {
                if ProcessCounter.asyncRequests.isActive, mayHandToBuild,
                    AsyncBuild.take(call, under: RequestContext.current(self).asyncRequest) != nil
                {
                    continue
                }
                failure.keep(call.runNow())
            }
        }
        if let error = failure.error { throw error }
    }
}

// MARK: - Running user code

extension DependencyContainer {
    /// Runs a factory, turning any error it throws into a ``ResolutionError`` with the path,
    /// and throws a failure that a property read inside it could not throw (see
    /// `InjectedStorage`), unless `deferringPending`: then the caller throws it later (a
    /// value's request, after its `didInject`, one test for both).
    @inlinable
    @inline(__always)
    func build<T>(
        _ frame: Frame, deferringPending: Bool = false, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let value: T
        do { value = try make(self) } catch { throw wrap(error, frame) }
        if !deferringPending { try throwPendingFailure(at: frame) }
        return value
    }

    /// Calls `didInject(container:)` with the object's frame marked, so that failures inside
    /// name it. The object's request, at `frame`, is the innermost one.
    ///
    /// `uncached`: the object is not cached; its `didInject` is counted for
    /// `checkUncachedCycle` while it runs.
    @inlinable
    @inline(__always)
    func inject<T: InjectableObject>(
        _ object: T, _ thread: ThreadState, _ frame: Frame, uncached: Bool = false
    ) throws(ResolutionError) {
        markInjecting(frame, true)
        if uncached { thread.uncachedInjects &+= 1 }
        do {
            try object.didInject(container: self)
        } catch {
            if uncached { thread.uncachedInjects &-= 1 }
            throw wrap(error, frame)
        }
        if uncached { thread.uncachedInjects &-= 1 }
        markInjecting(frame, false)
        try throwPendingFailure(at: frame)
    }
}

/// Throws the failure a property read made in the request at `frame`, on `thread`, could not
/// throw itself (see `InjectedStorage.failed`); one that another request deferred is left to
/// that request.
///
/// NB: the failure is taken by a call that returns it, and thrown here: a throwing call that
/// may return normally made every level of a value chain clear the error register first and
/// jump to a shared epilogue (see Performance.md, "Measured choices in the code").
@inlinable
@inline(__always)
func throwPendingFailure(at frame: Frame, _ thread: ThreadState = currentThread()) throws(ResolutionError) {
    if thread.hasPendingFailure, let failure = thread.takePendingFailure(ownedBy: frame) { throw failure }
}
