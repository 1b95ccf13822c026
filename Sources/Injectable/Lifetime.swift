/// How a container reuses instances of an ``InjectableObject``.
///
/// | lifetime | reuse | holds the instance |
/// | --- | --- | --- |
/// | ``ephemeral`` | never: every resolve builds a new instance | nothing |
/// | ``transient`` | while an instance is alive somewhere else | weakly |
/// | ``persistent`` | always: one instance per container | strongly, until reset or the container goes |
/// | ``graph`` | within one outermost resolve call | until that call returns |
/// | ``scoped`` | one instance per scope (``DependencyContainer/scope()``) | strongly, until the scope goes |
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// Always a new instance.
    case ephemeral
    /// The instance that is already alive, if any; weakly held by the container.
    case transient
    /// One instance per container, strongly held.
    case persistent
    /// One instance per outermost `resolve` call: every object built by that call shares it,
    /// the next call gets a new one. Closes cycles between otherwise ephemeral objects.
    case graph
    /// One instance per scope — a session, a request — made with
    /// ``DependencyContainer/scope()``, strongly held by the scope and freed with it.
    ///
    /// Resolving a scoped type from a container that is not a scope (or a child of one) fails
    /// with ``ResolutionError/Kind/notInScope``: that is also what a persistent object gets when
    /// it depends on a scoped one, which would otherwise keep a session's object for good.
    case scoped

    /// The lifetime's name, as used in messages.
    public var description: String {
        switch self {
        case .ephemeral: "ephemeral"
        case .transient: "transient"
        case .persistent: "persistent"
        case .graph: "graph"
        case .scoped: "scoped"
        }
    }
}

// MARK: - What a lifetime means to the engine
//
// The engine asks a lifetime two questions, answered here and nowhere else: where an instance
// is kept between requests (`keeping`), and which container keeps it (`keeper`). Every path
// (synchronous, async, overrides, scopes, the graph recorder, reporting) asks these, with an
// exhaustive `switch` (`Keeping` and `Keeper` are not `Equatable`, so no `==` can stand in for
// one): a new answer fails to compile wherever it must be handled. A new lifetime is a case
// above and a row in each of these two switches, if it combines answers that exist.

extension Lifetime {
    /// Where an instance is kept between requests.
    @usableFromInline
    enum Keeping {
        /// Nowhere: each request builds one.
        case never
        /// In the outermost request's `.graph` scope (`Internal/GraphScope.swift`), until that
        /// request returns.
        case perResolve
        /// In a container's instance cache (`Internal/InstanceCache.swift`): strongly, until the
        /// container goes or is reset, or weakly, while someone else holds it.
        case cached(strongly: Bool)
    }

    /// Which container keeps the instance, when the request comes from a scope (or a child of
    /// one).
    @usableFromInline
    enum Keeper {
        /// The container asked.
        case asked
        /// The scope's home: its nearest ancestor that is not a scope, which keeps one instance
        /// for all its scopes.
        case home
        /// The scope itself; asked from a container that is not a scope, the request fails with
        /// ``ResolutionError/Kind/notInScope``.
        case scope
    }

    /// Where an instance of this lifetime is kept between requests.
    @inlinable
    var keeping: Keeping {
        switch self {
        case .ephemeral: .never
        case .graph: .perResolve
        case .transient: .cached(strongly: false)
        case .persistent, .scoped: .cached(strongly: true)
        }
    }

    /// Which container keeps an instance of this lifetime.
    @inlinable
    var keeper: Keeper {
        switch self {
        case .ephemeral, .graph, .transient: .asked
        case .persistent: .home
        case .scoped: .scope
        }
    }

    /// Whether a container holds the instance strongly.
    @inlinable
    var isKept: Bool {
        switch keeping {
        case .cached(let strongly): strongly
        case .never, .perResolve: false
        }
    }

    /// Whether an instance of this lifetime belongs to one scope, so that a request for it from
    /// another container crosses scopes (`DiagnosticEvent.crossedScopes`).
    @inlinable
    var isPerScope: Bool {
        switch keeper {
        case .scope: true
        case .asked, .home: false
        }
    }

    /// How long the holder of an instance may keep it, in the order of the holders: nothing
    /// (ephemeral, its requester's), a resolve or its users (per resolve, weakly cached), a
    /// scope, a container for good.
    var holding: Int {
        switch keeping {
        case .never: 0
        case .perResolve, .cached(strongly: false): 1
        case .cached(strongly: true):
            switch keeper {
            case .scope: 2
            case .asked, .home: 3
            }
        }
    }

    /// Whether an instance of this lifetime that holds one of `other` may keep it longer than
    /// `other` says: a strongly kept holder of a shorter-lived cached instance.
    func keepsLonger(than other: Lifetime) -> Bool {
        holding >= 2 && other.holding >= 1 && other.holding < holding
    }
}
