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

    /// What the override rule says of a request for `type` made below `frame` (a thread's
    /// request) or `asyncRequest` (the async request under the thread's path, or a task's
    /// request): no override replaces it; it comes from the closure of the override that
    /// replaces `type`, and gets the original (so that an override can decorate what it
    /// replaces), built anew each time, since the container caches the override's result, not
    /// the original; or the override, searched from this container up, replaces it.
    ///
    /// An override by type (`override(_:with:)`) resolves its implementation, whose own
    /// lifetime decides reuse: the request for `type` keeps nothing under `type` on top of what
    /// the implementation's lifetime keeps (`Override.resolvesType`, see `route`).
    func override(of type: Any.Type, below frame: Frame?, asyncRequest: AsyncFrame?) -> OverrideDecision {
        guard let replace = nearest({ $0.overrides[ObjectIdentifier(type)] }) else { return .none }
        if isRunningOverride(of: type, below: frame, asyncRequest: asyncRequest) { return .original }
        return .replace(replace)
    }

    /// The override that replaces a value's or an interface's request at `frame`, which it
    /// marks as overridden; nil when none does (see `override(of:below:asyncRequest:)`).
    func overrideFactory(of type: Any.Type, at frame: Frame) -> OverrideFactory? {
        let asyncRequest = RequestContext.current().asyncRequest
        guard
            case .replace(let override) = self.override(
                of: type, below: frame.pointee.parent, asyncRequest: asyncRequest)
        else { return nil }
        markOverridden(frame)
        return override.make
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
    /// The value an override up the lineage builds in place of `T` at `frame`, if one does.
    @usableFromInline
    func overriddenValue<T>(_ type: T.Type, at frame: Frame) throws(ResolutionError) -> T? {
        guard let replace = overrideFactory(of: T.self, at: frame) else { return nil }
        return try build(frame) { container in try container.runOverride(replace, as: T.self) }
    }

    /// What an override of `interface` returns, or `nil` when none applies (there is none, or
    /// this request comes from that override's own closure, which gets the registration).
    func overriddenInterface<I>(_ interface: I.Type, key: String?) throws(ResolutionError) -> I? {
        guard overrideFactory(of: I.self) != nil else { return nil }
        return try withFrame(currentThread(), self, type: I.self, key: key, role: .interface) {
            (frame) throws(ResolutionError) -> I? in
            guard let replace = overrideFactory(of: I.self, at: frame) else { return nil }
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
            if case .building(me, _)? = state.cache.entries[cacheKey] {
                state.cache.entries[cacheKey] = .building(owner: me, stale: true)
            }
        }
    }
}

// MARK: - Marks on the resolution path

/// Marks the request at `frame` as replaced by an override, while the override's factory runs.
func markOverridden(_ frame: Frame) {
    frame.pointee.isOverridden = true
}

/// What the override rule says of a request (see `override(of:below:asyncRequest:)`).
enum OverrideDecision {
    case none
    case original
    case replace(ContainerState.Override)
}

/// Whether the innermost override running its factory above a request (among the requests that
/// led to it: `frame` and those before it on the thread's path, then `asyncRequest` and those
/// before it on the task's) is an override of `type`: the request comes from the override that
/// replaces it.
func isRunningOverride(of type: Any.Type, below frame: Frame?, asyncRequest: AsyncFrame?) -> Bool {
    var next = frame
    while let earlier = next {
        if earlier.pointee.isOverridden { return ObjectIdentifier(earlier.pointee.type) == ObjectIdentifier(type) }
        next = earlier.pointee.parent
    }
    var request = asyncRequest
    while let earlier = request {
        if earlier.isOverridden { return ObjectIdentifier(earlier.type) == ObjectIdentifier(type) }
        request = earlier.parent
    }
    return false
}
