// A synchronous object's `didInject` that waits for an async build's `init` (see
// Construction.swift) must neither hold up a thread outside that build's resolve nor run off
// the actor its object was built on.
import Foundation
import Injectable
import Synchronization
import Testing

private enum HO {
    final class Service: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// Resolves `Service` synchronously in its `init`, then waits for a thread that asks for
    /// `Service` too.
    final class Feed: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let service: Service
        let threadsOutcome: ResolutionError.Kind?
        let threadsMessage: String
        init(container: Container) async throws {
            service = container.resolve()
            let (outcome, message) = await Threads.offThePool { () -> (ResolutionError.Kind?, String) in
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as Service
                    return (nil, "")
                } catch {
                    return (error.kind, "\(error)")
                }
            }
            threadsOutcome = outcome
            threadsMessage = message
        }
    }

    // MARK: A task's wait for an entry handed to a build, in a loop with that build

    static func gates(_ container: Container) -> Gates {
        container.stringKeyed.value(forKey: "handed-over-gates", as: Gates.self)!
    }

    /// Built synchronously inside `Keeper`'s `init`, its `didInject` deferred to that build.
    typealias Part = HandOver.Part

    /// Another build: asks for `Part` from async code once `Part`'s entry went to `Keeper`.
    final class Asker: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Part
        init(container: Container) async throws {
            await gates(container).open("asker started")
            await gates(container).wait("part handed over")
            part = try await container.resolve()
        }
    }

    /// `Asker`, asking for `Part` from two tasks of its build at once.
    final class TwoTaskAsker: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let first: Part
        let second: Part
        init(container: Container) async throws {
            await gates(container).open("asker started")
            await gates(container).wait("part handed over")
            async let first: Part = container.resolve()
            async let second: Part = container.resolve()
            (self.first, self.second) = try await (first, second)
        }
    }

    /// Builds `Part` synchronously (its `didInject` waits for this `init`), then, once the
    /// asker's tasks wait for `Part`, asks for the asker: a loop of waits, which the instance
    /// that exists opens.
    final class Keeper<AskerType: AsyncInjectableObject>: AsyncInjectableObject {
        static var lifetime: Lifetime { .persistent }
        let part: Part
        let asker: AskerType
        let askerWaited: Bool
        init(container: Container) async throws {
            await gates(container).wait("asker started")
            part = try container.tryResolve()
            await gates(container).open("part handed over")
            let tasks = AskerType.self == TwoTaskAsker.self ? 2 : 1
            askerWaited = await Waits.until(aTaskWaitsForTheEntryOf: Part.self, in: container, tasks: tasks)
            asker = try await container.resolve()
        }
    }

    // MARK: A didInject handed to a build whose init then fails

    /// One per resolve.
    final class Session: InjectableObject, Sendable {
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }

    /// Asks for the resolve's `Session` in its `init` and again in its `didInject`, which the
    /// async build that asked for it runs once its `init` has returned (or thrown).
    final class Recorder: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let session: Session
        let sessionInDidInject = Mutex<Session?>(nil)
        init(container: Container) { session = container.resolve() }
        func didInject(container: Container) {
            let again: Session = container.resolve()
            sessionInDidInject.withLock { $0 = again }
        }
    }

    struct Failure: Error {}

    /// Builds a `Recorder` synchronously, then fails when the container's "fails" value says so.
    final class RecorderHost: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            let _: Recorder = container.resolve()
            if container.stringKeyed.value(forKey: "fails", as: Bool.self) == true { throw Failure() }
        }
    }

    /// Records that its `didInject` ran.
    final class MainSide: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let injected = Mutex(false)
        init(container: Container) {}
        func didInject(container: Container) { injected.withLock { $0 = true } }
    }

    /// Resolves `MainSide` on the main actor, in its async `init`, and notes whether its
    /// `didInject` had run there, before the main actor's part returned.
    final class Host: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let side: MainSide
        let injectedOnTheMainActor: Bool
        init(container: Container) async throws {
            (side, injectedOnTheMainActor) = await MainActor.run {
                let side = container.resolve() as MainSide
                return (side, side.injected.withLock { $0 })
            }
        }
    }
}

