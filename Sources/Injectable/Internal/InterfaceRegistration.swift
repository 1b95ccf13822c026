/// What a container keeps of an interface registration without knowing the interface's type.
@usableFromInline
protocol InterfaceRegistration: AnyObject, Sendable {
    /// Resolves the registration the way ``DependencyContainer/validate(isolation:)`` probes it.
    func validate(in container: Container) throws(ResolutionError)

    /// The type an `implementation:` registration resolves; nil for a closure, whose first
    /// request is whatever it resolves.
    var implementation: Any.Type? { get }
}

extension InterfaceRegistration {
    var implementation: Any.Type? { nil }
}

/// How ``DependencyContainer/validate(isolation:)`` probes a default key: a request for `I` without a key.
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
///
/// NB: the registering functions are inlinable and allocate it themselves, where `I` is known:
/// its class's metadata is then a cached load rather than a generic-metadata lookup per
/// registration (see Performance.md, "Measured choices in the code").
@usableFromInline
final class InterfaceFactory<I>: InterfaceRegistration {
    /// A registered closure, called as it is; nil for an implementation type.
    @usableFromInline let closure: (@Sendable (Container) throws -> I)?
    /// An implementation type's resolve, which writes the value to uninitialised memory for an
    /// `I`; nil for a registered closure.
    ///
    /// NB: its type does not mention `I`. A closure returning `I`, written where `I` is
    /// concrete (a registration is specialised where it is written), returns it directly, and
    /// storing it as a generic `(Container) throws -> I` wraps it in a reabstraction thunk: an
    /// allocation per registration, and a call per resolve. (So would a payload of a generic
    /// enum, stored at the most general abstraction, and `unsafeBitCast` to a `@Sendable` type,
    /// a generic function.)
    ///
    /// NB: `nonisolated(unsafe)`: it captures the implementation's metatype (and the key), which
    /// is not Sendable only because the implementation's conformance may be isolated to a
    /// global actor; `isolated` names the implementation when it is, and every call is then
    /// checked first (`makeImplementation`).
    @usableFromInline nonisolated(unsafe) let write: ((Container, UnsafeMutableRawPointer) throws -> Void)?
    @usableFromInline let key: String?
    /// The implementation, when its conformance is isolated to a global actor: checked before
    /// the implementation is resolved.
    @usableFromInline let isolated: Any.Type?
    /// Where it may be built (see `ActorRequirement`), when `isolated` is set.
    @usableFromInline let requirement: ActorRequirement?
    /// The implementation type; nil for a registered closure.
    @usableFromInline let implementation: Any.Type?

    /// A registered closure's factory.
    @inlinable
    init(_ closure: @escaping @Sendable (Container) throws -> I, key: String?) {
        self.closure = closure
        self.write = nil
        self.key = key
        self.isolated = nil
        self.requirement = nil
        self.implementation = nil
    }

    /// An implementation type's factory: `write` resolves the implementation and writes it,
    /// as an `I`, to the memory it is given.
    @inlinable
    init(
        implementation: Any.Type, isolated: Bool, usedOn isolation: (any Actor)?, key: String?,
        _ write: @escaping (Container, UnsafeMutableRawPointer) throws -> Void
    ) {
        self.closure = nil
        self.write = write
        self.key = key
        self.isolated = isolated ? implementation : nil
        self.requirement = isolated ? actorRequirement(of: implementation, usedOn: isolation) : nil
        self.implementation = implementation
    }

    /// Runs the factory.
    @inlinable
    @inline(__always)
    func make(_ container: Container) throws -> I {
        // NB: called through optional chaining, which borrows the stored closure (`if let`
        // copies it: a retain and a release per call), and not through a generic accessor such
        // as `unsafelyUnwrapped` (which reabstracts it: a thunk allocated per call).
        if let value = try closure?(container) { return value }
        return try makeImplementation(container)
    }

    /// Runs an implementation type's factory.
    @inlinable
    func makeImplementation(_ container: Container) throws -> I {
        if let isolated, let requirement { try container.requireIsolation(for: isolated, requirement) }
        guard let write else { preconditionFailure("an interface factory has a closure or a writer") }
        return try withUnsafeTemporaryAllocation(of: I.self, capacity: 1) { buffer in
            let value = buffer.baseAddress!
            try write(container, UnsafeMutableRawPointer(value))
            return value.move()
        }
    }

