/// An interface registration's factory: how a request for the interface `I` it is registered
/// for (its key in `ContainerState.interfaces`) is resolved, and how `validate()` probes it.
///
/// NB: a struct of functions whose types do not mention `I`, not a class generic over `I`. The
/// registering functions are inlinable and write these functions where `I` and the
/// implementation are concrete: an `implementation:` registration's functions then capture
/// nothing, so registering allocates nothing of its own, and a resolve copies the factory out
/// of the container's lock without retaining an object. (A function stored as a generic
/// `(Container) throws -> I` is wrapped in a reabstraction thunk: an allocation per
/// registration, and a call per resolve.)
@usableFromInline
struct InterfaceFactory {
    /// Resolves the registration and writes the result, an `I`, to uninitialised memory.
    @usableFromInline let write: (Container, UnsafeMutableRawPointer) throws -> Void
    /// The key it is registered under, for the resolution path.
    @usableFromInline let key: String?
    /// The implementation type; nil for a registered closure, whose first request is whatever
    /// it resolves.
    @usableFromInline let implementation: Any.Type?
    /// Resolves the registration as ``DependencyContainer/validate(isolation:)`` probes it: a
    /// request for `I` under the key it is given.
    @usableFromInline let validate: @Sendable (Container, String?) throws(ResolutionError) -> Void

    /// An implementation type's factory: `write` resolves the implementation and writes it,
    /// as an `I`, to the memory it is given. An implementation whose conformance is isolated to
    /// a global actor (`isolated`) is checked first: see `ActorRequirement`.
    @inlinable
    init<I>(
        _ interface: I.Type, implementation: Any.Type, isolated: Bool, usedOn isolation: (any Actor)?, key: String?,
        _ write: @escaping (Container, UnsafeMutableRawPointer) throws -> Void
    ) {
        self.write = isolated ? guardedWrite(write, implementation, usedOn: isolation) : write
        self.key = key
        self.implementation = implementation
        // A closure, not a reference to a static method, which would capture its metatype.
        self.validate = { container, key throws(ResolutionError) in
            try InterfaceProbe<I>.validate(in: container, key: key)
        }
    }

    /// A registered closure's factory.
    @inlinable
    init<I>(_ interface: I.Type, _ closure: @escaping @Sendable (Container) throws -> I, key: String?) {
        self.write = { container, value in value.initializeMemory(as: I.self, to: try closure(container)) }
        self.key = key
        self.implementation = nil
        self.validate = { container, key throws(ResolutionError) in
            try InterfaceProbe<I>.validate(in: container, key: key)
        }
    }

    /// Runs the factory for its interface, `I`.
    @inlinable
    func make<I>(_ interface: I.Type, _ container: Container) throws -> I {
        try withUnsafeTemporaryAllocation(of: I.self, capacity: 1) { buffer in
            let value = buffer.baseAddress!
            try write(container, UnsafeMutableRawPointer(value))
            return value.move()
        }
    }
}

/// How ``DependencyContainer/validate(isolation:)`` probes requests for the interface `I`.
@usableFromInline
enum InterfaceProbe<I> {
    /// A request for `I` under `key`, as it is registered.
    @usableFromInline
    @Sendable static func validate(in container: Container, key: String?) throws(ResolutionError) {
        _ = try container.lookUpInterface(I.self, key: key, useDefaultKey: false)
    }

    /// A request for `I` without a key, which uses the default key.
    @usableFromInline
    @Sendable static func validateUnkeyed(in container: Container) throws(ResolutionError) {
        do {
            _ = try container.lookUpInterface(I.self, key: nil, useDefaultKey: true)
        } catch {
            // A default key registered async: `validate()` cannot await, so it is not probed.
            if error.kind != .needsAwait { throw error }
        }
    }
}

// MARK: - Finding a registration up the lineage

extension DependencyContainer {
    /// The nearest registration of an interface under one key, on either path: a synchronous
    /// request runs a `.sync` one and fails with `.needsAwait` on an `.async` one; an async
    /// request runs either.
    enum RegisteredInterface {
        case sync(InterfaceFactory)
        /// An `AsyncInterfaceFactory` of the interface the look-up was for.
        case async(AnyObject)
        case none
    }

