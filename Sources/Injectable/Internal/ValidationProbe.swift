/// Runs one validation check on a thread of its own and reports how it ended.
///
/// The check runs in a scratch container, current on the probe's thread. A non-throwing resolve
/// that fails on a probe thread does not stop the process (`resolutionFailed` calls
/// ``stopIfProbing(_:)``): the probe gives up the cache entries it claimed, hands the error to
/// the waiting `validate()`, and parks its thread for good, since Swift cannot unwind the
/// initialisers above the failure. What it built stays allocated, on purpose.
final class ValidationProbe: Sendable {
    private let outcome = Locked<Outcome>(.running)
    /// The scratch container the check runs in (a scope's home, for a scope): its subtree is
    /// where the probe's claims are.
    ///
    /// NB: `unowned`: the probe thread holds the scratch container while its check runs
    /// (`Scratch`), and reads this only then, in `stopIfProbing`; a strong reference would keep
    /// the scratch graph alive until the probe goes, on the probe's thread, after `validate()`
    /// returned.
    private unowned let scratch: DependencyContainer

    private init(scratch: DependencyContainer) { self.scratch = scratch.persistentHome ?? scratch }

    private enum Outcome {
        case running
        case finished(ResolutionError?)

        var isFinished: Bool {
            if case .finished = self { return true }
            return false
        }

        /// The probe's failure, once it finished.
        var failure: ResolutionError? {
            if case .finished(let failure) = self { return failure }
            return nil
        }
    }

    /// Runs `check` in `container` on a new thread, and waits for it.
    static func run(
        _ check: @escaping @Sendable (Container) throws(ResolutionError) -> Void, in container: DependencyContainer
    ) -> ResolutionError? {
        let probe = ValidationProbe(scratch: container)
        // As much stack as the caller has left (at least 4 MiB): a graph that resolves where
        // validate() is called resolves on the probe too.
        let stack = max(4 << 20, currentThread().stackRemaining.addingReportingOverflow(1 << 20).partialValue)
        // The probe lets go of the scratch container before it wakes the caller, which holds it
        // until `run` returns: the graph the probe built is torn down before `validate()`
        // returns, on the caller's thread, not later on the probe's, where deinits would run
        // after `validate()` returned.
        let scratch = Scratch(container)
        startThread(stackSize: min(stack, 1 << 30)) {
            currentThread().probe = probe
            let failure = scratch.probe(with: check)
            currentThread().probe = nil
            probe.finish(failure)
        }
        return withExtendedLifetime(container) {
            probe.outcome.withLock(when: { $0.isFinished }, then: { $0.failure })
        }
    }

    /// Runs `check` in `container` on the calling thread (the main actor's, for registrations
    /// that need it), current there as on a probe's thread. A non-throwing failure stops the
    /// program here, as it would in the app.
    static func runHere(
        _ check: (Container) throws(ResolutionError) -> Void, in container: DependencyContainer
    ) -> ResolutionError? {
        container.withCurrent { () -> ResolutionError? in
            do throws(ResolutionError) {
                try check(container)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The scratch container, held by the probe thread until its check is over.
    private final class Scratch: @unchecked Sendable {
        // @unchecked Sendable: `container` is set before the probe thread starts and read and
        // cleared only by that thread.
        private var container: DependencyContainer?

        init(_ container: DependencyContainer) { self.container = container }

        /// Runs `check` in the scratch container, then lets go of it.
        ///
        /// The scratch container is current on the probe thread, as it would be for a resolve
        /// under `withCurrent`: property injection and `inject()` in the graph resolve from it,
        /// not from whatever the default container is, and cache nothing outside it.
        func probe(with check: (Container) throws(ResolutionError) -> Void) -> ResolutionError? {
            defer { container = nil }
            guard let container else { return nil }
            return ValidationProbe.runHere(check, in: container)
        }
    }

    private func finish(_ failure: ResolutionError?) {
        outcome.withLock { outcome in
            outcome = .finished(failure)
            self.outcome.broadcast()
        }
    }

    /// Called where a non-throwing resolve fails. On a probe thread: gives up the cache entries
    /// the probe claimed, hands the error to the waiting `validate()` and parks the thread for
    /// good; never returns. Elsewhere: returns.
    ///
    /// NB: parked, not ended: Swift cannot unwind the initialisers above a failed non-throwing
    /// resolve, and ending the thread inside them would tear down their frames without running
    /// their cleanups. So the frames, and everything they hold (the scratch
    /// container and what was built in it, the `.graph` scope), stay as they
    /// are: leaked on purpose, `validate()` being for tests. No container lock is held while
    /// user code runs, so the parked thread holds none.
    static func stopIfProbing(_ error: ResolutionError) {
        let thread = currentThread()
        guard let probe = thread.probe else { return }
        thread.probe = nil
        probe.giveUpClaims(of: thread)
        probe.finish(error)
        parkForever()
    }

    /// Frees every cache entry `thread` claimed and had not finished, so that no request waits
    /// for it: those of the containers of the requests on its path (and the containers that
    /// build their persistent instances), and of the scratch container's subtree, where the
    /// `didInject` calls still deferred on the thread left theirs.
    ///
    /// NB: a deferred `didInject` of an object built in a container outside those (one that an
    /// `init` reached by itself, such as a global container) keeps its entry in flight: the
    /// deferred call does not say where it is.
    private func giveUpClaims(of thread: ThreadState) {
        var containers: [DependencyContainer] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ container: DependencyContainer) {
            if seen.insert(ObjectIdentifier(container)).inserted { containers.append(container) }
        }
        var next = thread.innermost
        while let frame = next {
            let container = frame.pointee.container
            add(container)
            if let home = container.persistentHome { add(home) }
            next = frame.pointee.parent
        }
        // The scratch subtree, breadth first.
        var subtree = [scratch]
        var index = 0
        while index < subtree.count {
            subtree += subtree[index].liveChildren
            index += 1
        }
        subtree.forEach(add)
        for container in containers { container.giveUpClaims(of: thread.id) }
    }
}

extension DependencyContainer {
    /// Frees the entries of this container that `owner` (a thread) claimed, building or
    /// injecting, as a failed build does, and wakes the threads that wait for them.
    fileprivate func giveUpClaims(of owner: UInt) {
        state.withLock { state in
            let claimed = state.cache.entries.compactMap { key, instance -> CacheKey? in
                switch instance {
                case .building(owner, _), .injecting(owner, _, _): key
                default: nil
                }
            }
            guard !claimed.isEmpty else { return }
            for key in claimed {
                state.cache.free(key, waitID: WaitGraph.InstanceID(key, in: self))
                state.domains[key] = nil
            }
        }
    }
}
