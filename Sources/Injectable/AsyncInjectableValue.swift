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
