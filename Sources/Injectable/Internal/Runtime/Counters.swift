import InjectableRuntime

/// Process-wide counts that let a resolve skip overrides and diagnostics with one load while
/// no container uses them (`InjectableRuntime.h`).
///
/// A container changes its share only while holding its own lock, so its share is never
/// negative: one container's churn cannot make the count read zero while another container
/// has an override or a hook.
///
/// NB: C atomics, read relaxed: `Synchronization.Atomic` needs macOS 15 / iOS 18, and a lock
/// (or a plain global, a data race) would be read by every resolve of every thread.
@usableFromInline
enum ProcessCounter {
    /// Overrides registered in any container (types and key paths).
    case overrides
    /// Containers with a diagnostics hook.
    case hooks
    /// Async requests that run (`AsyncPath.withInnermost`): while there is none, no synchronous code runs
    /// inside an async resolve, so a synchronous `didInject` outside a cached `init` runs at once
    /// (see Construction.swift), and a synchronous build numbers its instance on the thread's
    /// path alone (`ThreadState.noteCachedInstance`), without a look at the task's path. Not in
    /// the sum `anyActive` reads. Each request's own task counts it up before the request runs
    /// and down after, so code inside a running request never reads it as zero.
    case asyncRequests

    @inlinable var counter: injectable_counter {
        switch self {
        case .overrides: injectable_counter_overrides
        case .hooks: injectable_counter_hooks
        case .asyncRequests: injectable_counter_async_requests
        }
    }

    /// Whether any container uses the feature (a relaxed load: a hint that the caller confirms).
    @inlinable var isActive: Bool { injectable_counter_load(counter) != 0 }

    /// Whether any container has an override or a diagnostics hook (relaxed loads, a hint).
    @inlinable static var anyActive: Bool { injectable_counter_load(injectable_counter_any) != 0 }

    func add(_ delta: Int) {
        if delta != 0 { injectable_counter_add(counter, delta) }
    }
}
