import InjectableShims

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

    /// Resolves an object with `lifetime` for this request, throwing on failure.
    @inlinable
    public func tryResolve<T: InjectableObject>(lifetime: Lifetime) throws(ResolutionError) -> T {
        try resolveObject(T.self, key: nil, lifetime: lifetime) { try T(container: $0) }
    }

    /// Resolves the variant registered under `key`, throwing on failure.
    @inlinable
    public func tryResolve<T: CustomInjectableObject>(key: String) throws(ResolutionError) -> T {
        try resolveVariant(T.self, key: key, lifetime: T.lifetime)
    }

    /// Resolves the variant registered under `key` with `lifetime`, throwing on failure.
    @inlinable
    public func tryResolve<T: CustomInjectableObject>(key: String, lifetime: Lifetime) throws(ResolutionError) -> T {
        try resolveVariant(T.self, key: key, lifetime: lifetime)
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

// MARK: - The engine

extension DependencyContainer {
    @inlinable
    func resolveVariant<T: CustomInjectableObject>(
        _ type: T.Type, key: String, lifetime: Lifetime
    ) throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        return try resolveObject(T.self, key: key, lifetime: lifetime) { container in
            guard let parameter else { return try T(container: container) }
            return try T(container: container, parameter: castParameter(try parameter(container), for: T.self))
        }
    }

    @inlinable
    func resolveValueVariant<T: CustomInjectableValue>(_ type: T.Type, key: String) throws(ResolutionError) -> T {
        let parameter = parameterFactory(CacheKey(T.self, key))
        return try resolveValue(T.self, key: key) { container in
            guard let parameter else { return try T(container: container) }
            return try T(container: container, parameter: castParameter(try parameter(container), for: T.self))
        }
    }

    /// Resolves an object: the persistent fast path, then cycle detection, overrides, and
    /// construction according to `lifetime`.
    ///
    /// NB: kept to a few locals, with the rarer branches in functions of their own: in
    /// unoptimised builds every function on the way down a graph keeps its whole frame on the
    /// stack, and this one is on it once per level.
    @inlinable
    func resolveObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        if lifetime == .persistent, let hit = persistentHit(T.self, key: key) { return hit }
        let thread = injectable_thread()
        let frame = try pushFrame(thread, self, type: T.self, key: key, role: .type)
        defer { popFrame(thread) }
        if mayOverride, let replace = overrideFactory(for: T.self) {
            return try overriddenObject(T.self, key: key, lifetime: lifetime, frame: frame, replace)
        }
        switch lifetime {
        case .ephemeral:
            return try ephemeralObject(frame, make)
        case .graph:
            return try graphObject(T.self, key: key, frame: frame, inject: true, make: make)
        case .transient, .persistent:
            return try slotObject(T.self, key: key, lifetime: lifetime, frame: frame, inject: true, make: make)
        }
    }

    /// A complete persistent instance, published (unkeyed) or stored (keyed).
    @inlinable
    func persistentHit<T: InjectableObject>(_ type: T.Type, key: String?) -> T? {
        if key == nil { return publishedInstance(T.self) }
        return persistentInstance(T.self, CacheKey(T.self, key)).map { unsafeDowncast($0, to: T.self) }
    }

    /// A new instance, injected.
    @inlinable
    func ephemeralObject<T: InjectableObject>(_ frame: FrameIndex, _ make: (Container) throws -> T) throws(ResolutionError) -> T {
        let object = try build(frame, make)
        try inject(object, injectable_thread())
        if Diagnostics.isActive { reportResolved(frame, lifetime: .ephemeral, cacheHit: false) }
        return object
    }

    /// The override's result, cached according to `lifetime`; its `didInject` is not called.
    @usableFromInline
    func overriddenObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: FrameIndex,
        _ replace: @Sendable (Container) throws -> Any
    ) throws(ResolutionError) -> T {
        let make = { (container: Container) throws -> T in try castOverride(replace(container), for: T.self) }
        switch lifetime {
        case .ephemeral:
            let object = try build(frame, make)
            report(frame, lifetime: lifetime, cacheHit: false)
            return object
        case .graph:
            return try graphObject(T.self, key: key, frame: frame, inject: false, make: make)
        case .transient, .persistent:
            return try slotObject(T.self, key: key, lifetime: lifetime, frame: frame, inject: false, make: make)
        }
    }

    /// Builds a value: cycle detection, overrides, `init(container:)`, `didInject(container:)`.
    @inlinable
    func resolveValue<T: InjectableValue>(
        _ type: T.Type, key: String?, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = injectable_thread()
        let frame = try pushFrame(thread, self, type: T.self, key: key, role: .type)
        defer { popFrame(thread) }
        if mayOverride, let replace = overrideFactory(for: T.self) {
            return try build(frame) { container in try castOverride(replace(container), for: T.self) }
        }
        var value = try build(frame, make)
        markInjecting(thread, true)
        do { try value.didInject(container: self) } catch { throw wrap(error, frame) }
        markInjecting(thread, false)
        if Diagnostics.isActive { reportResolved(frame, lifetime: nil, cacheHit: false) }
        return value
    }

    /// Runs a factory, turning any error it throws into a ``ResolutionError`` with the path.
    @inlinable
    func build<T>(_ frame: FrameIndex, _ make: (Container) throws -> T) throws(ResolutionError) -> T {
        do { return try make(self) } catch { throw wrap(error, frame) }
    }

    /// Calls `didInject(container:)` with the object's frame marked, so that failures inside
    /// name it. The object's request is the innermost frame.
    @inlinable
    func inject<T: InjectableObject>(
        _ object: T, _ thread: UnsafeMutablePointer<injectable_thread_state>
    ) throws(ResolutionError) {
        markInjecting(thread, true)
        do { try object.didInject(container: self) } catch { throw wrap(error, thread.pointee.count &- 1) }
        markInjecting(thread, false)
    }

    /// Turns an error thrown by user code into a ``ResolutionError`` located at `frame`.
    @usableFromInline
    func wrap(_ error: any Error, _ frame: FrameIndex) -> ResolutionError {
        if let resolutionError = error as? ResolutionError { return resolutionError }
        let path = ResolutionFrame.path(to: frame)
        let failure =
            if let mismatch = error as? CastFailure {
                ResolutionError(kind: .typeMismatch(expected: mismatch.expected, actual: mismatch.actual), path: path)
            } else {
                ResolutionError(kind: .initializerFailed, path: path, underlyingError: error)
            }
        return failed(failure)
    }

    /// Reports a failure to the diagnostics hook, once, where it is created.
    @usableFromInline
    func failed(_ error: ResolutionError) -> ResolutionError {
        if Diagnostics.isActive { report(.failed(error)) }
        return error
    }

    /// A `.graph` instance: shared within the outermost resolve running on this thread.
    @usableFromInline
    func graphObject<T: InjectableObject>(
        _ type: T.Type, key: String?, frame: FrameIndex, inject shouldInject: Bool, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = injectable_thread()
        let scope = GraphScope.current(thread)
        let scopeKey = GraphScope.ContainerCacheKey(container: ObjectIdentifier(self), key: CacheKey(T.self, key))
        if let existing = scope.instances[scopeKey] {
            report(frame, lifetime: .graph, cacheHit: true)
            return unsafeDowncast(existing, to: T.self)
        }
        let object = try build(frame, make)
        scope.instances[scopeKey] = object
        thread.pointee.inserts += 1
        if shouldInject { try inject(object, thread) }
        report(frame, lifetime: .graph, cacheHit: false)
        return object
    }

    /// A `.transient` or `.persistent` instance in this container's slots, built exactly once
    /// across threads.
    @usableFromInline
    func slotObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: FrameIndex,
        inject shouldInject: Bool, make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = injectable_thread()
        let cacheKey = CacheKey(T.self, key)
        let me = UInt(bitPattern: thread)
        if let existing = try claimSlot(cacheKey, for: me, frame: frame) {
            report(frame, lifetime: lifetime, cacheHit: true)
            return unsafeDowncast(existing, to: T.self)
        }
        let object: T
        do {
            object = try build(frame, make)
        } catch {
            releaseSlot(cacheKey, owner: me, keeping: nil, lifetime: lifetime)
            throw error
        }
        let stored = storeBuilt(object, at: cacheKey, owner: me)
        thread.pointee.inserts += 1
        guard stored === object else {
            // A re-entrant request of this thread finished its own instance first (the type was
            // asked for again from a `didInject` while its `init` ran): keep that one, so the
            // container holds a single instance.
            report(frame, lifetime: lifetime, cacheHit: true)
            return unsafeDowncast(stored, to: T.self)
        }
        if shouldInject {
            do {
                try inject(object, thread)
            } catch {
                releaseSlot(cacheKey, owner: me, keeping: nil, lifetime: lifetime)
                throw error
            }
        }
        releaseSlot(cacheKey, owner: me, keeping: object, lifetime: lifetime)
        report(frame, lifetime: lifetime, cacheHit: false)
        return object
    }

    private func report(_ frame: FrameIndex, lifetime: Lifetime?, cacheHit: Bool) {
        if Diagnostics.isActive { reportResolved(frame, lifetime: lifetime, cacheHit: cacheHit) }
    }

    /// The complete unkeyed persistent instance of `T`, read without taking any lock.
    @inlinable
    func publishedInstance<T: AnyObject>(_ type: T.Type) -> T? {
        guard let raw = injectable_table_read(persistentTable, injectable_thread(), UInt(bitPattern: ObjectIdentifier(T.self)))
        else { return nil }
        let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
        if Diagnostics.isActive { reportHit(T.self, key: nil) }
        return unsafeDowncast(object, to: T.self)
    }

    /// Reports a persistent hit under the type that was asked for (not the type of the instance,
    /// which may be an override's).
    @usableFromInline
    func reportHit(_ type: Any.Type, key: String?) {
        report(
            .resolved(
                ResolutionStep(typeName: _typeName(type, qualified: false), key: key),
                lifetime: .persistent, cacheHit: true, requestedBy: ResolutionFrame.current.map { ResolutionFrame.at($0).step }))
    }

    /// The persistent instance stored for a keyed variant, if it is complete.
    @usableFromInline
    func persistentInstance(_ type: Any.Type, _ key: CacheKey) -> AnyObject? {
        let hit: AnyObject? = state.withLock { state in
            if case .strong(let object)? = state.slots[key] { return object }
            return nil
        }
        if hit != nil, Diagnostics.isActive { reportHit(type, key: key.key) }
        return hit
    }

    /// Returns the cached instance for `key`, or marks the slot as being built by `me` and
    /// returns `nil`. Waits while another thread builds it, unless waiting would deadlock.
    private func claimSlot(
        _ key: CacheKey, for me: UInt, frame: FrameIndex
    ) throws(ResolutionError) -> AnyObject? {
        let slotID = WaitGraph.SlotID(container: ObjectIdentifier(self), key: key)
        let outcome: Result<AnyObject?, ResolutionError> = state.withLock { slots in
            while true {
                switch slots.slots[key] {
                case nil:
                    slots.slots[key] = .building(owner: me)
                    return .success(nil)
                case .strong(let object)?:
                    return .success(object)
                case .weak(let box)?:
                    if let object = box.object { return .success(object) }
                    slots.slots[key] = .building(owner: me)
                    return .success(nil)
                case .building(let owner)?:
                    // Our own re-entrant request: build another instance (see `storeBuilt`).
                    if owner == me { return .success(nil) }
                    let decision = WaitGraph.beginWait(me, for: owner, slot: slotID, type: ResolutionFrame.at(frame).type)
                    if case .wouldDeadlock(let loop) = decision {
                        // The owner waits (transitively) for us: on one thread this would be a
                        // cycle through `init(container:)`, so report it as one.
                        // (Reported to the diagnostics hook below, outside this lock.)
                        return .failure(
                            ResolutionError(
                                kind: .cycle, path: ResolutionFrame.path(to: frame),
                                cycle: ResolutionFrame.cycle(to: frame, across: loop)))
                    }
                    state.waitForChange(milliseconds: 5)
                    _ = WaitGraph.endWait(me)
                case .injecting(let owner, let object)?:
                    if owner == me { return .success(object) }
                    // The instance exists; only its `didInject` is running. If its owner waits
                    // for us, hand it out as a single thread would, instead of deadlocking.
                    guard case .wait = WaitGraph.beginWait(me, for: owner, slot: slotID, type: ResolutionFrame.at(frame).type) else {
                        return .success(object)
                    }
                    state.waitForChange(milliseconds: 5)
                    if WaitGraph.endWait(me), case .injecting(_, let object)? = slots.slots[key] {
                        return .success(object)
                    }
                }
            }
        }
        if case .failure(let error) = outcome { throw failed(error) }
        return try outcome.get()
    }

    /// Stores a freshly built instance before its `didInject` runs. Returns the instance the
    /// slot holds afterwards: `object`, or one a re-entrant request of this thread stored first.
    private func storeBuilt(_ object: AnyObject, at key: CacheKey, owner me: UInt) -> AnyObject {
        state.withLock { state in
            switch state.slots[key] {
            case .strong(let existing)?:
                return existing
            case .injecting(_, let existing)?:
                return existing
            case .weak(let box)?:
                if let existing = box.object { return existing }
            case .building, nil:
                break
            }
            state.slots[key] = .injecting(owner: me, object)
            WaitGraph.setInjecting(WaitGraph.SlotID(container: ObjectIdentifier(self), key: key))
            return object
        }
    }

    /// Ends `me`'s ownership of a slot: stores `object` with its lifetime, or frees the slot
    /// when building failed, and wakes the threads waiting for it.
    private func releaseSlot(_ key: CacheKey, owner me: UInt, keeping object: AnyObject?, lifetime: Lifetime) {
        state.withLock { state in
            // Waits for this slot are over even before their threads wake up.
            WaitGraph.finish(WaitGraph.SlotID(container: ObjectIdentifier(self), key: key))
            switch state.slots[key] {
            case .building(let owner)? where owner == me,
                .injecting(let owner, _)? where owner == me:
                if let object {
                    if lifetime == .persistent {
                        state.slots[key] = .strong(object)
                        if key.key == nil {
                            injectable_table_store(
                                persistentTable, UInt(bitPattern: key.type), Unmanaged.passUnretained(object).toOpaque())
                        }
                    } else {
                        state.slots[key] = .weak(WeakBox(object))
                    }
                } else {
                    state.slots[key] = nil
                }
            default:
                break
            }
            self.state.broadcast()
        }
    }
}

