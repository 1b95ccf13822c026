import InjectableShims

/// The container: resolves injectable types, holds registrations, caches, overrides and
/// configuration values.
///
/// Most code needs no registration at all: `container.resolve()` builds any
/// ``InjectableObject`` or ``InjectableValue`` through its `init(container:)`. Registrations are
/// only needed for interfaces (protocols), keyed variants, overrides and values.
///
/// ```swift
/// let container = DependencyContainer()
/// container.register(interface: Planet.self, implementation: Earth.self)
/// let app: App = container.resolve()
/// ```
///
/// Every operation is safe from any thread at any time. A ``Lifetime/persistent`` or
/// ``Lifetime/transient`` instance is built exactly once even when many threads ask for it
/// first at the same moment.
///
/// Containers form trees: ``child()`` sees its parent's registrations and keeps its own caches,
/// which is how tests isolate themselves (see `override(_:_:)` and `withCurrent(_:)`).
public final class DependencyContainer: @unchecked Sendable {
    // @unchecked Sendable: `parent`, `persistentTable` and `interfaceTable` (the pointers) never
    // change; every mutable field lives in `state` (guarded by its mutex), in `overrideCount` and
    // `generation` (atomic words), or in the tables' entries (atomics, written under `state`'s
    // lock and read inside read sections, see InjectableShims.h).

    /// The container whose registrations this one inherits, if it is a child.
    @usableFromInline let parent: DependencyContainer?
    let state = Locked(ContainerState())
    /// Number of overrides registered on this container (concrete types and key paths); the
    /// resolve hot path reads it, lock-free, to skip override lookups when there are none.
    @usableFromInline let overrideCount = AtomicWord()
    /// Counts changes to registrations, default keys and overrides, so that live properties
    /// (``Injected`` with ``InjectionMode/live``) know when to resolve again.
    let generation = AtomicWord()
    /// Complete unkeyed persistent instances, readable without the lock (see `InjectableShims.h`).
    /// Each entry is unretained: the strong reference is the `.strong` slot in `state`.
    @usableFromInline let persistentTable = injectable_table_slot_create()
    /// For a root container, the factory each interface resolves without a key, readable
    /// without the lock (see `publishDefault(of:_:)`). Unretained: the strong reference is the
    /// registration in `state`.
    @usableFromInline let interfaceTable = injectable_table_slot_create()

    /// Creates an empty container.
    public init() {
        parent = nil
    }

    init(parent: DependencyContainer) {
        self.parent = parent
    }

    deinit {
        // Nobody can be reading: a reader holds a reference to the container.
        injectable_table_slot_destroy(persistentTable)
        injectable_table_slot_destroy(interfaceTable)
        let overrides = overrideCount.value
        if overrides != 0 { injectable_overrides_add(-overrides) }
        if state.withLock({ $0.diagnostics != nil }) { Diagnostics.hooksChanged(by: -1) }
    }

    /// Counts overrides added (or removed, with a negative delta) on this container.
    func overridesChanged(by delta: Int) {
        overrideCount.add(delta)
        injectable_overrides_add(delta)
    }

    /// The process-wide container, for apps that do not make their own.
    ///
    /// ``current`` falls back to it (unless ``setDefault(_:)`` chose another).
    public static let shared = DependencyContainer()

    /// A new container that sees this one's registrations, overrides, default keys and values,
    /// but keeps its own caches and its own registrations, which shadow this one's.
    ///
    /// Nothing done to the child changes this container; chains of children work.
    ///
    /// ```swift
    /// let testContainer = DependencyContainer.shared.child()
    /// testContainer.override(Database.self) { _ in InMemoryDatabase() }
    /// ```
    public func child() -> DependencyContainer {
        let child = DependencyContainer(parent: self)
        state.withLock { state in
            state.children.removeAll { $0.object == nil }
            state.children.append(WeakBox(child))
        }
        return child
    }

    /// This container's live children, for changes that must reach their caches.
    var liveChildren: [DependencyContainer] {
        state.withLock { $0.children.compactMap { $0.object as? DependencyContainer } }
    }

    /// This container followed by its ancestors, nearest first.
    var lineage: UnfoldSequence<DependencyContainer, (DependencyContainer?, Bool)> {
        sequence(first: self) { $0.parent }
    }

    /// The first non-nil answer of `body`, asked of this container then of each ancestor.
    func nearest<T>(_ body: (inout ContainerState) -> T?) -> T? {
        for container in lineage {
            if let found = container.state.withLock(body) { return found }
        }
        return nil
    }

    /// The sum of the generations of this container and its ancestors: it changes whenever a
    /// registration visible from here changes.
    var visibleGeneration: Int {
        lineage.reduce(0) { $0 + $1.generation.value }
    }

    /// Whether this container or an ancestor has an override registered.
    ///
    /// One relaxed load of a process-wide count while no container has an override; only
    /// then are the lineage's own counts read.
    @inlinable
    var mayOverride: Bool {
        injectable_overrides_active() != 0 && lineageHasOverrides()
    }

    @usableFromInline
    func lineageHasOverrides() -> Bool {
        lineage.contains { $0.overrideCount.value != 0 }
    }
}

/// What a container holds, guarded by its lock.
struct ContainerState {
    struct Interface {
        /// An `InterfaceFactory<I>` for the registration's interface `I`.
        let factory: any InterfaceRegistration
        let order: Int
    }

    struct Parameter {
        let make: @Sendable (Container) throws -> Any
        let validate: @Sendable (Container) throws(ResolutionError) -> Void
        let order: Int
    }

    /// A default key's probe for ``DependencyContainer/validate()`` (a request without a key).
    struct DefaultKeyCheck {
        let probe: any InterfaceRegistration
        let order: Int
    }

    var interfaces: [CacheKey: Interface] = [:]
    var defaultKeys: [ObjectIdentifier: String] = [:]
    var defaultKeyChecks: [ObjectIdentifier: DefaultKeyCheck] = [:]
    var parameters: [CacheKey: Parameter] = [:]
    var overrides: [ObjectIdentifier: @Sendable (Container) throws -> Any] = [:]
    var keyPathOverrides: [AnyKeyPath: @Sendable (Container) throws -> Any] = [:]
    var values: [String: any Sendable] = [:]
    var slots: [CacheKey: Slot] = [:]
    var children: [WeakBox] = []
    var diagnostics: (@Sendable (DiagnosticEvent) -> Void)?
    var nextOrder = 0

    /// The key that a request for the interface `id` without a key uses.
    func defaultKey(of id: ObjectIdentifier) -> String? {
        defaultKeys.isEmpty ? nil : defaultKeys[id]
    }

    mutating func order() -> Int {
        nextOrder += 1
        return nextOrder
    }
}
