/// Resolves an object from ``DependencyContainer/current``, for default arguments.
///
/// ```swift
/// init(service: Service = inject()) { self.service = service }
/// ```
///
/// - Parameter isolation: Where the default argument is evaluated, which the compiler passes
///   (the function's own isolation): a kept instance of a type that is not `Sendable` is handed
///   only to the isolation domain it was built in.
public func inject<T: InjectableObject>(isolation: isolated (any Actor)? = #isolation) -> T {
    injecting("inject()") { (container) throws(ResolutionError) in try container.tryResolve(isolation: isolation) }
}

/// Resolves a `Sendable` object from ``DependencyContainer/current``, for default arguments.
@_documentation(visibility: internal)
public func inject<T: InjectableObject & Sendable>(isolation: isolated (any Actor)? = #isolation) -> T {
    injecting("inject()") { (container) throws(ResolutionError) in try container.tryResolve(isolation: isolation) }
}

/// Builds a value from ``DependencyContainer/current``, for default arguments.
public func inject<T: InjectableValue>() -> T {
    injecting("inject()") { (container) throws(ResolutionError) in try container.tryResolve() }
}

/// Resolves an interface from ``DependencyContainer/current``, for default arguments.
///
/// ```swift
/// init(repository: Repository = injectInterface()) { ... }
/// ```
@_disfavoredOverload
public func injectInterface<I>(key: String? = nil) -> I {
    injecting("injectInterface()") { (container) throws(ResolutionError) in try container.tryResolveInterface(key: key)
    }
}

/// Resolves the protocol an optional annotation wraps from ``DependencyContainer/current``, or
/// `nil` when it cannot be resolved.
///
/// ```swift
/// init(analytics: Analytics? = injectInterface()) { ... }
/// ```
public func injectInterface<I>(key: String? = nil) -> I? {
    injecting("injectInterface()") { (container) throws(ResolutionError) in
        try container.resolveWrappedOrNil(I.self, key: key)
    }
}

/// Reads a key-path default from ``DependencyContainer/current``, for default arguments.
public func inject<Value>(_ keyPath: KeyPath<InjectedValues, Value>) -> Value {
    injecting("inject(\\.keyPath)") { (container) throws(ResolutionError) in try container.tryResolve(keyPath) }
}

/// Resolves from ``DependencyContainer/current``; a failure says it came from `function` and
/// which container `current` was.
private func injecting<T>(_ function: String, _ resolve: (Container) throws(ResolutionError) -> T) -> T {
    let container = DependencyContainer.current
    do {
        return try resolve(container)
    } catch {
        resolutionFailed(
            error.asked(from: "Asked for by \(function) in a default argument, \(container.currentDescription)."))
    }
}
