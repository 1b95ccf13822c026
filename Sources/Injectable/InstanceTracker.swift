/// Records the class instances a container builds and reports those still alive once the
/// container is let go: a leak check for tests and for an app's own checks.
///
/// ```swift
/// var session: DependencyContainer? = app.scope()
/// let tracker = session!.trackInstances()
/// let _: Checkout? = session?.resolve()
/// session = nil
/// for instance in await tracker.waitForRelease() {
///     print(instance)   // the type, the path that built it, the likely cause and the fix
/// }
/// ```
///
/// In Swift Testing, the `.container` trait of InjectableTesting does this for every test case
/// with `.container.checkingLeaks()`.
///
/// A tracker records what its container and that container's descendants (children and scopes)
/// build, not what an ancestor builds for them, and holds each instance weakly. Tracking costs
/// nothing while no container tracks: a resolve reads the one word that diagnostics hooks use.
public final class InstanceTracker: Sendable {
    let container: ObjectIdentifier
    let instances = Locked(TrackedInstances())

    init(tracking container: DependencyContainer) {
        self.container = ObjectIdentifier(container)
        ProcessCounter.hooks.add(1)  // released in deinit: the tracker's share of the count
    }

    deinit { ProcessCounter.hooks.add(-1) }

    /// The tracked instances alive right now, each with the path that built it, the likely
    /// reason it is still alive and the fix.
    public var liveInstances: [LiveInstance] { report() }

    /// Waits until every tracked instance is gone, or `timeout` has passed, and returns those
    /// still alive then.
    ///
    /// Returns as soon as the last one is freed: it checks after yielding to other tasks, then
    /// at growing intervals (up to 50 ms), so that tasks still ending may let go of theirs.
    public func waitForRelease(timeout: Duration = .seconds(2)) async -> [LiveInstance] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(1)
        var yields = 0
        while hasLiveInstances {
            let now = clock.now
            if now >= deadline { return report() }
            if yields < 8 {
                yields += 1
                await Task.yield()
            } else {
                try? await Task.sleep(until: min(now.advanced(by: pause), deadline), clock: clock)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
        return []
    }
}

/// A class instance that a tracked container built and that is still alive (see
/// ``InstanceTracker``); its `description` is the report.
public struct LiveInstance: Sendable, CustomStringConvertible {
    /// Why the instance is likely still alive, where the library knows it.
    public enum Cause: Sendable, Hashable {
        /// A pair the library wired in `didInject`, both halves still alive: `wiring`'s
        /// `didInject` resolved `wired`. If each holds the other strongly, neither is ever freed.
        case didInjectPair(wiring: ResolutionStep, wired: ResolutionStep)
        /// Resolved while `keeper`, which a container that outlives the tracked one keeps
        /// (`.persistent`, or `.scoped` in a scope), was built: `keeper` may hold it.
        case resolvedWhileBuilding(keeper: ResolutionStep)
        /// Something still references it; the library did not wire what.
        case stillReferenced
    }

    /// The requested type, and its key for a keyed variant.
    public let step: ResolutionStep
    /// The lifetime it was built with.
    public let lifetime: Lifetime
    /// The resolution path that built it, from the outermost request.
    public let path: [ResolutionStep]
    /// The likely cause.
    public let cause: Cause
    /// Whether it was built by an async resolve.
    public let isAsync: Bool

    /// What to change, for this cause.
    public var fix: String {
        let name = step.typeName
        switch cause {
        case .didInjectPair(let wiring, let wired):
            return
                "make one side's reference `weak` (for example in \(wired.typeName), `weak var … : \(wiring.typeName)?`), "
                + "or let \(wiring.typeName) keep a `Provider<\(wired.typeName)>` or `Lazy<\(wired.typeName)>` "
                + "instead of the instance."
        case .resolvedWhileBuilding(let keeper):
            return
                "let \(keeper.typeName) resolve from the container its `init(container:)` receives, not from another "
                + "(such as `DependencyContainer.current`), or let it keep a `Provider<\(name)>` or `Lazy<\(name)>` "
                + "instead of the instance."
        case .stillReferenced:
            return
                "find what still holds it (a global or static, a closure or task that captured it, a reference cycle) "
                + "and let it go or make that reference `weak`; or keep a `Provider<\(name)>` or `Lazy<\(name)>` "
                + "instead of the instance."
        }
    }

    /// The report: the type, the path that built it, the likely cause and the fix.
    public var description: String {
        let cause: String
        switch self.cause {
        case .didInjectPair(let wiring, let wired):
            cause =
                "a didInject pair the library wired: \(wiring.typeName).didInject resolved \(wired.typeName), "
                + "and both are still alive; if each holds the other strongly, neither is ever freed."
        case .resolvedWhileBuilding(let keeper):
            cause =
                "it was resolved while \(keeper.typeName) was built, which a longer-lived container (the base) "
                + "keeps: \(keeper.typeName) may hold it for as long as that container lives."
        case .stillReferenced:
            cause = "still referenced."
        }
        return """
            \(step) (.\(lifetime)\(isAsync ? ", async" : "")) is still alive after its container was let go.
              Built by: \(path.map(\.description).joined(separator: " → "))
              Likely cause: \(cause)
              Fix: \(fix)
            """
    }
}

extension DependencyContainer {
    /// Starts recording the class instances this container and its descendants build, for a
    /// leak check once it is let go (see ``InstanceTracker``); returns the tracker already
    /// recording them, if any.
    ///
    /// The container keeps the tracker; keep it too, to read it after the container is gone.
    public func trackInstances() -> InstanceTracker {
        let new = InstanceTracker(tracking: self)
        let tracker = state.withLock { state in
            if let existing = state.tracker { return existing }
            state.tracker = new
            return new
        }
        return tracker
    }
}
