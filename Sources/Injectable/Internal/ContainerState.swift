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
}

/// A dictionary keyed by ``CacheKey``, kept as two: unkeyed entries (most of them) by their
/// type, keyed ones by the whole key.
///
/// NB: two dictionaries, so that the common look-up hashes an `ObjectIdentifier`, which the
/// standard library hashes in one step, rather than a struct, which it hashes through a whole
/// `Hasher` run (measured: 12 against 28 ns a look-up of a persistent hit or an interface).
struct KeyedTable<Value> {
    private var unkeyed: [ObjectIdentifier: Value] = [:]
    private var keyed: [CacheKey: Value] = [:]

    init() {}

    subscript(key: CacheKey) -> Value? {
        get { key.key == nil ? unkeyed[key.type] : keyed[key] }
        set {
            if key.key == nil { unkeyed[key.type] = newValue } else { keyed[key] = newValue }
        }
    }

    /// Stores `value` under `key`; returns what it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: CacheKey) -> Value? {
        key.key == nil ? unkeyed.updateValue(value, forKey: key.type) : keyed.updateValue(value, forKey: key)
    }

    /// Removes what is stored under `key`, and returns it.
    @discardableResult
    mutating func removeValue(forKey key: CacheKey) -> Value? {
        key.key == nil ? unkeyed.removeValue(forKey: key.type) : keyed.removeValue(forKey: key)
    }

    var count: Int { unkeyed.count + keyed.count }
    var keys: some Sequence<CacheKey> { lazy.map(\.key) }
    var isEmpty: Bool { unkeyed.isEmpty && keyed.isEmpty }

    /// The entries `isIncluded` keeps.
    func filter(_ isIncluded: ((key: CacheKey, value: Value)) throws -> Bool) rethrows -> KeyedTable {
        var kept = KeyedTable()
        kept.unkeyed = try unkeyed.filter { try isIncluded((CacheKey(id: $0.key, nil), $0.value)) }
        kept.keyed = try keyed.filter { try isIncluded(($0.key, $0.value)) }
        return kept
    }
}

extension KeyedTable: Sequence {
    /// The unkeyed entries, then the keyed ones.
    struct Iterator: IteratorProtocol {
        fileprivate var unkeyed: Dictionary<ObjectIdentifier, Value>.Iterator
        fileprivate var keyed: Dictionary<CacheKey, Value>.Iterator

        mutating func next() -> (key: CacheKey, value: Value)? {
            if let (id, value) = unkeyed.next() { return (CacheKey(id: id, nil), value) }
            return keyed.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(unkeyed: unkeyed.makeIterator(), keyed: keyed.makeIterator()) }
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
    /// An interface registration: the factory it owns, and when it was registered.
    struct Interface {
        let factory: InterfaceFactory
        let order: Int
    }

    /// An async interface registration: the factory it owns (an `AsyncInterfaceFactory<I>` for
    /// the registration's interface `I`), and when it was registered.
    struct AsyncInterface {
        let factory: AnyObject
        let order: Int
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

    /// A persistent instance a scope got from its home, and what its home knows of its
    /// isolation domain (`Internal/IsolationDomain.swift`).
    struct Inherited {
        let object: AnyObject
        let domain: KnownDomain
    }

    /// A default key's probe for ``DependencyContainer/validate(roots:isolation:)`` (a request without a key).
    struct DefaultKeyCheck {
        let probe: @Sendable (Container) throws(ResolutionError) -> Void
        let order: Int
    }

    /// Interface registrations (`Internal/InterfaceRegistration.swift`).
    var interfaces = KeyedTable<Interface>()
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
    /// alike: a type that conforms to both protocols has one entry; with what waits on each.
    var cache = EntryTable<KeyedTable<CachedInstance>>()
    /// The isolation domain of each instance in `cache` a thread built, under its entry's key
    /// (`Internal/IsolationDomain.swift`), so that a hit reads both under one lock.
    var domains = KeyedTable<KeptDomain>()
    /// Async interface registrations (`AsyncInterfaceFactory`); a key is registered here or in
    /// `interfaces`, never both.
    var asyncInterfaces = KeyedTable<AsyncInterface>()
    /// In a scope: the unkeyed persistent instances it got from its home, so that its next
    /// requests for them are hits here (see `DependencyContainer.publish`).
    var inherited: [ObjectIdentifier: Inherited] = [:]
    /// When `cache` reaches this size, entries of released transient instances are pruned.
    var pruneAt = 64
    var children: [WeakBox] = []
    var diagnostics: (@Sendable (DiagnosticEvent) -> Void)?
    /// Records the instances this container and its descendants build (`trackInstances()`).
    var tracker: InstanceTracker?
    var nextOrder = 0
    /// Counts changes to registrations, default keys and overrides, so that live properties
    /// (``Injected`` with ``InjectionMode/live``) know when to resolve again.
    var generation = 0

    /// The overrides registered on this container (types and key paths): its share of
    /// `ProcessCounter.overrides`.
    var overrideCount: Int { overrides.count + keyPathOverrides.count }

    /// The key that a request for the interface `id` without a key uses.
    func defaultKey(of id: ObjectIdentifier) -> String? {
        defaultKeys.isEmpty ? nil : defaultKeys[id] ?? nil
    }

    mutating func order() -> Int {
        nextOrder += 1
        return nextOrder
    }
}
