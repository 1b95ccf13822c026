/// A `T` built on first use, once: later uses get the same one.
///
/// Like a ``Provider`` (which it wraps), nothing is registered, and a type asks for it where it
/// would ask for `T`:
///
/// ```swift
/// final class NoteEditor: InjectableObject {
///     let spellChecker: Lazy<SpellChecker>
///     init(container: Container) { spellChecker = container.resolve() }
///
///     func check(_ text: String) -> Bool { spellChecker().accepts(text) }   // built here, once
/// }
/// ```
///
/// Copies share the one instance. When many threads use it first at the same time, one builds
/// and the others wait for it. A failed build is not kept: the next use tries again. Once
/// built, it lets go of its container. A value type `T` is resolved once and copied out.
public struct Lazy<T> {
    @usableFromInline let box: LazyBox<T>

    @usableFromInline
    init(_ provider: Provider<T>) { box = LazyBox(provider) }

    /// The instance: built on first use; stops the program with the ``ResolutionError``
    /// explanation if it cannot be built.
    ///
    /// `isolation` is where the call is written (leave the default): for a `T` isolated to a
    /// global actor other than the main actor, it proves that the call runs there.
    @inlinable
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation) -> T {
        do { return try get(isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// The instance, built on first use; throws a ``ResolutionError`` if it cannot be built
    /// (`isolation`: as for ``callAsFunction(isolation:)``).
    @inlinable
    public func get(isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) -> T {
        try box.get(isolation: isolation)
    }
}

extension Lazy: Sendable where T: Sendable {}

/// What a ``Lazy`` and its copies share.
@usableFromInline
final class LazyBox<T>: @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched inside its lock. A `T` crosses threads only
    // through a `Lazy<T>`, which is `Sendable` only when `T` is.
    enum State {
        case waiting(Provider<T>)
        case building(owner: UInt, Provider<T>)
        case built(T)
    }

    let state: Locked<State>

    init(_ provider: Provider<T>) { state = Locked(.waiting(provider)) }

    @usableFromInline
    func get(isolation: isolated (any Actor)?) throws(ResolutionError) -> T {
        let me = currentThread().id
        let next = ClaimStep<(T?, Provider<T>?)>.repeating { _ in
            state.withLock { state in
                switch state {
                case .built(let value):
                    return .done(.success((value, nil)))
                case .waiting(let provider):
                    state = .building(owner: me, provider)
                    return .done(.success((nil, provider)))
                case .building(let owner, let provider):
                    // Asked for again while this thread builds it: it can never finish.
                    if owner == me { return .done(.failure(cycle(provider, across: nil))) }
                    // Another thread builds it. Waiting is a wait like any other: one that closes
                    // a loop of waits (that thread waits for what this one builds) is a cycle,
                    // or the two threads would wait for each other for ever.
                    switch WaitGraph.prepareWait(me, for: owner, instance: waitID, type: T.self) {
                    case .wait(let wait): return .sleep(wait)
                    case .wouldDeadlock(let loop): return .done(.failure(cycle(provider, across: loop)))
                    }
                }
            }
        }
        let (value, provider) = try next.get()
        if let value { return value }
        // This thread builds it, outside the lock (its init may resolve anything).
        do {
            let value = try provider!.get(isolation: isolation)
            finish(.built(value))
            return value
        } catch {
            finish(.waiting(provider!))
            throw error
        }
    }

    /// Ends this thread's build with `outcome`, and wakes the threads waiting for it.
    private func finish(_ outcome: State) {
        state.withLock { state in
            state = outcome
            WaitGraph.finish(waitID)
        }
    }

    /// This lazy, as the wait graph knows it.
    private var waitID: WaitGraph.InstanceID {
        WaitGraph.InstanceID(container: ObjectIdentifier(self), key: CacheKey(T.self, nil))
    }

    /// The cycle of a lazy asked for again while it is built: on this thread, or through the
    /// threads of `loop`, which wait for one another and the last of them for this one.
    private func cycle(_ provider: Provider<T>, across loop: [WaitGraph.Waited]?) -> ResolutionError {
        let name = _typeName(T.self, qualified: false)
        let step = ResolutionStep(typeName: name)
        let others = (loop ?? []).map(\.step)
        let context =
            loop == nil
            ? "Asked through a Lazy<\(name)> while it was being built."
            : "Asked through a Lazy<\(name)> that another thread was building, while that thread waited for this one."
        return ResolutionError(
            kind: .cycle, path: provider.origin.map(\.step) + [step], cycle: [step] + others + [step], context: context)
    }
}

// MARK: - Making lazy instances

extension DependencyContainer {
    /// An object built on first use (with its type's lifetime), once.
    ///
    /// ```swift
    /// let spellChecker: Lazy<SpellChecker> = container.resolve()
    /// ```
    @inlinable
    public func resolve<T: InjectableObject>(isolation: (any Actor)? = #isolation) -> Lazy<T> {
        Lazy(provider(.lazy, usedOn: isolation, resolver(T.self)))
    }

    /// A value built on first use, once.
    @inlinable
    public func resolve<T: InjectableValue>(isolation: (any Actor)? = #isolation) -> Lazy<T> {
        Lazy(provider(.lazy, usedOn: isolation, resolver(T.self)))
    }

    /// An object's variant registered under `key`, built on first use, once.
    @inlinable
    public func resolve<T: CustomInjectableObject>(key: String, isolation: (any Actor)? = #isolation) -> Lazy<T> {
        Lazy(provider(.lazy, key: key, usedOn: isolation, resolver(T.self, key: key)))
    }

    /// A value's variant registered under `key`, built on first use, once.
    @inlinable
    public func resolve<T: CustomInjectableValue>(key: String, isolation: (any Actor)? = #isolation) -> Lazy<T> {
        Lazy(provider(.lazy, key: key, usedOn: isolation, resolver(T.self, key: key)))
    }

    /// A `Sendable` object built on first use, once.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: InjectableObject & Sendable>(isolation: (any Actor)? = #isolation) -> Lazy<T> {
        Lazy(provider(.lazy, usedOn: isolation, resolver(T.self)))
    }

    /// A `Sendable` object's variant registered under `key`, built on first use, once.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: CustomInjectableObject & Sendable>(
        key: String, isolation: (any Actor)? = #isolation
    ) -> Lazy<T> {
        Lazy(provider(.lazy, key: key, usedOn: isolation, resolver(T.self, key: key)))
    }

    /// The implementation of an interface, resolved on first use, once.
    ///
    /// ```swift
    /// let store: Lazy<NoteStore> = container.lazyInterface()
    /// ```
    @inlinable
    public func lazyInterface<I>(key: String? = nil) -> Lazy<I> {
        noteDeferred(I.self, key: key, interface: true, .lazy)
        return Lazy(makeInterfaceProvider(key: key))
    }
}
