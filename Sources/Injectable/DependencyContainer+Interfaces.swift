// MARK: - Registering

extension DependencyContainer {
    /// Registers `implementation` as what ``resolveInterface(key:isolation:)->I`` returns for `interface`.
    ///
    /// The implementation is resolved with `resolve()`, so its own lifetime applies.
    ///
    /// ```swift
    /// container.register(interface: Planet.self, implementation: Earth.self)
    /// let planet: Planet = container.resolveInterface()
    /// ```
    ///
    /// Swift cannot check at compile time that `implementation` conforms to `interface`; if it
    /// does not, resolving fails with ``ResolutionError/Kind/typeMismatch(expected:actual:)``
    /// (and ``validate(roots:isolation:)`` finds it). Registering the same interface and key again replaces
    /// the earlier registration.
    ///
    /// - Parameters:
    ///   - interface: The protocol (or class) that ``resolveInterface(key:isolation:)->I`` is asked for.
    ///   - key: Registers a keyed implementation, resolved with `resolveInterface(key:)`.
    ///   - implementation: The injectable type that is resolved in its place.
    ///
    ///   - isolation: Where the registration is written (leave the default): for an
    ///     implementation whose conformance is isolated to a global actor, the compiler allows
    ///     the registration only there, so this names that actor.
    ///
    /// An implementation whose conformance is isolated to the main actor (any type of a module
    /// compiled with `.defaultIsolation(MainActor.self)`) resolves on the main actor; resolved
    /// elsewhere it fails with ``ResolutionError/Kind/needsMainActor`` instead of being built there.
    /// One isolated to another global actor resolves where `resolveInterface()` is called from
    /// code isolated to that actor; elsewhere it fails with ``ResolutionError/Kind/needsActor(_:)``.
    @inlinable
    public func register<I, T: InjectableObject>(
        interface: I.Type, key: String? = nil, implementation: T.Type, isolation: (any Actor)? = #isolation
    ) {
        register(I.self, key: key, isolation: isolation, resolver(T.self))
    }

    /// Registers a `Sendable` `implementation` for `interface`: its instances may be handed to
    /// any isolation domain (see `Internal/IsolationDomain.swift`).
    @_documentation(visibility: internal)
    @inlinable
    public func register<I, T: InjectableObject & Sendable>(
        interface: I.Type, key: String? = nil, implementation: T.Type, isolation: (any Actor)? = #isolation
    ) {
        register(I.self, key: key, isolation: isolation, resolver(T.self))
    }

    /// Registers what `resolver` resolves (written where `T` is concrete, so that it names the
    /// overload, `Sendable` or not, that `T` picks) as the implementation of `interface` under
    /// `key`.
    @inlinable
    @inline(__always)
    func register<I, T>(_ interface: I.Type, key: String?, isolation: (any Actor)?, _ resolver: KindResolver<T>) {
        let resolve = resolver.resolve
        register(
            InterfaceFactory(I.self, implementation: T.self, isolated: resolver.isolated, usedOn: isolation, key: key) {
                container, value in
                value.initializeMemory(as: I.self, to: try cast(resolve(container), to: I.self))
            }, for: I.self, key: key)
    }

    /// Registers a value type `implementation` for `interface` (`isolation`: as for an object).
    @inlinable
    public func register<I, T: InjectableValue>(
        interface: I.Type, key: String? = nil, implementation: T.Type, isolation: (any Actor)? = #isolation
    ) {
        register(I.self, key: key, isolation: isolation, resolver(T.self))
    }

    /// Registers a closure that builds what ``resolveInterface(key:isolation:)->I`` returns for `interface`.
    ///
    /// ```swift
    /// container.register(interface: Earth.self) { container in container.resolve() as Venus }
    /// ```
    ///
    /// The closure runs for every request; resolve a cached type inside it to share instances.
    ///
    /// A closure that builds a main-actor type (in a module compiled with
    /// `.defaultIsolation(MainActor.self)`, every type) is written `@MainActor`; it runs on the
    /// main actor, and a resolve elsewhere fails with ``ResolutionError/Kind/needsMainActor``:
    ///
    /// ```swift
    /// container.register(interface: NotesStore.self) { @MainActor container in container.resolve() as DiskStore }
    /// ```
    public func register<I>(
        interface: I.Type, key: String? = nil, _ factory: @escaping @isolated(any) @Sendable (Container) throws -> I
    ) {
        register(InterfaceFactory(I.self, synchronous(I.self, factory), key: key), for: I.self, key: key)
    }

