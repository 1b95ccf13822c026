// Async construction: resolving `AsyncInjectableObject` and `AsyncInjectableValue` types and
// async interface registrations (entry points only; the engine is `Internal/AsyncResolver.swift`).

// MARK: - Objects and values

extension DependencyContainer {
    /// Resolves an async object, awaiting its `init(container:)`, reusing an instance according
    /// to its type's ``AsyncInjectableObject/lifetime``.
    ///
    /// ```swift
    /// let database: Database = try await container.resolve()
    /// ```
    ///
    /// A cached instance is built once, in a task of its own, while every task that asks for it
    /// meanwhile is suspended until it is ready.
    ///
    /// - Throws: ``ResolutionError``, as a synchronous resolve does, when the graph cannot be
    ///   built (the path names every request, across `await`s); with
    ///   ``ResolutionError/Kind/cancelled`` when the calling task is cancelled while it waits for
    ///   a cached instance (the build goes on for the others), or when an ephemeral object's own
    ///   initialiser throws `CancellationError`.
    @inlinable
    public func resolve<T: AsyncInjectableObject>() async throws(ResolutionError) -> T {
        do {
            return try await resolveAsyncObject(T.self, key: nil, lifetime: T.lifetime) { try await T(container: $0) }
        } catch { throw asyncFailure(error, asking: T.self, key: nil) }
    }

    /// Resolves the variant of an async object registered under `key` (or built by
    /// ``AsyncInjectableObject/init(container:)`` when nothing is registered for `key`).
    ///
    /// ```swift
    /// let endpoint: Endpoint = try await container.resolve(key: "staging")
    /// ```
    @inlinable
    public func resolve<T: CustomAsyncInjectableObject>(key: String) async throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        do {
            return try await resolveAsyncObject(T.self, key: key, lifetime: T.lifetime) { container in
                guard let parameter else { return try await T(container: container) }
                return try await T(container: container, parameter: container.variantParameter(parameter))
            }
        } catch { throw asyncFailure(error, asking: T.self, key: key) }
    }

    /// Builds an async value through its ``AsyncInjectableValue/init(container:)``, in the
    /// calling task.
    @inlinable
    public func resolve<T: AsyncInjectableValue>() async throws(ResolutionError) -> T {
        do {
            return try await resolveAsyncValue(T.self) { container in try await T(container: container) }
        } catch { throw asyncFailure(error, asking: T.self, key: nil) }
    }

    /// Builds the variant of an async value registered under `key` (or through
    /// ``AsyncInjectableValue/init(container:)`` when nothing is registered for `key`).
    ///
    /// ```swift
    /// let feed: Feed = try await container.resolve(key: "https://example.com/staging")
    /// ```
    @inlinable
    public func resolve<T: CustomAsyncInjectableValue>(key: String) async throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        do {
            return try await resolveAsyncValue(T.self, key: key) { container in
                guard let parameter else { return try await T(container: container) }
                return try await T(container: container, parameter: container.variantParameter(parameter))
            }
        } catch { throw asyncFailure(error, asking: T.self, key: key) }
    }
}

// MARK: - Keyed variants

extension DependencyContainer {
    /// Registers the parameter that builds the variant of an async `type` under `key`.
    ///
    /// ```swift
    /// container.register(type: Endpoint.self, key: "staging") { _ in "https://staging.example.com" }
    /// ```
    public func register<T: CustomAsyncInjectableObject & SendableMetatype>(
        type: T.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        // `validate()` cannot await: the variant is not probed.
        registerParameter(T.self, key: key, parameter) { _ throws(ResolutionError) in }
    }

    /// Registers the variant of an async `type` under `key`, with the key itself as the parameter.
    public func register<T: CustomAsyncInjectableObject & SendableMetatype>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers the parameter that builds the variant of an async value `type` under `key`.
    ///
    /// ```swift
    /// container.register(type: Feed.self, key: "staging") { _ in "https://example.com/staging" }
    /// ```
    public func register<T: CustomAsyncInjectableValue & SendableMetatype>(
        type: T.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        // `validate()` cannot await: the variant is not probed.
        registerParameter(T.self, key: key, parameter) { _ throws(ResolutionError) in }
    }

    /// Registers the variant of an async value `type` under `key`, with the key itself as the
    /// parameter.
    public func register<T: CustomAsyncInjectableValue & SendableMetatype>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }
}

// MARK: - Interfaces

extension DependencyContainer {
    /// Registers an async `implementation` for `interface`: ``resolveAsyncInterface(key:)``
    /// resolves it with `try await container.resolve()`, so its own lifetime applies.
    ///
    /// ```swift
    /// container.register(interface: Storage.self, implementation: CloudStorage.self)
    /// let storage: Storage = try await container.resolveAsyncInterface()
    /// ```
    ///
    /// It replaces a synchronous registration of the same interface and key; a synchronous
    /// `resolveInterface()` of it fails with ``ResolutionError/Kind/needsAwait``.
    public func register<I, T: AsyncInjectableObject>(
        interface: I.Type, key: String? = nil, implementation: T.Type
    ) {
        registerAsyncInterface(I.self, key: key) { container in try cast(try await container.resolve() as T, to: I.self)
        }
    }

    /// Registers an async closure that builds what ``resolveAsyncInterface(key:)`` returns for
    /// `interface`.
    ///
    /// ```swift
    /// container.register(interface: Storage.self) { container in
    ///     try await CloudStorage.connect(container.resolve() as Settings)
    /// }
    /// ```
    ///
    /// A closure without `await` registers the synchronous form instead.
    public func register<I>(
        interface: I.Type, key: String? = nil, _ factory: @escaping @Sendable (Container) async throws -> I
    ) {
        registerAsyncInterface(I.self, key: key, factory)
    }

    /// Resolves the implementation registered for an interface (under `key`, or under the
    /// default key when `key` is `nil`), awaiting an async registration; a synchronous
    /// registration resolves too.
    ///
    /// ```swift
    /// let storage: Storage = try await container.resolveAsyncInterface()
    /// ```
    ///
    /// NB: not an `async` overload of ``resolveInterface(key:isolation:)->I``: both are generic over any
    /// interface, so in async code the compiler would choose the async one for every existing
    /// synchronous call.
    public func resolveAsyncInterface<I>(key: String? = nil) async throws(ResolutionError) -> I {
        do { return try await resolveAsyncInterface(I.self, key: key) } catch {
            throw asyncFailure(error, asking: I.self, key: key, role: .interface)
        }
    }

    func registerAsyncInterface<I>(
        _ interface: I.Type, key: String?, _ factory: @escaping @Sendable (Container) async throws -> I
    ) {
        let id = ObjectIdentifier(I.self)
        let registration = AsyncInterfaceFactory(factory, key: key)
        commit { state, commit in
            let cacheKey = CacheKey(id: id, key)
            commit.release(
                state.asyncInterfaces.updateValue(.init(factory: registration, order: state.order()), forKey: cacheKey))
            commit.releasedInterface = state.interfaces.removeValue(forKey: cacheKey)
            commit.changesRegistrations = true
            commit.event = .init(.registered, I.self, key: key, role: .interface)
        }
    }
}
