/// The lazily resolved value of one ``Injected`` property, shared by copies of the wrapper.
@usableFromInline
final class InjectedStorage<Value>: @unchecked Sendable {
    // @unchecked Sendable: `state` is a `Locked`; the other fields are immutable, and `resolve`
    // is only called by the one thread that holds the `resolving` mark in `state`.
    let container: DependencyContainer
    let mode: InjectionMode
    let resolve: (Container) throws(ResolutionError) -> Value
    private let state = Locked(State())

    struct State {
        var value: Value?
        var generation = 0
        var resolving: UInt?
        var replacement: Value??
    }

    init(
        container: DependencyContainer, mode: InjectionMode,
        resolve: @escaping (Container) throws(ResolutionError) -> Value
    ) {
        self.container = container
        self.mode = mode
        self.resolve = resolve
    }

    func replace(with value: Value?) {
        state.withLock { $0.replacement = value.map { .some($0) } }
    }

    @usableFromInline
    var value: Value {
        let me = currentThread().id
        let generation = mode == .live ? container.visibleGeneration : 0
        // Either the value to return, or nil when this thread must resolve it.
        let ready: Value? = state.withLock { state in
            while true {
                if let replacement = state.replacement, let replacement { return replacement }
                if let value = state.value, state.generation == generation { return value }
                guard let owner = state.resolving else {
                    state.resolving = me
                    return nil
                }
                precondition(
                    owner != me,
                    "Injectable: the @Injected property of \(Value.self) was read while it was being resolved (its own resolution reads it again)."
                )
                self.state.waitForChange()
            }
        }
        if let ready { return ready }
        let resolved: Value
        do {
            resolved = try resolve(container)
        } catch {
            state.withLock { state in
                state.resolving = nil
                self.state.broadcast()
            }
            resolutionFailed(error)
        }
        state.withLock { state in
            state.value = resolved
            state.generation = generation
            state.resolving = nil
            self.state.broadcast()
        }
        return resolved
    }
}

/// Lets `@Injected var x: T?` resolve `T` and be `nil` when that fails.
protocol OptionalInjection {
    static func resolveOrNil(from container: Container, key: String?) -> Self
}

extension Optional: OptionalInjection {
    static func resolveOrNil(from container: Container, key: String?) -> Wrapped? {
        if key == nil, let object = Wrapped.self as? any InjectableObject.Type {
            return resolveObjectOrNil(object, from: container) as? Wrapped
        }
        if key == nil, let value = Wrapped.self as? any InjectableValue.Type {
            return resolveValueOrNil(value, from: container) as? Wrapped
        }
        if let key, let object = Wrapped.self as? any CustomInjectableObject.Type {
            return resolveVariantOrNil(object, key: key, from: container) as? Wrapped
        }
        return try? container.tryResolveInterface(key: key) as Wrapped
    }
}

private func resolveObjectOrNil<T: InjectableObject>(_ type: T.Type, from container: Container) -> T? {
    try? container.tryResolve() as T
}

private func resolveValueOrNil<T: InjectableValue>(_ type: T.Type, from container: Container) -> T? {
    try? container.tryResolve() as T
}

private func resolveVariantOrNil<T: CustomInjectableObject>(_ type: T.Type, key: String, from container: Container)
    -> T?
{
    try? container.tryResolve(key: key) as T
}
