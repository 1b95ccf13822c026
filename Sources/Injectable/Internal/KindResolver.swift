/// How a type of one kind (an object, a `Sendable` object, a value, or the keyed variant of
/// one) is resolved from a closure: whether its conformance is isolated to a global actor
/// (`isolated`: the closure then checks the actor first), and the resolve that goes through
/// its kind's own overload (`resolve`).
///
/// Each kind's is written once, below; providers, lazies, properties, variants, interfaces
/// and overrides by type take it where they need `T`'s conformance and share the rest.
/// NB: a closure with typed throws needs its signature spelled out (Swift infers `any Error`
/// from the body alone), which every call site would otherwise repeat.
@usableFromInline
struct KindResolver<T> {
    @usableFromInline let isolated: Bool
    @usableFromInline let resolve: (Container) throws(ResolutionError) -> T

    @inlinable
    init(isolated: Bool, _ resolve: @escaping (Container) throws(ResolutionError) -> T) {
        self.isolated = isolated
        self.resolve = resolve
    }
}

/// An object, resolved with its type's lifetime.
@inlinable
func resolver<T: InjectableObject>(_ type: T.Type) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) in try container.tryResolve() }
}

/// A `Sendable` object, through the `& Sendable` overload: its instances may be handed to
/// any isolation domain.
@inlinable
func resolver<T: InjectableObject & Sendable>(_ type: T.Type) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) in try container.tryResolve() }
}

/// A value, built on each call.
@inlinable
func resolver<T: InjectableValue>(_ type: T.Type) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) in try container.tryResolve() }
}

/// An object's variant registered under `key`.
@inlinable
func resolver<T: CustomInjectableObject>(_ type: T.Type, key: String) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) -> T in
        try container.tryResolve(key: key)
    }
}

/// A `Sendable` object's variant registered under `key`, through the `& Sendable` overload.
@inlinable
func resolver<T: CustomInjectableObject & Sendable>(_ type: T.Type, key: String) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) -> T in
        try container.tryResolve(key: key)
    }
}

/// A value's variant registered under `key`.
@inlinable
func resolver<T: CustomInjectableValue>(_ type: T.Type, key: String) -> KindResolver<T> {
    KindResolver(isolated: isIsolated(T.self)) { (container) throws(ResolutionError) -> T in
        try container.tryResolve(key: key)
    }
}
