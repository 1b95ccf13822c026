import InjectableShims

extension DependencyContainer {
    /// Removes this container's registration of `interface` under `key`.
    ///
    /// A parent's registration for the same interface becomes visible again.
    public func remove<I>(interface: I.Type, key: String? = nil) {
        let id = ObjectIdentifier(I.self)
        let removed = state.withLock { state in
            let removed = state.interfaces.removeValue(forKey: CacheKey(id: id, key))
            publishDefault(of: id, state)
            return removed
        }
        release(removed.map { [$0] } ?? [])
        generation.add(1)
    }

    /// Removes this container's keyed variant registration of `type` under `key`, and its
    /// cached instance.
    public func remove<T>(type: T.Type, key: String) {
        let released = state.withLock { state in
            _ = state.parameters.removeValue(forKey: CacheKey(T.self, key))
            return state.slots.removeValue(forKey: CacheKey(T.self, key))
        }
        _ = released  // keyed instances are never published, so no reader can hold them
        generation.add(1)
    }

    /// Forgets every cached instance (transient and persistent) of this container. The next
    /// resolve builds new ones. Instances being built right now are kept.
    public func reset() {
        resetSlots { _ in true }
    }

    /// Forgets the cached instances of `type`, every variant of it.
    public func reset<T: AnyObject>(_ type: T.Type) {
        resetSlots { $0.type == ObjectIdentifier(T.self) }
    }

    /// Forgets the cached instance of `type`'s variant under `key`.
    public func reset<T: AnyObject>(_ type: T.Type, key: String) {
        resetSlots { $0 == CacheKey(T.self, key) }
    }

    /// Removes everything from this container: registrations, default keys, overrides,
    /// configuration values, the diagnostics hook and cached instances. Ancestors are untouched.
    public func clear() {
        // The old state (and the instances it holds) is released after the lock: a deinit may
        // use this container again.
        let old = state.withLock { state in
            let old = state
            state = ContainerState()
            state.slots = old.slots.filter { $0.value.isInFlight }
            injectable_table_clear(persistentTable)
            injectable_table_clear(interfaceTable)
            return old
        }
        if parent == nil, !old.interfaces.isEmpty {
            release(old.interfaces.values)  // synchronizes too
        } else {
            injectable_synchronize()
        }
        let overrides = old.overrides.count + old.keyPathOverrides.count
        if overrides != 0 { overridesChanged(by: -overrides) }
        if old.diagnostics != nil { Diagnostics.hooksChanged(by: -1) }
        generation.add(1)
    }

    private func resetSlots(where shouldRemove: (CacheKey) -> Bool) {
        // Released after the lock: a deinit may resolve or reset again.
        let released = state.withLock { $0.removeSlots(from: persistentTable, where: shouldRemove) }
        if !released.isEmpty { injectable_synchronize() }
    }
}

extension ContainerState {
    /// Removes the finished slots whose key matches, keeping those being built, and returns
    /// them so that the caller releases their instances after the lock.
    ///
    /// Unpublishes them from `table` too; the caller must `injectable_synchronize()` before
    /// releasing them, since readers may still be retaining them.
    mutating func removeSlots(
        from table: UnsafeMutablePointer<injectable_table_slot>, where shouldRemove: (CacheKey) -> Bool
    ) -> [CacheKey: Slot] {
        let removed = slots.filter { shouldRemove($0.key) && !$0.value.isInFlight }
        for key in removed.keys {
            slots.removeValue(forKey: key)
            if key.key == nil { injectable_table_store(table, UInt(bitPattern: key.type), nil) }
        }
        return removed
    }
}

extension Slot {
    var isInFlight: Bool {
        switch self {
        case .building, .injecting: true
        case .strong, .weak: false
        }
    }
}