/// Casts a registered parameter to the parameter type of `T`.
@usableFromInline
func castParameter<T: CustomInjectableObject>(_ value: Any, for type: T.Type) throws -> T.ParameterType {
    try cast(value, to: T.ParameterType.self)
}

@usableFromInline
func castParameter<T: CustomInjectableValue>(_ value: Any, for type: T.Type) throws -> T.ParameterType {
    try cast(value, to: T.ParameterType.self)
}

/// Casts an override's result to the type it replaces.
@usableFromInline
func castOverride<T>(_ value: Any, for type: T.Type) throws -> T {
    try cast(value, to: T.self)
}

/// `value as? T`, or a ``CastFailure`` that `wrap` turns into a located type mismatch.
///
/// Generic over the source, so that a concrete instance is cast directly, without first being
/// boxed as `Any`.
@inlinable
func cast<Source, T>(_ value: Source, to type: T.Type) throws -> T {
    guard let result = value as? T else { throw CastFailure(expected: T.self, actual: Swift.type(of: value as Any)) }
    return result
}

/// A registration produced a value of the wrong type; located and reported by `wrap`.
@usableFromInline
struct CastFailure: Error {
    let expected: String
    let actual: String

    @usableFromInline
    init(expected: Any.Type, actual: Any.Type) {
        self.expected = _typeName(expected, qualified: false)
        self.actual = _typeName(actual, qualified: false)
    }
}

/// Stops the program with the error's explanation, or, while ``DependencyContainer/validate()``
/// probes a registration, hands the error to it and parks the thread.
@usableFromInline
func resolutionFailed(_ error: ResolutionError) -> Never {
    ValidationProbe.parkIfProbing(error)
    fatalError("\n" + error.description)
}
