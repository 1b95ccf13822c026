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
    // NB: the state lives at a fixed address so that a thread waiting in `waitForChange()`
    // inside `withLock` reads what other threads wrote, never a copy.
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

    /// Releases the lock until ``broadcast()`` is called, then takes it again.
    /// Only call from inside `withLock`.
    func waitForChange() {
        pthread_cond_wait(condition, mutex)
    }

    /// Runs `body` with the lock released, and takes it again. Only call from inside
    /// `withLock`; the state may have changed when it returns.
    func unlocked<R>(_ body: () -> R) -> R {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        return body()
    }

    /// Wakes every thread in ``waitForChange()``.
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
