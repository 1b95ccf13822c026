// What an `InstanceTracker` records while its container builds: for each class instance, a weak
// reference, the path that built it, and the facts that explain a leak later — the `didInject`
// whose request built it, and a kept instance of a longer-lived container built at the time.
//
// Recorded from the reporting calls (`Reporting.swift`), which run only while `Diagnostics` is
// active; the engine itself knows nothing of trackers.

/// One tracked instance.
///
/// NB: a class, so that a copy of the list (taken under the lock, read after it) copies no weak
/// reference: loading one may release the last strong reference, and run a `deinit` that must
/// not run under the tracker's lock.
final class TrackedInstance {
    weak var object: AnyObject?
    let step: ResolutionStep
    /// The request's type and key: the other half of a pair names it in `wiredBy`.
    let request: Request
    let lifetime: Lifetime
    let path: [ResolutionStep]
    /// The request whose `didInject` resolved this instance, if one did.
    let wiredBy: Request?
    /// The kept instance of a container outside the tracked lineage that was being built when
    /// this one was, if one was.
    let keeper: ResolutionStep?
    let isAsync: Bool

    struct Request: Hashable {
        let type: ObjectIdentifier
        let key: String?
    }

    init(
        _ object: AnyObject, step: ResolutionStep, request: Request, lifetime: Lifetime, path: [ResolutionStep],
        wiredBy: Request?, wiredByStep: ResolutionStep?, keeper: ResolutionStep?, isAsync: Bool
    ) {
        self.object = object
        self.step = step
        self.request = request
        self.lifetime = lifetime
        self.path = path
        self.wiredBy = wiredBy
        self.wiringStep = wiredByStep
        self.keeper = keeper
        self.isAsync = isAsync
    }

    /// The step of the request whose `didInject` resolved this instance.
    let wiringStep: ResolutionStep?
}

/// A tracker's instances, guarded by its lock.
struct TrackedInstances {
    var all: [TrackedInstance] = []
    /// When `all` reaches this size, the entries of freed instances are dropped.
    var pruneAt = 256
}

extension InstanceTracker {
    /// Records `object`, which `request` built, on either path (`isAsync`: an async one).
    ///
    /// A request made in a `didInject` (its requester's role) is the other half of a pair; the
    /// nearest earlier request that builds an instance a container outside the tracked lineage
    /// keeps is its likely keeper.
    func track(_ object: AnyObject, lifetime: Lifetime, at request: any PathRequest, isAsync: Bool) {
        var wiredBy: TrackedInstance.Request?
        var wiringStep: ResolutionStep?
        if let requester = request.requester, requester.role == .didInject {
            wiredBy = TrackedInstance.Request(type: ObjectIdentifier(requester.type), key: requester.key)
            wiringStep = requester.requestedStep
        }
        var keeper: ResolutionStep?
        var next = request.requester
        while let earlier = next {
            if let keptBy = earlier.keptBy, isOutside(keptBy) {
                keeper = earlier.requestedStep
                break
            }
            next = earlier.requester
        }
        add(
            TrackedInstance(
                object, step: request.requestedStep,
                request: TrackedInstance.Request(type: ObjectIdentifier(request.type), key: request.key),
                lifetime: lifetime, path: request.path, wiredBy: wiredBy, wiredByStep: wiringStep, keeper: keeper,
                isAsync: isAsync))
    }

    /// Whether what `container` keeps outlives the tracked container: its keeper (a scope's
    /// home, for a persistent instance) is neither the tracked container nor a descendant.
    private func isOutside(_ container: DependencyContainer) -> Bool {
        let keeper = container.persistentHome ?? container
        return !keeper.lineage.contains { ObjectIdentifier($0) == self.container }
    }

    private func add(_ instance: TrackedInstance) {
        let full = instances.withLock { instances in
            instances.all.append(instance)
            return instances.all.count >= instances.pruneAt
        }
        if full { prune() }
    }

    /// Drops the entries of freed instances. The weak references are read outside the lock.
    private func prune() {
        let snapshot = instances.withLock { $0.all }
        let freed = Set(snapshot.filter { $0.object == nil }.map(ObjectIdentifier.init))
        instances.withLock { instances in
            instances.all.removeAll { freed.contains(ObjectIdentifier($0)) }
            instances.pruneAt = max(256, instances.all.count * 2)
        }
    }

    /// Whether a tracked instance is alive.
    var hasLiveInstances: Bool {
        instances.withLock { $0.all }.contains { $0.object != nil }
    }

    /// The live instances, each with its likely cause.
    func report() -> [LiveInstance] {
        let snapshot = instances.withLock { $0.all }
        // The strong references, held while the causes are worked out, so that the answer is
        // about one moment; released when this returns.
        let alive = snapshot.compactMap { entry in entry.object.map { (entry, $0) } }
        let aliveRequests = Set(alive.map(\.0.request))
        var wiredAlive: [TrackedInstance.Request: ResolutionStep] = [:]
        for (entry, _) in alive {
            if let wiredBy = entry.wiredBy, aliveRequests.contains(wiredBy) { wiredAlive[wiredBy] = entry.step }
        }
        return alive.map { entry, _ in
            let cause: LiveInstance.Cause
            if let wiredBy = entry.wiredBy, let wiring = entry.wiringStep, aliveRequests.contains(wiredBy) {
                cause = .didInjectPair(wiring: wiring.asRequested, wired: entry.step)
            } else if let wired = wiredAlive[entry.request] {
                cause = .didInjectPair(wiring: entry.step, wired: wired)
            } else if let keeper = entry.keeper {
                cause = .resolvedWhileBuilding(keeper: keeper)
            } else {
                cause = .stillReferenced
            }
            return LiveInstance(
                step: entry.step, lifetime: entry.lifetime, path: entry.path, cause: cause, isAsync: entry.isAsync)
        }
    }
}

extension ResolutionStep {
    /// The step as a request of its type, whatever role it had on the path (a `didInject`'s).
    var asRequested: ResolutionStep { ResolutionStep(typeName: typeName, key: key) }
}
