// MARK: - Objects
//
// Each entry point that can return a kept instance has a twin for `T: Sendable`, which the
// compiler picks wherever it can prove the conformance: the twin tells the engine that `T`'s
// instances may be handed to any isolation domain (see `Internal/IsolationDomain.swift`). The
// twins are hidden from the documentation, which teaches one spelling; their callers never
// name them.

extension DependencyContainer {
    /// Resolves an object, reusing an instance according to its type's ``InjectableObject/lifetime``.
    ///
    /// ```swift
    /// let language: SwiftLanguage = container.resolve()
    /// ```
    ///
    /// Stops the program with a ``ResolutionError`` description (the type, the resolution path
    /// and the fix) if the graph cannot be built; use `tryResolve()` to get the error.
    ///
    /// - Parameter isolation: The caller's isolation, which the compiler passes: a kept
    ///   instance of a type that is not `Sendable` is handed only to the isolation domain it was
    ///   built in (see ``ResolutionError/Kind/crossesIsolation(builtOn:askedOn:)``).
    @inlinable
    public func resolve<T: InjectableObject>(isolation: isolated (any Actor)? = #isolation) -> T {
        do {
            return try resolveObject(T.self, key: nil, lifetime: T.lifetime, sendable: false, isolation: isolation) {
                try T(container: $0)
            }
        } catch { resolutionFailed(error) }
    }

