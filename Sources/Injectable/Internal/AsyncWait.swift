// How an async request waits for the build of the instance it asked for, suspended: a task's
// build, every request of which (the one that started it included) joins it (`join`), asking
// the wait graph first whether the wait would close a loop (`WaitGraph.swift`); or, for a type
// that conforms to both protocols, an entry a thread builds, or one handed to the build of
// another resolve, which runs its `didInject` (`waitForEntry`; a wait for that build is the
// graph's too). Each wait ends when the task is cancelled; the build goes on. The build's side,
// starting and ending it: `AsyncBuild.swift`.
// A task waits as the innermost build it runs in: one on its path (`AsyncBuild`), or the build
// of an `AsyncLazy`'s value it runs inline (`LazyBuild`).

extension DependencyContainer {
    /// Waits, suspended, for `build` to end, and returns its instance. A wait that would close a
    /// loop of builds waiting for each other gets the instance if it exists already (its
    /// `didInject` runs), or hands out an instance of the loop that exists to the build that
    /// waits for it; it fails as a cycle when none does. A cancelled wait throws
    /// `CancellationError`; the build goes on.
    func join(_ build: AsyncBuild, from parent: AsyncFrame?, asking step: ResolutionStep) async throws
        -> any AnyObject & Sendable
    {
        // The build, or the lazy's build, this request runs in: the party that waits.
        let waiter = LazyBuild.party(at: parent)
        var waits = false
        if let waiter {
            // Decided under the build's lock, as a thread's claim decides under its container's:
            // the graph learns that the build is awaited, and whether its instance exists, before
            // the build can tell it anything (`setInjecting`) or end; one that ended has its
            // result, read below without the graph. The release of another waiter is called
            // after the lock.
            var released: (@Sendable () -> Void)?
            let decision = build.owner.state.withLock { _ -> WaitGraph.Decision? in
                guard build.result == nil else { return nil }
                build.isAwaited = true
                return WaitGraph.beginWait(
                    waiter, for: WaitGraph.Party(build), WaitGraph.Awaited(build), build.step,
                    exists: build.instance != nil, release: build.handOut(to: waiter), releasing: &released)
            }
            released?()
            switch decision {
            case nil:
                break
            case .wait?:
                waits = true
            case .take?:
                // Its instance exists (its `didInject` runs): taken as one thread would get it
                // back. (Ended meanwhile, it has a result, which the wait below reads at once.)
                if let instance = build.owner.state.withLock({ _ in build.instance }) { return instance }
            case .cycle(let loop)?:
                // The cycle: from the request that builds what this one waits for, if it is
                // on this path, or from this path's innermost build, through the loop. The
                // path goes on to where the cycle closes, so that it is the same whichever
                // build of the loop began to wait last.
                let frames = parent?.frames ?? []
                var path = frames.map(\.step) + [step]
                let cycle: [ResolutionStep]
                if let start = frames.firstIndex(where: { $0.build === build }) {
                    cycle = frames[start...].map(\.step) + [step]
                } else {
                    let start = frames.lastIndex { $0.build.map(WaitGraph.Party.init) == waiter } ?? 0
                    path += loop.map(\.step)
                    cycle = frames[start...].map(\.step) + [step] + loop.map(\.step)
                }
                throw failed(ResolutionError(kind: .cycle, path: path, cycle: cycle))
            }
        }
        defer { if waits, let waiter { WaitGraph.endWait(waiter, for: WaitGraph.Awaited(build), number: nil) } }
        // What this request may take: the result; or, before the build ends, its instance, by the
        // rule of every request (`AsyncBuild.mayBeTaken`).
        func outcome() -> Result<any AnyObject & Sendable, any Error>? {
            if let result = build.result { return result }
            guard let instance = build.instance, build.mayBeTaken(at: parent) else { return nil }
            return .success(instance)
        }
        while true {
            let id = build.owner.state.withLock { _ in
                build.nextWaiter += 1
                return build.nextWaiter
            }
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                    let ready = build.owner.state.withLock { _ in
                        if outcome() != nil || Task.isCancelled { return true }
                        build.waiters[id] = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                let cancelled = build.owner.state.withLock { _ in build.waiters.removeValue(forKey: id) }
                cancelled?.resume()
            }
            // The wake-up carries nothing: what the request takes is read under the lock the
            // build wrote it under, so everything the build wrote (the instance's stored
            // properties included) happens before this read by the lock alone, as the Thread
            // Sanitizer checks it.
            if let outcome = build.owner.state.withLock({ _ in outcome() }) { return try outcome.get() }
            if Task.isCancelled {
                throw failed(
                    ResolutionError(
                        kind: .cancelled, path: (parent?.path ?? []) + [step], underlyingError: CancellationError()))
            }
        }
    }

