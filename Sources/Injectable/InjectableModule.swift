/// A group of registrations, installed together with ``DependencyContainer/install(_:)``.
///
/// ```swift
/// struct NetworkingModule: InjectableModule {
///     func register(in container: DependencyContainer) {
///         container.register(interface: HTTPClient.self, implementation: URLSessionClient.self)
///     }
/// }
/// container.install(NetworkingModule(), StorageModule())
/// ```
public protocol InjectableModule {
    /// Adds the module's registrations to `container`.
    func register(in container: DependencyContainer)
}

extension DependencyContainer {
    /// Installs modules, in order (a later module's registration replaces an earlier one's).
    public func install(_ modules: any InjectableModule...) {
        for module in modules { module.register(in: self) }
    }
}