    /// Resolves a `Sendable` object: `resolve()`, whose
    /// instance may be handed to any isolation domain.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: InjectableObject & Sendable>(isolation: isolated (any Actor)? = #isolation) -> T {
        do {
            return try resolveObject(T.self, key: nil, lifetime: T.lifetime, sendable: true, isolation: isolation) {
                try T(container: $0)
            }
        } catch { resolutionFailed(error) }
    }

    /// Resolves an object with `lifetime` instead of its type's own lifetime for this request.
    @inlinable
    public func resolve<T: InjectableObject>(lifetime: Lifetime, isolation: isolated (any Actor)? = #isolation) -> T {
        resolvedObject(T.self, lifetime: lifetime, sendable: false, isolation: isolation)
    }

    /// Resolves a `Sendable` object with `lifetime` for this request.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: InjectableObject & Sendable>(
        lifetime: Lifetime, isolation: isolated (any Actor)? = #isolation
    ) -> T {
        resolvedObject(T.self, lifetime: lifetime, sendable: true, isolation: isolation)
    }

    /// An object kept as `lifetime` says for this request, or the program stopped with the
    /// failure: the body of `resolve(lifetime:isolation:)` and of its `Sendable` twin, which
    /// passes `sendable`.
    @inlinable
    func resolvedObject<T: InjectableObject>(
        _ type: T.Type, lifetime: Lifetime, sendable: Bool, isolation: isolated (any Actor)?
    ) -> T {
        do {
            return try resolveObject(T.self, key: nil, lifetime: lifetime, sendable: sendable, isolation: isolation) {
                try T(container: $0)
            }
        } catch { resolutionFailed(error) }
    }

    /// Resolves the variant of an object registered under `key`.
    ///
    /// The parameter registered with `register(type:key:_:)` for `key` is passed to
    /// ``CustomInjectableObject/init(container:parameter:)``; with no registration for `key`,
    /// ``InjectableObject/init(container:)`` builds it. Each key is cached as its own variant.
    ///
    /// ```swift
    /// let nick: Person = container.resolve(key: "Nick")
    /// ```
    @inlinable
    public func resolve<T: CustomInjectableObject>(key: String, isolation: isolated (any Actor)? = #isolation) -> T {
        do {
            return try resolveVariant(T.self, key: key, lifetime: T.lifetime, sendable: false, isolation: isolation)
        } catch { resolutionFailed(error) }
    }

    /// Resolves the variant of a `Sendable` object registered under `key`.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: CustomInjectableObject & Sendable>(
        key: String, isolation: isolated (any Actor)? = #isolation
    ) -> T {
        do {
            return try resolveVariant(T.self, key: key, lifetime: T.lifetime, sendable: true, isolation: isolation)
        } catch { resolutionFailed(error) }
    }

    /// Resolves the variant registered under `key` with `lifetime` for this request.
    @inlinable
    public func resolve<T: CustomInjectableObject>(
        key: String, lifetime: Lifetime, isolation: isolated (any Actor)? = #isolation
    ) -> T {
        do {
            return try resolveVariant(T.self, key: key, lifetime: lifetime, sendable: false, isolation: isolation)
        } catch { resolutionFailed(error) }
    }

    /// Resolves the variant of a `Sendable` object registered under `key` with `lifetime` for
    /// this request.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: CustomInjectableObject & Sendable>(
        key: String, lifetime: Lifetime, isolation: isolated (any Actor)? = #isolation
    ) -> T {
        do {
            return try resolveVariant(T.self, key: key, lifetime: lifetime, sendable: true, isolation: isolation)
        } catch { resolutionFailed(error) }
    }

    /// Resolves an object, throwing instead of stopping when the graph cannot be built.
    ///
    /// Failures deeper in the graph reach this call when the initialisers on the way are
    /// `throws` and use the `tryResolve` family; a failing non-throwing `resolve()`
    /// deeper down still stops the program.
    ///
    /// - Parameter isolation: The caller's isolation, which the compiler passes (see
    ///   `resolve()`).
    @inlinable
    public func tryResolve<T: InjectableObject>(isolation: isolated (any Actor)? = #isolation) throws(ResolutionError)
        -> T
    {
        try resolveObject(T.self, key: nil, lifetime: T.lifetime, sendable: false, isolation: isolation) {
            try T(container: $0)
        }
    }

    /// Resolves a `Sendable` object, throwing on failure.
    @_documentation(visibility: internal)
    @inlinable
    public func tryResolve<T: InjectableObject & Sendable>(
        isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveObject(T.self, key: nil, lifetime: T.lifetime, sendable: true, isolation: isolation) {
            try T(container: $0)
        }
    }

    /// Resolves the variant registered under `key`, throwing on failure.
    @inlinable
    public func tryResolve<T: CustomInjectableObject>(
        key: String, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveVariant(T.self, key: key, lifetime: T.lifetime, sendable: false, isolation: isolation)
    }

    /// Resolves the variant of a `Sendable` object registered under `key`, throwing on failure.
    @_documentation(visibility: internal)
    @inlinable
    public func tryResolve<T: CustomInjectableObject & Sendable>(
        key: String, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> T {
        try resolveVariant(T.self, key: key, lifetime: T.lifetime, sendable: true, isolation: isolation)
    }
}

// MARK: - Values

extension DependencyContainer {
    /// Builds a value through its ``InjectableValue/init(container:)``.
    ///
    /// ```swift
    /// let dog: Dog = container.resolve()
    /// ```
    @inlinable
    public func resolve<T: InjectableValue>() -> T {
        do { return try resolveValue(T.self, key: nil) { try T(container: $0) } } catch { resolutionFailed(error) }
    }

    /// Builds the variant of a value registered under `key` (or through
    /// ``InjectableValue/init(container:)`` when nothing is registered for `key`).
    @inlinable
    public func resolve<T: CustomInjectableValue>(key: String) -> T {
        do { return try resolveValueVariant(T.self, key: key) } catch { resolutionFailed(error) }
    }

    /// Builds a value, throwing instead of stopping when it cannot be built.
    @inlinable
    public func tryResolve<T: InjectableValue>() throws(ResolutionError) -> T {
        try resolveValue(T.self, key: nil) { try T(container: $0) }
    }

    /// Builds the variant of a value registered under `key`, throwing on failure.
    @inlinable
    public func tryResolve<T: CustomInjectableValue>(key: String) throws(ResolutionError) -> T {
        try resolveValueVariant(T.self, key: key)
    }
}
