// An instance the wait graph hands out to a build, to break a loop of waits, is that build's to
// take from any of its requests: a task's, and a synchronous request one of its threads makes.
import Foundation
import Synchronization
import Testing

@testable import Injectable

private enum HP {
    static func gates(_ container: Container) -> Gates {
        container.stringKeyed.value(forKey: "hand-out-gates", as: Gates.self)!
    }

    /// Of both protocols, built by a task of a resolve of its own: its `init` holds until
    /// `Loop`'s build waits for it; its `didInject` then waits for `Loop`, which closes a loop
    /// the graph breaks by handing this instance, which exists, out to `Loop`.
    final class Shared: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        init(container: Container) async throws {
            await HP.gates(container).open("shared building")
            let deadline = Date(timeIntervalSinceNow: Threads.deadline)
            while !isAwaited(in: container), Date() < deadline { try await Task.sleep(nanoseconds: 100_000) }
        }
        func didInject(container: Container) async throws {
            let _: Loop = try await container.resolve()
        }

        /// Whether the wait graph knows of the build of `Shared` in `container` (a request waits
        /// for it there).
        private func isAwaited(in container: Container) -> Bool {
            let entry = container.state.withLock { $0.cache.entries[CacheKey(Shared.self, nil)] }
            guard case .task(let build)? = entry else { return false }
            return WaitGraph.knows(build)
        }
    }

    // MARK: An entry handed to a build that waits for the asker's build

    /// Built synchronously inside `Keeper`'s `init`, its `didInject` deferred to that build.
    typealias Part = HandOver.Part

    /// Another resolve's build, which `Keeper` waits for: once it does, asks for `Part`
    /// synchronously.
    final class Asker: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Result<Part, ResolutionError>
        init(container: Container) async throws {
            await HP.gates(container).open("asker started")
            await HP.gates(container).wait("part handed over")
            let deadline = Date(timeIntervalSinceNow: Threads.deadline)
            while !Asker.isAwaited(in: container), Date() < deadline { try await Task.sleep(nanoseconds: 100_000) }
            do throws(ResolutionError) {
                part = .success(try container.tryResolve())
            } catch {
                part = .failure(error)
            }
        }

        private static func isAwaited(in container: Container) -> Bool {
            let entry = container.state.withLock { $0.cache.entries[CacheKey(Asker.self, nil)] }
            guard case .task(let build)? = entry else { return false }
            return WaitGraph.knows(build)
        }
    }

    /// Builds `Part` (its `didInject` waits for this `init`), then waits for the asker.
    final class Keeper: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Part
        let asker: Asker
        init(container: Container) async throws {
            await HP.gates(container).wait("asker started")
            part = try container.tryResolve()
            await HP.gates(container).open("part handed over")
            asker = try await container.resolve()
        }
    }

    /// Asks for `Shared` from async code, then again synchronously and from async code.
    final class Loop: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let shared: Shared
        let synchronously: Result<Shared, ResolutionError>
        let again: Shared
        init(container: Container) async throws {
            shared = try await container.resolve()
            do throws(ResolutionError) {
                synchronously = .success(try container.tryResolve())
            } catch {
                synchronously = .failure(error)
            }
            again = try await container.resolve()
        }
    }
}

@Suite("An instance handed out to a build, to every request of the build")
struct HandOutParityTests {
    @Test(
        "a build that was handed an instance in flight gets it from a synchronous request as from an async one",
        .timeLimit(.minutes(1)))
    func handedOutToSyncAndAsync() async throws {
        let container = DependencyContainer()
        let gates = Gates()
        container.stringKeyed.setValue(gates, forKey: "hand-out-gates")
        async let shared: HP.Shared = container.resolve()
        await gates.wait("shared building")
        let loop: HP.Loop = try await container.resolve()
        #expect(try await shared === loop.shared)
        #expect(loop.again === loop.shared)
        switch loop.synchronously {
        case .success(let shared): #expect(shared === loop.shared)
        case .failure(let error): Issue.record("the synchronous request failed: \(error.kind)")
        }
    }

    @Test(
        "a synchronous request for an entry handed to a build that waits for the request's build gets the instance, as a task's does",
        .timeLimit(.minutes(1)))
    func handedOverToABuildThatWaits() async throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(Gates(), forKey: "hand-out-gates")
        let (finished, built) = await HandOver.resolveTogether(
            HP.Asker.self, HP.Keeper.self, in: container, watchdog: 30)
        #expect(finished)
        let keeper = try #require(built)
        switch keeper.asker.part {
        case .success(let part): #expect(part === keeper.part)
        case .failure(let error): Issue.record("the synchronous request failed: \(error.kind)")
        }
    }
}
