/// Records the class instances a container builds and reports those still alive once the
/// container is let go: a leak check for tests and for an app's own checks.
///
/// ```swift
/// var session: DependencyContainer? = app.scope()
/// let tracker = session!.trackInstances()
/// let _: Checkout? = session?.resolve()
/// session = nil
/// for leak in await tracker.waitForLeaks() {
///     print(leak)   // the root, the path that built it, the likely cause and the fix
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

    /// The tracked instances alive right now, grouped by the outermost request that built
    /// them: one report per group, the root first.
    public var leaks: [LeakReport] { LeakReport.grouping(report()) }

    /// Waits until every tracked instance is gone, or `timeout` has passed, and returns those
    /// still alive then, grouped by the outermost request that built them (see
    /// ``LeakReport``).
    ///
    /// ```swift
    /// session = nil
    /// for leak in await tracker.waitForLeaks() {
    ///     print(leak)   // the root, its likely cause and the fix, and what it built below it
    /// }
    /// ```
    public func waitForLeaks(timeout: Duration = .seconds(2)) async -> [LeakReport] {
        LeakReport.grouping(await waitForRelease(timeout: timeout))
    }

    /// Waits until every tracked instance is gone, or `timeout` has passed, and returns those
    /// still alive then.
    ///
    /// Returns as soon as the last one is freed: it checks after yielding to other tasks, then
    /// at growing intervals (up to 50 ms), so that tasks still ending may let go of theirs. A
    /// cancelled task returns at once with those alive then.
    public func waitForRelease(timeout: Duration = .seconds(2)) async -> [LiveInstance] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(1)
        var yields = 0
        while hasLiveInstances {
            let now = clock.now
            if now >= deadline || Task.isCancelled { return report() }
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
    ///
    /// A cause the library infers is labelled as a guess: it cannot see the references that
    /// hold an instance (a `Mirror` cannot tell a `weak` one from a strong one).
    public var description: String {
        """
        \(summary) is still alive after its container was let go.
          Built by: \(path.map(\.description).joined(separator: " → "))
          \(causeLine)
          Fix: \(fix)
        """
    }

    /// The type, its lifetime, and whether it was built asynchronously.
    var summary: String { "\(step) (.\(lifetime)\(isAsync ? ", async" : ""))" }

    /// The cause, labelled as a guess where it is one.
    var causeLine: String {
        switch cause {
        case .didInjectPair(let wiring, let wired):
            return
                "Possible cause (a guess: the library cannot tell a `weak` reference from a strong one): a didInject pair the library wired: "
                + "\(wiring.typeName).didInject resolved \(wired.typeName), and both are still alive; if each holds the other "
                + "strongly, neither is ever freed. If one side is already `weak`, something else holds them: a global or "
                + "static, a task or a closure that captured one."
        case .resolvedWhileBuilding(let keeper):
            return
                "Possible cause (a guess): it was resolved while \(keeper.typeName) was built, which a longer-lived container "
                + "(the base) keeps: \(keeper.typeName) may hold it for as long as that container lives."
        case .stillReferenced:
            return
                "Cause: still referenced. Something outside the container holds it (a global or static, a task or a closure "
                + "that captured it, a reference cycle); the library cannot see what."
        }
    }
}

/// The instances that one outermost request built and that are still alive after their
/// container was let go, with the one the others were built below first: a leak check reports
/// each group once (see ``InstanceTracker/waitForLeaks(timeout:)``).
///
/// What a leaked root built is usually alive because the root is: its report names the root,
/// the root's likely cause and the fix, and lists what the root built below it without blaming
/// each of them.
public struct LeakReport: Sendable, CustomStringConvertible {
    /// The outermost request on the paths that built them: what the test or the app asked for.
    public let request: ResolutionStep
    /// The instances still alive, each with no live instance above it on its path (a root)
    /// followed by the instances built below it.
    public let instances: [LiveInstance]
    /// For each of `instances`, the live instance above it on its path, if any (its index).
    private let above: [Int?]

    /// The report: each root with the path that built it, its likely cause (labelled as a
    /// guess where it is one) and the fix, and below it what it built that is still alive.
    public var description: String {
        let roots = instances.indices.filter { above[$0] == nil }
        var blocks: [String] = []
        for root in roots {
            var block = instances[root].description
            let below = instances.indices.filter { self.root(of: $0) == root && $0 != root }
            if !below.isEmpty {
                let name = instances[root].step.typeName
                block +=
                    "\n  Built below it, alive while it is (a guess: \(name) may hold them; they go when it goes):"
                for index in below {
                    let instance = instances[index]
                    block +=
                        "\n    \(instance.summary), built by \(instance.path.map(\.description).joined(separator: " → "))"
                }
            }
            blocks.append(block)
        }
        guard blocks.count > 1 else { return blocks.first ?? "" }
        return "A request for \(request) built \(blocks.count) roots still alive after their container was let go:\n"
            + blocks.map { "- " + $0.split(separator: "\n").joined(separator: "\n  ") }.joined(separator: "\n")
    }

    /// The root above the instance at `index` (itself, for a root).
    private func root(of index: Int) -> Int {
        var current = index
        while let next = above[current] { current = next }
        return current
    }

    /// The live instances grouped by the outermost request that built them, in the order the
    /// groups were first built.
    static func grouping(_ live: [LiveInstance]) -> [LeakReport] {
        var order: [ResolutionStep] = []
        var groups: [ResolutionStep: [LiveInstance]] = [:]
        for instance in live {
            // A didInject step stands for its request: what `CycleStart.didInject` built belongs
            // to the request for CycleStart.
            let request = (instance.path.first ?? instance.step).asRequested
            if groups[request] == nil { order.append(request) }
            groups[request, default: []].append(instance)
        }
        return order.map { LeakReport(request: $0, members: groups[$0] ?? []) }
    }

    private init(request: ResolutionStep, members: [LiveInstance]) {
        self.request = request
        // The nearest live instance above each one: the longest proper prefix of its path that
        // ends with a live instance's request (a didInject step stands for its instance).
        let keys = members.map { $0.path.map(\.asRequested) }
        func nearestAbove(_ index: Int) -> Int? {
            var best: Int?
            for other in members.indices where other != index && keys[other].count < keys[index].count {
                guard Array(keys[index].prefix(keys[other].count)) == keys[other] else { continue }
                if best == nil || keys[other].count > keys[best!].count { best = other }
            }
            return best
        }
        let aboveInMembers = members.indices.map(nearestAbove)
        // Roots first, each followed by what it built, by path.
        func rootIndex(_ index: Int) -> Int {
            var current = index
            while let next = aboveInMembers[current] { current = next }
            return current
        }
        var ordered: [Int] = []
        for root in members.indices where aboveInMembers[root] == nil {
            ordered.append(root)
            let below = members.indices.filter { $0 != root && rootIndex($0) == root }
            ordered += below.sorted {
                keys[$0].lexicographicallyPrecedes(keys[$1], by: { $0.description < $1.description })
            }
        }
        let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        instances = ordered.map { members[$0] }
        above = ordered.map { aboveInMembers[$0].flatMap { position[$0] } }
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
