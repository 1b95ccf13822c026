// The engine. Every resolve — `resolve()`, `resolveInterface()`, a key path, a keyed variant,
// a value — enters here from the public entry points (`DependencyContainer+Resolve.swift`; an
// object through `resolveObject`), and the request goes one way:
//
//   1. a hit (a persistent instance that exists, looked up under the container's lock), else
//   2. `withFrame` puts the request on the thread's resolution path, which checks for cycles
//      and stack depth (`ResolutionPath.swift`, `CycleDetection.swift`);
//   3. an override replaces the definition, if one is registered up the lineage;
//   4. its lifetime decides how it is built: at once, or through the `.graph` scope or the
//      instance cache (`GraphScope.swift`, `InstanceCache.swift`); user code — `init`, a
//      registration's closure, `didInject` — runs in `Construction.swift`;
//   5. `withFrame` takes the request off the path when it returns.
//
// Failures become a `ResolutionError` carrying the path (`Failure.swift`), reported once.

// MARK: - Dispatch

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
        case .never: return try ephemeralRequest(T.self, key: key, lifetime: lifetime, make)
        case .perResolve: return try cachedRequest(T.self, key: key, lifetime: lifetime, in: GraphStore(self), make)
        case .cached: return try cachedRequest(T.self, key: key, lifetime: lifetime, in: ContainerCache(self), make)
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

// MARK: - Objects and values

