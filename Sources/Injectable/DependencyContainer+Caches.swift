extension DependencyContainer {
    /// Forgets every cached instance (transient and persistent) of this container. The next
    /// resolve builds new ones. Instances being built right now are kept.
    public func reset() {
        forget { _ in true }
        forgetInherited { _ in true }
    }

    /// Forgets the cached instances of `type`, every variant of it.
    public func reset<T: AnyObject>(_ type: T.Type) {
        let id = ObjectIdentifier(T.self)
        forget { $0.type == id }
        forgetInherited { $0 == id }
    }

    /// Forgets the cached instance of `type`'s variant under `key`.
    public func reset<T: AnyObject>(_ type: T.Type, key: String) {
        let variant = CacheKey(T.self, key)
        forget { $0 == variant }
    }

    /// Removes everything from this container: registrations, default keys, overrides,
    /// configuration values, the diagnostics hook and cached instances. Ancestors are untouched;
    /// children stay children, and forget what they built from what was removed.
    public func clear() {
        commit { state, commit in
            let old = state
            state = ContainerState()
            state.cache = old.cache.inFlight  // the builds still in flight, which tell their waiters
            state.domains = old.domains.filter { state.cache.entries[$0.key] != nil }
            state.children = old.children
            state.tracker = old.tracker  // tracking is no registration: it goes on
            state.generation = old.generation  // counts on, for the live properties that watch it
            commit.release(old)
            commit.overridesAdded = -(old.overrides.count + old.keyPathOverrides.count)
            if old.diagnostics != nil { commit.hooksAdded = -1 }
            commit.changesRegistrations = true
            // What was built from the removed overrides and variants is stale: in descendants,
            // and here if it is still being built.
            let overridden = Set(old.overrides.keys)
            let variants = Set(old.parameters.keys)
            commit.forget = Forget(matches: { overridden.contains($0.type) || variants.contains($0) })
        }
        forgetInherited { _ in true }
    }

    /// Forgets this container's finished instances that `matches`; not its children's.
    private func forget(where matches: @escaping (CacheKey) -> Bool) {
        commit { state, commit in
            state.forgetInstances(Forget(matches: matches, includesInFlight: false), into: &commit)
        }
    }
}
