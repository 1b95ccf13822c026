// Running user code: `init(container:)`, a registration's or an override's closure, and
// `didInject(container:)`. Always outside every container lock; whatever they throw becomes a
// `ResolutionError` located on the resolution path (`Failure.swift`).

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

extension DependencyContainer {
}
