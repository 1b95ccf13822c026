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
        do {
            return try resolveObject(T.self, key: nil, lifetime: lifetime, sendable: false, isolation: isolation) {
                try T(container: $0)
            }
        } catch { resolutionFailed(error) }
    }

    /// Resolves a `Sendable` object with `lifetime` for this request.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: InjectableObject & Sendable>(
        lifetime: Lifetime, isolation: isolated (any Actor)? = #isolation
    ) -> T {
        do {
            return try resolveObject(T.self, key: nil, lifetime: lifetime, sendable: true, isolation: isolation) {
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

// MARK: - Dispatch into the engine

extension DependencyContainer {
    /// Resolves an object: the persistent fast path, then the path, overrides, and
    /// construction according to `lifetime` — the one place where a lifetime decides what
    /// happens, for overridden and regular objects alike.
    ///
    /// NB: the frames of a graph. Every function on the way down a graph that is not inlined
    /// keeps its frame on the stack once per level. So each lifetime's request is one function
    /// that pushes the request, builds and pops it, with the build inlined (`@inline(__always)`),
    /// and whatever is not on the way down (a cache hit, an override, storing the instance) is a
    /// call of its own.
    @inlinable
    @inline(__always)
    func resolveObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, sendable: Bool, isolation: (any Actor)?,
        make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if lifetime.isKept,
            let hit = try keptHit(T.self, key: key, lifetime: lifetime, sendable: sendable, isolation: isolation)
        {
            return hit
        }
        if isOtherActor(isolation) {
            return try requestObject(
                T.self, key: key, lifetime: lifetime, sendable: sendable, provenOn: isolation!, make)
        }
        return try requestObject(T.self, key: key, lifetime: lifetime, sendable: sendable, make)
    }

    /// A request that was not a hit, sent by its lifetime: built at once, through the
    /// `.graph` scope, or through the instance cache, whose hits check the hand-over
    /// (`sendable`: `T` is known `Sendable`, see `Internal/IsolationDomain.swift`).
    ///
    /// NB: always inlined, like `resolveObject`. Nothing of the request is used after the call
    /// that goes down the graph, since what stays alive across it is kept in every level's frame:
    /// the hand-over checks are in the hits of the cache and the `.graph` scope, which read the
    /// caller's domain from the thread (`requestDomain`).
    @inlinable
    @inline(__always)
    func requestObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, sendable: Bool, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if sendable { learnSendable(T.self, lifetime) }
        switch lifetime.keeping {
        case .never: return try ephemeralRequest(T.self, key: key, make)
        case .perResolve: return try graphRequest(T.self, key: key, make)
        case .cached: return try cachedRequest(T.self, key: key, lifetime: lifetime, make)
        }
    }

    /// `requestObject` for a caller isolated to an actor other than the main actor, which the
    /// request runs on: what it builds synchronously runs there too (`withProvenIsolation`).
    @usableFromInline
    @inline(never)
    func requestObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, sendable: Bool, provenOn actor: any Actor,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        try withProvenIsolation(actor) { () throws(ResolutionError) -> T in
            try requestObject(T.self, key: key, lifetime: lifetime, sendable: sendable, make)
        }
    }

    /// Resolves the variant of `T` registered under `key`: its parameter, searched from this
    /// container up, or `init(container:)` when none is registered.
    @inlinable
    @inline(__always)
    func resolveVariant<T: CustomInjectableObject>(
        _ type: T.Type, key: String, lifetime: Lifetime, sendable: Bool, isolation: (any Actor)?
    ) throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        return try resolveObject(T.self, key: key, lifetime: lifetime, sendable: sendable, isolation: isolation) {
            container in
            guard let parameter else { return try T(container: container) }
            return try T(container: container, parameter: container.variantParameter(parameter))
        }
    }
}
