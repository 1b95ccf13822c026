/// When an ``Injected`` property resolves its value.
public enum InjectionMode: Sendable {
    /// On first access, once (the default).
    case lazy
    /// When the owner is initialised, once.
    case eager
    /// On first access, and again on the next access after a registration, default key or
    /// override visible from the captured container changed: the property follows
    /// ``DependencyContainer/setDefaultKey(_:for:)`` and re-registration.
    case live
}

/// A property resolved from the container that built its owner, or, for an owner built outside
/// any resolve, from the container that is current when the owner is initialised.
///
/// ```swift
/// final class FeedViewModel {
///     @Injected var repository: Repository           // an interface: resolveInterface()
///     @Injected var analytics: Analytics             // an InjectableObject: resolve()
///     @Injected(key: "remote") var remote: Repository
///     @Injected var logger: Logger?                  // nil if it cannot be resolved
///     @Injected(fallback: PrintLogger()) var log: Logger
///     @Injected(mode: .live) var source: DataSource  // follows a switched default key
///     @Injected(\.networking) var networking         // a key-path default
/// }
/// ```
///
/// **The container** is captured when the owner is initialised, not when the property is first
/// read. An owner built by a resolve (in an `init(container:)`, or by anything that init calls)
/// resolves from the container that init received: for a persistent type asked of a scope,
/// the scope's home. An owner built outside any resolve (a view, a model built by hand)
/// resolves from ``DependencyContainer/current``, which `withCurrent(_:)` sets for a test.
///
/// The building container is kept alive as a ``Provider`` keeps its own: unless that container
/// keeps the owner (a `.persistent` or `.scoped` owner, or anything it builds), where that would
/// be a cycle. Then a first read after the container is gone fails with
/// ``ResolutionError/Kind/containerReleased``: `nil` for an optional, the fallback for
/// `init(key:fallback:mode:)`.
///
/// The first read is thread-safe: one thread resolves, the others wait for it.
///
/// Through the projected value a test or preview replaces what one object sees:
/// `model.$repository.replace(with: StubRepository())`.
///
/// > Important: A non-optional property that cannot be resolved stops the program with the
/// > same explanation as `resolve()`.
@propertyWrapper
public struct Injected<Value> {
    @usableFromInline let storage: InjectedStorage<Value>

    init(
        mode: InjectionMode, fallback: (() -> Value)? = nil, deferring dependency: Dependency? = nil,
        _ resolve: @escaping (Container) throws(ResolutionError) -> Value
    ) {
        storage = InjectedStorage(mode: mode, fallback: fallback, resolve: resolve)
        if Diagnostics.isActive, let dependency {
            storage.container?.reportDeferred(
                dependency.type, key: dependency.key, interface: dependency.isInterface, .injected)
        }
        if mode == .eager { _ = storage.value }
    }

    /// What the property resolves, as a diagnostics hook sees it made (a key-path default is
    /// a value of the container, not a dependency).
    struct Dependency {
        let type: Any.Type
        var key: String? = nil
        var isInterface = false
    }

    /// A property that resolves `Value` (under `key`) as `resolver` says: when `Value`'s
    /// conformance is isolated to a global actor (the main actor, unless `Value` names another),
    /// a read off that actor fails instead of building `Value` there (the property itself may
    /// cross actors, being `Sendable` when `Value` is).
    init(mode: InjectionMode, key: String? = nil, _ resolver: KindResolver<Value>) {
        let dependency = Dependency(type: Value.self, key: key)
        let resolve = resolver.resolve
        guard resolver.isolated else {
            self.init(mode: mode, deferring: dependency, resolve)
            return
        }
        // A property has no caller's isolation: the type's own declaration is all there is.
        let requirement = actorRequirement(of: Value.self, usedOn: nil)
        self.init(mode: mode, deferring: dependency) { (container) throws(ResolutionError) in
            try container.requireIsolation(for: Value.self, requirement)
            return try resolve(container)
        }
    }

