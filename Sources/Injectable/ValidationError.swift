/// Every failure ``DependencyContainer/validate(roots:isolation:)`` or
/// ``DependencyContainer/validate(roots:)`` found, each with its resolution path, and apart from
/// them what was not checked where `validate()` ran.
public struct ValidationError: Error, CustomStringConvertible {
    /// The failures, one per registration or root that could not be resolved, in a stable
    /// order.
    public let failures: [ResolutionError]
    /// The registrations and roots that were not checked where the synchronous `validate()`
    /// ran, each with the actor it needs (``ResolutionError/Kind/needsMainActor`` or
    /// ``ResolutionError/Kind/needsActor(_:)``), or the `await` an async registration needs
    /// (``ResolutionError/Kind/needsAwait``), and the fix. Not failures: `try await
    /// validate()` checks each, on its own actor, awaiting what needs it. Always empty for the
    /// async form.
    public let unchecked: [ResolutionError]

    /// Whether `validate()` was given roots: the report then counts "registrations or roots".
    private let hasRoots: Bool

    init(failures: [ResolutionError], unchecked: [ResolutionError] = [], hasRoots: Bool = false) {
        self.failures = failures
        self.unchecked = unchecked
        self.hasRoots = hasRoots
    }

    private func counted(_ count: Int) -> String {
        switch (count == 1, hasRoots) {
        case (true, false): "1 registration"
        case (false, false): "\(count) registrations"
        case (true, true): "1 registration or root"
        case (false, true): "\(count) registrations or roots"
        }
    }

    /// What failed, numbered, each with its full explanation; then what was not checked.
    public var description: String {
        var sections: [String] = []
        if !failures.isEmpty {
            sections.append(
                "Injectable found \(counted(failures.count)) that cannot be resolved:" + Self.numbered(failures))
        }
        if !unchecked.isEmpty {
            sections.append(
                "Injectable did not check \(counted(unchecked.count)) where validate() ran (not failures: `try await container.validate()` checks each on its own actor):"
                    + Self.numbered(unchecked))
        }
        return sections.joined(separator: "\n\n")
    }

    private static func numbered(_ errors: [ResolutionError]) -> String {
        var text = ""
        for (index, error) in errors.enumerated() {
            let body = error.description.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "   " + $0 }.joined(separator: "\n")
            text += "\n\n\(index + 1).\(body.dropFirst(2))"
        }
        return text
    }
}
