/// The lazily resolved value of one ``Injected`` property, shared by copies of the wrapper.
@usableFromInline
final class InjectedStorage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `state` is a `Locked`; the other fields are immutable, and `resolve`
    // is only called by the one thread that holds the `resolving` mark in `state`.
    let container: DependencyContainer
    /// Whether `container` was made current with `withCurrent` when the owner was created (for
    /// failure messages).
    let madeCurrent: Bool
    let mode: InjectionMode
    let resolve: (Container) throws(ResolutionError) -> Value
    private let state = Locked(State())

    struct State {
        var value: Value?
        var generation = 0
        var resolving: UInt?
        /// How many requests were in flight on the resolving thread when it began.
        var resolvingFrom = 0
        var replacement: Value??
    }

    init(
        container: DependencyContainer, mode: InjectionMode,
        resolve: @escaping (Container) throws(ResolutionError) -> Value
    ) {
        self.container = container
        madeCurrent = container === DependencyContainer.taskCurrent
        self.mode = mode
        self.resolve = resolve
    }

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
        let me = currentThread().id
        let generation = mode == .live ? container.visibleGeneration : 0
        // The value to return, nil when this thread must resolve it, or why it cannot.
        let ready: Result<Value?, ResolutionError> = state.withLock { state in
            while true {
                if let replacement = state.replacement, let replacement { return .success(replacement) }
                if let value = state.value, state.generation == generation { return .success(value) }
                guard let owner = state.resolving else {
                    state.resolving = me
                    state.resolvingFrom = ResolutionFrame.depth(of: currentThread().innermost)
                    return .success(nil)
                }
                // Its own resolution reads it again: it can never finish.
                if owner == me { return .failure(cycle(across: [], since: state.resolvingFrom)) }
                // Another thread resolves it. Waiting is a wait like any other: one that closes
                // a loop of waits (that thread waits for what this one builds) is a cycle.
                let id = waitID
                if case .wouldDeadlock(let loop) = WaitGraph.wait(
                    me, for: owner, instance: id, type: Value.self, unlocking: self.state)
                {
                    return .failure(cycle(across: loop, since: nil))
                }
            }
        }
        switch ready {
        case .success(let value?): return value
        case .success(nil): break
        case .failure(let error): return failed(container.failed(error))  // reported after the lock
        }
        let resolved: Value
        do {
            resolved = try resolve(container)
        } catch {
            finish { _ in }
            return failed(error)
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
    private func failed(_ error: ResolutionError) -> Value {
        if let optional = Value.self as? any OptionalInjection.Type, let none = optional.none as? Value {
            if error.kind == .cycle, currentThread().innermost != nil { currentThread().deferFailure(error) }
            return none
        }
        resolutionFailed(
            error.asked(
                from:
                    "Asked for by an @Injected property of type \(_typeName(Value.self, qualified: false)), which resolves \(container.currentDescription(madeCurrent: madeCurrent))."
            ))
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
}

extension Optional: OptionalInjection {
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
/// resolve runs off the main actor: its `init(container:)` must not run here.
private func checkIsolation(of type: Any.Type, isolated: Bool, in container: Container) throws(ResolutionError) {
    guard isolated, !Isolation.isOnMainActor else { return }
    let step = ResolutionStep(typeName: _typeName(type, qualified: false))
    throw container.failed(
        ResolutionError(
            kind: .needsMainActor, path: ResolutionFrame.path(to: ResolutionFrame.current) + [step],
            context: "Its conformance is isolated to the main actor, so its init(container:) must run there."))
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
