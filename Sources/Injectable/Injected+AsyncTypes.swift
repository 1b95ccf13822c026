// What stops `@Injected` and `inject()` of an async type at compile time. An async type is
// built with `try await`, which a property's first read and a default argument cannot do.
//
// NB: `@available(*, unavailable)` on these initialisers does not stop `@Injected var db: DB`:
// Swift then picks the available interface `init()` of `Injected` itself, and the program stops
// at run time with a wrong diagnosis. An available initialiser that the compiler prefers (it is
// more constrained) and that can only be called on an actor no code runs on does stop it; its
// deprecation message is the explanation the user reads next to the isolation error.

/// A global actor no code runs on. Its name is what the compiler shows for an `@Injected`
/// property (or `inject()` default argument) whose type is an ``AsyncInjectableObject`` or an
/// ``AsyncInjectableValue``: such a type is built with `try await container.resolve()`, which a
/// property's first read cannot do. Resolve it in an async `init(container:)`, or, where the
/// owner is synchronous, keep a `Provider` of an interface it implements.
@globalActor
public actor ResolveAsyncTypesWithTryAwait {
    /// The actor's one instance; nothing is ever isolated to it.
    public static let shared = ResolveAsyncTypesWithTryAwait()
    private init() {}
}

extension Injected where Value: AsyncInjectableObject {
    /// Not available: an async object is built with `try await container.resolve()`.
    @available(
        *, deprecated,
        message:
            "an AsyncInjectableObject is built with 'try await container.resolve()': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init() { fatalError("@Injected of an async type") }

    /// Not available: an async object is built with `try await container.resolve()`.
    @available(
        *, deprecated,
        message:
            "an AsyncInjectableObject is built with 'try await container.resolve()': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init(mode: InjectionMode) { fatalError("@Injected of an async type") }
}

extension Injected where Value: AsyncInjectableValue {
    /// Not available: an async value is built with `try await container.resolve()`.
    @available(
        *, deprecated,
        message:
            "an AsyncInjectableValue is built with 'try await container.resolve()': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init() { fatalError("@Injected of an async type") }

    /// Not available: an async value is built with `try await container.resolve()`.
    @available(
        *, deprecated,
        message:
            "an AsyncInjectableValue is built with 'try await container.resolve()': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init(mode: InjectionMode) { fatalError("@Injected of an async type") }
}

extension Injected where Value: CustomAsyncInjectableObject {
    /// Not available: an async object is built with `try await container.resolve(key:)`.
    @available(
        *, deprecated,
        message:
            "a CustomAsyncInjectableObject is built with 'try await container.resolve(key:)': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init(key: String) { fatalError("@Injected of an async type") }

    /// Not available: an async object is built with `try await container.resolve(key:)`.
    @available(
        *, deprecated,
        message:
            "a CustomAsyncInjectableObject is built with 'try await container.resolve(key:)': resolve it in an async init(container:)"
    )
    @ResolveAsyncTypesWithTryAwait
    public init(key: String, mode: InjectionMode) { fatalError("@Injected of an async type") }
}

extension Injected where Value: InjectableObject & AsyncInjectableObject {
    /// Resolves a type that is both synchronous and async with `resolve()` on first access.
    public init() {
        self.init(mode: .lazy)
    }

    /// Resolves a type that is both synchronous and async with `resolve()`, when `mode` says.
    public init(mode: InjectionMode) {
        self.init(mode: mode, resolver(Value.self))
    }
}

/// Not available: an async object is built with `try await container.resolve()`.
@available(
    *, unavailable,
    message:
        "an AsyncInjectableObject is built with 'try await container.resolve()': resolve it in an async init(container:)"
)
public func inject<T: AsyncInjectableObject>() -> T { fatalError("inject() of an async type") }

/// Not available: an async value is built with `try await container.resolve()`.
@available(
    *, unavailable,
    message:
        "an AsyncInjectableValue is built with 'try await container.resolve()': resolve it in an async init(container:)"
)
public func inject<T: AsyncInjectableValue>() -> T { fatalError("inject() of an async type") }