    /// Resolves an interface with ``DependencyContainer/resolveInterface(key:isolation:)->I`` on first access.
    ///
    /// The constrained extensions add `init()` for objects, values and optionals, which Swift
    /// prefers when they apply.
    ///
    /// NB: this one is declared in the type itself: without an `init()` here, `@Injected var x: T`
    /// (with no parentheses) does not compile in a client module.
    public init() {
        self.init(mode: .lazy)
    }

    /// The resolved value (or the per-instance replacement).
    public var wrappedValue: Value { storage.value }

    /// The property's controls: ``replace(with:)``, ``removeReplacement()``, ``container``.
    public var projectedValue: Injected<Value> { self }

    /// The container this property resolves from: the one that built its owner, or the one
    /// that was ``DependencyContainer/current`` when an owner built outside any resolve was made.
    ///
    /// Stops the program with ``ResolutionError/Kind/containerReleased`` when the container that
    /// built the owner is gone (see "The container" above).
    public var container: DependencyContainer {
        guard let container = storage.container else { resolutionFailed(storage.released) }
        return container
    }

    /// Makes this property (of this one owner) return `value`, without touching any container.
    public func replace(with value: Value) { storage.replace(with: value) }

    /// Removes the replacement; the next read resolves from the container again.
    public func removeReplacement() { storage.replace(with: nil) }
}

// MARK: - Sendable

/// An `Injected` property is `Sendable` when its value is, so it can be a property of a
/// `Sendable` struct, an actor or a global-actor-isolated class. Its storage is shared by every
/// copy and resolves once, under its lock, whichever thread reads it first.
///
/// For a nonisolated `final class` that is `Sendable`, resolve in the initialiser instead and
/// keep the result in a `let` (`init(logger: Logger = inject())`).
extension Injected: Sendable where Value: Sendable {}

// MARK: - Initialisers
//
// NB: each form has explicit overloads (`init()`, `init(mode:)`, ...) instead of defaulted
// parameters: a property wrapper only uses a true zero-argument `init()` for `@Injected var x: T`,
// and overloads of the same shape let Swift pick the most constrained one (an object over an
// interface, an optional over a plain value) where defaulted parameters would be ambiguous.

extension Injected where Value: InjectableObject {
    /// Resolves an object with `resolve()` on first access.
    public init() {
        self.init(mode: .lazy)
    }

    /// Resolves an object with `resolve()`, when `mode` says.
    public init(mode: InjectionMode) {
        self.init(mode: mode, resolver(Value.self))
    }
}

extension Injected where Value: InjectableObject & Sendable {
    /// Resolves a `Sendable` object with `resolve()` on first access.
    @_documentation(visibility: internal)
    public init() {
        self.init(mode: .lazy)
    }

    /// Resolves a `Sendable` object with `resolve()`, when `mode` says.
    @_documentation(visibility: internal)
    public init(mode: InjectionMode) {
        self.init(mode: mode, resolver(Value.self))
    }
}

extension Injected where Value: CustomInjectableObject & Sendable {
    /// Resolves the variant of a `Sendable` object registered under `key`, on first access.
    @_documentation(visibility: internal)
    public init(key: String) {
        self.init(key: key, mode: .lazy)
    }

    /// Resolves the variant of a `Sendable` object registered under `key`, when `mode` says.
    @_documentation(visibility: internal)
    public init(key: String, mode: InjectionMode) {
        self.init(mode: mode, key: key, resolver(Value.self, key: key))
    }
}

extension Injected where Value: CustomInjectableObject {
    /// Resolves the variant of an object registered under `key`, on first access.
    public init(key: String) {
        self.init(key: key, mode: .lazy)
    }

    /// Resolves the variant of an object registered under `key`, when `mode` says.
    public init(key: String, mode: InjectionMode) {
        self.init(mode: mode, key: key, resolver(Value.self, key: key))
    }
}

