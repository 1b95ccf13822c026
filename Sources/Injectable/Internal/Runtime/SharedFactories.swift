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

    /// The pair's shared factory, or nil: lock-free.
    @inlinable
    static func find<Factory: AnyObject>(_ pair: Pair, as type: Factory.Type) -> Factory? {
        guard let found = injectable_shared_factory_find(pair.interface, pair.implementation) else { return nil }
        return Unmanaged<Factory>.fromOpaque(found).takeUnretainedValue()
    }

    /// Offers `factory` as the pair's shared factory; returns the pair's shared factory
    /// (`factory`, or the one another thread offered first), or `factory` itself when the
    /// process shares no more pairs.
    @usableFromInline
    static func share<Factory: AnyObject>(_ factory: Factory, as pair: Pair) -> Factory {
        let offered = Unmanaged.passRetained(factory)
        let shared = injectable_shared_factory_offer(pair.interface, pair.implementation, offered.toOpaque())
        if shared == offered.toOpaque() { return factory }
        // Not taken: the table keeps no reference to it.
        offered.release()
        guard let shared else { return factory }
        return Unmanaged<Factory>.fromOpaque(shared).takeUnretainedValue()
    }
}
