// The `didInject` calls the rule defers (`Construction.swift`): one call type and one list,
// which a thread's outermost cached `init` and an async build each run, in order, the first
// failure winning; what a deferred call does on each path; and how a call goes to a build.

/// A deferred `didInject`, and what follows it (its entry settled, its build ended).
struct DeferredCall: @unchecked Sendable {
    // @unchecked Sendable: a call is handed once, from the code that defers it to the code that
    // runs it. A thread's list never leaves its thread. A build's is appended to under the build's
    // lock by code running inside its `init` (on its task's path), and taken under that lock by
    // the build's task once the `init` returned, which alone runs it: the lock orders the two.
    // A synchronous call goes to a build only from code that runs in no actor's domain
    // (`mayHandToBuild`, Construction.swift): the build's own task, nonisolated, where its object
    // was built; one made on an actor runs there, at once, and never crosses.
    enum Body {
        /// A synchronous request's: runs on whatever thread calls it, as a request of its own.
        case sync(() throws(ResolutionError) -> Void)
        /// An async request's: runs under the request of the build that runs it.
        case async(@Sendable (AsyncFrame) async -> (any Error)?)
    }

    let body: Body
    /// The cache entry a thread's request left in flight for this call, if any: it goes to the
    /// build the call goes to (`handOver`).
    let entry: InFlightEntry?

    init(_ body: Body, entry: InFlightEntry? = nil) {
        self.body = body
        self.entry = entry
    }

    /// Runs a synchronous call; returns its failure.
    func runNow() -> ResolutionError? {
        guard case .sync(let call) = body else { preconditionFailure("an async call is deferred to a build only") }
        do throws(ResolutionError) { try call() } catch { return error }
        return nil
    }

    /// Runs the call for the build whose request is `frame`; returns its failure.
    func run(under frame: AsyncFrame) async -> (any Error)? {
        switch body {
        case .sync:
            // Under the build's request, as the code that deferred it ran: the thread's path
            // continues in the task's there (`RequestContext`).
            (try? await AsyncPath.withInnermost(frame) { runNow() }) ?? nil
        case .async(let call):
            await call(frame)
        }
    }
}

/// The deferred calls of one running cached `init` (a thread's outermost, or a build's), in the
/// order their objects were built.
struct DeferredCalls {
    private var calls: [DeferredCall] = []

    var isEmpty: Bool { calls.isEmpty }

    mutating func append(_ call: DeferredCall) { calls.append(call) }

    /// The calls, taken off the list: a call that runs may defer more.
    mutating func take() -> [DeferredCall] {
        defer { calls = [] }
        return calls
    }

    /// Runs a build's calls, taken once its `init` returned, for its request `frame`; returns the
    /// first failure, after running them all.
    static func run(_ calls: [DeferredCall], under frame: AsyncFrame) async -> (any Error)? {
        var failure = FirstFailure<any Error>()
        for call in calls { failure.keep(await call.run(under: frame)) }
        return failure.error
    }
}

/// The first failure of a run of deferred calls: every call runs, the first failure wins.
struct FirstFailure<Failure: Error> {
    private(set) var error: Failure?

    mutating func keep(_ failure: Failure?) {
        if error == nil { error = failure }
    }
}

/// A thread's cache entry in flight (`injecting`) while its object's `didInject` is deferred, in
/// the store that holds it: a container's cache, or, for a `.graph` object, its resolve's store.
struct InFlightEntry {
    let store: any EntryStore
    let key: CacheKey
    let object: AnyObject

    /// Hands the entry to `build`, which runs its call (see `ContainerCache.handOver`).
    func handOver(to build: AsyncBuild) { store.handOver(key, object, to: build) }
}

// MARK: - Builds take calls

extension AsyncBuild {
    /// Whether this build's `init` runs: it takes deferred calls.
    var runsInit: Bool {
        owner.state.withLock { _ in instance == nil && result == nil && acceptsDeferredInjections }
    }