    /// Registers the variant of `type` under `key` and makes it the implementation of
    /// `interface` under the same key.
    ///
    /// ```swift
    /// container.register(interface: Hobby.self, type: Programming.self, key: "Swift") { _ in "Swift" }
    /// let hobby: Hobby = container.resolveInterface(key: "Swift")
    /// ```
    public func register<I, T: CustomInjectableObject>(
        interface: I.Type, type: T.Type, key: String, isolation: (any Actor)? = #isolation,
        _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> T.ParameterType
    ) {
        register(type: T.self, key: key, parameter)
        register(I.self, key: key, isolation: isolation, resolver(T.self, key: key))
    }

    /// Registers the variant of a `Sendable` `type` under `key` and makes it the implementation
    /// of `interface` under the same key.
    @_documentation(visibility: internal)
    public func register<I, T: CustomInjectableObject & Sendable>(
        interface: I.Type, type: T.Type, key: String, isolation: (any Actor)? = #isolation,
        _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> T.ParameterType
    ) {
        register(type: T.self, key: key, parameter)
        register(I.self, key: key, isolation: isolation, resolver(T.self, key: key))
    }

    /// Registers the variant of a value `type` under `key` and makes it the implementation of
    /// `interface` under the same key.
    ///
    /// ```swift
    /// container.register(interface: Badge.self, type: ColorBadge.self, key: "gold") { _ in .yellow }
    /// ```
    public func register<I, T: CustomInjectableValue>(
        interface: I.Type, type: T.Type, key: String, isolation: (any Actor)? = #isolation,
        _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> T.ParameterType
    ) {
        register(type: T.self, key: key, parameter)
        register(I.self, key: key, isolation: isolation, resolver(T.self, key: key))
    }

    /// Registers one implementation for several interfaces at once.
    ///
    /// ```swift
    /// container.register(interfaces: Reading.self, Writing.self, implementation: FileStore.self)
    /// ```
    ///
    /// Each interface resolves `implementation` with its own lifetime, so a `.persistent`
    /// implementation is one shared instance behind every interface.
    public func register<each I, T: InjectableObject>(
        interfaces: repeat (each I).Type, key: String? = nil, implementation: T.Type,
        isolation: (any Actor)? = #isolation
    ) {
        repeat register(interface: (each I).self, key: key, implementation: T.self, isolation: isolation)
    }

    /// Registers one `Sendable` implementation for several interfaces at once.
    @_documentation(visibility: internal)
    public func register<each I, T: InjectableObject & Sendable>(
        interfaces: repeat (each I).Type, key: String? = nil, implementation: T.Type,
        isolation: (any Actor)? = #isolation
    ) {
        repeat register(interface: (each I).self, key: key, implementation: T.self, isolation: isolation)
    }

    /// Stores `factory` (of a registration for `interface`) under `key`.
    @usableFromInline
    func register(_ factory: InterfaceFactory, for interface: Any.Type, key: String?) {
        let id = ObjectIdentifier(interface)
        commit { state, commit in
            let replaced = state.interfaces.updateValue(
                .init(factory: factory, order: state.order()), forKey: CacheKey(id: id, key))
            if !state.asyncInterfaces.isEmpty {
                commit.release(state.asyncInterfaces.removeValue(forKey: CacheKey(id: id, key)))
            }
            commit.releasedInterface = replaced
            commit.changesRegistrations = true
            commit.event = .init(.registered, interface, key: key, role: .interface)
        }
    }

    /// Removes this container's registration of `interface` under `key`.
    ///
    /// A parent's registration for the same interface becomes visible again.
    public func remove<I>(interface: I.Type, key: String? = nil) {
        let id = ObjectIdentifier(I.self)
        commit { state, commit in
            if let removed = state.asyncInterfaces.removeValue(forKey: CacheKey(id: id, key)) {
                commit.release(removed)
                commit.changesRegistrations = true
                commit.event = .init(.removed, I.self, key: key, role: .interface)
            }
            guard let removed = state.interfaces.removeValue(forKey: CacheKey(id: id, key)) else { return }
            commit.releasedInterface = removed
            commit.changesRegistrations = true
            commit.event = .init(.removed, I.self, key: key, role: .interface)
        }
    }
}

