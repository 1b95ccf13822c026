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
    /// Replaces the value of a key-path default for this container and its children.
    ///
    /// ```swift
    /// test.override(\.networking) { _ in StubNetworking() }
    /// ```
    public func override<Value>(
        _ keyPath: KeyPath<InjectedValues, Value>, _ factory: @escaping @Sendable (Container) throws -> Value
    ) {
        let isNew = state.withLock { state in
            let isNew = state.keyPathOverrides[keyPath] == nil
            state.keyPathOverrides[keyPath] = { try factory($0) }
            return isNew
        }
        if isNew { overridesChanged(by: 1) }
        generation.add(1)
        report(.registered(ResolutionStep(typeName: _typeName(Value.self, qualified: false), role: .keyPath)))
    }

    /// Removes this container's override of a key-path default.
    public func removeOverride<Value>(_ keyPath: KeyPath<InjectedValues, Value>) {
        let removed = state.withLock { $0.keyPathOverrides.removeValue(forKey: keyPath) != nil }
        if removed {
            overridesChanged(by: -1)
            generation.add(1)
        }
    }

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
        let replace = mayOverride ? nearest { $0.keyPathOverrides[keyPath] } : nil
        let thread = injectable_thread()
        let frame = try pushFrame(thread, self, type: Value.self, key: nil, role: .keyPath)
        defer { popFrame(thread) }
        if let replace {
            return try build(frame) { container in try cast(replace(container), to: Value.self) }
        }
        return InjectedValues(container: self)[keyPath: keyPath]
    }
}

import InjectableShims
