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

// MARK: - String-keyed values (deprecated)

// NB: deprecated, not removed, so that code written for them keeps building until 1.0. The
// typed form does everything they did, and a mismatch cannot compile: a string key checked
// nothing (a misspelt key, or a value of another type, quietly gave the default). A value
// known only at run time under a name known only at run time has no typed form; store a
// dictionary as one typed value if an app needs that.

extension DependencyContainer {
    /// Stores a configuration value under a string key.
    ///
    /// Deprecated: declare the value as a property of ``InjectedValues`` and set it with
    /// ``setValue(_:for:)``, which checks its name and type at compile time:
    ///
    /// ```swift
    /// extension InjectedValues { var baseURL: URL? { nil } }
    /// container.setValue(URL(string: "https://example.com")!, for: \.baseURL)
    /// ```
    ///
    /// `nil` removes the value here; with the typed form, ``removeOverride(_:)-(KeyPath<InjectedValues,Value>)``
    /// returns to the default.
    @available(
        *, deprecated,
        message: "declare the value as a property of InjectedValues and use setValue(_:for:) with its key path"
    )
    public func setValue(_ value: (any Sendable)?, forKey key: String) {
        storeValue(value, forKey: key)
    }

    /// The configuration value stored under `key`, if there is one of type `T`.
    ///
    /// Deprecated: read a typed value with ``resolve(_:)`` (`container.resolve(\.baseURL)`) or
    /// `@Injected(\.baseURL)`.
    @available(
        *, deprecated, message: "declare the value as a property of InjectedValues and read it with resolve(\\.name)"
    )
    public func value<T>(forKey key: String, as type: T.Type = T.self) -> T? {
        storedValue(forKey: key, as: T.self)
    }

    /// The configuration value stored under `key`, or `defaultValue`.
    ///
    /// Deprecated: the default is the body of the value's ``InjectedValues`` property; read it
    /// with ``resolve(_:)`` (`container.resolve(\.baseURL)`) or `@Injected(\.baseURL)`.
    @available(
        *, deprecated,
        message:
            "declare the value as a property of InjectedValues, its body the default, and read it with resolve(\\.name)"
    )
    public func value<T>(forKey key: String, default defaultValue: @autoclosure () -> T) -> T {
        storedValue(forKey: key, as: T.self) ?? defaultValue()
    }

    /// What the deprecated ``setValue(_:forKey:)`` does: children see their ancestors' values
    /// and may shadow them; `nil` removes the value.
    func storeValue(_ value: (any Sendable)?, forKey key: String) {
        commit { state, commit in
            // The value replaced may have a deinit that uses the container: released after the lock.
            if let value {
                commit.release(state.values.updateValue(value, forKey: key))
            } else {
                commit.release(state.values.removeValue(forKey: key))
            }
        }
    }

    /// What the deprecated ``value(forKey:as:)`` reads: the nearest value under `key`, if it is a `T`.
    func storedValue<T>(forKey key: String, as type: T.Type) -> T? {
        nearest { $0.values[key] } as? T
    }
}