    /// The key a request for the interface `id` uses (`key`, or the default key when `key` is
    /// `nil` and `useDefaultKey`) and the registration under it, nearest container first: a
    /// child's async registration shadows its parent's synchronous one (a test's child that
    /// registers a stub that way gets the stub or `.needsAwait`, never the app's service). A
    /// container without a parent answers both under one lock.
    func registeredInterface(
        _ id: ObjectIdentifier, key: String?, useDefaultKey: Bool
    ) -> (key: String?, found: RegisteredInterface) {
        // A key is registered in one of a container's two tables, never both.
        func found(in state: ContainerState, _ key: CacheKey) -> RegisteredInterface? {
            if let registration = state.interfaces[key] { return .sync(registration.factory) }
            if let registration = state.asyncInterfaces[key] { return .async(registration.factory) }
            return nil
        }
        guard parent != nil else {
            return state.withLock { state in
                let effectiveKey = key ?? (useDefaultKey ? state.defaultKey(of: id) : nil)
                return (effectiveKey, found(in: state, CacheKey(id: id, effectiveKey)) ?? .none)
            }
        }
        let effectiveKey = key ?? (useDefaultKey ? nearest { $0.defaultKeys[id] } ?? nil : nil)
        let cacheKey = CacheKey(id: id, effectiveKey)
        return (effectiveKey, nearest { found(in: $0, cacheKey) } ?? .none)
    }

    /// The synchronous factory a request for the interface `id` under `key` (or the default
    /// key, when `key` is `nil`) runs, if the nearest registration is one: the look-up of a
    /// synchronous resolve with no override anywhere. A container without a parent answers
    /// under one lock.
    @usableFromInline
    func registeredFactory(_ id: ObjectIdentifier, key: String?) -> InterfaceFactory? {
        guard parent != nil else {
            return state.withLock { state in
                state.interfaces[CacheKey(id: id, key ?? state.defaultKey(of: id))]?.factory
            }
        }
        guard case .sync(let factory) = registeredInterface(id, key: key, useDefaultKey: true).found else { return nil }
        return factory
    }

    /// The failure of a request for `interface` (asked under `key`, looked up under
    /// `effectiveKey`) that found no registration it can run, at `path`, whose last step is the
    /// request's: `.needsAwait` for a synchronous request whose registration is async, and
    /// otherwise `.interfaceNotRegistered`, listing the keys that are registered (for a
    /// synchronous request, marking those it would need `await` for).
    func unregisteredInterface<I>(
        _ interface: I.Type, key: String?, effectiveKey: String?, _ found: RegisteredInterface,
        path: [ResolutionStep], awaiting: Bool
    ) -> ResolutionError {
        if !awaiting, case .async = found { return failed(ResolutionError(kind: .needsAwait, path: path)) }
        let registered = registeredKeys(of: ObjectIdentifier(I.self))
        return failed(
            ResolutionError(
                kind: .interfaceNotRegistered, path: path, registeredKeys: registered.all,
                awaitedKeys: awaiting ? [] : registered.async, keyIsDefault: key == nil && effectiveKey != nil))
    }

    /// Keys registered for an interface anywhere up the chain, sorted (`all`), and those of
    /// them whose nearest registration is async (`async`), which a synchronous request cannot
    /// build: a failure lists them all, synchronous or async.
    func registeredKeys(of interface: ObjectIdentifier) -> (all: [String], async: [String]) {
        // Each key's nearest registration: whether it is async.
        var keys: [String: Bool] = [:]
        for container in lineage {
            container.state.withLock { state in
                // A key is registered in one of the two tables of a container, never both.
                for registered in state.interfaces.keys where registered.type == interface {
                    if let key = registered.key, keys[key] == nil { keys[key] = false }
                }
                for registered in state.asyncInterfaces.keys where registered.type == interface {
                    if let key = registered.key, keys[key] == nil { keys[key] = true }
                }
            }
        }
        let all = keys.keys.sorted()
        return (all, all.filter { keys[$0] == true })
    }
}
