import InjectableShims

// MARK: - Keyed variants

extension DependencyContainer {
    /// Registers the parameter that builds the variant of `type` under `key`.
    ///
    /// ```swift
    /// container.register(type: Programming.self, key: "OldSchool") { _ in "ObjC" }
    /// let programming: Programming = container.resolve(key: "OldSchool")
    /// ```
    ///
    /// Registering the same type and key again replaces the earlier registration and forgets
    /// the instance cached for that key.
    public func register<T: CustomInjectableObject & SendableMetatype>(
        type: T.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        registerParameter(T.self, key: key, parameter) { container throws(ResolutionError) in
            _ = try container.tryResolve(key: key) as T
        }
    }

    /// Registers the variant of `type` under `key`, with the key itself as the parameter.
    ///
    /// ```swift
    /// container.register(type: InjectableDataFormatter.self, key: "MMM YYYY")
    /// ```
    public func register<T: CustomInjectableObject & SendableMetatype>(type: T.Type, key: String) where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    /// Registers the parameter that builds the variant of a value `type` under `key`.
    public func register<T: CustomInjectableValue & SendableMetatype>(
        type: T.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        registerParameter(T.self, key: key, parameter) { container throws(ResolutionError) in
            _ = try container.tryResolve(key: key) as T
        }
    }

    /// Registers the variant of a value `type` under `key`, with the key itself as the parameter.
    public func register<T: CustomInjectableValue & SendableMetatype>(type: T.Type, key: String) where T.ParameterType == String {
        register(type: T.self, key: key) { _ in key }
    }

    private func registerParameter<P>(
        _ type: Any.Type, key: String, _ parameter: @escaping @Sendable (Container) throws -> P,
        validate: @escaping @Sendable (Container) throws(ResolutionError) -> Void
    ) {
        // A new parameter makes a new variant: the instance cached for the old one goes (and is
        // released after the lock; keyed instances are never published, so no reader holds it).
        let released = state.withLock { state in
            state.parameters[CacheKey(type, key)] = .init(
                make: { try parameter($0) }, validate: validate, order: state.order())
            // Keyed instances are never published, so no reader holds them; an instance being
            // built is left to finish, as `reset()` does.
            return state.removeSlots(from: persistentTable) { $0 == CacheKey(type, key) }
        }
        _ = released
        // Descendants that inherit this registration forget what they cached from the old one;
        // one with a registration of its own for the key keeps its instance, and so does its subtree.
        forgetInstances(
            in: liveChildren, where: { $0 == CacheKey(type, key) },
            keepingBelow: { $0.parameters[CacheKey(type, key)] != nil })
        generation.add(1)
        report(.registered(ResolutionStep(typeName: _typeName(type, qualified: false), key: key)))
    }

    /// The parameter factory registered for a variant, searched from this container up.
    @usableFromInline
    func parameterFactory(_ key: CacheKey) -> (@Sendable (Container) throws -> Any)? {
        nearest { $0.parameters[key]?.make }
    }
}

// MARK: - Interfaces

extension DependencyContainer {
    /// Registers `implementation` as what ``resolveInterface(key:)`` returns for `interface`.
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
    /// (and ``validate()`` finds it). Registering the same interface and key again replaces
    /// the earlier registration.
    ///
    /// - Parameters:
    ///   - interface: The protocol (or class) that ``resolveInterface(key:)`` is asked for.
    ///   - key: Registers a keyed implementation, resolved with `resolveInterface(key:)`.
    ///   - implementation: The injectable type that is resolved in its place.
    @inlinable
    public func register<I, T: InjectableObject & SendableMetatype>(interface: I.Type, key: String? = nil, implementation: T.Type) {
        registerInterface(I.self, key: key) { container in try cast(container.tryResolve() as T, to: I.self) }
    }

    /// Registers a value type `implementation` for `interface`.
    @inlinable
    public func register<I, T: InjectableValue & SendableMetatype>(interface: I.Type, key: String? = nil, implementation: T.Type) {
        registerInterface(I.self, key: key) { container in try cast(container.tryResolve() as T, to: I.self) }
    }

    /// Registers a closure that builds what ``resolveInterface(key:)`` returns for `interface`.
    ///
    /// ```swift
    /// container.register(interface: Earth.self) { container in container.resolve() as Venus }
    /// ```
    ///
    /// The closure runs for every request; resolve a cached type inside it to share instances.
    public func register<I>(
        interface: I.Type, key: String? = nil, _ factory: @escaping @Sendable (Container) throws -> I
    ) {
        registerInterface(I.self, key: key, factory)
    }