extension DependencyContainer {
    /// An `.ephemeral` request: pushed, overridden or built, injected, popped.
    @inlinable
    @inline(__always)
    func ephemeralRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        return try withFrame(thread, self, type: T.self, key: key, role: .type) { (frame) throws(ResolutionError) in
            try ephemeralRequest(at: frame, thread, key: key, lifetime: lifetime, make)
        }
    }

    /// An `.ephemeral` request, pushed at `frame`.
    @inlinable
    @inline(__always)
    func ephemeralRequest<T: InjectableObject>(
        at frame: Frame, _ thread: ThreadState, key: String?, lifetime: Lifetime, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if mayOverride || thread.uncachedInjects != 0 {
            return try routedRequest(T.self, key: key, lifetime: lifetime, frame: frame, make)
        }
        return try ephemeralObject(frame, thread, lifetime: lifetime, overridden: false, make)
    }

    /// A `.transient`, `.persistent`, `.scoped` or `.graph` request that was not a hit: pushed,
    /// overridden or built through `store` (the cache, `InstanceCache.swift`, or the resolve's
    /// `.graph` store, `GraphScope.swift`), popped.
    ///
    /// NB: the rare cases, an override or a scope, are one call, out of every level's frame.
    @inlinable
    func cachedRequest<T: InjectableObject, Store: CachedRequestStore>(
        _ type: T.Type, key: String?, lifetime: Lifetime, in store: @autoclosure () -> Store,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        try withObjectFrame(currentThread(), self, type: T.self, key: key, role: .type) {
            (frame) throws(ResolutionError) in
            try cachedRequest(T.self, key: key, lifetime: lifetime, at: frame, in: store(), make)
        }
    }

    /// A cached request, pushed at `frame`.
    @inlinable
    @inline(__always)
    func cachedRequest<T: InjectableObject, Store: CachedRequestStore>(
        _ type: T.Type, key: String?, lifetime: Lifetime, at frame: Frame, in store: @autoclosure () -> Store,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if mayOverrideOrScope(lifetime) {
            return try routedRequest(T.self, key: key, lifetime: lifetime, frame: frame, make)
        }
        return try store().cachedObject(T.self, key: key, lifetime: lifetime, frame: frame, overridden: false, make)
    }

    /// Whether an override may apply to a cached request, or it involves a scope: whether the
    /// request must ask the route, instead of taking its lifetime's store in this container.
    @inlinable
    @inline(__always)
    func mayOverrideOrScope(_ lifetime: Lifetime) -> Bool {
        !lifetime.isKeptByAskedOutsideScopes || persistentHome != nil || mayOverride
    }

    /// The parameter a variant's registration makes, as the type the variant's init takes.
    ///
    /// NB: a function of its own, not part of the closure that builds the variant: that
    /// closure's frame stays on the stack while the variant's init resolves the graph below it.
    @inlinable
    @inline(__always)
    func variantParameter<Parameter>(_ make: @Sendable (Container) throws -> Any) throws -> Parameter {
        let parameter: Any
        do {
            parameter = try make(self)
        } catch let error as ResolutionError {
            // A failure of something the closure resolved: it names its own path.
            throw error
        } catch {
            throw ParameterFailure(underlying: error)
        }
        return try cast(parameter, to: Parameter.self)
    }

    /// Builds a value: the path, overrides, `init(container:)`, `didInject(container:)`.
    ///
    /// NB: `@inline(__always)`: a chain of values is a chain of these, and each level's
    /// bookkeeping is a few plain stores into a frame on the machine stack once it is inlined
    /// where `key` is known (no `nil` key retained and released, no call frame of its own).
    /// While no container has an override or a diagnostics hook (one test of two words), that
    /// is all a level does; otherwise the whole request is a call to `observedValueRequest`.
    @inlinable
    @inline(__always)
    func resolveValue<T: InjectableValue>(
        _ type: T.Type, key: String?, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if ProcessCounter.anyActive { return try observedValueRequest(T.self, key: key, make: make) }
        return try valueRequest(T.self, key: key, observed: false, make: make)
    }

    /// `resolveValue` while some container has an override or a diagnostics hook.
    @inlinable
    @inline(never)
    func observedValueRequest<T: InjectableValue>(
        _ type: T.Type, key: String?, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        try valueRequest(T.self, key: key, observed: true, make: make)
    }

    /// A value's request; `observed: false` (a constant where it is inlined) leaves out the
    /// override and the diagnostics hook.
    ///
    /// NB: always inlined, like the requests it pushes: a value is copied in every frame it is
    /// returned through, and a large one makes each level that much deeper.
    @inlinable
    @inline(__always)
    func valueRequest<T: InjectableValue>(
        _ type: T.Type, key: String?, observed: Bool, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        try withFrame(currentThread(), self, type: T.self, key: key, role: .type) {
            (frame) throws(ResolutionError) -> T in
            try valueRequest(at: frame, observed: observed, make)
        }
    }

    /// A value's request, pushed at `frame`.
    @inlinable
    @inline(__always)
    func valueRequest<T: InjectableValue>(
        at frame: Frame, observed: Bool, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if observed, mayOverride, let value = try overriddenValue(T.self, at: frame) { return value }
        var value = try build(frame, deferringPending: true, make)
        markInjecting(frame, true)
        do { try value.didInject(container: self) } catch { throw wrap(error, frame) }
        // A failure a property read deferred, in `init` or in `didInject`: this resolve throws it.
        try throwPendingFailure(at: frame)
        // Only the report reads the frame again before it is popped (one store a level less).
        if observed {
            markInjecting(frame, false)
            if Diagnostics.isActive { reportBuilt(frame, value: T.self) }
        }
        return value
    }

    /// Builds the variant of a value registered under `key`.
    @inlinable
    func resolveValueVariant<T: CustomInjectableValue>(_ type: T.Type, key: String) throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        return try resolveValue(T.self, key: key) { container in
            guard let parameter else { return try T(container: container) }
            return try T(container: container, parameter: container.variantParameter(parameter))
        }
    }

    /// A new instance built by `make`, injected unless `overridden` (`make` runs the override).
    ///
    /// NB: `@inline(__always)`: the ephemeral path is the hottest after a persistent hit, and
    /// the optimizer's size heuristics otherwise left it as a call of its own (measured: +35 % on
    /// chain-objects), whose frame would stay on the stack while the graph below is built.
    @inlinable
    @inline(__always)
    func ephemeralObject<T: InjectableObject>(
        _ frame: Frame, _ thread: ThreadState, lifetime: Lifetime, overridden: Bool, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        // A failure a property read left pending is thrown after `didInject` (by `inject`),
        // since nothing here is cached.
        let object: T
        do { object = try make(self) } catch { throw wrap(error, frame) }
        if overridden {
            try throwPendingFailure(at: frame, thread)
        } else if thread.defersInjection {
            // A cached `init` below this one on the path still runs: see Construction.swift.
            try throwPendingFailure(at: frame, thread)
            if !deferInjection(ofEphemeral: object, at: frame) { try inject(object, thread, frame, uncached: true) }
        } else {
            try inject(object, thread, frame, uncached: true)
        }
        if Diagnostics.isActive { reportBuilt(frame, object, lifetime: lifetime) }
        return object
    }
}

