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
