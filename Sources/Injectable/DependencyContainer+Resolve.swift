// MARK: - Objects

extension DependencyContainer {
    /// Resolves an object, reusing an instance according to its type's ``InjectableObject/lifetime``.
    ///
    /// ```swift
    /// let language: SwiftLanguage = container.resolve()
    /// ```
    ///
    /// Stops the program with a ``ResolutionError`` description (the type, the resolution path
    /// and the fix) if the graph cannot be built; use `tryResolve()` to get the error.
    @inlinable
    public func resolve<T: InjectableObject>() -> T {
        do { return try resolveObject(T.self, key: nil, lifetime: T.lifetime) { try T(container: $0) } } catch {
            resolutionFailed(error)
        }
    }

    /// Resolves an object with `lifetime` instead of its type's own lifetime for this request.
    @inlinable
    public func resolve<T: InjectableObject>(lifetime: Lifetime) -> T {
        do { return try resolveObject(T.self, key: nil, lifetime: lifetime) { try T(container: $0) } } catch {
            resolutionFailed(error)
        }
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
    public func resolve<T: CustomInjectableObject>(key: String) -> T {
        do { return try resolveVariant(T.self, key: key, lifetime: T.lifetime) } catch { resolutionFailed(error) }
    }

    /// Resolves the variant registered under `key` with `lifetime` for this request.
    @inlinable
    public func resolve<T: CustomInjectableObject>(key: String, lifetime: Lifetime) -> T {
        do { return try resolveVariant(T.self, key: key, lifetime: lifetime) } catch { resolutionFailed(error) }
    }

    /// Resolves an object, throwing instead of stopping when the graph cannot be built.
    ///
    /// Failures deeper in the graph reach this call when the initialisers on the way are
    /// `throws` and use the `tryResolve` family; a failing non-throwing `resolve()`
    /// deeper down still stops the program.
    @inlinable
    public func tryResolve<T: InjectableObject>() throws(ResolutionError) -> T {
        try resolveObject(T.self, key: nil, lifetime: T.lifetime) { try T(container: $0) }
    }

    /// Resolves the variant registered under `key`, throwing on failure.
    @inlinable
    public func tryResolve<T: CustomInjectableObject>(key: String) throws(ResolutionError) -> T {
        try resolveVariant(T.self, key: key, lifetime: T.lifetime)
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