// MARK: - Default keys

extension DependencyContainer {
    /// Makes `key` the implementation that ``resolveInterface(key:isolation:)->I`` returns for `interface`
    /// when no key is given. Switch it at run time; `nil` goes back to the unkeyed registration
    /// (in a child, also where an ancestor has a default key: the child's choice shadows it).
    ///
    /// ```swift
    /// container.register(interface: Repository.self, key: "local", implementation: LocalRepository.self)
    /// container.register(interface: Repository.self, key: "remote", implementation: RemoteRepository.self)
    /// container.setDefaultKey("remote", for: Repository.self)
    /// ```
    public func setDefaultKey<I>(_ key: String?, for interface: I.Type) {
        let id = ObjectIdentifier(I.self)
        commit { state, commit in
            // A child records `nil` too: it shadows an ancestor's default key, which would
            // apply again if the entry were removed.
            if key != nil || parent != nil { state.defaultKeys[id] = .some(key) } else { state.defaultKeys[id] = nil }
            state.defaultKeyChecks[id] = key.map { _ in
                .init(probe: InterfaceProbe<I>.validateUnkeyed, order: state.order())
            }
            commit.changesRegistrations = true
            commit.event = .init(.defaultKeyChanged, I.self, key: key, role: .interface)
        }
    }

    /// The default key of `interface` (see ``setDefaultKey(_:for:)``), searched from this container up.
    public func defaultKey<I>(for interface: I.Type) -> String? {
        nearest { $0.defaultKeys[ObjectIdentifier(I.self)] } ?? nil
    }
}

// MARK: - Resolving

