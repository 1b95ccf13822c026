// The `.graph` lifetime shares an instance within one outermost resolve, per container. Inside
// that resolve a container may be freed and a new one allocated at the same address: the new
// container must get its own instance, never the freed one's.
import Injectable
import Testing

enum GraphScopeReuseFixtures {
    /// Remembers which container built it (the test gives each child a number).
    class Scoped: InjectableObject {
        static let lifetime: Lifetime = .graph
        let builtBy: Int?
        required init(container: Container) { builtBy = container.value(forKey: "child") }
    }

    final class MockScoped: Scoped {}

    /// Within its own resolve (so within one `.graph` scope), makes child after child, resolves a
    /// `.graph` instance from each and drops it: a freed child's address is soon reused.
    final class Driver: InjectableObject {
        static let rounds = 200
        let wrongInstances: Int

        required init(container: Container) {
            let override = container.value(forKey: "override", default: false)
            var wrong = 0
            for round in 0..<Self.rounds {
                let child = container.child()
                child.setValue(round, forKey: "child")
                if override { child.override(Scoped.self) { container in MockScoped(container: container) } }
                let scoped: Scoped = child.resolve()
                if scoped.builtBy != round { wrong += 1 }
            }
            wrongInstances = wrong
        }
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: the .graph scope tells containers apart")
    struct GraphScopeReuseTests {
        typealias F = GraphScopeReuseFixtures

        @Test(
            "within one resolve, a new child container never gets a freed child's .graph instance",
            arguments: [false, true])
        func newChildGetsItsOwnInstance(overridden: Bool) {
            let container = DependencyContainer()
            container.setValue(overridden, forKey: "override")
            let driver: F.Driver = container.resolve()
            #expect(
                driver.wrongInstances == 0,
                "\(driver.wrongInstances) of \(F.Driver.rounds) children got an instance another child built")
        }
    }
}