@Suite("A didInject handed to an async build")
struct HandedOverInjectionTests {
    @Test("a thread outside the build's resolve gets .needsAwait instead of blocking on the build")
    func threadDoesNotBlock() async throws {
        let container = DependencyContainer()
        let feeds = Mutex<HO.Feed?>(nil)
        let finished = await completes {
            let feed = try? await container.resolve() as HO.Feed
            feeds.withLock { $0 = feed }
        }
        #expect(finished, "the thread blocked on the build that waited for it")
        let feed = try #require(feeds.withLock { $0 })
        #expect(feed.threadsOutcome == .needsAwait)
        #expect(
            feed.threadsMessage.contains("its didInject(container:) waits until the init(container:) of Feed"),
            "the message names the build it waits for, not a task building Service: \(feed.threadsMessage)")
        #expect(try container.tryResolve() as HO.Service === feed.service, "once the build is over, a hit")
    }

    @Test(
        "a task waiting for an entry handed to a build, which waits for that task's build, gets the instance that exists"
    )
    func loopThroughHandedOverEntry() async throws {
        let (finished, keeper) = await resolveLoop(HO.Asker.self)
        #expect(
            finished, "the asker waited for the keeper's didInject, off the wait graph, and the keeper for the asker")
        let built = try #require(keeper)
        #expect(built.askerWaited, "the asker never waited for Part")
        #expect(built.asker.part === built.part)
    }

    @Test("two tasks of one build waiting for an entry handed to a build in such a loop both get the instance")
    func twoTasksThroughHandedOverEntry() async throws {
        let (finished, keeper) = await resolveLoop(HO.TwoTaskAsker.self)
        #expect(finished, "a task of the released build was never woken")
        let built = try #require(keeper)
        #expect(built.askerWaited, "the asker's two tasks never both waited for Part")
        #expect(built.asker.first === built.part)
        #expect(built.asker.second === built.part)
    }

    /// Resolves an asker and the keeper that asks for it at once, in a new container; whether
    /// both finished, and the keeper.
    private func resolveLoop<Asker: AsyncInjectableObject>(
        _ asker: Asker.Type
    ) async -> (finished: Bool, keeper: HO.Keeper<Asker>?) {
        let container = DependencyContainer()
        container.stringKeyed.setValue(Gates(), forKey: "handed-over-gates")
        let (finished, keeper) = await HandOver.resolveTogether(Asker.self, HO.Keeper<Asker>.self, in: container)
        return (finished, keeper)
    }

    // In a process of its own: the failure came from a rule that asked whether any async request
    // ran in the whole process, which the tests running beside this one would make true.
    @Test("a didInject handed to an async build runs in that build's resolve, also when the build's init failed")
    func deferredCallOfAFailedBuild() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            for fails in [false, true] {
                let container = DependencyContainer()
                container.stringKeyed.setValue(fails, forKey: "fails")
                _ = try? await container.resolve() as HO.RecorderHost
                let recorder: HO.Recorder = container.resolve()
                let again = recorder.sessionInDidInject.withLock { $0 }
                ChildProcess.report(fails ? "same after a failed init" : "same", again === recorder.session ? 1 : 0)
            }
            exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child trapped: already recorded
        let output = ChildProcess.output(result)
        #expect(ChildProcess.value("same", in: output) == 1, "\(output)")
        #expect(
            ChildProcess.value("same after a failed init", in: output) == 1,
            "the didInject got another .graph instance of the resolve: \(output)")
    }

    @Test("a synchronous resolve on the main actor inside an async init runs its didInject there")
    func didInjectStaysOnItsActor() async throws {
        let container = DependencyContainer()
        let host: HO.Host = try await container.resolve()
        #expect(host.injectedOnTheMainActor, "its didInject waited for the build, which runs it off the main actor")
    }
}
