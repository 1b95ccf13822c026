// MARK: - Concrete types

extension DependencyContainer {
    /// Replaces every `resolve()` of the concrete type `type` through this container and its
    /// children, anywhere in the graph, by what `factory` returns.
    ///
    /// ```swift
    /// let test = DependencyContainer().child()
    /// test.override(Database.self) { container in MockDatabase(container: container) }
    /// let app: App = test.resolve()   // app.database is a MockDatabase
    /// ```
    ///
    /// The result is cached according to `type`'s lifetime, in the container that resolves it.
    /// `factory` builds the replacement completely: Injectable does not call its `didInject`.
    /// Overriding (and removing an override) forgets the cached instances of `type` in this
    /// container and its children, and an instance being built meanwhile is not kept. Works
    /// for value types too (return the replacement value).
    public func override<T>(_ type: T.Type, _ factory: @escaping @Sendable (Container) throws -> T) {
        let id = ObjectIdentifier(T.self)
        commit { state, commit in
            let replaced = state.overrides.updateValue({ try factory($0) }, forKey: id)
            if replaced == nil { commit.overridesAdded = 1 }
            commit.release(replaced)
            commit.forget = Forget(matches: { $0.type == id })
            commit.changesRegistrations = true
            commit.event = .init(.registered, T.self, role: .override)
        }
    }

    /// Removes the override of `type` from this container; resolution goes back to normal.
    public func removeOverride<T>(_ type: T.Type) {
        let id = ObjectIdentifier(T.self)
        commit { state, commit in
            guard let removed = state.overrides.removeValue(forKey: id) else { return }
            commit.overridesAdded = -1
            commit.release(removed)
            commit.forget = Forget(matches: { $0.type == id })
            commit.changesRegistrations = true
            commit.event = .init(.removed, T.self, role: .override)
        }
    }
}

// MARK: - Key-path defaults

extension DependencyContainer {
    /// Replaces the value of a key-path default for this container and its children.
    ///
    /// ```swift
    /// test.override(\.networking) { _ in StubNetworking() }
    /// ```
    public func override<Value>(
        _ keyPath: KeyPath<InjectedValues, Value>, _ factory: @escaping @Sendable (Container) throws -> Value
    ) {
        commit { state, commit in
            let replaced = state.keyPathOverrides.updateValue({ try factory($0) }, forKey: keyPath)
            if replaced == nil { commit.overridesAdded = 1 }
            commit.release(replaced)
            commit.changesRegistrations = true
            commit.event = .init(.registered, Value.self, role: .keyPath)
        }
    }

    /// Removes this container's override of a key-path default.
    public func removeOverride<Value>(_ keyPath: KeyPath<InjectedValues, Value>) {
        commit { state, commit in
            guard let removed = state.keyPathOverrides.removeValue(forKey: keyPath) else { return }
            commit.overridesAdded = -1
            commit.release(removed)
            commit.changesRegistrations = true
            commit.event = .init(.removed, Value.self, role: .keyPath)
        }
    }
}