extension Injected where Value: InjectableValue {
    /// Builds a value with `resolve()` on first access.
    public init() {
        self.init(mode: .lazy)
    }

    /// Builds a value with `resolve()`, when `mode` says.
    public init(mode: InjectionMode) {
        self.init(mode: mode, resolver(Value.self))
    }
}

extension Injected {

    /// Resolves an interface with ``DependencyContainer/resolveInterface(key:isolation:)->I``, when `mode` says.
    ///
    /// When `Value` is an optional, the property is `nil` instead of stopping when its wrapped
    /// type (an object, a value or an interface) cannot be resolved.
    public init(mode: InjectionMode) {
        self.init(mode: mode, deferring: Self.interfaceOrWrapped(key: nil), Self.interfaceOrOptional(key: nil))
    }

    /// Resolves the implementation of an interface registered under `key`, on first access.
    public init(key: String) {
        self.init(key: key, mode: .lazy)
    }

    /// Resolves the implementation of an interface registered under `key`, when `mode` says.
    ///
    /// When `Value` is an optional, the property is `nil` when nothing can be resolved.
    public init(key: String, mode: InjectionMode) {
        self.init(mode: mode, deferring: Self.interfaceOrWrapped(key: key), Self.interfaceOrOptional(key: key))
    }

    /// What an interface or optional property resolves: the interface `Value`, or the wrapped
    /// type of an optional.
    static func interfaceOrWrapped(key: String?) -> Dependency {
        guard let optional = Value.self as? any OptionalInjection.Type else {
            return Dependency(type: Value.self, key: key, isInterface: true)
        }
        return Dependency(type: optional.wrappedType, key: key, isInterface: !optional.isWrappedInjectable)
    }

    /// Resolves `Value` as an interface, or, when it is an optional, resolves its wrapped type
    /// and gives `nil` on failure.
    ///
    /// NB: decided at run time because Swift prefers these non-generic initialisers over
    /// `init<Wrapped>() where Value == Wrapped?` overloads, so those would never be chosen.
    static func interfaceOrOptional(key: String?) -> (Container) throws(ResolutionError) -> Value {
        if let optional = Value.self as? any OptionalInjection.Type {
            // The cast cannot fail: `optional` is `Value.self`.
            return { container in optional.resolveOrNil(from: container, key: key) as! Value }
        }
        return { (container) throws(ResolutionError) in try container.tryResolveInterface(key: key) as Value }
    }

    /// Resolves an interface (under `key`, if given), or uses `fallback` when it cannot be resolved.
    public init(key: String? = nil, fallback: @escaping @autoclosure () -> Value, mode: InjectionMode = .lazy) {
        // The fallback also stands in once the container that built the owner is gone.
        self.init(mode: mode, fallback: fallback, deferring: Dependency(type: Value.self, key: key, isInterface: true))
        {
            (container) throws(ResolutionError) in
            (try? container.tryResolveInterface(key: key) as Value) ?? fallback()
        }
    }

    /// Reads a key-path default of ``InjectedValues`` (or the container's override of it).
    public init(_ keyPath: KeyPath<InjectedValues, Value>) {
        self.init(keyPath, mode: .lazy)
    }

    /// Reads a key-path default of ``InjectedValues``, when `mode` says.
    public init(_ keyPath: KeyPath<InjectedValues, Value>, mode: InjectionMode) {
        // NB: a key path to a property of InjectedValues captures no state; it is only not
        // declared Sendable.
        nonisolated(unsafe) let keyPath = keyPath
        self.init(mode: mode) { (container) throws(ResolutionError) in try container.tryResolve(keyPath) }
    }

}

/// A property `validate()` reads on a root it resolves (see ``DependencyContainer/validate(roots:)``).
protocol ValidatedProperty {
    /// Reads the property as a first read would, throwing what would stop the program.
    func validateRead() throws(ResolutionError)
}

extension Injected: ValidatedProperty {
    func validateRead() throws(ResolutionError) { _ = try storage.read() }
}
