// The override rule, for every request, synchronous or async: an override registered for a
// type (or an interface's existential) in a container or an ancestor replaces every request for
// it made through that container, except the requests its own closure (or implementation) makes
// for the type it replaces, which get the original, so that an override may decorate it. The
// replacement is built completely by the override: no `didInject`. A build that an override
// landing meanwhile makes stale is handed to its request but not kept.
//
// While no container has an override, all of this costs one load of a process-wide count
// (`mayOverride`).

/// What `override(_:_:)` registered: builds the replacement of a type or key path.
@usableFromInline
typealias OverrideFactory = @Sendable (Container) throws -> Any

// MARK: - Looking up

extension DependencyContainer {
    /// Whether this container or an ancestor has an override registered.
    ///
    /// One relaxed load of a process-wide count while no container has an override; only
    /// then are the lineage's own overrides looked at, under each container's lock.
    @inlinable
    var mayOverride: Bool {
        ProcessCounter.overrides.isActive && lineageHasOverrides()
    }

    @usableFromInline
    func lineageHasOverrides() -> Bool {
        lineage.contains { container in container.state.withLock { $0.overrideCount != 0 } }
    }

    /// The override registered for `type`, searched from this container up.
    func overrideFactory(of type: Any.Type) -> OverrideFactory? {
        nearest { $0.overrides[ObjectIdentifier(type)]?.make }
    }

    /// The override that replaces the request at `frame` for `type`, searched from this
    /// container up, and the lifetime to build with.
    ///
    /// Inside an override's own factory, a request for the type it overrides gets the original
    /// (so that an override can decorate what it replaces), built anew each time: the
    /// container caches the override's result, not the original.
    ///
    /// An override by type (`override(_:with:)`) resolves its implementation, whose own
    /// lifetime decides reuse: the request for `type` is built as `.ephemeral`, keeping nothing
    /// under `type` on top of what the implementation's lifetime keeps.
    @usableFromInline
    func override(of type: Any.Type, lifetime: Lifetime, at frame: Frame) -> (OverrideFactory?, Lifetime) {
        guard let replace = nearest({ $0.overrides[ObjectIdentifier(type)] }) else { return (nil, lifetime) }
        if isRunningOverride(of: type, below: frame) { return (nil, .ephemeral) }
        markOverridden(frame)
        return (replace.make, replace.resolvesType ? .ephemeral : lifetime)
    }

    /// Whether a scope should keep its own instance of a persistent type rather than its
    /// home's: an override between the scope and its home replaces the type.
    @usableFromInline
    func isOverriddenInScope(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        var container: DependencyContainer? = self
        while let scope = container, scope.persistentHome != nil {
            if scope.state.withLock({ $0.overrides[id] != nil }) { return true }
            container = scope.parent
        }
        return false
    }
}

// MARK: - Replacing a request

