// The wait graph (WaitGraph.swift) hears of a build only when something waits for it: a build
// nobody waits for, a thread's or a task's, never takes the graph's process-wide lock.
import Testing

@testable import Injectable

enum WaitGraphFixtures {
    /// Records, in its `didInject`, whether the wait graph knows anything of its build (its
    /// instance exists by then), into the container's "witness".
    final class Unwaited: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            let entry = container.state.withLock { $0.instances[CacheKey(Unwaited.self, nil)] }
            guard case .task(let build)? = entry else { return }
            let witness = container.stringKeyed.value(forKey: "witness", as: Locked<Bool?>.self)
            witness?.withLock { $0 = WaitGraph.knows(build) }
        }
    }
}

@Suite("Wait graph")
struct WaitGraphTests {
    private typealias F = WaitGraphFixtures

    @Test("an async build nothing waits for tells the wait graph nothing, as a thread's build")
    func unwaitedAsyncBuild() async throws {
        let container = DependencyContainer()
        let witness = Locked<Bool?>(nil)
        container.stringKeyed.setValue(witness, forKey: "witness")
        let built: F.Unwaited = try await container.resolve()
        #expect(witness.withLock { $0 } == false, "the graph knew of the build while its didInject ran")
        #expect(try await container.resolve() as F.Unwaited === built)
    }
}
