// A per-container count of initialisations, for tests that check how often a type is built.
import Foundation
import Injectable

/// Counts the initialisations of each type in one test. The test stores it in its container
/// (the value under `key`), so that tests running side by side, each with a container of its
/// own, count apart; the fixtures' initialisers record themselves in the container they get.
///
/// NB: stored as a string-keyed value (deprecated for apps), through `stringKeyed`: the
/// fixtures record inside the very requests a test counts, where a typed value would change
/// what the test observes (Support/StringKeyedValues.swift says how).
final class InitCounts: @unchecked Sendable {
    // @unchecked Sendable: `counts` is only touched while `lock` is held.
    private let lock = NSLock()
    private var counts: [ObjectIdentifier: Int] = [:]

    /// The value under which a container holds its counter.
    static let key = "InitCounts"

    /// How many times `type`'s initialiser ran.
    subscript(type: Any.Type) -> Int { lock.withLock { counts[ObjectIdentifier(type)] ?? 0 } }

    /// How many times `type`'s initialiser ran.
    func count(_ type: Any.Type) -> Int { self[type] }

    /// Records a run of `type`'s initialiser.
    func record(_ type: Any.Type) { lock.withLock { counts[ObjectIdentifier(type), default: 0] += 1 } }

    /// Records a run of `type`'s initialiser in the counter `container` holds, if it holds one.
    static func record(_ type: Any.Type, in container: Container) {
        held(by: container)?.record(type)
    }

    /// The counter `container` holds; for fixtures that only run in a test's counted container.
    static func of(_ container: Container) -> InitCounts {
        guard let counts = held(by: container) else {
            preconditionFailure("the fixture container has no init counter")
        }
        return counts
    }

    /// Stores `counts` in `container`, for what it and its children build.
    static func install(_ counts: InitCounts, in container: DependencyContainer) {
        container.stringKeyed.setValue(counts, forKey: key)
    }

    /// The counter `container` holds, if it holds one.
    static func held(by container: Container) -> InitCounts? {
        container.stringKeyed.value(forKey: key, as: InitCounts.self)
    }

    /// A new container holding a new counter.
    static func container() -> (DependencyContainer, InitCounts) {
        let container = DependencyContainer()
        let counts = InitCounts()
        install(counts, in: container)
        return (container, counts)
    }
}
