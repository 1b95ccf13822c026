// A wait that began while a thread held an entry in flight, and that still sleeps when the
// entry's `didInject` goes to an async build (see Construction.swift), must end then: a thread
// must not block on that build, and a task must wait for it where the wait graph sees it.
import Foundation
import Synchronization
import Testing

@testable import Injectable

private enum HW {
    static func gates(_ container: Container) -> Gates {
        container.stringKeyed.value(forKey: "hand-over-wait-gates", as: Gates.self)!
    }

    /// Runs `body` in the calling task, on a thread of its own instead of one of the cooperative
    /// pool, which the tasks it waits for need: the synchronous resolves here block their thread
    /// until another thread or task waits.
    static func onAThreadOfItsOwn<T>(_ body: () -> T) async -> T {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return body() }
        return await withTaskExecutorPreference(GraphLoopFixtures.ThreadPerJob()) { body() }
    }

    // MARK: A task waits first, then the build waits for that task's build

    /// Built synchronously inside `Outer`'s `init`, its `didInject` deferred to that `init`,
    /// then handed on to `Keeper`'s build when it returns.
    typealias Part = HandOver.Part

    /// Builds `Part`, then holds its own `init` until a task waits for `Part`.
    final class Outer: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .persistent
        let part: Part
        let taskWaited: Bool
        init(container: Container) {
            part = container.resolve()
            let gates = HW.gates(container)
            Task { await gates.open("part in flight") }
            taskWaited = Waits.until(aTaskWaitsForAThreadsBuildOf: Part.self, in: container)
        }
    }

    /// Another build, which asks for `Part` while `Outer` holds it.
    final class Asker: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Part
        init(container: Container) async throws {
            await HW.gates(container).wait("part in flight")
            part = try await container.resolve()
        }
    }

    /// Builds `Outer` (which takes `Part`'s `didInject` over once `Outer`'s `init` returned),
    /// then asks for the asker, which waits for `Part`: a loop of waits that `Part`, which
    /// exists, opens.
    final class Keeper: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let outer: Outer
        let asker: Asker
        init(container: Container) async throws {
            outer = await onAThreadOfItsOwn { container.resolve() }
            asker = try await container.resolve()
        }
    }

    // MARK: A thread waits first, then the build waits for that thread

    final class Inner: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// Builds `Inner`, then holds its own `init` until a thread waits for `Inner`.
    final class Holder: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let inner: Inner
        let threadWaited: Bool
        init(container: Container) {
            inner = container.resolve()
            Task { [gates = HW.gates(container)] in await gates.open("inner in flight") }
            threadWaited = Waits.until(aThreadWaitsFor: Inner.self, in: container)
        }
    }

    /// Builds `Holder` (which takes `Inner`'s `didInject` over), then waits for the thread
    /// that asked for `Inner`.
    final class Feed: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let holder: Holder
        init(container: Container) async throws {
            holder = await onAThreadOfItsOwn { container.resolve() }
            await HW.gates(container).wait("thread returned")
        }
    }
}

@Suite("A wait begun before its entry went to an async build")
struct HandOverWaitTests {
    @Test(
        "a task that waited for a thread's build gets the instance once the build it went to waits for that task",
        .timeLimit(.minutes(1)))
    func taskWaitingBeforeTheHandOver() async throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(Gates(), forKey: "hand-over-wait-gates")
        let (finished, keeper) = await HandOver.resolveTogether(
            HW.Asker.self, HW.Keeper.self, in: container, watchdog: 30)
        #expect(finished, "the keeper waited for the asker, and the asker for Part, outside the wait graph")
        let kept = try #require(keeper)
        #expect(kept.outer.taskWaited, "the asker did not wait while Part was in flight")
        #expect(kept.asker.part === kept.outer.part)
    }

    @Test(
        "a thread that waited for a thread's build fails with .needsAwait once it went to a build",
        .timeLimit(.minutes(1)))
    func threadWaitingBeforeTheHandOver() async throws {
        let container = DependencyContainer()
        let gates = Gates()
        container.stringKeyed.setValue(gates, forKey: "hand-over-wait-gates")
        let outcome = Mutex<ResolutionError.Kind?>(nil)
        let finished = await completes(watchdog: 30) {
            async let feed: HW.Feed? = try? await container.resolve()
            await gates.wait("inner in flight")
            let kind = await Threads.offThePool { () -> ResolutionError.Kind? in
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as HW.Inner
                    return nil
                } catch {
                    return error.kind
                }
            }
            outcome.withLock { $0 = kind }
            await gates.open("thread returned")
            _ = await feed
        }
        #expect(finished, "the thread blocked on the build, which waited for it")
        #expect(outcome.withLock { $0 } == .needsAwait)
        let holder: HW.Holder = container.resolve()
        #expect(holder.threadWaited, "the thread did not wait while Inner was in flight")
    }
}
