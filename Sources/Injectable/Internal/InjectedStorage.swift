/// The lazily resolved value of one ``Injected`` property, shared by copies of the wrapper.
@usableFromInline
final class InjectedStorage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `state` is a `Locked`; the other fields are immutable (`source` is
    // `Sendable`), and `resolve` and `fallback` are only called by the one thread that holds the
    // `resolving` mark in `state`.
    let source: InjectionSource
    let mode: InjectionMode
    let resolve: (Container) throws(ResolutionError) -> Value
    /// What `@Injected(fallback:)` returns when nothing can be resolved: here, when the
    /// container that built the owner is gone (`resolve` uses it for every other failure).
    let fallback: (() -> Value)?
    private let state = Locked(State())

    struct State {
        var value: Value?
        var generation = 0
        var resolving: UInt?
        /// How many requests were in flight on the resolving thread when it began.
        var resolvingFrom = 0
        var replacement: Value??
    }

    /// Storage that resolves from the container `InjectionSource.capture()` finds: call it where
    /// the owner is initialised.
    init(
        mode: InjectionMode, fallback: (() -> Value)?, resolve: @escaping (Container) throws(ResolutionError) -> Value
    ) {
        source = InjectionSource.capture()
        self.mode = mode
        self.fallback = fallback
        self.resolve = resolve
    }

    /// The container the property resolves from, or `nil` once the container that built its
    /// owner is gone (see `InjectionSource`).
    var container: DependencyContainer? { source.container }

    func replace(with value: Value?) {
        // The replaced value is released after the lock: its deinit may read this property.
        let replaced = state.withLock { state in
            defer { state.replacement = value.map { .some($0) } }
            return state.replacement
        }
        withExtendedLifetime(replaced) {}
    }

    @usableFromInline
    var value: Value {
        do throws(ResolutionError) {
            return try read()
        } catch {
            resolutionFailed(error)
        }
    }

    /// The value, resolved on the first read; throws what would stop the program on a read of
    /// `value` (a non-optional property that cannot be resolved), which `validate()` reports.
    func read() throws(ResolutionError) -> Value {
        let me = currentThread().id
        // Retained for this read. Once it is gone nothing can change what it would resolve, so
        // a value resolved before stays (a live one included); only a first read fails.
        let container = source.container
        let generation = mode == .live ? container?.visibleGeneration ?? 0 : 0
        // The value to return, nil when this thread must resolve it, or why it cannot.
        let ready = ClaimStep<Value?>.repeating { _ in
            state.withLock { state in
                if let replacement = state.replacement, let replacement { return .done(.success(replacement)) }
                if let value = state.value, state.generation == generation || container == nil {
                    return .done(.success(value))
                }
                guard let owner = state.resolving else {
                    state.resolving = me
                    state.resolvingFrom = ResolutionFrame.depth(of: currentThread().innermost)
                    return .done(.success(nil))
                }
                // Its own resolution reads it again: it can never finish.
                if owner == me { return .done(.failure(cycle(across: [], since: state.resolvingFrom))) }
                // Another thread resolves it. Waiting is a wait like any other: one that closes
                // a loop of waits (that thread waits for what this one builds) is a cycle.
                switch WaitGraph.prepareWait(me, for: owner, instance: waitID, type: Value.self) {
                case .wait(let wait): return .sleep(wait)
                case .wouldDeadlock(let loop): return .done(.failure(cycle(across: loop, since: nil)))
                }
            }
        }
        switch ready {
        case .success(let value?): return value
        case .success(nil): break
        // Reported after the lock.
        case .failure(let error): return try recover(container?.failed(error) ?? error)
        }
        guard let container else {
            // Under the `resolving` mark, as `resolve` is: one thread at a time calls `fallback`.
            defer { finish { _ in } }
            return try recover(released)
        }
        let resolved: Value
        do throws(ResolutionError) {
            resolved = try resolve(container)
        } catch {
            finish { _ in }
            return try recover(error)
        }
        let replaced = finish { state in
            defer {
                state.value = resolved
                state.generation = generation
            }
            return state.value
        }
        // A live property's previous value is released after the lock: its deinit may read it.
        withExtendedLifetime(replaced) {}
        return resolved
    }

    /// Ends this thread's resolution and wakes the threads waiting for it.
    @discardableResult
    private func finish<R>(_ update: (inout State) -> R) -> R {
        state.withLock { state in
            let result = update(&state)
            state.resolving = nil
            WaitGraph.finish(waitID)
            return result
        }
    }

    /// A property that cannot be resolved: `nil` for an optional, the failure otherwise.
    ///
    /// A cycle is a mistake in the graph, not an absent dependency: an optional property read
    /// inside a resolve hands it to that resolve to throw, once the initialiser returns.
    private func recover(_ error: ResolutionError) throws(ResolutionError) -> Value {
        if error.kind == .containerReleased, let fallback { return fallback() }
        if let optional = Value.self as? any OptionalInjection.Type, let none = optional.none as? Value {
            if error.kind == .cycle, currentThread().innermost != nil { currentThread().deferFailure(error) }
            return none
        }
        throw
            (error.asked(
                from:
                    "Asked for by an @Injected property of type \(_typeName(Value.self, qualified: false)), which resolves \(source.description)."
            ))
    }

    /// The failure of a first read after the container that built the owner is gone.
    var released: ResolutionError {
        let path = source.owner.map { [$0.step] } ?? []
        // Not reported to a diagnostics hook: the container that had it is gone.
        return ResolutionError(
            kind: .containerReleased, path: path + [ResolutionStep(typeName: _typeName(Value.self, qualified: false))])
    }

    /// This property, as the wait graph knows it.
    private var waitID: WaitGraph.InstanceID {
        WaitGraph.InstanceID(container: ObjectIdentifier(self), key: CacheKey(Value.self, nil))
    }

    /// The cycle of a property whose resolution comes back to it: on this thread, which began
    /// resolving it with `since` requests in flight, or through the threads of `loop`.
    private func cycle(across loop: [WaitGraph.Waited], since: Int?) -> ResolutionError {
        let property = ResolutionStep(typeName: "@Injected \(_typeName(Value.self, qualified: false))")
        let path = ResolutionFrame.path(to: ResolutionFrame.current) + [property]
        // On this thread: what it resolved since it began resolving the property.
        let mine = since.map { Array(path.dropLast().dropFirst($0)) } ?? []
        return ResolutionError(kind: .cycle, path: path, cycle: [property] + mine + loop.map(\.step) + [property])
    }
}

