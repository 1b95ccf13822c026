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
    // @unchecked Sendable: its `let`s never change; every mutable field lives in `state`,
    // guarded by its mutex.

    /// The container whose registrations this one inherits, if it is a child.
    @usableFromInline let parent: DependencyContainer?
    /// Registrations, cached instances, overrides, values, children: see `ContainerState`.
    /// Changed only through `commit(_:)` (`Internal/Commit.swift`).
    let state = Locked(ContainerState())
    /// For a scope (``scope()``), the nearest ancestor that is not a scope: it builds and keeps
    /// the `.persistent` instances the scope is asked for. `nil` for other containers.
    @usableFromInline let persistentHome: DependencyContainer?
    /// Whether `.scoped` instances can be cached here: in a scope and its children.
    @usableFromInline let holdsScoped: Bool

    /// Creates an empty container.
    public init() {
        parent = nil
        persistentHome = nil
        holdsScoped = false
    }

    init(parent: DependencyContainer, isScope: Bool) {
        self.parent = parent
        persistentHome = isScope ? (parent.persistentHome ?? parent) : nil
        holdsScoped = isScope || parent.holdsScoped
    }

    deinit {
        // This container's shares of the process-wide counts.
        let (overrides, hooks) = state.withLock { ($0.overrideCount, $0.diagnostics != nil ? 1 : 0) }
        ProcessCounter.overrides.add(-overrides)
        ProcessCounter.hooks.add(-hooks)
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
        adopt(DependencyContainer(parent: self, isScope: false))
    }

    /// A new scope — for a session, a request, a screen — that shares this container's
    /// long-lived instances and keeps its own ``Lifetime/scoped`` ones, which it frees when it
    /// goes away.
    ///
    /// Like a ``child()``, it sees this container's registrations, overrides, default keys and
    /// values, and may register its own. Unlike a child, it does not rebuild what lives longer
    /// than it:
    ///
    /// | lifetime | in a scope |
    /// | --- | --- |
    /// | ``Lifetime/persistent`` | the instance of the nearest ancestor that is not a scope, built there |
    /// | ``Lifetime/scoped`` | one per scope, kept by the scope |
    /// | ``Lifetime/transient``, ``Lifetime/ephemeral``, ``Lifetime/graph`` | as in any container |
    ///
    /// ```swift
    /// let session = app.scope()
    /// let cart: Cart = session.resolve()        // .scoped: this session's cart
    /// let logger: Logger = session.resolve()    // .persistent: the app's logger
    /// ```
    ///
    /// An override registered on the scope replaces a persistent type for the scope only: the
    /// scope then builds and keeps its own instance. A scope of a scope has its own scoped
    /// instances; a ``child()`` of a scope keeps its own caches, like every child.
    public func scope() -> DependencyContainer {
        adopt(DependencyContainer(parent: self, isScope: true))
    }

    private func adopt(_ child: DependencyContainer) -> DependencyContainer {
        // Loading a weak reference makes a strong one, which is the last one if another thread
        // lets that child go meanwhile; the child's deinit releases its instances, whose deinits
        // may use this container: the children still alive are released after the lock (found
        // in review: deadlocked within a second when children came and went on two threads).
        var alive: [AnyObject] = []
        state.withLock { state in
            state.children.removeAll { box in
                guard let object = box.object else { return true }
                alive.append(object)
                return false
            }
            state.children.append(WeakBox(child))
        }
        withExtendedLifetime(alive) {}
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
        lineage.reduce(0) { sum, container in sum + container.state.withLock { $0.generation } }
    }
}

/// What ``InjectableValue/init(container:)`` and ``InjectableObject/init(container:)`` receive:
/// the container to resolve dependencies from.
///
/// It is the ``DependencyContainer`` that was asked to resolve, so a child container's
/// registrations and overrides reach every level of the graph.
public typealias Container = DependencyContainer
