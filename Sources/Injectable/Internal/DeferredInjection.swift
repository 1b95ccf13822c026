// When `didInject(container:)` runs.
//
// The rule: an object's `didInject` runs once no cached request on its path (`.transient`,
// `.persistent`, `.scoped` or `.graph`) is still running its `init`. Until then it is deferred;
// when the outermost such `init` returns and its instance is stored, the deferred calls run, in
// the order their objects were built, before that instance's own `didInject`. A `didInject`
// that resolves a type whose `init` led to it therefore gets the stored instance: every cached
// `init` runs once, and the pair is wired.
//
// A deferred object's entry stays in flight (`injecting`) until its `didInject` has run: its own
// thread's requests get it at once, other threads wait for it. A value's `didInject` mutates the
// value before it is returned, so it is never deferred.
extension UnsafeMutablePointer where Pointee == ThreadResolutionState {
    /// Whether a cached request on this thread's path is running its `init`: an object's
    /// `didInject` is deferred until it returns.
    @inlinable var isInCachedInit: Bool { pointee.cachedInits != 0 }

    /// A cached request of this thread claimed its entry and runs its `init`.
    @usableFromInline
    func beginCachedInit() { pointee.cachedInits += 1 }

    /// The `init` of a cached request of this thread returned and its instance is stored; when
    /// it was the outermost one, runs the deferred `didInject` calls. Throws the first failure
    /// among them, after running them all (each one's entry is settled either way).
    @usableFromInline
    func endCachedInit() throws(ResolutionError) {
        pointee.cachedInits -= 1
        if pointee.cachedInits == 0, !pointee.deferredInjections.isEmpty { try runDeferredInjections() }
    }

    /// The `init` of a cached request of this thread failed; the deferred calls still run (the
    /// objects they inject were built), and their failures give way to the build's.
    @usableFromInline
    func endFailedCachedInit() {
        pointee.cachedInits -= 1
        if pointee.cachedInits == 0, !pointee.deferredInjections.isEmpty { try? runDeferredInjections() }
    }

    /// Defers `call`, a `didInject` and what follows it, until no cached `init` runs.
    @usableFromInline
    func deferInjection(_ call: @escaping () throws(ResolutionError) -> Void) {
        pointee.deferredInjections.append(call)
    }

    /// Runs the deferred calls, those they defer in turn included.
    private func runDeferredInjections() throws(ResolutionError) {
        var firstFailure: ResolutionError?
        while !pointee.deferredInjections.isEmpty {
            // Taken off the thread first: a call may defer more.
            let calls = pointee.deferredInjections
            pointee.deferredInjections = []
            for call in calls {
                do throws(ResolutionError) { try call() } catch { if firstFailure == nil { firstFailure = error } }
            }
        }
        if let firstFailure { throw firstFailure }
    }
}

extension DependencyContainer {
    /// The deferred `didInject` of a cached object of this container, on a request of its own
    /// (so that a failure names it), then its entry kept with its lifetime, or freed on failure.
    /// `holdsContainer`: its `init` made something that holds its container (see `WeakBox`).
    func deferredInjection<T: InjectableObject>(
        _ object: T, key: String?, lifetime: Lifetime, holdsContainer: Bool
    ) -> () throws(ResolutionError) -> Void {
        { () throws(ResolutionError) in
            let thread = currentThread()
            var holdsContainer = holdsContainer
            do throws(ResolutionError) {
                try withFrame(thread, self, type: T.self, key: key, role: .type) { (frame) throws(ResolutionError) in
                    markCached(frame, kept: lifetime.isKept)
                    defer { holdsContainer = holdsContainer || frame.pointee.holdsContainer }
                    try self.inject(object, thread, frame)
                }
            } catch {
                self.settle(CacheKey(T.self, key), keeping: nil, lifetime: lifetime)
                throw error
            }
            self.settle(CacheKey(T.self, key), keeping: object, lifetime: lifetime, holdsContainer: holdsContainer)
        }
    }

    /// Defers the `didInject` of the ephemeral object the request at `frame` built.
    @usableFromInline
    func deferInjection<T: InjectableObject>(ofEphemeral object: T, at frame: Frame) {
        currentThread().deferInjection(deferredInjection(object, key: frame.pointee.key, uncached: true))
    }

