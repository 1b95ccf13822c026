/// Identifies a registration or a cached instance: a type (or interface) and an optional key.
@usableFromInline
struct CacheKey: Hashable, Sendable {
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let key: String?

    @inlinable
    init(_ type: Any.Type, _ key: String?) {
        self.type = ObjectIdentifier(type)
        self.key = key
    }

    @inlinable
    init(id: ObjectIdentifier, _ key: String?) {
        self.type = id
        self.key = key
    }

    /// Unkeyed entries (most of them) hash their metadata pointer with one multiplication
    /// instead of a whole `Hasher` run: a start-up's registrations and instances each hash
    /// their key once or twice (see Performance.md, "Measured choices in the code"). Keyed ones
    /// hash as the synthesized conformance does. Equal keys hash alike either way.
    @inlinable
    func _rawHashValue(seed: Int) -> Int {
        guard key == nil else {
            var hasher = Hasher()
            hasher.combine(seed)
            hash(into: &hasher)
            return hasher.finalize()
        }
        let mixed = (UInt(bitPattern: type) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}

/// A weak reference: a `.transient` instance, or a container's child.
final class WeakBox {
    weak var object: AnyObject?
    /// For a `.transient` instance: something made while it was built holds the container that
    /// caches it strongly (a provider or an `@Injected` property; see `noteHeldStrongly`), so a
    /// persistent request must not keep it: the container would hold it, and it the container.
    let holdsContainer: Bool

    init(_ object: AnyObject, holdsContainer: Bool = false) {
        self.object = object
        self.holdsContainer = holdsContainer
    }
}

/// What a container holds, guarded by its lock. Changed only through
/// `DependencyContainer.commit(_:)`, which carries out what each change implies.
struct ContainerState {
    /// An interface registration. Every copy keeps its factory alive (by `owner`, or, for a
    /// shared factory, the process does), so the factory is read through ``factory``, a strong
    /// reference, and never kept apart from the entry without one.
    struct Interface {
        /// An `InterfaceFactory<I>` for the registration's interface `I` (an
        /// `AsyncInterfaceFactory<I>` in `asyncInterfaces`), kept alive by `owner` or, when
        /// `owner` is nil, by the process (a shared factory, never freed: see `SharedFactories`).
        ///
        /// NB: `unowned(unsafe)`, so that registering a shared factory, and tearing the container
        /// down, costs no reference count: four atomic operations a registration otherwise
        /// (measured with the inlined `commit(_:)`: registering 84 → 75 ns an interface, tearing
        /// down 9 → 5 ns, in a start-up of 500).
        private unowned(unsafe) let held: any InterfaceRegistration
        /// `factory`, held strongly, unless it is shared. (An `AnyObject`, not a second
        /// existential: 8 bytes of every registration's entry instead of 16.)
        let owner: AnyObject?
        let order: Int

        /// The registration's factory, as a strong reference.
        var factory: any InterfaceRegistration { held }

        /// Whether the process shares the factory (and never frees it).
        var isShared: Bool { owner == nil }

        /// A registration that the container owns.
        init(factory: any InterfaceRegistration, order: Int) {
            self.init(NewRegistration(owned: factory), order: order)
        }

        /// A registration of `registration`'s factory, owned by the container or shared.
        init(_ registration: NewRegistration, order: Int) {
            self.held = registration.factory
            self.owner = registration.owner
            self.order = order
        }
    }

    struct Parameter {
        let make: @Sendable (Container) throws -> Any
        let validate: @Sendable (Container) throws(ResolutionError) -> Void
        let order: Int
    }

    /// An override of a type or an interface.
    struct Override {
        let make: OverrideFactory
        /// Whether `make` resolves a type with its own lifetime (`override(_:with:)`): then the
        /// request for the overridden type keeps nothing itself, whatever its lifetime.
        let resolvesType: Bool
    }

    /// A default key's probe for ``DependencyContainer/validate(roots:isolation:)`` (a request without a key).
    struct DefaultKeyCheck {
        let probe: any InterfaceRegistration
        let order: Int
    }

    /// Interface registrations (`Internal/InterfaceRegistration.swift`).
    var interfaces: [CacheKey: Interface] = [:]
    /// Default keys: a key, or (in a child) `nil`, which says that this container's unkeyed
    /// requests use the unkeyed registration whatever an ancestor's default key is.
    var defaultKeys: [ObjectIdentifier: String?] = [:]
    var defaultKeyChecks: [ObjectIdentifier: DefaultKeyCheck] = [:]
    /// Keyed variants' parameters.
    var parameters: [CacheKey: Parameter] = [:]
    /// Overrides of concrete types and interfaces (`DependencyContainer+Overrides.swift`).
    var overrides: [ObjectIdentifier: Override] = [:]
    var keyPathOverrides: [AnyKeyPath: @Sendable (Container) throws -> Any] = [:]
    /// Configuration values.
    var values: [String: any Sendable] = [:]
    /// The instance cache (`Internal/InstanceCache.swift`), of synchronous and async objects
    /// alike: a type that conforms to both protocols has one entry.
    var instances: [CacheKey: CachedInstance] = [:]
    /// Async interface registrations (`AsyncInterfaceFactory`); a key is registered here or in
    /// `interfaces`, never both.
    var asyncInterfaces: [CacheKey: Interface] = [:]
    /// In a scope: the unkeyed persistent instances it got from its home, published in its own
    /// table for lock-free hits (see `DependencyContainer.inherit`).
    var inherited: [ObjectIdentifier: AnyObject] = [:]
    /// When `instances` reaches this size, entries of released transient instances are pruned.
    var pruneAt = 64
    var children: [WeakBox] = []
    var diagnostics: (@Sendable (DiagnosticEvent) -> Void)?
    /// Records the instances this container and its descendants build (`trackInstances()`).
    var tracker: InstanceTracker?
    var nextOrder = 0

    /// The key that a request for the interface `id` without a key uses.
    func defaultKey(of id: ObjectIdentifier) -> String? {
        defaultKeys.isEmpty ? nil : defaultKeys[id] ?? nil
    }

    mutating func order() -> Int {
        nextOrder += 1
        return nextOrder
    }
}
