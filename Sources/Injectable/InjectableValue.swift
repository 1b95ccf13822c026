/// A value type that builds itself from a container.
///
/// Conform a struct or enum and resolve it with `resolve()`.
/// No registration is needed: the container calls ``init(container:)`` directly.
///
/// ```swift
/// struct Spider: InjectableValue {
///     let stomachContents: Fly
///     init(container: Container) {
///         stomachContents = container.resolve()
///     }
/// }
/// ```
///
/// Values are always built anew (they have no identity to share), so they have no lifetime.
public protocol InjectableValue {
    /// Builds the value, resolving its dependencies from `container`.
    ///
    /// The requirement is `throws` so that an initialiser may use the throwing
    /// `tryResolve()` family and let failures travel to the
    /// outermost `tryResolve`. A non-throwing initialiser satisfies it too.
    init(container: Container) throws

    /// Called after ``init(container:)`` returns; resolve here what would otherwise form a cycle.
    ///
    /// The default implementation does nothing.
    mutating func didInject(container: Container) throws
}

extension InjectableValue {
    /// Does nothing.
    @inlinable
    public mutating func didInject(container: Container) throws {}
}

/// A value type that can also be built from a parameter registered under a key.
///
/// ```swift
/// struct Greeting: CustomInjectableValue {
///     let text: String
///     init(container: Container) { text = "Hello" }
///     init(container: Container, parameter: String) { text = parameter }
/// }
/// container.register(type: Greeting.self, key: "Bonjour")  // the key is the parameter
/// let greeting: Greeting = container.resolve(key: "Bonjour")
/// ```
///
/// A keyed resolve with no registration for its key falls back to ``InjectableValue/init(container:)``.
public protocol CustomInjectableValue: InjectableValue {
    /// The type of the parameter a keyed registration supplies.
    associatedtype ParameterType

    /// Builds the value from a parameter supplied by a keyed registration.
    init(container: Container, parameter: ParameterType) throws
}
