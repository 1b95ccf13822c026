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
