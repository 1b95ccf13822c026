/// Runs one validation check on a thread of its own and reports how it ended.
final class ValidationProbe: Sendable {
    private let outcome = Locked<Outcome>(.running)
    /// The caller holds the main actor and waits, blocked, until the probe ends: the probe's
    /// thread may use it (see `lendsMainActorHere`).
    let lendsMainActor: Bool

    private init(lendsMainActor: Bool) { self.lendsMainActor = lendsMainActor }

    private enum Outcome {
        case running
        case finished(ResolutionError?)
    }

    static func run(
        _ check: @escaping @Sendable (Container) throws(ResolutionError) -> Void, in container: DependencyContainer
    ) -> ResolutionError? {
        // A caller on the main actor lends it to the probe: it waits, blocked, until the probe
        // ends, so main-actor registrations are checked as its own resolves would run them.
        // Lent to the probe's thread only, not to a task started there, which may outlive it
        // (found in review: a task-local lent it to such a task for good).
        let probe = ValidationProbe(lendsMainActor: Isolation.mayUseMainActor)
        installIsolationHandler
        // As much stack as the caller has left (at least 4 MiB): a graph that resolves where
        // validate() is called resolves on the probe too.
        let stack = max(4 << 20, currentThread().stackRemaining.addingReportingOverflow(1 << 20).partialValue)
        // The probe lets go of the scratch container before it wakes the caller, which holds it
        // until `run` returns: the graph the probe built is torn down before `validate()`
        // returns, on the caller's thread (found in review: it was torn down later, on the
        // probe's).
        let scratch = Scratch(container)
        startThread(stackSize: min(stack, 1 << 30)) {
            currentThread().probe = Unmanaged.passUnretained(probe).toOpaque()
            let failure = scratch.probe(with: check)
            currentThread().probe = nil
            probe.finish(failure)
        }
        return withExtendedLifetime(container) {
            probe.outcome.withLock { outcome in
                while true {
                    if case .finished(let failure) = outcome { return failure }
                    probe.outcome.waitForChange()
                }
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
            return container.withCurrent { () -> ResolutionError? in
                do throws(ResolutionError) {
                    try check(container)
                    return nil
                } catch {
                    return error
                }
            }
        }
    }

    /// Whether the calling thread is a probe whose caller lends it the main actor.
    static var lendsMainActorHere: Bool {
        guard let raw = currentThread().probe else { return false }
        return Unmanaged<ValidationProbe>.fromOpaque(raw).takeUnretainedValue().lendsMainActor
    }

    private func finish(_ failure: ResolutionError?) {
        outcome.withLock { outcome in
            outcome = .finished(failure)
            self.outcome.broadcast()
        }
    }

    /// Hands a failed isolation check on a probe thread (`MainActor.assumeIsolated` in a
    /// factory, say) to the waiting `validate()` instead of stopping the process.
    private static let installIsolationHandler: Void = {
        Isolation.interceptFailedChecksOnProbeThreads { isMainActor in
            // The caller on the main actor waits, blocked, for this probe: it may use it.
            if isMainActor && lendsMainActorHere { return true }
            let error = ResolutionError(
                kind: .needsMainActor, path: ResolutionFrame.path(to: ResolutionFrame.current),
                context: isMainActor
                    ? "Code in its graph asserted that it runs on the main actor (MainActor.assumeIsolated, or a main-actor type's own check), and validate() probes each registration on a thread of its own, where the main actor never runs. Resolve main-actor registrations in a @MainActor test instead of validate()."
                    : "Code in its graph asserted that it runs on an actor's executor, and validate() probes each registration on a thread of its own."
            )
            ValidationProbe.endIfProbing(error)
            return false
        }
    }()

    /// Called where a non-throwing resolve fails. On a probe thread: hands the error to the
    /// waiting `validate()` and ends this thread. Elsewhere: returns.
    ///
    /// NB: `pthread_exit`: Swift cannot unwind the initialisers above a failed non-throwing
    /// resolve, so the thread ends where it stands; what it had built is never freed, but no
    /// thread stays behind (no container lock is held while user code runs).
    static func endIfProbing(_ error: ResolutionError) {
        guard let raw = currentThread().probe else { return }
        let probe = Unmanaged<ValidationProbe>.fromOpaque(raw).takeUnretainedValue()
        // Lent the main actor no longer: the caller wakes and may use it again.
        currentThread().probe = nil
        probe.finish(error)
        exitThread()
    }
}