    @usableFromInline
    func validate(in container: Container) throws(ResolutionError) {
        _ = try container.lookUpInterface(I.self, key: key, useDefaultKey: false)
    }
}

// MARK: - Shared factories

extension InterfaceFactory {
    /// The factory of an `implementation:` registration: `write` resolves `implementation`
    /// and writes it, as an `I`, to the memory it is given.
    ///
    /// Without a key, such a factory depends only on the pair (`I`, `implementation`), so the
    /// process keeps one per pair (`injectable_pairs.h`) and every container that registers
    /// the pair shares it: a start-up's registrations allocate nothing of their own, and a
    /// container's teardown frees none. `isolated` is asked only when the pair is new.
    ///
    /// A shared factory is never freed, and a container holds it without a reference count
    /// (`ContainerState.Interface`); replacing or removing the registration lets go of nothing.
    @inlinable
    static func implementation(
        _ implementation: Any.Type, isValue: Bool, isolated: @autoclosure () -> Bool, usedOn isolation: (any Actor)?,
        key: String?,
        _ write: @escaping (Container, UnsafeMutableRawPointer) throws -> Void
    ) -> NewRegistration {
        // Registered on another actor, an implementation that names none would be shared with
        // the requirement of whichever registration came first (see `ActorRequirement`).
        guard key == nil, !isOtherActor(isolation),
            !declaresAnotherActor(implementation, isolated: isolated(), usedOn: isolation)
        else {
            return NewRegistration(
                owned: InterfaceFactory(
                    implementation: implementation, isolated: isolated(), usedOn: isolation, key: key, write))
        }
        let pair = SharedFactories.Pair(I.self, implementation, isValue: isValue)
        if let shared = SharedFactories.find(pair, as: InterfaceFactory.self) { return shared }
        return SharedFactories.share(
            InterfaceFactory(implementation: implementation, isolated: isolated(), usedOn: nil, key: nil, write),
            as: pair)
    }
}

/// A factory on its way into a container's registrations: the container's own, or one the
/// process shares (`SharedFactories`), which the container then holds without a reference count.
@usableFromInline
struct NewRegistration {
    @usableFromInline unowned(unsafe) let factory: any InterfaceRegistration
    /// `factory`, held strongly, unless the process shares it.
    @usableFromInline let owner: AnyObject?
    /// `factory`'s object, to publish: read from `factory`, it would be retained and released
    /// around the call.
    @usableFromInline let object: Unmanaged<AnyObject>

    /// A factory the container owns.
    @inlinable
    init(owned factory: any InterfaceRegistration) {
        self.factory = factory
        self.owner = factory
        self.object = Unmanaged.passUnretained(factory)
    }

    /// A factory that the process shares and never frees.
    @inlinable
    init(shared factory: any InterfaceRegistration) {
        self.factory = factory
        self.owner = nil
        self.object = Unmanaged.passUnretained(factory)
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

    /// Publishes `registration`'s factory for the interface `id`. Call under the lock.
    func publish(_ registration: NewRegistration, for id: ObjectIdentifier) {
        guard parent == nil else { return }
        interfaceTable.store(unretained: registration.object, for: id)
    }
}

extension Commit {
    /// Lets go of a replaced or removed interface registration of `container`: a root
    /// container's may still be held by a resolve that found it published, so it is retired
    /// (freed once no hazard pointer names it); a child's is simply released.
    ///
    /// A shared factory (`SharedFactories`) is neither: the container holds no reference to it,
    /// and the process never frees it, so a resolve still running it is safe without waiting
    /// for readers (retiring it would cost a `membarrier` call per replacement).
    mutating func dropRegistration(
        _ registration: ContainerState.Interface?, publishedBy container: DependencyContainer
    ) {
        guard let registration, !registration.isShared else { return }
        if container.parent == nil {
            retired.append(registration.factory)
        } else {
            release(registration)
        }
    }
}
