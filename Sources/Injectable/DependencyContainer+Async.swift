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
        registerAsyncParameter(T.self, key: key, parameter)
    }

    /// Registers the parameter that builds the variant of an async value `type` under `key`.
    ///
    /// ```swift
    /// container.register(type: Feed.self, key: "staging") { _ in "https://example.com/staging" }
    /// ```
    public func register<T: CustomAsyncInjectableValue & SendableMetatype>(
        type: T.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        registerAsyncParameter(T.self, key: key, parameter)
    }

    /// Registers the variant of an async `type` under `key`, with the key itself as the parameter.
    public func register<T: CustomAsyncInjectableObject & SendableMetatype>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers the variant of an async value `type` under `key`, with the key itself as the
    /// parameter.
    public func register<T: CustomAsyncInjectableValue & SendableMetatype>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers `parameter` for the variant of the async `type` under `key`, for an object and
    /// a value alike. `validate()` cannot await, so the variant gets no probe.
    private func registerAsyncParameter<P>(
        _ type: Any.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> P
    ) {
        registerParameter(type, key: key, parameter) { _ throws(ResolutionError) in }
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

    /// Registers `implementation`, a type isolated to the global actor it names
    /// (``GlobalActorInjectable``), for `interface`, from code on any actor: the registration
    /// does not use the conformance, so a main-actor composition root wires a store of another
    /// actor synchronously. ``resolveAsyncInterface(key:)`` builds it on its actor, with its
    /// own lifetime, and returns it after one hop.
    ///
    /// ```swift
    /// @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
    /// protocol RecipeStore: AnyObject, Sendable {}
    ///
    /// @DatabaseActor
    /// final class SQLiteStore: @DatabaseActor InjectableObject, GlobalActorInjectable, RecipeStore {
    ///     typealias InjectionActor = DatabaseActor
    ///     static let lifetime: Lifetime = .persistent
    ///     init(container: Container) {}
    /// }
    ///
    /// @MainActor func compose(_ container: DependencyContainer) {
    ///     container.register(interface: RecipeStore.self, isolatedImplementation: SQLiteStore.self)
    /// }
    ///
    /// @MainActor func load(_ container: DependencyContainer) async throws {
    ///     let store: any RecipeStore = try await container.resolveAsyncInterface()   // built on DatabaseActor
    /// }
    /// ```
    ///
    /// `interface` is `Sendable` (its value comes back from the actor); it replaces a
    /// synchronous registration of the same interface and key, as an async registration does.
    public func register<I: Sendable, T: GlobalActorInjectable & AnyObject & Sendable>(
        interface: I.Type, key: String? = nil, isolatedImplementation: T.Type
    ) {
        registerAsyncInterface(I.self, key: key) { container in
            // NB: a local, not `T.InjectionActor.shared` passed to the isolated parameter: that
            // expression crashes the Swift 6.3 compiler (signal 11 in SILGen).
            let actor: any Actor = T.InjectionActor.shared
            return try await container.buildIsolated(T.self, as: I.self, on: actor)
        }
    }

    /// `type` resolved on `actor`, the one its conformance is isolated to, as an `I`: the
    /// conformance is found there, where the runtime gives it.
    func buildIsolated<T: AnyObject, I>(
        _ type: T.Type, as interface: I.Type, on actor: isolated any Actor
    ) throws -> I {
        guard let injectable = T.self as? any InjectableObject.Type else {
            throw CastFailure(expected: (any InjectableObject).self, actual: T.self)
        }
        return try cast(resolveOpened(injectable, isolation: actor), to: I.self)
    }

    private func resolveOpened<U: InjectableObject>(
        _ type: U.Type, isolation: isolated any Actor
    ) throws(ResolutionError) -> U {
        try tryResolve(isolation: isolation)
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
