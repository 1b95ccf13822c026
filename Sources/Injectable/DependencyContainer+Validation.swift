/// Every failure ``DependencyContainer/validate()`` found, each with its resolution path.
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
    /// Use it in a unit test to prove that an app's composition is complete:
    ///
    /// ```swift
    /// @Test func compositionIsComplete() throws {
    ///     let container = DependencyContainer()
    ///     container.install(AppModule())
    ///     try container.validate()
    /// }
    /// ```
    ///
    /// Each registration is resolved in a scratch scope of a scratch ``child()``, as a session
    /// would resolve it (so a ``Lifetime/scoped`` implementation is checked where it is used),
    /// and no instance stays cached in this container; that scope is also ``current`` while it
    /// is probed, so property
    /// injection and `inject()` inside the graph resolve from it. Failures inside non-throwing initialisers deep in a graph are reported
    /// too, without stopping the process.
    ///
    /// > Important: Each registration is probed on a thread of its own, with as much stack as
    /// > the calling thread has left (at least 4 MiB). When a non-throwing `resolve()` fails deep
    /// > in a graph, Swift cannot unwind the initialisers above it, so that probe thread ends
    /// > where it stands and what it had built is never freed: no thread stays behind, but the
    /// > memory does. Fine in a test process; do not call `validate()` in production.
    public func validate() throws(ValidationError) {
        typealias Check = (order: (level: Int, order: Int), run: @Sendable (Container) throws(ResolutionError) -> Void)
        var checks: [CacheKey: Check] = [:]
        // The nearest container's default key of each interface, as a request without a key finds it.
        var defaults: [ObjectIdentifier: (key: String, check: Check)?] = [:]
        for (level, container) in lineage.enumerated() {
            container.state.withLock { state in
                for (key, registration) in state.interfaces where checks[key] == nil {
                    checks[key] = ((-level, registration.order), registration.factory.validate(in:))
                }
                for (key, registration) in state.parameters where checks[Self.variantKey(key)] == nil {
                    checks[Self.variantKey(key)] = ((-level, registration.order), registration.validate)
                }
                for (id, key) in state.defaultKeys where defaults[id] == nil {
                    // A child's `nil` shadows its ancestors' default keys.
                    guard let key, let check = state.defaultKeyChecks[id] else {
                        defaults[id] = .some(nil)
                        continue
                    }
                    defaults[id] = (key, ((-level, check.order), check.probe.validate(in:)))
                }
            }
        }
        // A default key that names a registration is probed with that registration; one that
        // names none is probed as the request without a key that would fail.
        for (id, entry) in defaults {
            guard let entry, checks[CacheKey(id: id, entry.key)] == nil else { continue }
            checks[CacheKey(id: id, "\u{0}default")] = entry.check
        }
        var failures: [ResolutionError] = []
        for check in checks.values.sorted(by: { $0.order < $1.order }) {
            if let failure = ValidationProbe.run(check.run, in: scratch()) { failures.append(failure) }
        }
        if !failures.isEmpty { throw ValidationError(failures: failures) }
    }

    /// A container to probe a registration in: a scope of a new child, so that the probe caches
    /// nothing here, and a `.scoped` type resolves as it does in the app's sessions.
    private func scratch() -> DependencyContainer {
        child().scope()
    }

    /// Variants and interfaces live in separate tables; keep their keys apart when merging.
    private static func variantKey(_ key: CacheKey) -> CacheKey {
        CacheKey(id: key.type, "\u{0}variant:" + (key.key ?? ""))
    }
}