    /// The deferred `didInject` of an object that is not in a container's cache (`.ephemeral`,
    /// `.graph`), on a request of its own.
    func deferredInjection<T: InjectableObject>(
        _ object: T, key: String?, uncached: Bool
    ) -> () throws(ResolutionError) -> Void {
        { () throws(ResolutionError) in
            let thread = currentThread()
            do throws(ResolutionError) {
                try withFrame(thread, self, type: T.self, key: key, role: .type) { (frame) throws(ResolutionError) in
                    if !uncached { markCached(frame, kept: false) }
                    try self.inject(object, thread, frame, uncached: uncached)
                }
            } catch {
                // A `.graph` instance that was not injected: no later request of the resolve gets it.
                if !uncached { GraphScope.current(thread).forget(object, in: self, CacheKey(T.self, key)) }
                throw error
            }
        }
    }
}

// MARK: - Async builds
//
// The same rule for an async request: a build's (or an ephemeral object's) `didInject` waits
// for the outermost build below it on the task's path whose `init` still runs, which runs the
// deferred calls once its `init` has returned (`AsyncBuild.deferredInjections`).

extension DependencyContainer {
    /// Defers the `didInject` of `build`'s instance, whose `init` just returned, while the `init`
    /// of a build below it on the path still runs (see DeferredInjection.swift): the outermost
    /// such build runs it, and ends `build`, once its own `init` has returned. Returns false, and
    /// defers nothing, when no such build runs.
    func deferInjection(
        of object: any AsyncInjectableObject, _ build: AsyncBuild, _ frame: AsyncFrame, _ key: CacheKey,
        graph root: AsyncFrame?, lifetime: Lifetime
    ) -> Bool {
        let below = (frame.parent?.frames ?? []).compactMap(\.build)
        guard !below.isEmpty else { return false }
        let injection: @Sendable (AsyncFrame) async -> (any Error)? = { parent in
            // `build` no longer waits for the build that runs this (its `init` has returned).
            if let outer = parent.build { WaitGraph.endWait(WaitGraph.Party(build), for: WaitGraph.Awaited(outer)) }
            // A request of its own, under the build that runs it, so that a failure names it.
            let request = AsyncFrame(
                parent: parent, container: self, type: type(of: object), key: key.key, role: .type, build: nil)
            let result: Result<any AnyObject & Sendable, any Error>
            do {
                try await self.inAsyncFrame(request) {
                    try await self.injectAsync(object, request)
                }
                result = .success(object)
            } catch {
                result = .failure(error)
            }
            self.finishBuild(build, key, graph: root, lifetime: lifetime, result)
            if case .failure(let error) = result { return error }
            return nil
        }
        // Until it runs, `build` waits for `outer`: a wait the wait graph must see, or a build
        // that waits for `build` while `outer` waits for it would never wake.
        guard let outer = Self.deferToOutermostInit(injection, below: below, waiting: build) else { return false }
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

    /// Defers the `didInject` of an ephemeral object, built at `frame`, to the outermost build
    /// below it on the path whose `init` still runs, as `deferInjection(of:…)` does for a cached
    /// one; returns false, and defers nothing, when no such build runs.
    func deferEphemeralInjection(of object: any AsyncInjectableObject, _ frame: AsyncFrame) -> Bool {
        let below = (frame.parent?.frames ?? []).compactMap(\.build)
        guard !below.isEmpty else { return false }
        let key = frame.key
        let injection: @Sendable (AsyncFrame) async -> (any Error)? = { parent in
            let request = AsyncFrame(
                parent: parent, container: self, type: type(of: object), key: key, role: .type, build: nil)
            do {
                try await self.inAsyncFrame(request) { try await self.injectAsync(object, request, uncached: true) }
                return nil
            } catch {
                return error
            }
        }
        return Self.deferToOutermostInit(injection, below: below, waiting: nil) != nil
    }

    /// Hands `injection` to the outermost of `below` (the builds on a path, outermost first)
    /// whose `init` still runs, and returns that build; `nil` when none does. The wait of
    /// `waiting` for it, if given, is recorded under the same lock, so that the build cannot
    /// run the injection (which ends that wait) before the wait exists.
    private static func deferToOutermostInit(
        _ injection: @escaping @Sendable (AsyncFrame) async -> (any Error)?, below: [AsyncBuild],
        waiting: AsyncBuild?
    ) -> AsyncBuild? {
        below.first { outer in
            outer.owner.state.withLock { _ in
                guard outer.instance == nil, outer.result == nil, outer.acceptsDeferredInjections else { return false }
                outer.deferredInjections.append(injection)
                if let waiting {
                    WaitGraph.addWait(
                        WaitGraph.Party(waiting), for: WaitGraph.Party(outer), WaitGraph.Awaited(outer), outer.step,
                        release: outer.handOut(to: waiting))
                }
                return true
            }
        }
    }
}
