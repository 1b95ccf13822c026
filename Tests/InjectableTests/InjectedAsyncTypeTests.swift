import Injectable
import Testing

enum InjectedAsyncTypeFixtures {
    /// Both synchronous and async: `@Injected` builds it with `resolve()`.
    final class Both: InjectableObject, AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let builtAsync: Bool
        required init(container: Container) { builtAsync = false }
        required init(container: Container) async throws { builtAsync = true }
    }

    final class Owner {
        @Injected var both: Both
        @Injected(mode: .eager) var eager: Both
    }
}

// What must not compile (an async-only type in @Injected or inject()) is checked by
// Scripts/check-compile-failures.sh, with the files in Tests/CompileFailures.
@Suite("@Injected of a type that is both synchronous and async")
struct InjectedAsyncTypeTests {
    typealias F = InjectedAsyncTypeFixtures

    @Test("resolves it synchronously, the container's one instance")
    func resolvesSynchronously() {
        let container = DependencyContainer()
        let owner = container.withCurrent { F.Owner() }
        #expect(owner.both === container.resolve() as F.Both)
        #expect(owner.eager === owner.both)
        #expect(!owner.both.builtAsync)
    }
}