    /// Hands `call` to the build the rule sends it to from `request` (`DeferralTarget.under`),
    /// and returns that build; nil, handing nothing, when no build under `request` runs its
    /// `init`. The wait of `waiting` for that build, if given, is recorded under the same lock,
    /// so that the build cannot run the call (which ends that wait) before the wait exists.
    static func take(_ call: DeferredCall, under request: AsyncFrame?, waiting: AsyncBuild? = nil) -> AsyncBuild? {
        // A build whose `init` returned meanwhile refuses: the rule is asked again.
        while case .build(let outer) = DeferralTarget.under(request) {
            guard outer.accept(call, waiting: waiting) else { continue }
            call.entry?.handOver(to: outer)
            return outer
        }
        return nil
    }

    private func accept(_ call: DeferredCall, waiting: AsyncBuild?) -> Bool {
        owner.state.withLock { _ in
            guard instance == nil, result == nil, acceptsDeferredInjections else { return false }
            deferredCalls.append(call)
            if let waiting {
                isAwaited = true
                WaitGraph.addWait(
                    WaitGraph.Party(waiting), for: WaitGraph.Party(self), WaitGraph.Awaited(self), step,
                    release: handOut(to: waiting))
            }
            return true
        }
    }

}

extension AsyncFrame {
    /// Whether this request runs inside `build`: it, or a request before it on its path, is the
    /// build's own.
    func runs(in build: AsyncBuild) -> Bool {
        var frame: AsyncFrame? = self
        while let current = frame {
            if current.build === build { return true }
            frame = current.parent
        }
        return false
    }
}

extension AsyncBuild {
    /// Whether a request at `path` may take this build's instance, which exists, before the
    /// build ends (read under the lock of the build's owner): a request of the build's own
    /// resolve; one of the build whose `init` its `didInject` waits for (`injectsAfter`); or one
    /// of a party the wait graph handed the instance out to, to break a loop of waits
    /// (`handedOutTo`). The one rule for a thread's request (`threadClaim`) and a task's, which
    /// joins the build to wait for it (`join`).
    func mayBeTaken(at path: AsyncFrame?) -> Bool {
        if let path {
            if path.runs(in: self) { return true }
            if let after = injectsAfter, path.runs(in: after) { return true }
        }
        guard !handedOutTo.isEmpty, let party = LazyBuild.party(at: path) else { return false }
        return handedOutTo.contains(party)
    }
}

extension ContainerCache {
    /// Hands the in-flight entry of `object`, whose deferred `didInject` `build` runs, to that
    /// build: the requests of the build's resolve get the instance (`claimEntry`); other tasks
    /// wait for it, other threads' requests fail with `.needsAwait` (`EntryTable.handOver`);
    /// whoever runs the call settles it (`settle`).
    func handOver(_ key: CacheKey, _ object: AnyObject, to build: AsyncBuild) {
        container.state.withLock { state in
            state.cache.handOver(key, object, to: build, waitID: WaitGraph.InstanceID(key, in: container))
        }
    }
}

// MARK: - What a synchronous request's deferred call does

extension EntryStore {
    /// The deferred `didInject` of a cached object of this store, on a request of its own (so
    /// that a failure names it), then its entry kept with its lifetime, or freed on failure.
    /// `holdsContainer`: its `init` made something that holds its container (see `WeakBox`).
    func deferredInjection<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, holdsContainer: Bool
    ) -> DeferredCall {
        let cacheKey = CacheKey(T.self, key)
        let container = container
        let call = { () throws(ResolutionError) in
            let thread = currentThread()
            var holdsContainer = holdsContainer
            do throws(ResolutionError) {
                try withFrame(thread, container, type: T.self, key: key, role: .type) {
                    (frame) throws(ResolutionError) in
                    markCached(frame, kept: lifetime.isKept)
                    defer { holdsContainer = holdsContainer || frame.pointee.holdsContainer }
                    try container.inject(object, thread, frame)
                }
            } catch {
                self.settle(cacheKey, deferred: object, injected: false, lifetime: lifetime, holdsContainer: false)
                throw error
            }
            self.settle(cacheKey, deferred: object, injected: true, lifetime: lifetime, holdsContainer: holdsContainer)
        }
        return DeferredCall(.sync(call), entry: InFlightEntry(store: self, key: cacheKey, object: object))
    }
}

