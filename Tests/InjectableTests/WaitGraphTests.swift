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

@Suite("Wait graph: one wait per entry")
struct WaitGraphEntryTests {
    /// Thread ids no real thread has (`ThreadState.id` is the address of a thread's state).
    private static let builder: UInt = .max - 10
    private static let waiter: UInt = .max - 11

    @Test(
        "a loop through a .graph entry of one container is not handed out because another container's entry for that type exists"
    )
    func graphEntriesOfTwoContainersWaitApart() {
        let owner = DependencyContainer()
        let other = owner.child()
        let store = GraphScope(owner: owner)
        let key = CacheKey(String.self, nil)
        let exists = store.waitID(in: owner, key)  // its didInject runs
        let building = store.waitID(in: other, key)  // its init runs
        let elsewhere = WaitGraph.InstanceID(container: ObjectIdentifier(owner), key: CacheKey(Int.self, nil))
        let step = ResolutionStep(typeName: "String", key: nil)
        defer {
            WaitGraph.endWait(.thread(Self.builder), for: .instance(elsewhere))
            WaitGraph.endWait(.thread(Self.waiter), for: .instance(building))
            for id in [exists, building, elsewhere] { WaitGraph.finish(id) }
        }
        WaitGraph.setInjecting(exists)
        // The builder of `other`'s entry waits for an instance the waiter injects…
        #expect(
            isWait(
                WaitGraph.beginWait(
                    .thread(Self.builder), for: .thread(Self.waiter), .instance(elsewhere), step,
                    exists: true, release: {})))
        // …so the waiter's wait for `other`'s entry closes a loop. That entry does not exist yet:
        // the loop is broken by releasing the builder, which may take the instance that does.
        let decision = WaitGraph.beginWait(
            .thread(Self.waiter), for: .thread(Self.builder), .instance(building), step, release: {})
        #expect(isWait(decision), "the waiter was told to take an instance that is not built: \(decision)")
    }

    private func isWait(_ decision: WaitGraph.Decision) -> Bool {
        if case .wait = decision { return true }
        return false
    }
}
