/// Compile-time-checked defaults, reached by key path.
///
/// Extend it with a computed property per dependency; the property's body is the default,
/// and the compiler checks that it exists and has the right type, unlike an interface
/// registration, which can only fail at run time.
///
/// ```swift
/// extension InjectedValues {
///     var networking: any Networking { URLSessionNetworking() }
///     var clock: any Clock { container.resolve() as SystemClock }
/// }
///
/// final class Feed {
///     @Injected(\.networking) var networking
/// }
///
/// // In a test:
/// container.override(\.networking) { _ in StubNetworking() }
/// ```
///
/// The trade-off: every default must be compiled into the module that declares the property,
/// so a feature module cannot supply the implementation at run time; use an interface
/// registration for that.
public struct InjectedValues {
    /// The container the default is read through; resolve the default's own dependencies from it.
    public let container: Container

    /// Creates the view of `container`'s key-path defaults.
    public init(container: Container) {
        self.container = container
    }
}

extension DependencyContainer {
    /// The value of a key-path default: the nearest override, or the property's own body.
    ///
    /// ```swift
    /// let networking = container.resolve(\.networking)
    /// ```
    public func resolve<Value>(_ keyPath: KeyPath<InjectedValues, Value>) -> Value {
        do { return try tryResolve(keyPath) } catch { resolutionFailed(error) }
    }

    /// The value of a key-path default, throwing if an override fails.
    public func tryResolve<Value>(_ keyPath: KeyPath<InjectedValues, Value>) throws(ResolutionError) -> Value {
        try resolveKeyPath(keyPath)
    }
}
