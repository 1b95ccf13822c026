/// What a container keeps of an interface registration without knowing the interface's type.
@usableFromInline
protocol InterfaceRegistration: AnyObject, Sendable {
    /// Resolves the registration the way ``DependencyContainer/validate()`` probes it.
    func validate(in container: Container) throws(ResolutionError)
}

/// How ``DependencyContainer/validate()`` probes a default key: a request for `I` without a key.
final class UnkeyedRequest<I>: InterfaceRegistration {
    func validate(in container: Container) throws(ResolutionError) {
        do {
            _ = try container.lookUpInterface(I.self, key: nil, useDefaultKey: true)
        } catch {
            // A default key registered async: `validate()` cannot await, so it is not probed.
            if error.kind != .needsAwait { throw error }
        }
    }
}

/// A registration's factory, typed by its interface so that resolving needs no cast, with the
/// key it was registered under (for the resolution path).
@usableFromInline
final class InterfaceFactory<I>: InterfaceRegistration {
    @usableFromInline let make: @Sendable (Container) throws -> I
    @usableFromInline let key: String?

    @inlinable
    init(_ make: @escaping @Sendable (Container) throws -> I, key: String?) {
        self.make = make
        self.key = key
    }

    @usableFromInline
    func validate(in container: Container) throws(ResolutionError) {
        _ = try container.lookUpInterface(I.self, key: key, useDefaultKey: false)
    }
}

// MARK: - Publishing

extension DependencyContainer {
    /// Publishes, in a root container's interface table, the factory that a request for the
    /// interface `id` without a key uses (the default key's registration while a default key
    /// is set, the unkeyed registration otherwise), or unpublishes it when there is none. Call
    /// under the lock after any change to `id`'s registrations or default key.
    ///
    /// A child's unkeyed request depends on its ancestors' registrations too, so children
    /// publish nothing and always take the locked path.
    func publishDefault(of id: ObjectIdentifier, _ state: borrowing ContainerState) {
        publish(state.interfaces[CacheKey(id: id, state.defaultKey(of: id))]?.factory, for: id)
    }

    func publish(_ factory: AnyObject?, for id: ObjectIdentifier) {
        guard parent == nil else { return }
        interfaceTable.store(factory, for: id)
    }
}

extension Commit {
    /// Lets go of a replaced or removed interface registration of `container`: a root
    /// container's may still be held by a resolve that found it published, so it is retired
    /// (freed once no hazard pointer names it); a child's is simply released.
    mutating func dropRegistration(
        _ registration: ContainerState.Interface?, publishedBy container: DependencyContainer
    ) {
        guard let registration else { return }
        if container.parent == nil {
            retired.append(registration.factory)
        } else {
            release(registration)
        }
    }
}
