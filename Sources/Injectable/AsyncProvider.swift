/// A way to build an async `T` later, as many times as needed: each call awaits
/// `try await container.resolve()` in the container the provider came from.
///
/// A synchronous type that needs an async one asks for a provider of it where it would ask for
/// the type itself, and awaits it where it uses it; it need not become async itself:
///
/// ```swift
/// final class Database: AsyncInjectableObject {
///     static let lifetime: Lifetime = .persistent
///     init(container: Container) async throws { /* opens the file */ }
///     func save(_ note: String) async {}
/// }
///
/// @MainActor
/// final class EditorModel: InjectableObject {
///     let database: AsyncProvider<Database>
///     init(container: Container) { database = container.resolve() }
///
///     func save(_ note: String) async throws {
///         try await database.get().save(note)
///     }
/// }
/// ```
///
/// Each call respects `T`'s ``Lifetime`` (a persistent `T` is built once, and every caller
/// awaits that one build) and the container's overrides and registrations at the time of the
/// call. It keeps its container alive by the rule of ``Provider``: not when it was made while
/// an instance the container keeps was being built. A failure is thrown, its path starting
/// where the provider was made. ``AsyncLazy`` builds once, on first use.
public struct AsyncProvider<T: Sendable>: Sendable {
    @usableFromInline let source: AsyncProviderSource<T>

    @usableFromInline
    init(_ container: DependencyContainer, _ make: @escaping @Sendable (Container) async throws(ResolutionError) -> T) {
        source = AsyncProviderSource(container, make)
    }

    /// Builds (or finds, depending on its lifetime) a `T`, awaiting its initialiser; throws a
    /// ``ResolutionError`` if it cannot.
    public func get() async throws(ResolutionError) -> T {
        guard let container = source.container ?? source.unownedContainer?.retained() else {
            throw source.released(asking: T.self)
        }
        do { return try await source.make(container) } catch {
            // Inside a resolve, the path already leads to the caller.
            guard !RequestContext.current().isResolving else { throw error }
            throw source.located(error, asking: T.self)
        }
    }
}

/// What an ``AsyncProvider`` and its copies share: how to build `T`, and the container.
@usableFromInline
final class AsyncProviderSource<T>: ProviderHome, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` set in `init`: `make` is `@Sendable`,
    // the containers are `Sendable`, and the home's origin is a list of metatypes and values.
    let make: @Sendable (Container) async throws(ResolutionError) -> T

    init(_ container: DependencyContainer, _ make: @escaping @Sendable (Container) async throws(ResolutionError) -> T) {
        self.make = make
        super.init(container, deferral: "an AsyncProvider")
    }
}

// MARK: - Making async providers

extension DependencyContainer {
    /// A provider of an async object: each `get()` awaits its `init(container:)` with its type's
    /// lifetime.
    ///
    /// ```swift
    /// let database: AsyncProvider<Database> = container.resolve()
    /// let opened = try await database.get()
    /// ```
    public func resolve<T: AsyncInjectableObject>() -> AsyncProvider<T> {
        noteDeferred(T.self, .asyncProvider)
        return AsyncProvider(self) { (container) async throws(ResolutionError) -> T in try await container.resolve() }
    }

    /// A provider of an async object's variant registered under `key`.
    public func resolve<T: CustomAsyncInjectableObject>(key: String) -> AsyncProvider<T> {
        noteDeferred(T.self, key: key, .asyncProvider)
        return AsyncProvider(self) { (container) async throws(ResolutionError) -> T in
            try await container.resolve(key: key)
        }
    }

    /// A provider of an async value: each `get()` awaits a new one.
    public func resolve<T: AsyncInjectableValue>() -> AsyncProvider<T> {
        noteDeferred(T.self, .asyncProvider)
        return AsyncProvider(self) { (container) async throws(ResolutionError) -> T in try await container.resolve() }
    }

    /// A provider of an interface registered with an async closure (or synchronously): each
    /// `get()` awaits `resolveAsyncInterface(key:)`.
    ///
    /// ```swift
    /// let store: AsyncProvider<any NoteStore> = container.asyncInterfaceProvider()
    /// ```
    public func asyncInterfaceProvider<I: Sendable>(key: String? = nil) -> AsyncProvider<I> {
        noteDeferred(I.self, key: key, interface: true, .asyncProvider)
        return AsyncProvider(self) { (container) async throws(ResolutionError) -> I in
            try await container.resolveAsyncInterface(key: key)
        }
    }
}