// MARK: - Interfaces

extension DependencyContainer {
    /// Resolves an interface: the factory registered for it, found under the locks of the
    /// containers up the lineage, run as a request for the interface; or, while an override
    /// may apply or when nothing is registered, `lookUpInterface`.
    @inlinable
    func resolveInterface<I>(_ interface: I.Type, key: String?) throws(ResolutionError) -> I {
        if !mayOverride, let factory = registeredFactory(ObjectIdentifier(I.self), key: key) {
            return try runInterfaceFactory(I.self, factory)
        }
        return try lookUpInterface(I.self, key: key, useDefaultKey: true)
    }

    /// Resolves an interface through the registrations, nearest container first: `key`, or
    /// the default key when `key` is `nil` and `useDefaultKey`.
    ///
    /// An override of the interface, searched from this container up, replaces every request.
    @usableFromInline
    func lookUpInterface<I>(_ interface: I.Type, key: String?, useDefaultKey: Bool) throws(ResolutionError) -> I {
        if mayOverride, let overridden = try overriddenInterface(I.self, key: key) { return overridden }
        let (effectiveKey, found) = registeredInterface(
            ObjectIdentifier(I.self), key: key, useDefaultKey: useDefaultKey)
        if case .sync(let factory) = found { return try runInterfaceFactory(I.self, factory) }
        return try withFrame(currentThread(), self, type: I.self, key: effectiveKey, role: .interface) {
            (frame) throws(ResolutionError) -> I in
            throw unregisteredInterface(
                I.self, key: key, effectiveKey: effectiveKey, found, path: ResolutionFrame.path(to: frame),
                awaiting: false)
        }
    }

    /// Runs a registration's factory, registered for the interface `I`, as a request for it
    /// (under the factory's key). The factory is a copy: a registration replaced meanwhile
    /// lives on in the resolves that copied it.
    @inlinable
    func runInterfaceFactory<I>(_ interface: I.Type, _ factory: InterfaceFactory) throws(ResolutionError) -> I {
        let thread = currentThread()
        return try withFrame(thread, self, type: I.self, key: factory.key, role: .interface) {
            (frame) throws(ResolutionError) -> I in
            try runInterfaceFactory(I.self, factory, at: frame, thread)
        }
    }

    /// `runInterfaceFactory` once pushed at `frame`.
    @inlinable
    @inline(__always)
    func runInterfaceFactory<I>(
        _ interface: I.Type, _ factory: InterfaceFactory, at frame: Frame, _ thread: ThreadState
    ) throws(ResolutionError) -> I {
        let value: I
        do { value = try factory.make(I.self, self) } catch { throw wrap(error, frame) }
        try throwPendingFailure(at: frame, thread)
        if Diagnostics.isActive { reportResolved(frame, lifetime: nil, cacheHit: false) }
        return value
    }
}

// MARK: - Key paths

extension DependencyContainer {
    /// The value of a key-path default: the nearest override, or the property's own body.
    func resolveKeyPath<Value>(_ keyPath: KeyPath<InjectedValues, Value>) throws(ResolutionError) -> Value {
        let replace = mayOverride ? nearest { $0.keyPathOverrides[keyPath] } : nil
        return try withFrame(currentThread(), self, type: Value.self, key: nil, role: .keyPath) {
            (frame) throws(ResolutionError) -> Value in
            if let replace { return try build(frame) { container in try cast(replace(container), to: Value.self) } }
            let value = InjectedValues(container: self)[keyPath: keyPath]
            try throwPendingFailure(at: frame)
            return value
        }
    }
}

// MARK: - Lookups up the lineage

extension DependencyContainer {
    /// The parameter factory registered for a variant, searched from this container up.
    @usableFromInline
    func parameterFactory(_ key: CacheKey) -> (@Sendable (Container) throws -> Any)? {
        nearest { $0.parameters[key]?.make }
    }
}
