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
/// use tries again. Asked again while its build waits for the one who asks (from inside that
/// build, in its task or in another task it waits for), it throws ``ResolutionError/Kind/cycle``
/// instead of waiting for ever. Once built, it lets go of its container.
public struct AsyncLazy<T: Sendable>: Sendable {
    @usableFromInline let box: AsyncLazyBox<T>

    @usableFromInline
    init(_ provider: AsyncProvider<T>) { box = AsyncLazyBox(provider) }

    /// The instance: built, awaited, on first use; throws a ``ResolutionError`` if it cannot be
    /// built.
    public func get() async throws(ResolutionError) -> T { try await box.get() }
}

/// What an ``AsyncLazy`` and its copies share.
///
/// A use that finds the value being built waits for that build, suspended, as a party of the
/// wait graph (`WaitGraph`) when it runs inside one (a build's request, or another lazy's build),
/// so that a loop of waits through a lazy (a build that reads the lazy whose build waits for it,
/// in whichever tasks) fails as a cycle instead of waiting for ever. The build itself runs in
/// the task of the use that began it, as a party of its own (`LazyBuild`); the party that use
/// ran in waits for it, inline.
@usableFromInline
final class AsyncLazyBox<T: Sendable>: Sendable {
    struct State {
        enum Phase {
            case waiting(AsyncProvider<T>)
            case building(LazyBuild, AsyncProvider<T>)
            case built(T)
        }
        var phase: Phase
        /// The tasks waiting for the build, by the number each got.
        var waiters: [Int: UnsafeContinuation<Void, Never>] = [:]
        var nextWaiter = 0
        /// A wait for the current build is in the wait graph: the build ends it there when it
        /// ends (as an `AsyncBuild` whose `isAwaited` is set). Set before the build ends, under
        /// this lock, where the build reads it.
        var isAwaited = false
    }

    /// What a use does next, decided under the lock.
    private enum Step {
        case take(T)
        case build(LazyBuild, AsyncProvider<T>)
        /// `build`: the one waited for, when the wait is in the wait graph.
        case wait(id: Int, build: LazyBuild?, AsyncProvider<T>)
        case cycle(AsyncProvider<T>, loop: [WaitGraph.Waited])
    }

    private let state: Locked<State>

    init(_ provider: AsyncProvider<T>) { state = Locked(State(phase: .waiting(provider))) }

    func get() async throws(ResolutionError) -> T {
        // Built: the value, without reading where this use runs (two task-locals).
        if let value = state.withLock({ state -> T? in
            guard case .built(let value) = state.phase else { return nil }
            return value
        }) {
            return value
        }
        let innermost = AsyncPath.innermost
        // The party this use runs in, if any: nil outside every build, where nothing can wait
        // for this task.
        let waiter = LazyBuild.party(at: innermost)
        while true {
            // Another waiter the wait graph released (see `beginWait`), called after the lock.
            var released: (@Sendable () -> Void)?
            let step: Step = state.withLock { state in
                switch state.phase {
                case .built(let value): return .take(value)
                case .waiting(let provider):
                    let build = LazyBuild(
                        base: innermost, step: ResolutionStep(typeName: _typeName(T.self, qualified: false)))
                    state.phase = .building(build, provider)
                    state.isAwaited = waiter != nil
                    return .build(build, provider)
                case .building(let build, let provider):
                    state.nextWaiter += 1
                    guard let waiter else { return .wait(id: state.nextWaiter, build: nil, provider) }
                    // Decided under this lock, so that the build cannot end before the wait
                    // is recorded: it then ends the wait too.
                    let decision = WaitGraph.beginWait(
                        waiter, for: WaitGraph.Party(build), WaitGraph.Awaited(build), build.step, exists: false,
                        release: {}, releasing: &released)
                    switch decision {
                    case .wait:
                        state.isAwaited = true
                        return .wait(id: state.nextWaiter, build: build, provider)
                    // `.take` needs an instance that exists, and a lazy's exists only once its
                    // build ended: only `.cycle`.
                    case .take(let loop), .cycle(let loop): return .cycle(provider, loop: loop)
                    }
                }
            }
            released?()
            switch step {
            case .take(let value): return value
            case .build(let build, let provider):
                // The party this use runs in waits for the build, inline: a wait the wait graph
                // must see, recorded before the build can wait for anything.
                if let waiter {
                    WaitGraph.addWait(waiter, for: WaitGraph.Party(build), WaitGraph.Awaited(build), build.step) {}
                }
                return try await self.build(build, provider)
            case .cycle(let provider, let loop): throw failed(cycle(provider, across: loop, at: innermost), provider)
            case .wait(let id, let build, let provider):
                await wait(id)
                if let build, let waiter { WaitGraph.endWait(waiter, for: WaitGraph.Awaited(build), number: nil) }
                if Task.isCancelled, !isBuilt {
                    let step = ResolutionStep(typeName: _typeName(T.self, qualified: false))
                    let path = (innermost?.path ?? provider.source.origin.map(\.step)) + [step]
                    throw failed(
                        ResolutionError(kind: .cancelled, path: path, underlyingError: CancellationError()), provider)
                }
            }
        }
    }

    /// This task builds it, outside the lock (its init may resolve anything), as `build`'s party.
    private func build(_ build: LazyBuild, _ provider: AsyncProvider<T>) async throws(ResolutionError) -> T {
        let result = await LazyBuild.$current.withValue(build) { () async -> Result<T, ResolutionError> in
            do throws(ResolutionError) { return .success(try await provider.get()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let value):
            finish(build, .built(value))
            return value
        case .failure(let error):
            finish(build, .waiting(provider))
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

    /// Ends `build` with `phase`: the wait graph forgets it, if it heard of it, and the tasks
    /// waiting for it wake.
    private func finish(_ build: LazyBuild, _ phase: State.Phase) {
        let (waiters, awaited) = state.withLock { state in
            state.phase = phase
            defer {
                state.waiters = [:]
                state.isAwaited = false
            }
            return (state.waiters.values, state.isAwaited)
        }
        if awaited { WaitGraph.finish(WaitGraph.Party(build)) }
        for waiter in waiters { waiter.resume() }
    }

    /// `error`, a failure this use found itself, reported as every failure is, once, to the
    /// diagnostics hook of the container the lazy resolves from (`DependencyContainer.failed`).
    private func failed(_ error: ResolutionError, _ provider: AsyncProvider<T>) -> ResolutionError {
        guard let container = provider.source.container ?? provider.source.unownedContainer?.retained() else {
            return error
        }
        return container.failed(error)
    }

    /// The cycle of a lazy asked for while its build waits, in this task or through others
    /// (`loop`, from what the build waits for), for the request that asks.
    private func cycle(
        _ provider: AsyncProvider<T>, across loop: [WaitGraph.Waited], at innermost: AsyncFrame?
    ) -> ResolutionError {
        let name = _typeName(T.self, qualified: false)
        let step = ResolutionStep(typeName: name)
        let path = innermost?.path ?? provider.source.origin.map(\.step)
        return ResolutionError(
            kind: .cycle, path: path + [step], cycle: [step] + loop.map(\.step) + [step],
            context: loop.isEmpty
                ? "Asked through an AsyncLazy<\(name)> while it was being built."
                : "Asked through an AsyncLazy<\(name)> while it was being built, by a build that waits for this request.",
            throughLazy: true)
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