/// Lets `@Injected var x: T?` resolve `T` and be `nil` when that fails.
protocol OptionalInjection {
    static func resolveOrNil(from container: Container, key: String?) -> Self
    /// `nil`, for a property that cannot be resolved.
    static var none: Self { get }
    /// The type it wraps, which a diagnostics hook names.
    static var wrappedType: Any.Type { get }
    /// Whether the wrapped type is an object or a value (where its conformance may be used
    /// here), not an interface.
    static var isWrappedInjectable: Bool { get }
}

extension Optional: OptionalInjection {
    static var wrappedType: Any.Type { Wrapped.self }
    static var isWrappedInjectable: Bool {
        Wrapped.self is any InjectableObject.Type || Wrapped.self is any InjectableValue.Type
    }

    static func resolveOrNil(from container: Container, key: String?) -> Wrapped? {
        do throws(ResolutionError) {
            return try resolveWrapped(from: container, key: key)
        } catch {
            // A cycle is a mistake in the graph, not an absent dependency: the resolve this
            // read is part of throws it (see `InjectedStorage.failed`).
            if error.kind == .cycle, currentThread().innermost != nil { currentThread().deferFailure(error) }
            return nil
        }
    }

    static func resolveWrapped(from container: Container, key: String?) throws(ResolutionError) -> Wrapped {
        if key == nil, let object = Wrapped.self as? any InjectableObject.Type {
            try checkIsolation(of: object, isolated: Isolation.isGlobalActorIsolated(object), in: container)
            return try resolveObject(object, from: container) as! Wrapped
        }
        if key == nil, let value = Wrapped.self as? any InjectableValue.Type {
            try checkIsolation(of: value, isolated: Isolation.isGlobalActorIsolated(value), in: container)
            return try resolveValue(value, from: container) as! Wrapped
        }
        if let key, let object = Wrapped.self as? any CustomInjectableObject.Type {
            try checkIsolation(of: object, isolated: Isolation.isGlobalActorIsolated(object), in: container)
            return try resolveVariant(object, key: key, from: container) as! Wrapped
        }
        return try container.tryResolveInterface(key: key) as Wrapped
    }
}

