/// A reference type that builds itself from a container, with a ``Lifetime`` that decides reuse.
///
/// ```swift
/// final class SwiftLanguage: InjectableObject {
///     static let lifetime: Lifetime = .persistent
///     required init(container: Container) {}
/// }
/// ```
///
/// > Important: A cached instance (``Lifetime/transient``, ``Lifetime/persistent``,
/// > ``Lifetime/graph``) is stored *before* ``didInject(container:)`` runs, so resolving a
/// > type from `didInject` that depends back on this one gets this very instance: that is how
/// > cycles are closed.
public protocol InjectableObject: AnyObject {
    /// How instances are reused. Defaults to ``Lifetime/ephemeral``.
    static var lifetime: Lifetime { get }

    /// Builds the object, resolving its dependencies from `container`.
    ///
    /// The requirement is `throws` so that an initialiser may use the throwing
    /// `tryResolve` family; a non-throwing `required init(container:)` satisfies it too.
    init(container: Container) throws

    /// Called after ``init(container:)`` returns and after a cached instance is stored.
    ///
    /// The default implementation does nothing.
    func didInject(container: Container) throws
}

extension InjectableObject {
    /// ``Lifetime/ephemeral``: a new instance for every resolve.
    @inlinable
    public static var lifetime: Lifetime { .ephemeral }

    /// Does nothing.
    @inlinable
    public func didInject(container: Container) throws {}
}

/// A reference type that can also be built from a parameter registered under a key.
///
/// Each key is a *variant*: instances of different keys are cached separately according to
/// the type's ``InjectableObject/lifetime``. A keyed resolve with no registration for its key
/// falls back to ``InjectableObject/init(container:)``.
public protocol CustomInjectableObject: InjectableObject {
    /// The type of the parameter a keyed registration supplies.
    associatedtype ParameterType

    /// Builds the object from a parameter supplied by a keyed registration.
    init(container: Container, parameter: ParameterType) throws
}
