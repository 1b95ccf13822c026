/// What a container reports to its diagnostics hook (see ``DependencyContainer/setDiagnostics(_:)``).
public enum DiagnosticEvent: Sendable {
    /// A registration was added or replaced: an interface, a keyed variant or an override.
    case registered(ResolutionStep)
    /// The default key of an interface was switched (the step's key is the new default).
    case defaultKeyChanged(ResolutionStep)
    /// A request finished: what it was, the lifetime that applied (`nil` for values and
    /// interfaces), whether a cached instance was reused, and the request that asked for it
    /// (`nil` for an outermost request).
    case resolved(ResolutionStep, lifetime: Lifetime?, cacheHit: Bool, requestedBy: ResolutionStep?)
    /// A request failed.
    case failed(ResolutionError)
    /// A registration was removed: an interface, a keyed variant or an override.
    case removed(ResolutionStep)
}

extension DependencyContainer {
    /// Installs (or with `nil` removes) a hook that receives this container's registrations,
    /// resolutions and failures, and those of its children.
    ///
    /// Off by default; while no container has a hook, resolving pays one atomic load for it.
    /// The hook runs on the resolving thread, inside the resolve: keep it short and do not
    /// resolve from it.
    ///
    /// ```swift
    /// let recorder = GraphRecorder()
    /// container.setDiagnostics(recorder.record)
    /// ```
    public func setDiagnostics(_ hook: (@Sendable (DiagnosticEvent) -> Void)?) {
        commit { state, commit in
            let replaced = state.diagnostics
            state.diagnostics = hook
            commit.hooksAdded = (hook != nil ? 1 : 0) - (replaced != nil ? 1 : 0)
            // The hook replaced may capture state whose deinit uses the container.
            commit.release(replaced)
        }
    }
}
