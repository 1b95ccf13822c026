/// An async `T` built on first use, once: later uses get the same one.
///
/// Like an ``AsyncProvider`` (which it wraps), nothing is registered, and a type asks for it
/// where it would ask for `T`:
///
/// ```swift
/// @MainActor
/// final class SearchModel: InjectableObject {
///     let index: AsyncLazy<SearchIndex>
///     init(container: Container) { index = container.resolve() }
///
///     func search(_ text: String) async throws -> [String] {
///         try await index.get().matches(text)   // built on the first search, once
///     }
/// }
/// ```
///
/// Copies share the one instance. Tasks that ask while the first one builds it wait for that
/// build; a waiting task that is cancelled stops waiting and throws
/// ``ResolutionError/Kind/cancelled`` (the build goes on). A failed build is not kept: the next
/// use tries again. The task that builds it and asks again from inside its own build gets
/// ``ResolutionError/Kind/cycle``. Once built, it lets go of its container.
public struct AsyncLazy<T: Sendable>: Sendable {
    @usableFromInline let box: AsyncLazyBox<T>

    @usableFromInline
    init(_ provider: AsyncProvider<T>) { box = AsyncLazyBox(provider) }

    /// The instance: built, awaited, on first use; throws a ``ResolutionError`` if it cannot be
    /// built.
    public func get() async throws(ResolutionError) -> T { try await box.get() }
}

/// What an ``AsyncLazy`` and its copies share.
@usableFromInline
final class AsyncLazyBox<T: Sendable>: Sendable {
    struct State {
        enum Phase {
            case waiting(AsyncProvider<T>)
            /// `owner`: the task that builds it.
            case building(owner: Int, AsyncProvider<T>)
            case built(T)
        }
        var phase: Phase
        /// The tasks waiting for the build, by the number each got.
        var waiters: [Int: UnsafeContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    /// What a use does next, decided under the lock.
    private enum Step {
        case take(T)
        case build(AsyncProvider<T>)
        case wait(id: Int)
        case cycle(AsyncProvider<T>)
    }

    private let state: Locked<State>

    init(_ provider: AsyncProvider<T>) { state = Locked(State(phase: .waiting(provider))) }

    func get() async throws(ResolutionError) -> T {
        // Nil outside a task: no other task can be inside this one's build.
        let me = withUnsafeCurrentTask { $0?.hashValue } ?? 0
        while true {
            let step: Step = state.withLock { state in
                switch state.phase {
                case .built(let value): return .take(value)
                case .waiting(let provider):
                    state.phase = .building(owner: me, provider)
                    return .build(provider)
                case .building(let owner, let provider):
                    if owner == me { return .cycle(provider) }
                    state.nextWaiter += 1
                    return .wait(id: state.nextWaiter)
                }
            }
            switch step {
            case .take(let value): return value
            case .build(let provider): return try await build(provider)
            case .cycle(let provider): throw cycle(provider)
            case .wait(let id):
                await wait(id)
                if Task.isCancelled, !isBuilt {
                    let step = ResolutionStep(typeName: _typeName(T.self, qualified: false))
                    throw ResolutionError(kind: .cancelled, path: [step], underlyingError: CancellationError())
                }
            }
        }
    }

    /// This task builds it, outside the lock (its init may resolve anything).
    private func build(_ provider: AsyncProvider<T>) async throws(ResolutionError) -> T {
        do {
            let value = try await provider.get()
            finish(.built(value))
            return value
        } catch {
            finish(.waiting(provider))
            throw error
        }
    }

    /// Waits until the build ends or the task is cancelled.
    private func wait(_ id: Int) async {
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    guard case .building = state.phase, !Task.isCancelled else { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    private var isBuilt: Bool {
        state.withLock { state in
            if case .built = state.phase { return true }
            return false
        }
    }

    /// Ends the build with `phase`, and wakes the tasks waiting for it.
    private func finish(_ phase: State.Phase) {
        let waiters = state.withLock { state in
            state.phase = phase
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The cycle of a lazy asked for again by the task that builds it.
    private func cycle(_ provider: AsyncProvider<T>) -> ResolutionError {
        let name = _typeName(T.self, qualified: false)
        let step = ResolutionStep(typeName: name)
        return ResolutionError(
            kind: .cycle, path: provider.source.origin.map(\.step) + [step], cycle: [step, step],
            context: "Asked through an AsyncLazy<\(name)> while it was being built.")
    }
}

// MARK: - Making async lazy instances

extension DependencyContainer {
    /// An async object built, awaited, on first use (with its type's lifetime), once.
    ///
    /// ```swift
    /// let index: AsyncLazy<SearchIndex> = container.resolve()
    /// ```
    public func resolve<T: AsyncInjectableObject>() -> AsyncLazy<T> {
        noteDeferred(T.self, .asyncLazy)
        return AsyncLazy(
            AsyncProvider(self) { (container) async throws(ResolutionError) -> T in try await container.resolve() })
    }

    /// An async object's variant registered under `key`, built on first use, once.
    public func resolve<T: CustomAsyncInjectableObject>(key: String) -> AsyncLazy<T> {
        noteDeferred(T.self, key: key, .asyncLazy)
        return AsyncLazy(
            AsyncProvider(self) { (container) async throws(ResolutionError) -> T in
                try await container.resolve(key: key)
            })
    }

    /// An async value built on first use, once.
    public func resolve<T: AsyncInjectableValue>() -> AsyncLazy<T> {
        noteDeferred(T.self, .asyncLazy)
        return AsyncLazy(
            AsyncProvider(self) { (container) async throws(ResolutionError) -> T in try await container.resolve() })
    }

    /// The implementation of an interface, resolved with `resolveAsyncInterface(key:)` on first
    /// use, once.
    public func asyncLazyInterface<I: Sendable>(key: String? = nil) -> AsyncLazy<I> {
        noteDeferred(I.self, key: key, interface: true, .asyncLazy)
        return AsyncLazy(
            AsyncProvider(self) { (container) async throws(ResolutionError) -> I in
                try await container.resolveAsyncInterface(key: key)
            })
    }
}
