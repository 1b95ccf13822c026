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