extension DependencyContainer {
    /// A request, pushed at `frame`, when some container up the lineage has an override (or,
    /// for an ephemeral one, when an uncached `didInject` is running): the same dispatch, with
    /// the override (if `T` has one) building the replacement completely (no `didInject`).
    ///
    /// NB: the common path, with no override anywhere, carries no override branches at all
    /// (see Performance.md, "Measured choices in the code"): each lifetime's request function
    /// dispatches itself and comes here only when an override may apply.
    @usableFromInline
    func resolveOverridable<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let (replace, lifetime) = mayOverride ? override(of: T.self, lifetime: lifetime, at: frame) : (nil, lifetime)
        // An ephemeral request while an uncached object's didInject runs: checked whether or not
        // an override builds it.
        let thread = currentThread()
        if thread.uncachedInjects != 0 {
            switch lifetime.keeping {
            case .never: try checkUncachedCycle(at: frame, self)
            case .perResolve, .cached: break
            }
        }
        guard let replace else {
            return try keptObject(T.self, key: key, lifetime: lifetime, frame: frame, thread, overridden: false, make)
        }
        return try keptObject(T.self, key: key, lifetime: lifetime, frame: frame, thread, overridden: true) {
            container in
            try container.runOverride(replace, as: T.self)
        }
    }

    /// The instance `make` builds for the request at `frame`, kept as `lifetime` keeps it: the
    /// one dispatch for the registration's own `make` and for an override's replacement
    /// (`overridden`), which differ in nothing else.
    private func keptObject<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, _ thread: ThreadState, overridden: Bool,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        switch lifetime.keeping {
        case .never:
            return try ephemeralObject(frame, thread, overridden: overridden, make)
        case .perResolve:
            return try graphObject(T.self, key: key, frame: frame, overridden: overridden, make)
        case .cached:
            return try scopedCachedObject(
                T.self, key: key, lifetime: lifetime, frame: frame, overridden: overridden, make)
        }
    }

    /// The value an override up the lineage builds in place of `T` at `frame`, if one does.
    @usableFromInline
    func overriddenValue<T>(_ type: T.Type, at frame: Frame) throws(ResolutionError) -> T? {
        guard case (let replace?, _) = override(of: T.self, lifetime: .ephemeral, at: frame) else { return nil }
        return try build(frame) { container in try container.runOverride(replace, as: T.self) }
    }

    /// What an override of `interface` returns, or `nil` when none applies (there is none, or
    /// this request comes from that override's own closure, which gets the registration).
    func overriddenInterface<I>(_ interface: I.Type, key: String?) throws(ResolutionError) -> I? {
        guard overrideFactory(of: I.self) != nil else { return nil }
        return try withFrame(currentThread(), self, type: I.self, key: key, role: .interface) {
            (frame) throws(ResolutionError) -> I? in
            guard case (let replace?, _) = override(of: I.self, lifetime: .ephemeral, at: frame) else { return nil }
            let value = try build(frame) { container in try container.runOverride(replace, as: I.self) }
            if Diagnostics.isActive { reportResolved(frame, lifetime: nil, cacheHit: false) }
            return value
        }
    }

    /// Runs an override's factory and casts its result to the type it replaces.
    @usableFromInline
    func runOverride<T>(_ replace: OverrideFactory, as type: T.Type) throws -> T {
        try cast(replace(self), to: T.self)
    }

    /// Whether an override of `type` was added or removed since a request that found one
    /// (`overridden`) or none looked, before it claimed its entry: an override added or removed
    /// in between found no entry to mark stale, so the build the request claimed, made from the
    /// old definition, must not be kept. The one rule for a thread's build (`recheckOverride`)
    /// and a task's.
    func overrideChanged(of type: Any.Type, overridden: Bool) -> Bool {
        (overridden || ProcessCounter.overrides.isActive) && (overrideFactory(of: type) != nil) != overridden
    }

    /// Marks the build this thread just claimed stale when whether an override replaces `type`
    /// changed since the request looked (before it claimed the entry): an
    /// override added or removed in between found no entry to mark stale, and the build, made
    /// from the old definition, would be kept after `override()` returned. One added or removed
    /// after the claim marks the entry itself.
    @usableFromInline
    func recheckOverride(_ type: Any.Type, key: String?, overridden: Bool) {
        guard overrideChanged(of: type, overridden: overridden) else { return }
        let cacheKey = CacheKey(type, key)
        let me = currentThread().id
        state.withLock { state in
            if case .building(me, _)? = state.instances[cacheKey] {
                state.instances[cacheKey] = .building(owner: me, stale: true)
            }
        }
    }
}

// MARK: - Marks on the resolution path

/// Marks the request at `frame` as replaced by an override, while the override's factory runs.
func markOverridden(_ frame: Frame) {
    frame.pointee.isOverridden = true
}

/// Whether the innermost override running its factory above the request at `frame` (among the
/// requests that led to it) is an override of `type`: the request comes from the override that
/// replaces it.
func isRunningOverride(of type: Any.Type, below frame: Frame) -> Bool {
    var next = frame.pointee.parent
    while let earlier = next {
        if earlier.pointee.isOverridden { return ObjectIdentifier(earlier.pointee.type) == ObjectIdentifier(type) }
        next = earlier.pointee.parent
    }
    return false
}