extension DependencyContainer {
    /// Resolves the implementation registered for `interface` (under `key`, or under the
    /// default key when `key` is `nil`).
    ///
    /// ```swift
    /// let planet: Planet = container.resolveInterface()
    /// ```
    ///
    /// Stops the program with an explanation if nothing is registered; see
    /// ``tryResolveInterface(key:isolation:)->I`` for the throwing form.
    ///
    /// `isolation` is where the call is written (leave the default): it proves the actor an
    /// implementation isolated to a global actor other than the main actor needs (see
    /// <doc:ConcurrencyAndTheMainActor>).
    @inlinable
    @_disfavoredOverload
    public func resolveInterface<I>(key: String? = nil, isolation: isolated (any Actor)? = #isolation) -> I {
        do { return try tryResolveInterface(key: key, isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// Resolves the implementation registered for an interface, throwing on failure.
    @inlinable
    @_disfavoredOverload
    public func tryResolveInterface<I>(
        key: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> I {
        guard let actor = otherActor(isolation) else { return try resolveInterface(I.self, key: key) }
        return try resolveInterface(I.self, key: key, provenOn: actor)
    }

    /// `tryResolveInterface()` called from code isolated to `actor`, another actor than the
    /// main one.
    ///
    /// NB: out of line, so that `tryResolveInterface()` stays small enough to inline.
    @usableFromInline
    @inline(never)
    func resolveInterface<I>(_ interface: I.Type, key: String?, provenOn actor: any Actor) throws(ResolutionError) -> I
    {
        try withProvenIsolation(actor) { () throws(ResolutionError) -> I in try resolveInterface(I.self, key: key) }
    }

    /// Resolves the protocol an optional annotation wraps, or `nil` when it cannot be resolved
    /// (a cycle still stops the program), as an optional `@Injected` property does.
    ///
    /// ```swift
    /// let analytics: Analytics? = container.resolveInterface()   // resolves Analytics
    /// ```
    ///
    /// When the wrapped type is an injectable object or value (and no key is given), it is
    /// resolved with `resolve()`.
    public func resolveInterface<I>(key: String? = nil, isolation: isolated (any Actor)? = #isolation) -> I? {
        do { return try tryResolveInterface(key: key, isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// Resolves the protocol an optional annotation wraps, or `nil` when it cannot be resolved;
    /// throws only a cycle, which is a mistake in the graph rather than an absent dependency.
    ///
    /// ```swift
    /// let store: Store? = try container.tryResolveInterface()   // resolves Store
    /// ```
    public func tryResolveInterface<I>(
        key: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> I? {
        guard let actor = otherActor(isolation) else { return try resolveWrappedOrNil(I.self, key: key) }
        return try withProvenIsolation(actor) { () throws(ResolutionError) -> I? in
            try resolveWrappedOrNil(I.self, key: key)
        }
    }

    func resolveWrappedOrNil<I>(_ wrapped: I.Type, key: String?) throws(ResolutionError) -> I? {
        do {
            return try Optional<I>.resolveWrapped(from: self, key: key)
        } catch  where error.kind == .cycle {
            throw error
        } catch {
            return nil
        }
    }

    /// Every implementation registered for `interface`, keyed or not, in registration order
    /// (a parent's before its child's; a child's registration shadows its parent's for the
    /// same key). For plug-in lists.
    ///
    /// ```swift
    /// let plugins: [Plugin] = container.resolveAll()
    /// ```
    ///
    /// `isolation` is where the call is written (leave the default), as for
    /// `resolveInterface()`: it proves the actor an isolated implementation needs, and it is the
    /// domain of the kept instances the implementations are handed.
    @_disfavoredOverload
    public func resolveAll<I>(_ interface: I.Type = I.self, isolation: isolated (any Actor)? = #isolation) -> [I] {
        do { return try tryResolveAll(I.self, isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// Every implementation registered for `interface`, throwing on the first failure
    /// (`isolation`: as for `resolveAll()`).
    public func tryResolveAll<I>(
        _ interface: I.Type = I.self, isolation: isolated (any Actor)? = #isolation
    ) throws(ResolutionError) -> [I] {
        guard let actor = otherActor(isolation) else { return try resolveAllRegistered(I.self) }
        return try withProvenIsolation(actor) { () throws(ResolutionError) -> [I] in try resolveAllRegistered(I.self) }
    }

    func resolveAllRegistered<I>(_ interface: I.Type) throws(ResolutionError) -> [I] {
        try registeredKeysInOrder(of: I.self).map { (key) throws(ResolutionError) -> I in
            try lookUpInterface(I.self, key: key, useDefaultKey: false)
        }
    }

    /// Every implementation registered for the protocol an optional annotation wraps, each
    /// `nil` when it cannot be resolved.
    ///
    /// ```swift
    /// let plugins: [Plugin?] = container.resolveAll()   // the implementations of Plugin
    /// ```
    ///
    /// A cycle is not `nil`: it is a mistake in the graph, not an absent implementation. Inside
    /// a resolve (an `init(container:)` that lists its plugins), that resolve throws it once the
    /// initialiser returns, as for an optional `@Injected` property; outside any, it stops the
    /// program, as `resolveInterface()` does. `isolation`: as for the non-optional form.
    public func resolveAll<I>(_ interface: I.Type = I.self, isolation: isolated (any Actor)? = #isolation) -> [I?] {
        guard let actor = otherActor(isolation) else { return resolveAllOrNil(I.self) }
        return withProvenIsolation(actor) { resolveAllOrNil(I.self) }
    }

    func resolveAllOrNil<I>(_ interface: I.Type) -> [I?] {
        registeredKeysInOrder(of: I.self).map { key in
            do throws(ResolutionError) {
                return try lookUpInterface(I.self, key: key, useDefaultKey: false)
            } catch  where error.kind == .cycle {
                guard currentThread().innermost != nil else { resolutionFailed(error) }
                currentThread().deferFailure(error)
                return nil
            } catch {
                return nil
            }
        }
    }

    /// The keys `interface` is registered under, as ``tryResolveAll(_:isolation:)`` resolves them.
    private func registeredKeysInOrder<I>(of interface: I.Type) -> [String?] {
        var keys: [String?: (level: Int, order: Int)] = [:]
        for (level, container) in lineage.enumerated() {
            container.state.withLock { state in
                // Async registrations too: resolving one fails with `.needsAwait` instead of
                // leaving it out.
                for (key, registration) in state.interfaces where key.type == ObjectIdentifier(I.self) {
                    if keys[key.key] == nil { keys[key.key] = (level, registration.order) }
                }
                for (key, registration) in state.asyncInterfaces where key.type == ObjectIdentifier(I.self) {
                    if keys[key.key] == nil { keys[key.key] = (level, registration.order) }
                }
            }
        }
        let ordered = keys.sorted { a, b in
            a.value.level != b.value.level ? a.value.level > b.value.level : a.value.order < b.value.order
        }
        return ordered.map(\.key)
    }
}
