import InjectableRuntime

/// The process's shared factories of `implementation:` registrations without a key, one per
/// (interface, implementation) pair, never freed (`injectable_pairs.h`).
@usableFromInline
enum SharedFactories {
    /// The pair's key: the interface's metadata, and the implementation's with the low bit set
    /// for a value (metadata is aligned), since a value and an object implementation are
    /// registered by different functions.
    @usableFromInline
    struct Pair {
        @usableFromInline let interface: UnsafeRawPointer
        @usableFromInline let implementation: UnsafeRawPointer

        @inlinable
        init(_ interface: Any.Type, _ implementation: Any.Type, isValue: Bool) {
            self.interface = unsafeBitCast(interface, to: UnsafeRawPointer.self)
            self.implementation = unsafeBitCast(implementation, to: UnsafeRawPointer.self) + (isValue ? 1 : 0)
        }
    }

    /// The pair's shared factory, or nil: lock-free, and without a reference count.
    @inlinable
    static func find<Factory: InterfaceRegistration>(_ pair: Pair, as type: Factory.Type) -> NewRegistration? {
        guard let found = injectable_shared_factory_find(pair.interface, pair.implementation) else { return nil }
        return registration(of: found, as: Factory.self)
    }

    /// The shared factory at `shared` (the table's), taken without a reference count.
    @inlinable
    static func registration<Factory: InterfaceRegistration>(
        of shared: UnsafeMutableRawPointer, as type: Factory.Type
    ) -> NewRegistration {
        Unmanaged<Factory>.fromOpaque(shared)._withUnsafeGuaranteedRef { NewRegistration(shared: $0) }
    }

    /// Shares no pair that is not shared yet, as once the process has shared as many as it
    /// will: a later registration's factory is its container's own. For tests of that case.
    static func stop() { injectable_shared_factories_stop() }

    /// Offers `factory` as the pair's shared factory; returns the pair's shared factory
    /// (`factory`, or the one another thread offered first), or `factory` as the container's
    /// own when the process shares no more pairs.
    @usableFromInline
    static func share<Factory: InterfaceRegistration>(_ factory: Factory, as pair: Pair) -> NewRegistration {
        let offered = Unmanaged.passRetained(factory)
        let shared = injectable_shared_factory_offer(pair.interface, pair.implementation, offered.toOpaque())
        if shared == offered.toOpaque() { return NewRegistration(shared: factory) }
        // Not taken: the table keeps no reference to it.
        offered.release()
        guard let shared else { return NewRegistration(owned: factory) }
        return registration(of: shared, as: Factory.self)
    }
}
