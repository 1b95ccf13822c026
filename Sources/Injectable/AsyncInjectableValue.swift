/// A value type that needs `await` to build itself.
///
/// ```swift
/// struct RemoteConfiguration: AsyncInjectableValue {
///     let flags: [String: Bool]
///     init(container: Container) async throws {
///         flags = try await (container.resolve() as ConfigurationClient).fetchFlags()
///     }
/// }
/// let configuration: RemoteConfiguration = try await container.resolve()
/// ```
///
/// Values are built anew for every resolve, in the task that asks (so its cancellation
/// reaches the initialiser).
public protocol AsyncInjectableValue: Sendable {
    /// Builds the value, resolving and awaiting its dependencies from `container`.
    init(container: Container) async throws

    /// Called after ``init(container:)`` returns. The default implementation does nothing.
    mutating func didInject(container: Container) async throws
}

extension AsyncInjectableValue {
    /// Does nothing.
    @inlinable
    public mutating func didInject(container: Container) async throws {}
}

/// An ``AsyncInjectableValue`` with keyed variants: a registration supplies a parameter under a
/// key, and ``init(container:parameter:)`` builds the variant from it.
///
/// ```swift
/// struct Feed: CustomAsyncInjectableValue {
///     let url: String
///     init(container: Container) async throws { url = "https://example.com/feed" }
///     init(container: Container, parameter: String) async throws { url = parameter }
/// }
/// container.register(type: Feed.self, key: "https://example.com/staging")
/// let feed: Feed = try await container.resolve(key: "https://example.com/staging")
/// ```
///
/// A key with no registration falls back to ``AsyncInjectableValue/init(container:)``.
public protocol CustomAsyncInjectableValue: AsyncInjectableValue {
    /// The type of the parameter a keyed registration supplies.
    associatedtype ParameterType

    /// Builds the value from a parameter supplied by a keyed registration.
    init(container: Container, parameter: ParameterType) async throws
}
