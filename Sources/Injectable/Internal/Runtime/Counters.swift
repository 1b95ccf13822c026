import InjectableRuntime

/// A word read without a lock on the resolve hot path: a container's override count and its
/// generation. Written only under the owning container's lock.
@usableFromInline
final class AtomicWord: @unchecked Sendable {
    // @unchecked Sendable: the word is only accessed through C11 atomic operations.
    @usableFromInline let word: UnsafeMutablePointer<injectable_atomic_word>

    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: injectable_atomic_word())
    }

    deinit { word.deallocate() }

    @inlinable var value: Int { injectable_atomic_load(word) }

    /// Adds `delta`. Call only under the lock that every writer of this word holds (the
    /// owning container's): then no atomic read-modify-write is needed, which a start-up's
    /// registrations would each pay.
    func addHoldingLock(_ delta: Int) { injectable_atomic_add_exclusive(word, delta) }
}

/// Process-wide counts that let a resolve skip overrides and diagnostics with one load while
/// no container uses them (see `injectable_counters.h`).
///
/// A container changes its share only while holding its own lock, so its share is never
/// negative: one container's churn cannot make the count read zero while another container
/// has an override or a hook.
@usableFromInline
enum ProcessCounter {
    /// Overrides registered in any container (types and key paths).
    case overrides
    /// Containers with a diagnostics hook.
    case hooks

    @inlinable var counter: injectable_counter {
        switch self {
        case .overrides: injectable_counter_overrides
        case .hooks: injectable_counter_hooks
        }
    }

    /// Whether any container uses the feature (a relaxed load: a hint that the caller confirms).
    @inlinable var isActive: Bool { injectable_counter_load(counter) != 0 }

    /// Whether any container has an override or a diagnostics hook (relaxed loads, a hint).
    @inlinable static var anyActive: Bool { injectable_counters_any() != 0 }

    func add(_ delta: Int) {
        if delta != 0 { injectable_counter_add(counter, delta) }
    }
}
