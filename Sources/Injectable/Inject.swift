/// Resolves an object from ``DependencyContainer/current``, for default arguments.
///
/// ```swift
/// init(service: Service = inject()) { self.service = service }
/// ```
public func inject<T: InjectableObject>() -> T {
    DependencyContainer.current.resolve()
}

/// Builds a value from ``DependencyContainer/current``, for default arguments.
public func inject<T: InjectableValue>() -> T {
    DependencyContainer.current.resolve()
}

/// Resolves an interface from ``DependencyContainer/current``, for default arguments.
///
/// ```swift
/// init(repository: Repository = injectInterface()) { ... }
/// ```
public func injectInterface<I>(key: String? = nil) -> I {
    DependencyContainer.current.resolveInterface(key: key)
}

/// Reads a key-path default from ``DependencyContainer/current``, for default arguments.
public func inject<Value>(_ keyPath: KeyPath<InjectedValues, Value>) -> Value {
    DependencyContainer.current.resolve(keyPath)
}
