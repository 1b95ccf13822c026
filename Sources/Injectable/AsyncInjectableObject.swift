/// A reference type that needs `await` to build itself: it opens a database, reads a keychain,
/// loads remote configuration.
///
/// Resolve it with `try await container.resolve()`, from async code:
///
/// ```swift
/// final class Database: AsyncInjectableObject {
///     static let lifetime: Lifetime = .persistent
///     let connection: Connection
///     init(container: Container) async throws {
///         connection = try await Connection.open(container.resolve() as Settings)
///     }
/// }
///
/// let database: Database = try await container.resolve()
/// ```
///
/// A cached instance (``Lifetime/transient``, ``Lifetime/persistent``, ``Lifetime/graph``) is
/// built exactly once, however many tasks ask for it at the same moment: the build runs in a
/// task of its own and the tasks that ask meanwhile are suspended until it ends, not blocked.
/// A task that is cancelled while it waits stops waiting with
/// ``ResolutionError/Kind/cancelled``; the build goes on and the others get its instance. A build that fails is not cached: the next request
/// builds again.
///
/// The type is `Sendable`: a cached instance is handed to every task that asks for it. A
/// `@MainActor` class conforms as it is (declare `nonisolated static let lifetime`): its
/// `init(container:)` and `didInject(container:)` run on the main actor.
///
/// Synchronous types are dependencies of async ones (`container.resolve()` works inside this
/// `init`); the reverse does not compile, since the synchronous `resolve()` does not accept an
/// `AsyncInjectableObject`.
public protocol AsyncInjectableObject: AnyObject, Sendable {
    /// How instances are reused. Defaults to ``Lifetime/ephemeral``.
    static var lifetime: Lifetime { get }

    /// Builds the object, resolving and awaiting its dependencies from `container`.
    init(container: Container) async throws

    /// Called after ``init(container:)`` returns and after a cached instance is stored, so that
    /// a cycle closed here gets this very instance. The default implementation does nothing.
    func didInject(container: Container) async throws
}

extension AsyncInjectableObject {
    /// ``Lifetime/ephemeral``: a new instance for every resolve.
    @inlinable
    public static var lifetime: Lifetime { .ephemeral }

    /// Does nothing.
    @inlinable
    public func didInject(container: Container) async throws {}
}

/// An ``AsyncInjectableObject`` that can also be built from a parameter registered under a key.
///
/// ```swift
/// final class Endpoint: CustomAsyncInjectableObject {
///     let url: String
///     init(container: Container) async throws { url = "https://example.com" }
///     init(container: Container, parameter: String) async throws { url = parameter }
/// }
/// container.register(type: Endpoint.self, key: "https://staging.example.com")
/// let endpoint: Endpoint = try await container.resolve(key: "https://staging.example.com")
/// ```
///
/// Each key is cached as its own variant; a key with no registration falls back to
/// ``AsyncInjectableObject/init(container:)``.
public protocol CustomAsyncInjectableObject: AsyncInjectableObject {
    /// The type of the parameter a keyed registration supplies.
    associatedtype ParameterType

    /// Builds the object from a parameter supplied by a keyed registration.
    init(container: Container, parameter: ParameterType) async throws
}