    /// Waits, suspended, until the entry of `key`, a type that conforms to both protocols, is
    /// settled by the thread that builds it or by the async build of another resolve its
    /// `didInject` went to, or until the task is cancelled; returns the instance instead, at
    /// once, when waiting for that build would close a loop of waits (it exists: see
    /// `EntryTable.awaitEnd`). The thread's build cannot wait for this task: a thread's request
    /// for an instance a task builds fails instead. The entry is in this container's cache, or
    /// in the graph of `root`; the request is `step`, made at `parent`.
    func waitForEntry(_ key: CacheKey, graph root: AsyncFrame?, from parent: AsyncFrame?, asking step: ResolutionStep)
        async -> AnyObject?
    {
        let graph = root?.graph
        let instance = graph?.waitID(in: self, key) ?? WaitGraph.InstanceID(key, in: self)
        let waiter = LazyBuild.party(at: parent)
        let wait = WaitGraph.newTaskWait()
        var outcome = EntryWait.over
        await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
                var released: (@Sendable () -> Void)?
                let wake: @Sendable () -> Void = { continuation.resume() }
                if let graph {
                    outcome = graph.awaitEnd(
                        in: self, key, wait: wait, as: waiter, step: step, releasing: &released, wake)
                } else {
                    outcome = state.withLock { state in
                        state.cache.awaitEnd(
                            key, waitID: instance, wait: wait, as: waiter, step: step, releasing: &released, wake)
                    }
                }
                released?()
                switch outcome {
                case .waits, .take(_, resumed: true): break
                case .take(_, resumed: false), .over: continuation.resume()
                }
            }
        } onCancel: {
            WaitGraph.cancelWait(instance, wait)?()
        }
        switch outcome {
        case .take(let object, _): return object
        case .waits(let number?): WaitGraph.endWait(waiter!, for: .instance(instance), number: number)
        case .waits(nil), .over: break
        }
        return nil
    }
}

/// One build of an ``AsyncLazy``'s value: a party of the wait graph, as an `AsyncBuild` is, for
/// the task that runs it inline and the tasks that task starts.
final class LazyBuild: Sendable {
    /// The innermost async request of the task that began the build, if any: the requests
    /// below it on that task's path run in this build, up to the first below that runs a build
    /// of its own. Weak, as `AsyncPath`'s link: the request outlives the build it awaits.
    weak let base: AsyncFrame?
    /// The lazy's value, as a step of a cycle.
    let step: ResolutionStep

    init(base: AsyncFrame?, step: ResolutionStep) {
        self.base = base
        self.step = step
    }

    /// The lazy build the current task runs in, if any; a task started inside it inherits it.
    @TaskLocal static var current: LazyBuild?

    /// The party of the wait graph that a request at `frame` on the current task's path runs
    /// in: the innermost of the builds on the path and the lazy build the task runs in; nil
    /// outside every build.
    static func party(at frame: AsyncFrame?) -> WaitGraph.Party? {
        guard let lazy = current else { return frame?.enclosingBuild.map(WaitGraph.Party.init) }
        var request = frame
        while let current = request {
            // The lazy build began at `base`, inside any build above it.
            if current === lazy.base { break }
            if let build = current.build { return WaitGraph.Party(build) }
            request = current.parent
        }
        return WaitGraph.Party(lazy)
    }
}
