import Synchronization

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Runs each body on a thread of its own, all released at the same moment, and returns the
/// wall-clock nanoseconds from the release until the last one finished.
func runConcurrently(_ bodies: [@Sendable () -> Void]) -> UInt64 {
    final class Start: @unchecked Sendable {
        // @unchecked Sendable: each thread writes only its own element of `finished`, and the
        // main thread reads them after joining the threads.
        let ready = Atomic<Int>(0)
        let go = Atomic<Bool>(false)
        let finished: UnsafeMutableBufferPointer<UInt64>
        init(count: Int) { finished = .allocate(capacity: count) }
        deinit { finished.deallocate() }
    }
    let start = Start(count: bodies.count)
    let threads = bodies.enumerated().map { index, body in
        spawn {
            start.ready.add(1, ordering: .acquiringAndReleasing)
            while !start.go.load(ordering: .acquiring) { sched_yield() }
            body()
            start.finished[index] = now()
        }
    }
    while start.ready.load(ordering: .acquiring) < bodies.count { sched_yield() }
    let began = now()
    start.go.store(true, ordering: .releasing)
    for thread in threads { join(thread) }
    let ended = start.finished.max() ?? began
    return ended - began
}

private typealias ThreadHandle = pthread_t

private final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

private func spawn(_ body: @escaping @Sendable () -> Void) -> ThreadHandle {
    let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        let result = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, context)
        precondition(result == 0, "pthread_create failed: \(result)")
        return thread!
    #else
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, context)
        precondition(result == 0, "pthread_create failed: \(result)")
        return thread
    #endif
}

private func join(_ thread: ThreadHandle) {
    pthread_join(thread, nil)
}