    /// Registers the variant of `type` under `key` and makes it the implementation of
    /// `interface` under the same key.
    ///
    /// ```swift
    /// container.register(interface: Hobby.self, type: Programming.self, key: "Swift") { _ in "Swift" }
    /// let hobby: Hobby = container.resolveInterface(key: "Swift")
    /// ```
    public func register<I, T: CustomInjectableObject & SendableMetatype>(
        interface: I.Type, type: T.Type, key: String,
        _ parameter: @escaping @Sendable (Container) throws -> T.ParameterType
    ) {
        register(type: T.self, key: key, parameter)
        registerInterface(I.self, key: key) { container in try cast(container.tryResolve(key: key) as T, to: I.self) }
    }

    /// Registers one implementation for several interfaces at once.
    ///
    /// ```swift
    /// container.register(interfaces: Reading.self, Writing.self, implementation: FileStore.self)
    /// ```
    ///
    /// Each interface resolves `implementation` with its own lifetime, so a `.persistent`
    /// implementation is one shared instance behind every interface.
    public func register<each I, T: InjectableObject & SendableMetatype>(
        interfaces: repeat (each I).Type, key: String? = nil, implementation: T.Type
    ) {
        repeat register(interface: (each I).self, key: key, implementation: T.self)
    }

    @usableFromInline
    func registerInterface<I>(
        _ interface: I.Type, key: String?, _ factory: @escaping @Sendable (Container) throws -> I
    ) {
        let id = ObjectIdentifier(I.self)
        let registration = InterfaceFactory(factory, key: key)
        let replaced = state.withLock { state in
            let replaced = state.interfaces.updateValue(
                .init(factory: registration, order: state.order()), forKey: CacheKey(id: id, key))
            if key == state.defaultKey(of: id) { publish(registration, for: id) }
            return replaced
        }
        release(replaced.map { [$0] } ?? [])
        generation.add(1)
        report(.registered(ResolutionStep(typeName: _typeName(I.self, qualified: false), key: key, role: .interface)))
    }

    /// Publishes, in a root container's interface table, the factory that a request for the
    /// interface `id` without a key uses (the default key's registration while a default key
    /// is set, the unkeyed registration otherwise), or unpublishes it when there is none. Call under the lock after any change to `id`'s
    /// registrations or default key.
    ///
    /// A child's unkeyed request depends on its ancestors' registrations too, so children
    /// publish nothing and always take the locked path.
    func publishDefault(of id: ObjectIdentifier, _ state: borrowing ContainerState) {
        publish(state.interfaces[CacheKey(id: id, state.defaultKey(of: id))]?.factory, for: id)
    }

