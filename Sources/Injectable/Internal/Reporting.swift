/// Whether any container has a diagnostics hook or tracks its instances (`InstanceTracker`
/// counts itself here too); the hot path reads this one word and does nothing more when it is
/// zero.
@usableFromInline
enum Diagnostics {
    @inlinable static var isActive: Bool { ProcessCounter.hooks.isActive }
}

extension DependencyContainer {
    /// Hands `event` to the nearest hook. The event is built only when a hook exists: type
    /// names cost an allocation, which registrations would otherwise pay every time.
    func report(_ event: @autoclosure () -> DiagnosticEvent) {
        guard Diagnostics.isActive, let hook = nearest({ $0.diagnostics }) else { return }
        hook(event())
    }

    /// Reports the request at `frame`, which got an instance without building it (a hit, with
    /// `cacheHit`) or resolved one another request built (an interface, an override).
    @usableFromInline
    func reportResolved(_ frame: Frame, lifetime: Lifetime?, cacheHit: Bool) {
        reportResolved(frame.pointee, lifetime: lifetime, cacheHit: cacheHit)
    }

    /// `reportResolved` for a request on either path.
    func reportResolved(_ request: some PathRequest, lifetime: Lifetime?, cacheHit: Bool) {
        reportResolved(request.requestedStep, in: request.containerID, by: request.requester, lifetime, cacheHit)
    }

    /// Reports a hit at the entry of a resolve, synchronous or async: a request for `type` under
    /// `key` that got the kept instance of `lifetime` in this container, under the type that was
    /// asked for (not the type of the instance, which may be an override's), made by the
    /// innermost request of the thread or the task.
    @usableFromInline
    func reportHit(_ type: Any.Type, key: String?, lifetime: Lifetime) {
        let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: key)
        let requester = RequestContext.current().innermost
        reportResolved(step, in: ObjectIdentifier(self), by: requester, lifetime, true)
    }

    /// `.resolved` for `step`, asked of `container` by `requester`, then the crossing of scopes
    /// (`.crossedScopes`), as a build reports them.
    private func reportResolved(
        _ step: ResolutionStep, in container: ObjectIdentifier, by requester: (any PathRequest)?, _ lifetime: Lifetime?,
        _ cacheHit: Bool
    ) {
        report(.resolved(step, lifetime: lifetime, cacheHit: cacheHit, requestedBy: requester?.requestedStep))
        if let crossing = crossing(step, lifetime, container, requester) { report(crossing) }
    }

    /// `.crossedScopes` when `step`, a per-scope request in `container`, was made by `requester`,
    /// a request in another container (sync and async requests alike); otherwise nil.
    private func crossing(
        _ step: ResolutionStep, _ lifetime: Lifetime?, _ container: ObjectIdentifier, _ requester: (any PathRequest)?
    ) -> DiagnosticEvent? {
        guard lifetime?.isPerScope == true, let requester, requester.containerID != container else { return nil }
        return .crossedScopes(step, requestedBy: requester.requestedStep)
    }

    /// Reports a ``Provider``, a ``Lazy`` or an ``Injected`` property of `type` (under `key`; an
    /// interface when `interface`) made now, by the innermost request of the thread or the task.
    @usableFromInline
    func reportDeferred(
        _ type: Any.Type, key: String?, interface: Bool, _ deferral: DiagnosticEvent.Deferral
    ) {
        report(
            .deferred(
                ResolutionStep(
                    typeName: _typeName(type, qualified: false), key: key, role: interface ? .interface : .type),
                deferral,
                requestedBy: RequestContext.current().innermost?.requestedStep))
    }

    /// Reports the request at `frame`, which built `object` (see `reportBuilt(_:lifetime:_:tracking:)`).
    @usableFromInline
    func reportBuilt<T: InjectableObject>(_ frame: Frame, _ object: T, lifetime: Lifetime) {
        reportBuilt(
            frame.pointee, lifetime: lifetime,
            BuildDetails(
                isolation: .init(isolated: Isolation.isGlobalActorIsolated(T.self)), isAsync: false,
                isOverridden: frame.pointee.isOverridden), tracking: object)
    }

    /// Reports the value request at `frame`, which built a `T` (a value is never tracked).
    @usableFromInline
    func reportBuilt<T: InjectableValue>(_ frame: Frame, value: T.Type) {
        reportBuilt(
            frame.pointee, lifetime: nil,
            BuildDetails(
                isolation: .init(isolated: Isolation.isGlobalActorIsolated(T.self)), isAsync: false,
                isOverridden: frame.pointee.isOverridden), tracking: nil)
    }

    /// Reports the async request at `frame`, which built `object` (by an override's closure
    /// when `overridden`).
    func reportAsyncBuilt(
        _ object: any AsyncInjectableObject, _ frame: AsyncFrame, lifetime: Lifetime, overridden: Bool = false
    ) {
        // An async type's conformance is never isolated (its protocol is `Sendable`), while its
        // init may be, and the build ends off its actor: the engine cannot tell.
        reportBuilt(
            frame, lifetime: lifetime, BuildDetails(isolation: .unknown, isAsync: true, isOverridden: overridden),
            tracking: object)
    }

    /// Reports the async value request at `frame`, which built a value (never tracked).
    func reportAsyncBuilt(_ frame: AsyncFrame, value: Any.Type) {
        reportBuilt(
            frame, lifetime: nil, BuildDetails(isolation: .unknown, isAsync: true, isOverridden: false), tracking: nil)
    }

    /// Reports `request`, on either path, which built an instance: to the nearest hook
    /// (`.resolved`, the crossing of scopes, then `.built`), and `object`, an instance of a
    /// class, to the nearest container that tracks its instances.
    private func reportBuilt(
        _ request: any PathRequest, lifetime: Lifetime?, _ details: @autoclosure () -> BuildDetails,
        tracking object: AnyObject?
    ) {
        let (hook, tracker) = observers()
        if let hook {
            let step = request.requestedStep
            let requester = request.requester
            hook(.resolved(step, lifetime: lifetime, cacheHit: false, requestedBy: requester?.requestedStep))
            if let crossing = crossing(step, lifetime, request.containerID, requester) { hook(crossing) }
            hook(.built(step, details()))
        }
        if let tracker, let object, let lifetime {
            tracker.track(object, lifetime: lifetime, at: request, isAsync: request is AsyncFrame)
        }
    }

    /// The nearest diagnostics hook and the nearest instance tracker up the lineage, in one walk.
    private func observers() -> (hook: (@Sendable (DiagnosticEvent) -> Void)?, tracker: InstanceTracker?) {
        var hook: (@Sendable (DiagnosticEvent) -> Void)?
        var tracker: InstanceTracker?
        for container in lineage {
            container.state.withLock { state in
                if hook == nil { hook = state.diagnostics }
                if tracker == nil { tracker = state.tracker }
            }
            if hook != nil, tracker != nil { break }
        }
        return (hook, tracker)
    }
}

extension BuildDetails.Isolation {
    /// A conformance that is `isolated` to a global actor, used synchronously, runs on that
    /// actor: on the main actor's thread, it is the main actor.
    init(isolated: Bool) {
        if !isolated {
            self = .nonisolated
        } else {
            self = Isolation.isOnMainActor ? .mainActor : .globalActor
        }
    }
}