/// Fails when a conformance found by a dynamic cast is isolated to a global actor and this
/// resolve does not run on it (the main actor, unless the type names another): its
/// `init(container:)` must not run here.
private func checkIsolation(of type: Any.Type, isolated: Bool, in container: Container) throws(ResolutionError) {
    guard isolated else { return }
    try container.requireIsolation(for: type, actorRequirement(of: type, usedOn: nil))
}

// NB: the casts above cannot fail: each resolves `Wrapped.self` under another static type.

private func resolveObject<T: InjectableObject>(_ type: T.Type, from container: Container) throws(ResolutionError) -> T
{
    try container.tryResolve() as T
}

private func resolveValue<T: InjectableValue>(_ type: T.Type, from container: Container) throws(ResolutionError) -> T {
    try container.tryResolve() as T
}

private func resolveVariant<T: CustomInjectableObject>(
    _ type: T.Type, key: String, from container: Container
) throws(ResolutionError) -> T {
    try container.tryResolve(key: key) as T
}

// MARK: - Where a property resolves from

/// The container an ``Injected`` property resolves from, captured when its owner is initialised.
///
/// The rule: an owner made during a resolve (in an `init(container:)`, or by anything that init
/// calls) resolves its properties from the container that init received; one made outside any
/// resolve (a view, a model built by hand) from ``DependencyContainer/current``.
///
/// A property's wrapper is initialised as part of its owner's `init`, so during a resolve the
/// owner's request is the innermost one on the path: the calling thread's
/// or in an async `init` the task's (`RequestContext.current`). That
/// request's container is what its `init` received, except for a persistent type asked of a
/// scope, which the scope's home builds (`ResolutionFrame.isBuiltByHome`).
///
/// The building container is held as a ``Provider`` holds its own: strongly, unless what the
/// path builds is kept by that container (a `.persistent` or `.scoped` instance, or anything it
/// builds): then the container holds the owner, and holding the container back would be a
/// cycle, so it is held without keeping it alive, and a first read after it is gone fails with
/// ``ResolutionError/Kind/containerReleased``.
struct InjectionSource: Sendable {
    /// The container, when the property keeps it alive.
    private let held: DependencyContainer?
    /// The container, when the property must not keep it alive.
    private let unownedHeld: UnownedContainer?
    /// The request that built the owner; `nil` when the owner was made outside any resolve.
    let owner: ProviderOrigin?
    /// Whether `current` was made so with `withCurrent` when the owner was made outside any
    /// resolve (for failure messages).
    private let madeCurrent: Bool

    /// The container for an owner being initialised now (see the rule above).
    static func capture() -> InjectionSource {
        let context = RequestContext.current()
        if let frame = context.frame {
            let requester = frame.pointee.container
            let building = frame.pointee.isBuiltByHome ? requester.persistentHome ?? requester : requester
            return InjectionSource(building: building, owner: ProviderOrigin(frame.pointee))
        }
        if let frame = context.asyncRequest {
            // A task started inside an async `init` inherits its path, and may run after the
            // request and its container are gone.
            guard let building = frame.containerReference.retained() else {
                return InjectionSource(held: nil, unownedHeld: nil, owner: ProviderOrigin(frame), madeCurrent: false)
            }
            return InjectionSource(building: building, owner: ProviderOrigin(frame))
        }
        let current = DependencyContainer.current
        return InjectionSource(
            held: current, unownedHeld: nil, owner: nil, madeCurrent: current === DependencyContainer.taskCurrent)
    }

    private init(building: DependencyContainer, owner: ProviderOrigin) {
        let kept = isBuildingInstanceKept(through: building)
        if !kept { noteHeldStrongly(building) }
        self.init(
            held: kept ? nil : building, unownedHeld: kept ? UnownedContainer(building) : nil, owner: owner,
            madeCurrent: false)
    }

    private init(held: DependencyContainer?, unownedHeld: UnownedContainer?, owner: ProviderOrigin?, madeCurrent: Bool)
    {
        self.held = held
        self.unownedHeld = unownedHeld
        self.owner = owner
        self.madeCurrent = madeCurrent
    }

    /// The container, retained; `nil` once the container that built the owner is gone.
    var container: DependencyContainer? { held ?? unownedHeld?.retained() }

    /// Where the property resolves from, for a failure message: "from …".
    var description: String {
        if let owner { return "from the container that built \(owner.step.typeName)" }
        // Made outside any resolve: `held` is `current` as it was then.
        return held?.currentDescription(madeCurrent: madeCurrent) ?? "from a released container"
    }
}
