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
