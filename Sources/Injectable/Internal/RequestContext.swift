// The request the calling code runs in, whichever path it is on.
//
// A resolve's requests are explicit inside the engine: a synchronous request is a frame on its
// thread's path (`ResolutionPath.swift`), an async one a frame on its task's (`AsyncPath.swift`).
// The two meet where a synchronous resolve runs inside an async one (an async `init` or
// `didInject` resolving a synchronous type): the thread's path then continues in the task's, at
// the async request that runs it. User code in between receives only a container
// (`init(container:)`), so the engine recovers that request once, here:
//
// - `ThreadState.enclosingAsyncRequest`: the async request under the thread's path, read from
//   the task the first time it is asked during an outermost synchronous request, kept in the
//   thread's state until that request returns (nothing is read on a push; a synchronous
//   resolve that caches an instance asks once, to number it on the async path too,
//   `ThreadState.noteCachedInstance`: one task-local read per outermost resolve; and the task's
//   path, which holds its innermost request weakly, is held strongly only while a synchronous
//   request runs inside it);
// - `RequestContext.current`: for code that may run outside any synchronous request (a
//   provider or a property's owner made in an async `init`, an async provider's `get()`), the
//   thread's path with the async request under it, or the task's path when the thread has none.
//
// Nothing else in synchronous code reads the task's path.

/// The requests the calling code runs in: the thread's innermost synchronous request, and the
/// async request under it.
struct RequestContext {
    /// The innermost synchronous request on the calling thread, if any.
    let frame: Frame?
    /// The async request the calling code runs in: the one that runs the thread's path when it
    /// has one (`ThreadState.enclosingAsyncRequest`), or the task's innermost when it has none.
    let asyncRequest: AsyncFrame?

    /// The calling code's requests (see the rule above).
    static func current(_ thread: ThreadState = currentThread()) -> RequestContext {
        guard let frame = thread.innermost else { return RequestContext(frame: nil, asyncRequest: taskRequest) }
        return RequestContext(frame: frame, asyncRequest: thread.enclosingAsyncRequest)
    }

    /// The async request the thread's path runs in, as `current(thread).asyncRequest`, but nil
    /// without a look at the task while no async request runs anywhere
    /// (`ProcessCounter.asyncRequests`, which code inside a running async request never reads as
    /// zero): for synchronous code that asks on every build.
    static func enclosingAsyncRequest(_ thread: ThreadState) -> AsyncFrame? {
        guard ProcessCounter.asyncRequests.isActive else { return nil }
        return current(thread).asyncRequest
    }

    /// The innermost request, the thread's before the task's.
    var innermost: (any PathRequest)? { frame?.pointee ?? asyncRequest }

    /// Whether the calling code runs inside a resolve, on either path.
    var isResolving: Bool { frame != nil || asyncRequest != nil }

    /// The task's innermost async request: the one place synchronous code reads the task's path.
    fileprivate static var taskRequest: AsyncFrame? { AsyncPath.innermost }
}

extension UnsafeMutablePointer where Pointee == ThreadResolutionState {
    /// The async request this thread's path runs in (a synchronous resolve inside an async
    /// `init` or `didInject`), or nil. Read from the task once per outermost request, on first
    /// ask: the task's path cannot change while a synchronous request runs, since it cannot
    /// suspend. Asked only through `RequestContext.current`, while a request is in flight on
    /// this thread.
    fileprivate var enclosingAsyncRequest: AsyncFrame? {
        if !pointee.knowsEnclosingAsyncRequest {
            pointee.enclosingAsyncRequest = RequestContext.taskRequest
            pointee.knowsEnclosingAsyncRequest = true
        }
        return pointee.enclosingAsyncRequest
    }

    /// Forgets the async request of the outermost request that just returned (or failed to
    /// start): the next one may run in another.
    @usableFromInline
    func forgetEnclosingAsyncRequest() {
        pointee.enclosingAsyncRequest = nil
        pointee.knowsEnclosingAsyncRequest = false
    }
}
