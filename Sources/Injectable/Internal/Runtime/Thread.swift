import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts a detached thread with a stack of `stackSize` bytes running `body`.
func startThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        let result = pthread_create(
            &thread, &attributes,
            { raw in
                Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, context)
    #else
        var thread = pthread_t()
        let result = pthread_create(
            &thread, &attributes,
            { raw in
                Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, context)
    #endif
    precondition(result == 0, "Injectable could not start a thread (pthread_create returned \(result)).")
}

/// Blocks the calling thread for good: it waits on a semaphore that nothing signals.
///
/// For a `validate()` probe stopped inside initialisers that Swift cannot unwind: the thread
/// keeps its stack, and what its frames hold stays allocated.
func parkForever() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true { never.wait() }
}

/// Runs `body` where it has at least `bytes` of stack: on this thread when it has them left,
/// otherwise on a new thread with 8 MiB, waiting for it. For the error path of a
/// graph that used up the stack: naming deeply nested generic types recurses.
func withStack<R>(atLeast bytes: Int, _ body: () -> R) -> R {
    if currentThread().stackRemaining >= bytes { return body() }
    return withoutActuallyEscaping(body) { body in
        let handoff = Handoff(body: body)
        startThread(stackSize: max(bytes, 8 << 20)) { handoff.run() }
        return handoff.wait()
    }
}

/// `withStack`'s closure and result, crossing to a helper thread and back.
private final class Handoff<R>: @unchecked Sendable {
    // @unchecked Sendable: `body` runs on the helper thread while the caller waits in `wait()`,
    // so it is never used by two threads at once; `result` is guarded by its lock.
    private var body: (() -> R)?
    private let result = Locked<R?>(nil)

    init(body: @escaping () -> R) { self.body = body }

    func run() {
        let value = callOnce()
        result.withLock { result in
            result = value
            self.result.broadcast()
        }
    }

    /// Calls `body` and lets go of it before the caller is woken: `withoutActuallyEscaping`
    /// checks that nothing holds it any more.
    private func callOnce() -> R {
        let body = self.body!
        self.body = nil
        return body()
    }

    func wait() -> R {
        result.withLock(when: { $0 != nil }, then: { $0! })
    }
}

/// One waiting thread's wake-up. An `unpark()` that comes before the `park()` is kept, so that
/// a wake-up is never lost between deciding to wait and sleeping.
final class Parker: Sendable {
    private let permit = Locked(false)

    /// Sleeps until `unpark()` is called (at once, if it was already), and uses it up.
    func park() {
        permit.withLock(when: { $0 }, then: { $0 = false })
    }

    /// Wakes the thread in `park()`, or the next one to call it.
    func unpark() {
        permit.withLock { permitted in
            permitted = true
            permit.broadcast()
        }
    }
}
