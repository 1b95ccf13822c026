// MARK: - Concrete types

extension DependencyContainer {
    /// Replaces every `resolve()` of the concrete type `type` through this container and its
    /// children, anywhere in the graph, by what `factory` returns.
    ///
    /// ```swift
    /// let test = DependencyContainer().child()
    /// test.override(Database.self) { container in MockDatabase(container: container) }
    /// let app: App = test.resolve()   // app.database is a MockDatabase
    /// ```
    ///
    /// The result is cached according to `type`'s lifetime, in the container that resolves it.
    /// `factory` builds the replacement completely: Injectable does not call its `didInject`.
    /// Overriding (and removing an override) forgets the cached instances of `type` in this
    /// container and its children, and an instance being built meanwhile is not kept. Works
    /// for value types too (return the replacement value).
    ///
    /// Overriding an interface, a protocol existential, replaces every request for it
    /// (`resolveInterface()`, keyed or not, and `@Injected` properties of it) through this
    /// container and its children, whatever is registered for it:
    ///
    /// ```swift
    /// test.override((any Repository).self) { _ in StubRepository() }
    /// ```
    ///
    /// Overriding a type that is neither injectable nor a protocol existential stops the
    /// program with an explanation: no resolve would ever use the override.
    ///
    /// A closure that builds a main-actor type is written `@MainActor`
    /// (`{ @MainActor container in InMemoryDatabase(container: container) }`); it runs on the
    /// main actor, and a resolve of `type` elsewhere fails with ``ResolutionError/Kind/needsMainActor``.
    /// ``override(_:with:isolation:)-6fkh8`` replaces a type by another injectable type without a closure.
    public func override<T>(
        _ type: T.Type, _ factory: @escaping @isolated(any) @Sendable (Container) throws -> T
    ) {
        let factory = synchronous(T.self, factory)
        addOverride(T.self, resolvesType: false) { try factory($0) }
    }

    /// Replaces every request for `type` through this container and its children, anywhere in
    /// the graph, by what `resolve()` of the injectable class `implementation` gives.
    ///
    /// ```swift
    /// let test = DependencyContainer().child()
    /// test.override(Database.self, with: InMemoryDatabase.self)
    /// test.override((any Repository).self, with: StubRepository.self)
    /// let app: App = test.resolve()   // app.database is an InMemoryDatabase
    /// ```
    ///
    /// `type` is a concrete injectable type or an interface (a protocol existential, replaced
    /// for `resolveInterface()`, keyed or not, whatever is registered for it).
    /// `implementation` is resolved as `container.resolve() as Implementation` is, by the
    /// container that resolves `type`: built by its own `init(container:)`, reused as **its
    /// own lifetime** says, and its `didInject` runs. Nothing is kept under `type` itself, so
    /// `type`'s lifetime no longer applies: a `.persistent` implementation is one instance per
    /// container, the one its own resolves get too; an `.ephemeral` one is new for every
    /// request. (The closure form, ``override(_:_:)-(T.Type,_)``, caches its result with
    /// `type`'s lifetime instead, and runs no `didInject`.) A keyed request for `type` gets the
    /// unkeyed `implementation`.
    ///
    /// Swift cannot check at compile time that `implementation` is a `type` (a subclass, or a
    /// conforming type of the interface); if it is not, resolving `type` fails with
    /// ``ResolutionError/Kind/typeMismatch(expected:actual:)``. Inside `implementation`'s
    /// `init(container:)`, a request for `type` gets the original, as in an override's closure.
    ///
    /// No closure is needed, so nothing needs a `@MainActor` annotation in a module that is
    /// main-actor by default. An implementation whose conformance is isolated to the main actor
    /// (every type of such a module) is built on the main actor; a resolve of `type` elsewhere
    /// fails with ``ResolutionError/Kind/needsMainActor`` instead of building it there, as for
    /// ``register(interface:key:implementation:isolation:)-7szp4``. One isolated to another global
    /// actor is built where a call proves that actor (see `isolation` there).
    ///
    /// Overriding (and removing the override with ``removeOverride(_:)-(T.Type)``) forgets the
    /// cached instances of `type` in this container and its children. An async injectable
    /// `type` cannot be overridden by type (the program stops with an explanation): use the
    /// closure form.
    public func override<T, U: InjectableObject>(
        _ type: T.Type, with implementation: U.Type, isolation: (any Actor)? = #isolation
    ) {
        addOverride(T.self, isolation: isolation, resolver(U.self))
    }

    /// Replaces `type` with a `Sendable` `implementation`, resolved with its own lifetime.
    @_documentation(visibility: internal)
    public func override<T, U: InjectableObject & Sendable>(
        _ type: T.Type, with implementation: U.Type, isolation: (any Actor)? = #isolation
    ) {
        addOverride(T.self, isolation: isolation, resolver(U.self))
    }

    /// Replaces every request for `type` through this container and its children by what
    /// `resolve()` of the injectable value type `implementation` gives.
    ///
    /// ```swift
    /// test.override((any Formatter).self, with: PlainFormatter.self)
    /// ```
    ///
    /// `type` is an interface the value conforms to (or the value type itself). The value is
    /// built by its own `init(container:)` for every request, and its `didInject` runs; the
    /// rest is as for an injectable class,
    /// ``override(_:with:isolation:)-6fkh8``.
    public func override<T, U: InjectableValue>(
        _ type: T.Type, with implementation: U.Type, isolation: (any Actor)? = #isolation
    ) {
        addOverride(T.self, isolation: isolation, resolver(U.self))
    }

