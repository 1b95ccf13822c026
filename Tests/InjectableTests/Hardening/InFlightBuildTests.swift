// A registration change made while an instance is being built wins over that build: the build
// may finish and be handed to the request that started it, but it must not be cached as the
// instance that later requests get.
import Foundation
import Injectable
import Testing

enum InFlightBuildFixtures {
    /// Holds the first build inside its initialiser until the test releases it.
    final class Gate: Sendable {
        let building = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let entered = Hardening.Counter()
        /// Counts holds that ended by timing out instead of by the test's release: the build then
        /// finished before the test's change, and the test proves nothing.
        let timedOut = Hardening.Counter()
        static let key = "InFlightBuildFixtures.Gate"

        /// Blocks the first caller until released (or a minute at most); later callers pass.
        ///
        /// NB: a long limit, so that a test task delayed by a busy cooperative pool still makes
        /// its change while the build is held; the test releases the gate on every path.
        static func hold(in container: Container) {
            guard let gate = container.value(forKey: key, as: Gate.self) else { return }
            gate.entered.increment()
            guard gate.entered.value == 1 else { return }
            gate.building.signal()
            if gate.release.wait(timeout: .now() + 60) == .timedOut { gate.timedOut.increment() }
        }
    }

    class Engine: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored properties.
        static let lifetime: Lifetime = .persistent
        required init(container: Container) { Gate.hold(in: container) }
    }

    final class MockEngine: Engine, @unchecked Sendable {}

    final class Variant: CustomInjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let parameter: String?
        init(container: Container) { parameter = nil }
        init(container: Container, parameter: String) {
            Gate.hold(in: container)
            self.parameter = parameter
        }
    }

    /// Runs `body` on a new thread at once (not on a task, which may wait for a busy pool before
    /// it starts) and returns what signals its end.
    static func start(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done
    }

    /// Waits for `semaphore`, at most the deadline; false if it timed out.
    ///
    /// NB: blocking, in a synchronous test: an async test waiting to be resumed may wait for
    /// the cooperative pool longer than the gate holds, while slow tests beside it keep the
    /// pool's threads busy.
    static func wait(for semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + Hardening.deadline) == .success
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: a build in flight does not outlive override() or re-registration")
    struct InFlightBuildTests {
        typealias F = InFlightBuildFixtures

        @Test("an override added while the type's first persistent build runs is what later resolves return")
        func overrideDuringBuild() throws {
            let container = DependencyContainer()
            let gate = F.Gate()
            container.setValue(gate, forKey: F.Gate.key)
            // The request that started the build may get the old definition's instance; later ones may not.
            let built = F.start { _ = container.resolve() as F.Engine }
            defer { gate.release.signal() }
            try #require(F.wait(for: gate.building), "the first build did not start")

            container.override(F.Engine.self) { container in F.MockEngine(container: container) }
            gate.release.signal()
            try #require(F.wait(for: built), "the first build did not finish")
            try #require(gate.timedOut.value == 0, "the build was not held while the override was added")

            let after: F.Engine = container.resolve()
            #expect(after is F.MockEngine, "the build that started before the override was cached over it")
            #expect(container.resolve() as F.Engine === after)
        }

        @Test("a keyed variant registered again while its build runs comes from the new parameter afterwards")
        func reregistrationDuringBuild() throws {
            let container = DependencyContainer()
            let gate = F.Gate()
            container.setValue(gate, forKey: F.Gate.key)
            container.register(type: F.Variant.self, key: "k") { _ in "old" }
            let built = F.start { _ = container.resolve(key: "k") as F.Variant }
            defer { gate.release.signal() }
            try #require(F.wait(for: gate.building), "the first build did not start")

            container.register(type: F.Variant.self, key: "k") { _ in "new" }
            gate.release.signal()
            try #require(F.wait(for: built), "the first build did not finish")
            try #require(gate.timedOut.value == 0, "the build was not held while the variant was registered again")

            let after: F.Variant = container.resolve(key: "k")
            #expect(after.parameter == "new", "the build from the replaced registration was cached over it")
            #expect(container.resolve(key: "k") as F.Variant === after)
        }
    }
}

/// A persistent type overridden while its first resolve is starting: between the resolve's look
/// for an override and its claim of the cache entry.
enum OverrideRaceFixtures {
    final class Engine: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let isMock: Bool
        init(container: Container) { isMock = false }
        init(mock: Bool) { isMock = mock }
    }

    final class AsyncEngine: AsyncInjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let isMock: Bool
        init(container: Container) async throws { isMock = false }
        init(mock: Bool) { isMock = mock }
    }

    /// Runs `first` and `second` on two threads released at the same moment, `rounds` times;
    /// returns how many rounds `check` failed once both returned.
    static func race(
        rounds: Int,
        _ round:
            @escaping @Sendable () -> (
                first: @Sendable () -> Void, second: @Sendable () -> Void, check: @Sendable () -> Bool
            )
    ) -> Int {
        var failed = 0
        for _ in 0..<rounds {
            let (first, second, check) = round()
            let go = Hardening.Counter()
            let done = DispatchGroup()
            for body in [first, second] {
                done.enter()
                Thread {
                    while go.value == 0 {}
                    body()
                    done.leave()
                }.start()
            }
            go.increment()
            done.wait()
            if !check() { failed += 1 }
        }
        return failed
    }
}

extension Hardening {
    @Suite("Hardening: an override that lands while a resolve is starting wins")
    struct OverrideRaceTests {
        typealias F = OverrideRaceFixtures

        /// Found in review: 309 of 20,000 rounds of a release build kept the original after
        /// override() returned (the override found no entry to mark stale, and the build, which
        /// had looked for an override before, was kept).
        @Test("an override added while the first resolve starts is what later resolves return")
        func overrideDuringFirstResolve() async {
            let failed = await Hardening.offThePool {
                F.race(rounds: 3_000) {
                    let container = DependencyContainer()
                    return (
                        { container.override(F.Engine.self) { _ in F.Engine(mock: true) } },
                        { _ = container.resolve() as F.Engine },
                        { (container.resolve() as F.Engine).isMock }
                    )
                }
            }
            #expect(
                failed == 0, "\(failed) of 3,000 rounds kept the original after override() returned")
        }

        /// Decided by what the rounds returned, not by a deadline: the two requests are tasks of a
        /// group, so no thread blocks on a task (a two-thread cooperative pool stays free), and
        /// the test ends when its last round does.
        @Test("the same for an async type")
        func overrideDuringFirstAsyncResolve() async {
            let rounds = 10_000
            var failed = 0
            for _ in 0..<rounds {
                let container = DependencyContainer()
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { container.override(F.AsyncEngine.self) { _ in F.AsyncEngine(mock: true) } }
                    group.addTask { _ = try? await container.resolve() as F.AsyncEngine }
                }
                if (try? await container.resolve() as F.AsyncEngine)?.isMock != true { failed += 1 }
            }
            #expect(failed == 0, "\(failed) of \(rounds) rounds kept the original after override() returned")
        }
    }
}
