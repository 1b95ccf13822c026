extension DependencyContainer {
    /// Registers the parameter that builds the variant of `type` under `key`.
    ///
    /// ```swift
    /// container.register(type: Programming.self, key: "OldSchool") { _ in "ObjC" }
    /// let programming: Programming = container.resolve(key: "OldSchool")
    /// ```
    ///
    /// Registering the same type and key again replaces the earlier registration and forgets
    /// the instance cached for that key. `isolation` is where the registration is written
    /// (leave the default): for a type isolated to a global actor, it names that actor, where
    /// ``validate(roots:isolation:)`` checks the variant.
    public func register<T: CustomInjectableObject>(
        type: T.Type, key: String, isolation: (any Actor)? = #isolation,
        _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> T.ParameterType
    ) {
        registerVariant(key: key, isolation: isolation, parameter, resolver(T.self, key: key))
    }

    /// Registers the parameter that builds the variant of a value `type` under `key`.
    public func register<T: CustomInjectableValue>(
        type: T.Type, key: String, isolation: (any Actor)? = #isolation,
        _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> T.ParameterType
    ) {
        registerVariant(key: key, isolation: isolation, parameter, resolver(T.self, key: key))
    }

    /// Registers the variant of `type` under `key`, with the key itself as the parameter.
    ///
    /// ```swift
    /// container.register(type: InjectableDataFormatter.self, key: "MMM YYYY")
    /// ```
    public func register<T: CustomInjectableObject>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers the variant of a value `type` under `key`, with the key itself as the parameter.
    public func register<T: CustomInjectableValue>(type: T.Type, key: String)
    where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers `parameter` for the variant of `T` under `key`, and the probe that
    /// ``validate(roots:isolation:)`` runs for it: the variant's resolve as `resolver` says,
    /// checked for isolation where `isolation` names (the overloads for an object and for a
    /// value differ in nothing else).
    func registerVariant<T, P>(
        key: String, isolation: (any Actor)?, _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> P,
        _ resolver: KindResolver<T>
    ) {
        registerParameter(
            T.self, key: key, parameter,
            validate: guardedCheck(T.self, key: key, isolated: resolver.isolated, usedOn: isolation) {
                container throws(ResolutionError) in
                _ = try resolver.resolve(container)
            })
    }

    func registerParameter<P>(
        _ type: Any.Type, key: String, _ parameter: @escaping @isolated(any) @Sendable (Container) throws -> P,
        validate: @escaping @Sendable (Container) throws(ResolutionError) -> Void
    ) {
        let variant = CacheKey(type, key)
        let parameter = synchronous(type, parameter)
        commit { state, commit in
            commit.release(
                state.parameters.updateValue(
                    .init(make: { try parameter($0) }, validate: validate, order: state.order()), forKey: variant))
            // A new parameter makes a new variant: forget the instances built from the old one
            // here and in descendants that inherit it (one with a registration of its own for
            // the key keeps its instance, and so does its subtree).
            commit.forget = Forget(matches: { $0 == variant }, keepsBelow: { $0.parameters[variant] != nil })
            commit.changesRegistrations = true
            commit.event = .init(.registered, type, key: key)
        }
    }

    /// Removes this container's keyed variant registration of `type` under `key`, and forgets
    /// the instances built from it here and in the children that inherited it.
    public func remove<T>(type: T.Type, key: String) {
        let variant = CacheKey(T.self, key)
        commit { state, commit in
            guard let removed = state.parameters.removeValue(forKey: variant) else { return }
            commit.release(removed)
            commit.forget = Forget(matches: { $0 == variant }, keepsBelow: { $0.parameters[variant] != nil })
            commit.changesRegistrations = true
            commit.event = .init(.removed, T.self, key: key)
        }
    }
}