    /// Stores the override of `type` by the type `resolver` resolves with its own lifetime,
    /// checked for isolation where `isolation` names: the override by a type of every kind.
    private func addOverride<T, U>(_ type: T.Type, isolation: (any Actor)?, _ resolver: KindResolver<U>) {
        let resolve = resolver.resolve
        let factory = guardedOverride(U.self, isolated: resolver.isolated, usedOn: isolation) { container in
            try cast(resolve(container), to: T.self)
        }
        addOverride(T.self, resolvesType: true, factory)
    }

    /// Stores `factory` as the override of `type`; `resolvesType`: it resolves a type whose own
    /// lifetime applies (see `override(of:lifetime:at:)`).
    private func addOverride(_ type: Any.Type, resolvesType: Bool, _ factory: @escaping OverrideFactory) {
        if !Self.isOverridable(type) { rejectOverride(of: type) }
        if resolvesType, Self.isAsyncInjectable(type) { rejectOverrideByType(of: type) }
        let id = ObjectIdentifier(type)
        let override = ContainerState.Override(make: factory, resolvesType: resolvesType)
        commit { state, commit in
            let replaced = state.overrides.updateValue(override, forKey: id)
            if replaced == nil { commit.overridesAdded = 1 }
            commit.release(replaced)
            commit.forget = Forget(matches: { $0.type == id })
            commit.changesRegistrations = true
            commit.event = .init(.registered, type, role: .override)
        }
    }

    /// Removes the override of `type` from this container; resolution goes back to normal.
    public func removeOverride<T>(_ type: T.Type) {
        let id = ObjectIdentifier(T.self)
        commit { state, commit in
            guard let removed = state.overrides.removeValue(forKey: id) else { return }
            commit.overridesAdded = -1
            commit.release(removed)
            commit.forget = Forget(matches: { $0.type == id })
            commit.changesRegistrations = true
            commit.event = .init(.removed, T.self, role: .override)
        }
    }
}

// MARK: - Key-path defaults

extension DependencyContainer {
    /// Replaces the value of a key-path default for this container and its children.
    ///
    /// ```swift
    /// test.override(\.networking) { _ in StubNetworking() }
    /// ```
    ///
    /// A closure that builds a main-actor value is written `@MainActor`, as for types.
    public func override<Value>(
        _ keyPath: KeyPath<InjectedValues, Value>,
        _ factory: @escaping @isolated(any) @Sendable (Container) throws -> Value
    ) {
        let factory = synchronous(Value.self, factory)
        addOverride(keyPath, Value.self) { try factory($0) }
    }

    func addOverride(
        _ keyPath: AnyKeyPath, _ value: Any.Type, _ factory: @escaping OverrideFactory
    ) {
        commit { state, commit in
            let replaced = state.keyPathOverrides.updateValue(factory, forKey: keyPath)
            if replaced == nil { commit.overridesAdded = 1 }
            commit.release(replaced)
            commit.changesRegistrations = true
            commit.event = .init(.registered, value, role: .keyPath)
        }
    }

    /// Removes this container's override of a key-path default.
    public func removeOverride<Value>(_ keyPath: KeyPath<InjectedValues, Value>) {
        commit { state, commit in
            guard let removed = state.keyPathOverrides.removeValue(forKey: keyPath) else { return }
            commit.overridesAdded = -1
            commit.release(removed)
            commit.changesRegistrations = true
            commit.event = .init(.removed, Value.self, role: .keyPath)
        }
    }
}

// MARK: - What can be overridden

extension DependencyContainer {
    /// Whether a resolve can ever use an override of `type`: an injectable type, or a protocol
    /// existential (an interface).
    static func isOverridable(_ type: Any.Type) -> Bool {
        if type is any InjectableObject.Type || type is any InjectableValue.Type { return true }
        return isAsyncInjectable(type) || Metadata.isExistential(type)
    }

    /// Whether `type` is built by `try await resolve()`.
    static func isAsyncInjectable(_ type: Any.Type) -> Bool {
        type is any AsyncInjectableObject.Type || type is any AsyncInjectableValue.Type
    }

    /// Stops the program: an async type's requests keep what an override builds with the
    /// type's lifetime, so an override by type could not give the implementation's own.
    private func rejectOverrideByType(of type: Any.Type) -> Never {
        let name = _typeName(type, qualified: false)
        stopProgram(
            """
            Injectable cannot override \(name) by type: it is built asynchronously, and an override by type resolves its \
            implementation synchronously, with the implementation's own lifetime.
              Fix: override it with a closure: test.override(\(name).self) { container in ... }
            """)
    }

    /// Stops the program: an override of `type` would be ignored.
    private func rejectOverride(of type: Any.Type) -> Never {
        let name = _typeName(type, qualified: false)
        let text = """
            Injectable cannot override \(name): it is neither an injectable type (InjectableObject, InjectableValue or their async forms) \
            nor a protocol existential (any P), so no resolve would ever use the override.
              Fix: override the injectable type that resolves it, or the interface it is registered for:
                test.override((any SomeProtocol).self) { _ in Stub() }
              or register a replacement in the test container: test.register(interface: \(name).self) { _ in ... }
            """
        stopProgram(text)
    }
}
