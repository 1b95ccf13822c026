/// Every failure ``DependencyContainer/validate(isolation:)`` found, each with its resolution path.
public struct ValidationError: Error, CustomStringConvertible {
    /// The failures, one per registration that could not be resolved, in a stable order.
    public let failures: [ResolutionError]

    /// All the failures, numbered, each with its full explanation.
    public var description: String {
        var text =
            "Injectable found \(failures.count) registration\(failures.count == 1 ? "" : "s") that cannot be resolved:"
        for (index, failure) in failures.enumerated() {
            let body = failure.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "   " + $0 }.joined(separator: "\n")
            text += "\n\n\(index + 1).\(body.dropFirst(2))"
        }
        return text
    }
}

extension DependencyContainer {
    /// Resolves every interface registration and keyed variant visible from this container
    /// once, checks that every default key (see ``setDefaultKey(_:for:)``) names a
    /// registration, and throws one error listing every failure with its path.
    ///
    /// Use it in a unit test to prove that an app's composition is complete. Call it from the
    /// main actor, as a `@MainActor` test does, so that it checks every registration:
    ///
    /// ```swift
    /// @Test @MainActor func compositionIsComplete() throws {
    ///     let container = DependencyContainer()
    ///     container.install(AppModule())
    ///     try container.validate()
    /// }
    /// ```
    ///
    /// Each registration is resolved in a scratch scope of a scratch ``child()``, as a session
    /// would resolve it (so a ``Lifetime/scoped`` implementation is checked where it is used),
    /// and no instance stays cached in this container; that scope is also ``current`` while it
    /// is probed, so property injection and `inject()` inside the graph resolve from it.
    ///
    /// Where each registration is resolved:
    ///
    /// - On a thread of its own, first, with as much stack as the calling thread has left (at
    ///   least 4 MiB). There a failure inside a non-throwing initialiser deep in the graph is
    ///   reported too, without stopping the process: Swift cannot unwind the initialisers above
    ///   it, so that thread gives up the instances it was building and stays parked for good,
    ///   and what it built is never freed. Fine in a test process; do not call `validate()` in
    ///   production.
    /// - A registration that needs the main actor there (a `@MainActor` closure, an
    ///   implementation whose conformance is isolated to the main actor, or anything that
    ///   resolves one) is resolved again on the main actor, synchronously, when `validate()` is
    ///   called on the main actor. There a failure inside a non-throwing initialiser stops the
    ///   program with its explanation, as it would in the app.
    /// - Called off the main actor, `validate()` builds nothing that needs the main actor: it
    ///   reports each such registration as a ``ResolutionError/Kind/needsMainActor`` failure
    ///   that names it and says it was not checked off the main actor. In an app whose module
    ///   is main-actor by default nearly every registration needs the main actor, so call
    ///   `validate()` from a `@MainActor` test.
    /// - A registration that needs another global actor (an implementation isolated to it, or a
    ///   closure) is resolved again synchronously where `validate()` is called, when that code
    ///   is isolated to that actor (`isolation`, where the call is written: leave the default).
    ///   Called anywhere else, `validate()` reports it as a ``ResolutionError/Kind/needsActor(_:)``
    ///   failure that names it and says it was not checked there.
    ///
    /// > Important: Code that asserts the main actor (`MainActor.assumeIsolated`) inside a
    /// > nonisolated registration's graph runs on a probe thread, where the assertion stops the
    /// > process. Such code belongs in a main-actor registration (a `@MainActor` closure, or a
    /// > main-actor implementation), which `validate()` checks on the main actor.
    public func validate(isolation: isolated (any Actor)? = #isolation) throws(ValidationError) {
        typealias Check = (order: (level: Int, order: Int), run: @Sendable (Container) throws(ResolutionError) -> Void)
        var checks: [Probe: Check] = [:]
        // The nearest container's default key of each interface, as a request without a key finds it.
        var defaults: [ObjectIdentifier: (key: String, check: Check)?] = [:]
        // Keys whose nearest registration is async: `validate()` cannot await, and an
        // ancestor's synchronous registration under the same key is shadowed (not probed).
        var asyncKeys = Set<CacheKey>()
        for (level, container) in lineage.enumerated() {
            container.state.withLock { state in
                for (key, registration) in state.interfaces where checks[.interface(key)] == nil {
                    guard !asyncKeys.contains(key) else { continue }
                    let validate = registration.factory.validate
                    let name = key.key
                    checks[.interface(key)] = (
                        (-level, registration.order),
                        { @Sendable container throws(ResolutionError) in
                            try validate(container, name)
                        }
                    )
                }
                for key in state.asyncInterfaces.keys where checks[.interface(key)] == nil { asyncKeys.insert(key) }
                for (key, registration) in state.parameters where checks[.variant(key)] == nil {
                    checks[.variant(key)] = ((-level, registration.order), registration.validate)
                }
                for (id, key) in state.defaultKeys where defaults[id] == nil {
                    // A child's `nil` shadows its ancestors' default keys.
                    guard let key, let check = state.defaultKeyChecks[id] else {
                        defaults[id] = .some(nil)
                        continue
                    }
                    defaults[id] = (key, ((-level, check.order), check.probe))
                }
            }
        }
        // A default key that names a registration is probed with that registration; one that
        // names none is probed as the request without a key that would fail.
        for (id, entry) in defaults {
            guard let entry, checks[.interface(CacheKey(id: id, entry.key))] == nil else { continue }
            checks[.unkeyedRequest(id)] = entry.check
        }
        let onMainActor = Isolation.isOnMainActor
        var failures: [ResolutionError] = []
        for check in checks.values.sorted(by: { $0.order < $1.order }) {
            guard var failure = ValidationProbe.run(check.run, in: scratch()) else { continue }
            // The probe's thread is not the main actor's, so a registration that needs it failed
            // there without building anything that needs it: check it on the main actor, or say
            // that it was not checked.
            if failure.kind == .needsMainActor {
                if onMainActor {
                    guard let onMain = ValidationProbe.runHere(check.run, in: scratch()) else { continue }
                    failure = onMain
                } else {
                    failure = failure.notCheckedHere()
                }
            } else if case .needsActor = failure.kind {
                // The caller's actor is proven here; if the registration needs that one, check it.
                if let actor = isolation, isOtherActor(actor) {
                    guard let here = withProvenIsolation(actor, { ValidationProbe.runHere(check.run, in: scratch()) })
                    else { continue }
                    failure = here
                }
                if case .needsActor = failure.kind { failure = failure.notCheckedHere() }
            }
            failures.append(failure)
        }
        if !failures.isEmpty { throw ValidationError(failures: failures) }
    }

    /// A container to probe a registration in: a scope of a new child, so that the probe caches
    /// nothing here, and a `.scoped` type resolves as it does in the app's sessions.
    private func scratch() -> DependencyContainer {
        child().scope()
    }

    /// What `validate()` probes, once each: an interface registration, a keyed variant (the two
    /// live in separate tables, under keys that may be equal), or the request without a key of
    /// an interface whose default key names no registration. A case each, so that no key a user
    /// registers stands for another probe.
    private enum Probe: Hashable {
        case interface(CacheKey)
        case variant(CacheKey)
        case unkeyedRequest(ObjectIdentifier)
    }
}