extension DependencyContainer {
    /// Defers, where the rule sends it, the `didInject` of the ephemeral object the request at
    /// `frame` built; returns false, deferring nothing, when it runs now.
    @usableFromInline
    func deferInjection<T: InjectableObject>(ofEphemeral object: T, at frame: Frame) -> Bool {
        let key = frame.pointee.key
        return currentThread().deferInjection {
            DeferredCall(.sync(deferredInjection(object, key: key)))
        }
    }

    /// The deferred `didInject` of an ephemeral object, on a request of its own. (A cached
    /// object's, `.graph` too, settles its entry: `EntryStore.deferredInjection`.)
    func deferredInjection<T: InjectableObject>(_ object: T, key: String?) -> () throws(ResolutionError) -> Void {
        { () throws(ResolutionError) in
            let thread = currentThread()
            try withFrame(thread, self, type: T.self, key: key, role: .type) { (frame) throws(ResolutionError) in
                try self.inject(object, thread, frame, uncached: true)
            }
        }
    }
}

// MARK: - What an async request's deferred call does

extension DependencyContainer {
    /// Defers the `didInject` of `build`'s instance, whose `init` just returned, while the `init`
    /// of a build below it on the path still runs: the build the rule sends it to runs it, and
    /// ends `build`, once its own `init` has returned. Returns false, and defers nothing, when no
    /// such build runs.
    func deferInjection(
        of object: any AsyncInjectableObject, _ build: AsyncBuild, _ frame: AsyncFrame, _ key: CacheKey,
        graph root: AsyncFrame?, lifetime: Lifetime
    ) -> Bool {
        guard frame.parent?.enclosingBuild != nil else { return false }
        let injection: @Sendable (AsyncFrame) async -> (any Error)? = { parent in
            // `build` no longer waits for the build that runs this (its `init` has returned).
            if let outer = parent.build {
                WaitGraph.endWait(WaitGraph.Party(build), for: WaitGraph.Awaited(outer), number: nil)
            }
            let failure = await self.runDeferredInjection(of: object, key: key.key, under: parent, uncached: false)
            self.finishBuild(
                build, key, graph: root, lifetime: lifetime, failure.map { .failure($0) } ?? .success(object))
            return failure
        }
        // Until it runs, `build` waits for `outer`: a wait the wait graph must see, or a build
        // that waits for `build` while `outer` waits for it would never wake.
        guard let outer = AsyncBuild.take(DeferredCall(.async(injection)), under: frame.parent, waiting: build) else {
            return false
        }
        // The new wait may close a loop (a build `outer` waits for already waits for `build`):
        // break it as a wait that closes one would, by handing out an instance.
        WaitGraph.releaseLoop(closedBy: WaitGraph.Party(build), waitingFor: WaitGraph.Party(outer))
        let waiters = build.owner.state.withLock { _ in
            build.injectsAfter = outer
            let waiters = build.waiters
            build.waiters = [:]
            return waiters
        }
        for waiter in waiters.values { waiter.resume() }
        return true
    }

    /// Defers the `didInject` of an ephemeral object, built at `frame`, where the rule sends it,
    /// as `deferInjection(of:…)` does for a cached one; returns false, and defers nothing, when no
    /// build below it runs its `init`.
    func deferEphemeralInjection(of object: any AsyncInjectableObject, _ frame: AsyncFrame) -> Bool {
        guard frame.parent?.enclosingBuild != nil else { return false }
        let key = frame.key
        let injection: @Sendable (AsyncFrame) async -> (any Error)? = { parent in
            await self.runDeferredInjection(of: object, key: key, under: parent, uncached: true)
        }
        return AsyncBuild.take(DeferredCall(.async(injection)), under: frame.parent) != nil
    }

    /// Runs the deferred `didInject` of `object` (cached, unless `uncached`) as a request of its
    /// own, under `parent`, the build that runs it, so that a failure names it; returns the
    /// failure.
    private func runDeferredInjection(
        of object: any AsyncInjectableObject, key: String?, under parent: AsyncFrame, uncached: Bool
    ) async -> (any Error)? {
        let request = AsyncFrame(
            parent: parent, container: self, type: type(of: object), key: key, role: .type, build: nil)
        do {
            try await inAsyncFrame(request) { try await self.injectAsync(object, request, uncached: uncached) }
            return nil
        } catch {
            return error
        }
    }
}
