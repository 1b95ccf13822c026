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
    /// A request built a new instance or value: what the engine knows of it beyond its step,
    /// reported right after the request's ``resolved(_:lifetime:cacheHit:requestedBy:)``.
    case built(ResolutionStep, BuildDetails)
    /// A `.scoped` instance was asked for by a request in another container, such as a
    /// `.scoped` object of another scope that resolves from that scope: the requester may keep
    /// the instance after its own scope is gone. Reported right after the request's
    /// ``resolved(_:lifetime:cacheHit:requestedBy:)``.
    case crossedScopes(ResolutionStep, requestedBy: ResolutionStep)
    /// A ``Provider``, a ``Lazy`` or an ``Injected`` property of the step's type was made: a
    /// dependency resolved later, when it is called or read. `requestedBy` is the request that
    /// made it, such as the type whose `init(container:)` keeps the provider (`nil` outside any
    /// resolve). What it resolves later is reported then, as a request of its own.
    case deferred(ResolutionStep, Deferral, requestedBy: ResolutionStep?)
    /// A request failed.
    case failed(ResolutionError)
    /// A registration was removed: an interface, a keyed variant or an override.
    case removed(ResolutionStep)
}

extension DiagnosticEvent {
    /// How a dependency is resolved later (see ``DiagnosticEvent/deferred(_:_:requestedBy:)``).
    public enum Deferral: Sendable, Hashable, CustomStringConvertible {
        /// A ``Provider``: built on every call.
        case provider
        /// A ``Lazy``: built once, on first use.
        case lazy
        /// An ``Injected`` property: resolved when it is read (see ``InjectionMode``).
        case injected
        /// An ``AsyncProvider``: built, awaited, on every call.
        case asyncProvider
        /// An ``AsyncLazy``: built, awaited, once, on first use.
        case asyncLazy

        /// `Provider`, `Lazy`, `@Injected`, `AsyncProvider` or `AsyncLazy`, as the code spells it.
        public var description: String {
            switch self {
            case .provider: "Provider"
            case .lazy: "Lazy"
            case .injected: "@Injected"
            case .asyncProvider: "AsyncProvider"
            case .asyncLazy: "AsyncLazy"
            }
        }
    }
}

/// What the engine knows of an instance or value it built (see ``DiagnosticEvent/built(_:_:)``).
public struct BuildDetails: Sendable, Hashable {
    /// The actor isolation of the type's conformance, as the engine can tell it.
    public enum Isolation: Sendable, Hashable {
        /// The conformance is not isolated: the type can be built on any thread.
        case nonisolated
        /// The conformance is isolated to the main actor (as every type of a module that is
        /// main-actor by default is).
        case mainActor
        /// The conformance is isolated to a global actor other than the main actor.
        case globalActor
        /// The engine cannot observe it: an async type's `init(container:)` may be isolated
        /// (a `@MainActor` class's is) while its conformance, to a `Sendable` protocol, is not,
        /// and the build ends off its actor.
        case unknown
    }

    /// The isolation of the type's conformance.
    public let isolation: Isolation
    /// Whether it was built by `try await resolve()` (an async type).
    public let isAsync: Bool
    /// Whether an override built it in place of the requested type.
    public let isOverridden: Bool
    // The memberwise initialiser is internal: only the library makes one.
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