    private func publish(_ factory: AnyObject?, for id: ObjectIdentifier) {
        guard parent == nil else { return }
        injectable_table_store(
            interfaceTable, UInt(bitPattern: id), factory.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    /// Releases registrations that were replaced or removed, once no resolve that found their
    /// factories in the interface table is still using them: after every read section that may
    /// have found one has ended, and after the hazard slots naming one have been cleared (see
    /// `injectable_table_hold`). Call after the lock: the factories' captures may have deinits
    /// that use the container.
    func release(_ registrations: some Collection<ContainerState.Interface>) {
        guard parent == nil, !registrations.isEmpty else { return }
        injectable_synchronize()
        for registration in registrations {
            injectable_retire(Unmanaged.passRetained(registration.factory as AnyObject).toOpaque())
        }
    }

    /// Makes `key` the implementation that ``resolveInterface(key:)`` returns for `interface`
    /// when no key is given. Switch it at run time; `nil` goes back to the unkeyed registration.
    ///
    /// ```swift
    /// container.register(interface: Repository.self, key: "local", implementation: LocalRepository.self)
    /// container.register(interface: Repository.self, key: "remote", implementation: RemoteRepository.self)
    /// container.setDefaultKey("remote", for: Repository.self)
    /// ```
    public func setDefaultKey<I>(_ key: String?, for interface: I.Type) {
        let id = ObjectIdentifier(I.self)
        state.withLock { state in
            state.defaultKeys[id] = key
            state.defaultKeyChecks[id] = key.map { _ in .init(probe: UnkeyedRequest<I>(), order: state.order()) }
            // Both factories stay registered, so a reader still using the old one is safe.
            publishDefault(of: id, state)
        }
        generation.add(1)
        report(.defaultKeyChanged(ResolutionStep(typeName: _typeName(I.self, qualified: false), key: key, role: .interface)))
    }

    /// The default key of `interface` (see ``setDefaultKey(_:for:)``), searched from this container up.
    public func defaultKey<I>(for interface: I.Type) -> String? {
        nearest { $0.defaultKeys[ObjectIdentifier(I.self)] }
    }

    /// Resolves the implementation registered for `interface` (under `key`, or under the
    /// default key when `key` is `nil`).
    ///
    /// ```swift
    /// let planet: Planet = container.resolveInterface()
    /// ```
    ///
    /// Stops the program with an explanation if nothing is registered; see
    /// ``tryResolveInterface(key:)`` for the throwing form.
    @inlinable
    public func resolveInterface<I>(key: String? = nil) -> I {
        do { return try tryResolveInterface(key: key) } catch { resolutionFailed(error) }
    }

    /// Resolves the implementation registered for an interface, throwing on failure.
    @inlinable
    public func tryResolveInterface<I>(key: String? = nil) throws(ResolutionError) -> I {
        guard key == nil else { return try resolveInterface(I.self, key: key, useDefaultKey: true) }
        // The factory published for `I` (so an `InterfaceFactory<I>`) in this root container's
        // interface table: what an unkeyed request resolves.
        let thread = injectable_thread()
        guard let raw = injectable_table_hold(interfaceTable, thread, UInt(bitPattern: ObjectIdentifier(I.self)))
        else { return try resolveInterface(I.self, key: nil, useDefaultKey: true) }
        // Held in a hazard slot (no reference count) unless the low bit says it was retained.
        let bits = UInt(bitPattern: raw)
        let factory = Unmanaged<InterfaceFactory<I>>.fromOpaque(UnsafeRawPointer(bitPattern: bits & ~1)!)
        defer { if bits & 1 == 0 { injectable_table_unhold(thread) } else { factory.release() } }
        // The hold keeps the factory alive until the deferred unhold; no retain of its own.
        return try factory._withUnsafeGuaranteedRef { (factory) -> Result<I, ResolutionError> in
            do throws(ResolutionError) {
                return .success(try resolveInterface(I.self, key: factory.key, factory.make))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    /// Every implementation registered for `interface`, keyed or not, in registration order
    /// (a parent's before its child's; a child's registration shadows its parent's for the
    /// same key). For plug-in lists.
    ///
    /// ```swift
    /// let plugins: [Plugin] = container.resolveAll()
    /// ```
    public func resolveAll<I>(_ interface: I.Type = I.self) -> [I] {
        do { return try tryResolveAll(I.self) } catch { resolutionFailed(error) }
    }

    /// Every implementation registered for `interface`, throwing on the first failure.
    public func tryResolveAll<I>(_ interface: I.Type = I.self) throws(ResolutionError) -> [I] {
        var keys: [String?: (level: Int, order: Int)] = [:]
        for (level, container) in lineage.enumerated() {
            container.state.withLock { state in
                for (key, registration) in state.interfaces where key.type == ObjectIdentifier(I.self) {
                    if keys[key.key] == nil { keys[key.key] = (level, registration.order) }
                }
            }
        }
        let ordered = keys.sorted { a, b in
            a.value.level != b.value.level ? a.value.level > b.value.level : a.value.order < b.value.order
        }
        return try ordered.map { (entry) throws(ResolutionError) -> I in
            try resolveInterface(I.self, key: entry.key, useDefaultKey: false)
        }
    }

    /// Keys registered for an interface anywhere up the chain, sorted.
    func registeredKeys(of interface: ObjectIdentifier) -> [String] {
        var keys = Set<String>()
        for container in lineage {
            container.state.withLock { state in
                for key in state.interfaces.keys where key.type == interface { if let k = key.key { keys.insert(k) } }
            }
        }
        return keys.sorted()
    }

    @usableFromInline
    func resolveInterface<I>(_ interface: I.Type, key: String?, useDefaultKey: Bool) throws(ResolutionError) -> I {
        let (effectiveKey, factory) = interfaceFactory(I.self, key: key, useDefaultKey: useDefaultKey)
        if let factory {
            // The factory was registered for exactly this interface (it is keyed by `I`).
            let factory = unsafeDowncast(factory, to: InterfaceFactory<I>.self)
            return try resolveInterface(I.self, key: factory.key, factory.make)
        }
        let thread = injectable_thread()
        let frame = try pushFrame(thread, self, type: I.self, key: effectiveKey, role: .interface)
        defer { popFrame(thread) }
        throw failed(
            ResolutionError(
                kind: .interfaceNotRegistered, path: ResolutionFrame.path(to: frame),
                registeredKeys: registeredKeys(of: ObjectIdentifier(I.self)), keyIsDefault: key == nil && effectiveKey != nil))
    }

    /// Runs a registration's factory as a request for its interface (registered under `key`).
    @inlinable
    func resolveInterface<I>(
        _ interface: I.Type, key: String?, _ make: (Container) throws -> I
    ) throws(ResolutionError) -> I {
        let thread = injectable_thread()
        let frame = try pushFrame(thread, self, type: I.self, key: key, role: .interface)
        defer { popFrame(thread) }
        let value = try build(frame, make)
        if Diagnostics.isActive { reportResolved(frame, lifetime: nil, cacheHit: false) }
        return value
    }

    /// The key a request for `interface` uses (`key`, or the default key when `key` is `nil`
    /// and `useDefaultKey`) and the factory registered under it, nearest container first. A
    /// container without a parent answers both under one lock.
    private func interfaceFactory<I>(
        _ interface: I.Type, key: String?, useDefaultKey: Bool
    ) -> (key: String?, factory: AnyObject?) {
        let id = ObjectIdentifier(I.self)
        guard parent != nil else {
            return state.withLock { state in
                let effectiveKey = key ?? (useDefaultKey ? state.defaultKey(of: id) : nil)
                return (effectiveKey, state.interfaces[CacheKey(id: id, effectiveKey)]?.factory)
            }
        }
        let effectiveKey = key ?? (useDefaultKey ? defaultKey(for: I.self) : nil)
        return (effectiveKey, nearest { $0.interfaces[CacheKey(id: id, effectiveKey)]?.factory })
    }
}

/// What a container keeps of an interface registration without knowing the interface's type.
protocol InterfaceRegistration: AnyObject, Sendable {
    /// Resolves the registration the way ``DependencyContainer/validate()`` probes it.
    func validate(in container: Container) throws(ResolutionError)
}

/// How ``DependencyContainer/validate()`` probes a default key: a request for `I` without a key.
final class UnkeyedRequest<I>: InterfaceRegistration {
    func validate(in container: Container) throws(ResolutionError) {
        _ = try container.resolveInterface(I.self, key: nil, useDefaultKey: true)
    }
}

/// A registration's factory, typed by its interface so that resolving needs no cast, with the
/// key it was registered under (for the resolution path).
@usableFromInline
final class InterfaceFactory<I>: InterfaceRegistration {
    @usableFromInline let make: @Sendable (Container) throws -> I
    @usableFromInline let key: String?

    init(_ make: @escaping @Sendable (Container) throws -> I, key: String?) {
        self.make = make
        self.key = key
    }

    func validate(in container: Container) throws(ResolutionError) {
        _ = try container.resolveInterface(I.self, key: key, useDefaultKey: false)
    }
}

// MARK: - Overrides

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
    /// container and its children. Works for value types too (return the replacement value).
    public func override<T>(_ type: T.Type, _ factory: @escaping @Sendable (Container) throws -> T) {
        let isNew = state.withLock { state in
            let isNew = state.overrides[ObjectIdentifier(T.self)] == nil
            state.overrides[ObjectIdentifier(T.self)] = { try factory($0) }
            return isNew
        }
        if isNew { overridesChanged(by: 1) }
        generation.add(1)
        forgetInstancesInTree(of: ObjectIdentifier(T.self))
        report(.registered(ResolutionStep(typeName: _typeName(T.self, qualified: false), role: .override)))
    }

    /// Removes the override of `type` from this container; resolution goes back to normal.
    public func removeOverride<T>(_ type: T.Type) {
        let removed = state.withLock { $0.overrides.removeValue(forKey: ObjectIdentifier(T.self)) != nil }
        guard removed else { return }
        overridesChanged(by: -1)
        generation.add(1)
        forgetInstancesInTree(of: ObjectIdentifier(T.self))
    }

    /// Forgets the cached instances of a type in this container and every descendant, so that
    /// an override added or removed here reaches caches filled before.
    func forgetInstancesInTree(of type: ObjectIdentifier) {
        forgetInstances(in: [self], where: { $0.type == type })
    }

    /// Forgets the finished cached instances whose key matches `shouldForget` in `containers`
    /// and their live descendants, except in a container for which `keeps` is true and below it.
    private func forgetInstances(
        in containers: [DependencyContainer], where shouldForget: (CacheKey) -> Bool,
        keepingBelow keeps: (ContainerState) -> Bool = { _ in false }
    ) {
        var pending = containers
        var released: [[CacheKey: Slot]] = []
        while let container = pending.popLast() {
            let forgot = container.state.withLock { state in
                if keeps(state) { return false }
                released.append(state.removeSlots(from: container.persistentTable, where: shouldForget))
                return true
            }
            if forgot { pending.append(contentsOf: container.liveChildren) }
        }
        // Released here, after the locks and the readers: a deinit may use the container.
        if released.contains(where: { !$0.isEmpty }) { injectable_synchronize() }
    }

    /// The override of `type`, searched from this container up.
    @usableFromInline
    func overrideFactory(for type: Any.Type) -> (@Sendable (Container) throws -> Any)? {
        nearest { $0.overrides[ObjectIdentifier(type)] }
    }
}
