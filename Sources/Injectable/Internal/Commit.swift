/// What a change to a container implies beyond the change itself. The change fills it in
/// under the container's lock; ``DependencyContainer/commit(_:)`` carries it out.
struct Commit {
    /// Registrations visible from this container changed: bump the generation that live
    /// properties watch.
    var changesRegistrations = false
    /// Cached instances the change makes stale, in this container and its descendants.
    var forget: Forget?
    /// Overrides added to this container (negative: removed).
    var overridesAdded = 0
    /// The diagnostics hook was installed (1) or removed (-1).
    var hooksAdded = 0
    /// The event for the diagnostics hook; its text is built only when a hook is installed.
    var event: Event?
    /// Whatever the change replaced or removed: user closures, instances, values. Their
    /// deinits may use the container, so they are released after the lock. (A resolve that
    /// read one under the lock holds its own reference.)
    var released: [Any] = []
    /// The interface registration the change replaced or removed, released like `released`.
    /// (A field of its own: registering again then allocates no array and no box.)
    var releasedInterface: ContainerState.Interface?

    /// What the diagnostics hook is told: the ingredients, so that a registration with no hook
    /// anywhere allocates nothing for it.
    struct Event {
        enum Kind { case registered, removed, defaultKeyChanged }
        let kind: Kind
        let type: Any.Type
        var key: String? = nil
        var role: ResolutionStep.Role = .type

        init(_ kind: Kind, _ type: Any.Type, key: String? = nil, role: ResolutionStep.Role = .type) {
            self.kind = kind
            self.type = type
            self.key = key
            self.role = role
        }

        var diagnosticEvent: DiagnosticEvent {
            let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
            return switch kind {
            case .registered: .registered(step)
            case .removed: .removed(step)
            case .defaultKeyChanged: .defaultKeyChanged(step)
            }
        }
    }

    /// Keeps `value` (a replaced closure, value or instance) until the commit is carried out.
    mutating func release(_ value: Any?) {
        if let value { released.append(value) }
    }
}

/// Which cached instances a change makes stale.
struct Forget {
    /// The instances to forget.
    let matches: (CacheKey) -> Bool
    /// A descendant for which this is true keeps its instances, and so does its subtree: it
    /// has a registration of its own that shadows the change.
    var keepsBelow: (borrowing ContainerState) -> Bool = { _ in false }
    /// Instances being built are marked stale: they were built from the old definition, so
    /// their requests get them but the cache does not keep them. (`reset()` leaves them.)
    var includesInFlight = true
}

extension DependencyContainer {
    /// Changes this container's state: the one door every registration change goes through,
    /// so that what a change implies cannot drift between operations.
    ///
    /// `change` runs under the lock and records in the ``Commit`` what it replaced and what it
    /// implies. Then, in this order: cached instances are forgotten here (under the same lock)
    /// and in live descendants; the override and hook counts and the generation change (under
    /// the lock, so that no other thread sees a count without its registration); the event is
    /// reported; and whatever was replaced is released, after every lock.
    ///
    /// NB: `@inline(__always)`, with what follows the change out of line: as a call, the
    /// change's closure was specialised with its captures passed owned, so every change retained
    /// and released its container (two atomic operations a registration).
    @discardableResult
    @inline(__always)
    func commit<R>(_ change: (inout ContainerState, inout Commit) -> R) -> R {
        var commit = Commit()
        let result = state.withLock { state in
            let result = change(&state, &commit)
            settle(&commit, &state)
            return result
        }
        carryOut(&commit)
        return result
    }

    /// The part of ``commit(_:)`` under the lock after the change: stale instances forgotten
    /// here, the counts and the generation changed.
    @inline(never)
    private func settle(_ commit: inout Commit, _ state: inout ContainerState) {
        if let forget = commit.forget {
            state.forgetInstances(forget, into: &commit)
        }
        if commit.overridesAdded != 0 { ProcessCounter.overrides.add(commit.overridesAdded) }
        if commit.hooksAdded != 0 { ProcessCounter.hooks.add(commit.hooksAdded) }
        if commit.changesRegistrations { state.generation += 1 }
    }

    /// The part of ``commit(_:)`` after the lock: descendants, the event, and the release of
    /// what was replaced (when `commit` goes, in the caller).
    @inline(never)
    private func carryOut(_ commit: inout Commit) {
        if let forget = commit.forget { forgetInDescendants(forget, into: &commit) }
        if let event = commit.event { report(event.diagnosticEvent) }
    }

    /// Forgets the instances `forget` matches in every live descendant, except below one that
    /// keeps them.
    private func forgetInDescendants(_ forget: Forget, into commit: inout Commit) {
        var pending = liveChildren
        while let container = pending.popLast() {
            let forgot = container.state.withLock { state in
                if forget.keepsBelow(state) { return false }
                state.forgetInstances(forget, into: &commit)
                return true
            }
            if forgot { pending.append(contentsOf: container.liveChildren) }
        }
    }
}
