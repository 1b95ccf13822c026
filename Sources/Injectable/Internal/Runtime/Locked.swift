#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// State guarded by a mutex, with a condition to wait for changes of it.
///
/// The mutex, the condition and the state live together in this one heap object, and the
/// pthread objects are allocated separately so their addresses never move.
///
/// NB: not `Synchronization.Mutex`: on this toolchain it gives false Thread Sanitizer reports on
/// Linux and needs macOS 15 / iOS 18 on Apple platforms.
@usableFromInline
final class Locked<State>: @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched inside `withLock`, which holds `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    // NB: the state lives at a fixed address, and each access to it ends before the lock is
    // released (`withLock(when:then:)` tries again with an access of its own after each sleep), so
    // that no access spans a time when other threads change it.
    private let state: UnsafeMutablePointer<State>

    init(_ state: State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state. Never call user code from `body`.
    @usableFromInline
    func withLock<R, E: Error>(_ body: (inout State) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }

    /// Waits until `isReady` holds of the state, sleeping between tries until ``broadcast()``
    /// is called, then runs `body` with exclusive access to it; the lock is held throughout but
    /// for the sleeps. Each try is an access of its own, ended before the thread sleeps.
    func withLock<R>(when isReady: (inout State) -> Bool, then body: (inout State) -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !isReady(&state.pointee) { pthread_cond_wait(condition, mutex) }
        return body(&state.pointee)
    }

    /// Wakes every thread waiting in ``withLock(when:then:)``, to try again. Call under the lock.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
