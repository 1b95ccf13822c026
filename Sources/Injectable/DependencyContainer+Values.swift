// MARK: - Typed values

extension DependencyContainer {
    /// Sets a configuration value, typed by its key path, for this container and its children.
    ///
    /// Declare the value, with its default, as a property of ``InjectedValues``; the key path
    /// carries its type, so a value of the wrong type, or a misspelt name, does not compile:
    ///
    /// ```swift
    /// extension InjectedValues {
    ///     var playbackRate: Double { 1.0 }
    ///     var signedInUser: String? { nil }
    /// }
    ///
    /// container.setValue(2.0, for: \.playbackRate)
    /// let session = container.scope()
    /// session.setValue("ada", for: \.signedInUser)   // the session's user, not the app's
    ///
    /// container.resolve(\.playbackRate)          // 2.0
    /// session.resolve(\.signedInUser)           // "ada"
    /// container.resolve(\.signedInUser)         // nil: the default
    /// ```
    ///
    /// A type reads it with `container.resolve(\.playbackRate)` in `init(container:)`, or with
    /// `@Injected(\.playbackRate)`. A value is read through the container a resolve runs in:
    /// a scope's value is seen by what that scope builds, not by the persistent objects its
    /// home keeps. Setting a value replaces this container's override of the key path (it is
    /// one: ``removeOverride(_:)-(KeyPath<InjectedValues,Value>)`` returns to the default).
    public func setValue<Value: Sendable>(_ value: Value, for keyPath: KeyPath<InjectedValues, Value>) {
        addOverride(keyPath, Value.self) { _ in value }
    }
}

// MARK: - String-keyed values

extension DependencyContainer {
    /// Stores a configuration value that `init(container:)` can read with `value(forKey:)`.
    ///
    /// ```swift
    /// container.setValue(URL(string: "https://example.com")!, forKey: "baseURL")
    /// ```
    ///
    /// Children see their ancestors' values and may shadow them; `nil` removes the value.
    public func setValue(_ value: (any Sendable)?, forKey key: String) {
        commit { state, commit in
            // The value replaced may have a deinit that uses the container: released after the lock.
            if let value {
                commit.release(state.values.updateValue(value, forKey: key))
            } else {
                commit.release(state.values.removeValue(forKey: key))
            }
        }
    }

    /// The configuration value stored under `key`, if there is one of type `T`.
    public func value<T>(forKey key: String, as type: T.Type = T.self) -> T? {
        nearest { $0.values[key] } as? T
    }

    /// The configuration value stored under `key`, or `defaultValue`.
    public func value<T>(forKey key: String, default defaultValue: @autoclosure () -> T) -> T {
        value(forKey: key, as: T.self) ?? defaultValue()
    }
}
