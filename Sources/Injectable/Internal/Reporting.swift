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

    @usableFromInline
    func reportResolved(_ frame: Frame, lifetime: Lifetime?, cacheHit: Bool) {
        report(
            .resolved(
                frame.pointee.requestedStep, lifetime: lifetime, cacheHit: cacheHit, requestedBy: requester(of: frame)))
        // The lifetime first: the step's name is built only for a per-scope request.
        if lifetime?.isPerScope == true,
            let crossing = crossing(
                frame.pointee.requestedStep, lifetime, frame.pointee.containerID, frame.pointee.parent?.pointee)
        {
            report(crossing)
        }
    }

    /// `.crossedScopes` when `step`, a per-scope request in `container`, was made by `requester`,
    /// a request in another container (sync and async requests alike); otherwise nil.
    private func crossing(
        _ step: ResolutionStep, _ lifetime: Lifetime?, _ container: ObjectIdentifier, _ requester: (any PathRequest)?
    ) -> DiagnosticEvent? {
        guard lifetime?.isPerScope == true, let requester, requester.containerID != container else { return nil }
        return .crossedScopes(step, requestedBy: requester.requestedStep)
    }

    /// The request that made the one at `frame`: the one before it on the thread's path, or, for
    /// the outermost request of a synchronous resolve inside an async `init` or `didInject`,
    /// the async request running it.
    private func requester(of frame: Frame) -> ResolutionStep? {
        if let parent = frame.pointee.parent { return parent.pointee.requestedStep }
        return RequestContext.current().asyncRequest?.requestedStep
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

    /// Reports a hit, synchronous or async: a request for `type` under `key` that got the kept
    /// instance of `lifetime` in this container, under the type that was asked for (not the type
    /// of the instance, which may be an override's), and the crossing of scopes, as a build does.
    @usableFromInline
    func reportHit(_ type: Any.Type, key: String?, lifetime: Lifetime) {
        let step = ResolutionStep(typeName: _typeName(type, qualified: false), key: key)
        let requester = RequestContext.current().innermost
        report(.resolved(step, lifetime: lifetime, cacheHit: true, requestedBy: requester?.requestedStep))
        if let crossing = crossing(step, lifetime, ObjectIdentifier(self), requester) { report(crossing) }
    }

    /// Reports the request at `frame`, which built `object`: to the nearest hook (`.resolved`,
    /// then `.built`), and to the nearest container that tracks its instances.
    @usableFromInline
    func reportBuilt<T: InjectableObject>(_ frame: Frame, _ object: T, lifetime: Lifetime) {
        let (hook, tracker) = observers()
        if let hook {
            let step = frame.pointee.requestedStep
            hook(.resolved(step, lifetime: lifetime, cacheHit: false, requestedBy: requester(of: frame)))
            if let crossing = crossing(step, lifetime, frame.pointee.containerID, frame.pointee.parent?.pointee) {
                hook(crossing)
            }
            let isolation = BuildDetails.Isolation(isolated: Isolation.isGlobalActorIsolated(T.self))
            hook(
                .built(
                    step, BuildDetails(isolation: isolation, isAsync: false, isOverridden: frame.pointee.isOverridden)))
        }
        tracker?.track(object, lifetime: lifetime, at: frame)
    }

    /// Reports the value request at `frame`, which built a `T` (a value is never tracked).
    @usableFromInline
    func reportBuilt<T: InjectableValue>(_ frame: Frame, value: T.Type) {
        guard let hook = nearest({ $0.diagnostics }) else { return }
        let step = frame.pointee.requestedStep
        hook(.resolved(step, lifetime: nil, cacheHit: false, requestedBy: requester(of: frame)))
        let isolation = BuildDetails.Isolation(isolated: Isolation.isGlobalActorIsolated(T.self))
        hook(.built(step, BuildDetails(isolation: isolation, isAsync: false, isOverridden: frame.pointee.isOverridden)))
    }

    /// Reports the async request at `frame`, which built `object` (by an override's closure
    /// when `overridden`).
    func reportAsyncBuilt(
        _ object: any AsyncInjectableObject, _ frame: AsyncFrame, lifetime: Lifetime, overridden: Bool = false
    ) {
        let (hook, tracker) = observers()
        if let hook {
            let step = frame.requestedStep
            hook(.resolved(step, lifetime: lifetime, cacheHit: false, requestedBy: frame.parent?.requestedStep))
            if let crossing = crossing(step, lifetime, frame.containerID, frame.parent) { hook(crossing) }
            // An async type's conformance is never isolated (its protocol is `Sendable`), while
            // its init may be, and the build ends off its actor: the engine cannot tell.
            hook(.built(step, BuildDetails(isolation: .unknown, isAsync: true, isOverridden: overridden)))
        }
        tracker?.track(object, lifetime: lifetime, at: frame)
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
