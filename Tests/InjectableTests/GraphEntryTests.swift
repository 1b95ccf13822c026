// The `.graph` lifetime's entry is one cached instance's state machine on both paths: a
// thread's request claims it, stores its instance as in flight once `init` returned, and keeps it
// only after `didInject`, as a task's build does and as a cached request does in a container.
import Foundation
import Injectable
import Testing

enum GraphEntryFixtures {
    struct Failure: Error {}

    static func gates(_ container: Container) -> Gates {
        container.stringKeyed.value(forKey: "graph-entry-gates", as: Gates.self)!
    }

    // MARK: A thread's .graph instance asked for by another task of the resolve before its didInject

    /// A synchronous `.graph` object that records whether its `didInject` ran.
    final class Part: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `injected` is only touched under `lock`.
        static let lifetime: Lifetime = .graph
        private let lock = NSLock()
        private var didRun = false
        init(container: Container) {}
        func didInject(container: Container) throws { lock.withLock { didRun = true } }
        var injected: Bool { lock.withLock { didRun } }
    }

    /// Builds `Part` synchronously inside its async `init`, which defers `Part`'s `didInject` to
    /// this build until the `init` returns; then lets `Asker` ask, and waits until it has.
    final class Builder: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Part
        init(container: Container) async throws {
            part = try container.tryResolve()
            await gates(container).open("built")
            await gates(container).wait("asked")
        }
    }

    /// Another build of the same resolve: asks for `Part` while `Builder`'s `init` still runs.
    final class Asker: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        /// `Part` as the request got it, and whether its `didInject` had run then.
        let seen: (part: Part, injected: Bool)?
        init(container: Container) async throws {
            await gates(container).wait("built")
            let part: Part? = try? container.tryResolve()
            seen = part.map { ($0, $0.injected) }
            await gates(container).open("asked")
        }
    }

    final class TwoBuilds: AsyncInjectableObject {
        let builder: Builder
        let asker: Asker
        init(container: Container) async throws {
            async let builder: Builder = container.resolve()
            async let asker: Asker = container.resolve()
            (self.builder, self.asker) = try await (builder, asker)
        }
    }

    // MARK: A thread's .graph instance of both protocols, deferred to the async build that asked

    /// Of both protocols; counts its `didInject` calls.
    final class DualPart: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `injections` is only touched under `lock`.
        static let lifetime: Lifetime = .graph
        private let lock = NSLock()
        private var count = 0
        init(container: Container) {}
        init(container: Container) async throws {}
        func didInject(container: Container) throws { lock.withLock { count += 1 } }
        func didInject(container: Container) async throws { lock.withLock { count += 1 } }
        var injections: Int { lock.withLock { count } }
    }

    /// Asks for `DualPart` synchronously (its `didInject` deferred to this build), async, and
    /// synchronously again after a suspension, all inside its `init`.
    final class DualBuilder: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let first: DualPart
        let second: DualPart
        let third: DualPart
        let injectionsDuringInit: Int
        init(container: Container) async throws {
            first = try container.tryResolve()
            second = try await container.resolve()
            await Task.yield()
            third = try container.tryResolve()
            injectionsDuringInit = first.injections
        }
    }

    // MARK: A task's .graph build asked for synchronously from its own didInject

    /// Of both protocols, built by a task: its async `didInject` asks for itself synchronously.
    final class SelfAsking: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `again` is set once, in didInject, before the build ends.
        static let lifetime: Lifetime = .graph
        var again: SelfAsking?
        init(container: Container) {}
        init(container: Container) async throws {}
        func didInject(container: Container) async throws { again = try container.tryResolve() }
    }

    final class SelfAskingRoot: AsyncInjectableObject {
        let part: SelfAsking
        init(container: Container) async throws { part = try await container.resolve() }
    }

    // MARK: Two threads of one async resolve ask for the same .graph type at once

    /// Counts `SlowPart`'s inits, per container.
    final class InitCount: @unchecked Sendable {
        // @unchecked Sendable: `count` is only touched under `lock`.
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// A synchronous `.graph` object whose `init` takes a while: the other thread asks meanwhile.
    final class SlowPart: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .graph
        init(container: Container) {
            container.stringKeyed.value(forKey: "graph-entry-inits", as: InitCount.self)?.add()
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// An ephemeral async object (no build's `init` defers the part's `didInject`) that asks for
    /// `SlowPart` synchronously.
    final class SlowAsker: AsyncInjectableObject {
        let part: SlowPart
        init(container: Container) async throws { part = try container.tryResolve() }
    }

    final class TwoAskers: AsyncInjectableObject {
        let first: SlowAsker
        let second: SlowAsker
        init(container: Container) async throws {
            async let first: SlowAsker = container.resolve()
            async let second: SlowAsker = container.resolve()
            (self.first, self.second) = try await (first, second)
        }
    }

    // MARK: A task asks for a .graph instance that a thread of its resolve builds

    /// Of both protocols, built synchronously here: its `init` holds its thread until a task of
    /// the resolve waits for it (at most `Threads.deadline`), and records whether one did.
    final class HeldPart: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .graph
        let taskWaited: Bool
        init(container: Container) {
            container.stringKeyed.value(forKey: "graph-entry-inits", as: InitCount.self)?.add()
            let gates = GraphEntryFixtures.gates(container)
            Task { await gates.open("building") }
            taskWaited = Waits.until(aTaskWaitsForAThreadsBuildOf: HeldPart.self, in: container)
        }
        init(container: Container) async throws {
            container.stringKeyed.value(forKey: "graph-entry-inits", as: InitCount.self)?.add()
            taskWaited = false
        }
    }

    /// Asks for `HeldPart` synchronously: its thread builds it.
    final class ThreadAsker: AsyncInjectableObject {
        let part: HeldPart
        init(container: Container) async throws { part = try container.tryResolve() }
    }

    /// Asks for `HeldPart` from async code once the thread is building it.
    final class TaskAsker: AsyncInjectableObject {
        let part: HeldPart
        init(container: Container) async throws {
            await gates(container).wait("building")
            part = try await container.resolve()
        }
    }

    final class ThreadAndTask: AsyncInjectableObject {
        let thread: ThreadAsker
        let task: TaskAsker
        init(container: Container) async throws {
            async let thread: ThreadAsker = container.resolve()
            async let task: TaskAsker = container.resolve()
            (self.thread, self.task) = try await (thread, task)
        }
    }

    // MARK: A task's .graph build asked for synchronously from its own init

    /// Of both protocols, built by a task: its async `init` asks for itself synchronously.
    final class InitAsking: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .graph
        let inner: InitAsking?
        init(container: Container) { inner = nil }
        init(container: Container) async throws { inner = try container.tryResolve() }
    }

    final class InitAskingRoot: AsyncInjectableObject {
        let part: InitAsking
        init(container: Container) async throws { part = try await container.resolve() }
    }

    /// `InitAsking` as a `.persistent` type.
    final class PersistentInitAsking: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable.
        static let lifetime: Lifetime = .persistent
        let inner: PersistentInitAsking?
        init(container: Container) { inner = nil }
        init(container: Container) async throws { inner = try container.tryResolve() }
    }

    // MARK: An outermost async .graph object whose init asks for itself

    final class GraphSelf: AsyncInjectableObject {
        static let lifetime: Lifetime = .graph
        init(container: Container) async throws { let _: GraphSelf = try await container.resolve() }
    }

    final class PersistentSelf: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws { let _: PersistentSelf = try await container.resolve() }
    }

    // MARK: A .graph build whose re-entrant build of the same entry fails

    /// Asks for itself once from its `init`; that inner build fails, and the outer one, which
    /// catches the failure, returns.
    final class ReentrantGraph: InjectableObject, Sendable {
        static let lifetime: Lifetime = .graph
        init(container: Container) throws {
            // Set while the outer init runs: the inner build sees it and fails.
            if container.stringKeyed.value(forKey: "reentrant", as: Bool.self) == true { throw Failure() }
            container.stringKeyed.setValue(true, forKey: "reentrant")
            defer { container.stringKeyed.setValue(false, forKey: "reentrant") }
            _ = try? container.tryResolve() as ReentrantGraph
        }
    }
}

@Suite("the .graph entry: claimed, in flight until didInject, then kept, on both paths")
struct GraphEntryTests {
    typealias F = GraphEntryFixtures

    @Test(
        "another build of an async resolve never gets a thread's .graph instance before its didInject",
        .timeLimit(.minutes(1)))
    func threadGraphInstanceBeforeDidInject() async throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(Gates(), forKey: "graph-entry-gates")
        let finished = await completes {
            do {
                let root: F.TwoBuilds = try await container.resolve()
                if let seen = root.asker.seen {
                    #expect(seen.injected, "Asker got Part before its didInject ran")
                    #expect(seen.part === root.builder.part)
                }
                #expect(root.builder.part.injected)
            } catch {
                Issue.record("resolving TwoBuilds failed: \(error)")
            }
        }
        #expect(finished, "resolving TwoBuilds never returned")
    }

    @Test(
        "a thread's .graph instance whose didInject waits for an async init is that init's, both ways, injected once",
        .timeLimit(.minutes(1)))
    func deferredDualGraphInstance() async throws {
        let container = DependencyContainer()
        let finished = await completes {
            do {
                let builder: F.DualBuilder = try await container.resolve()
                #expect(builder.first === builder.second)
                #expect(builder.second === builder.third)
                #expect(builder.injectionsDuringInit == 0, "DualPart's didInject ran while DualBuilder's init ran")
                #expect(builder.first.injections == 1)
            } catch {
                Issue.record("resolving DualBuilder failed: \(error)")
            }
        }
        #expect(finished, "resolving DualBuilder never returned")
    }

    @Test("a synchronous request in a task's .graph object's didInject gets that object", .timeLimit(.minutes(1)))
    func syncRequestInsideTaskGraphDidInject() async throws {
        let container = DependencyContainer()
        let root: F.SelfAskingRoot = try await container.resolve()
        #expect(root.part.again === root.part, "a second instance in one resolve")
        root.part.again = nil
    }

    @Test(
        "an outermost async .graph object whose init asks for itself is a cycle of the same path as a cached one's",
        .timeLimit(.minutes(1)))
    func outermostGraphSelfCycle() async throws {
        let container = DependencyContainer()
        var graphError: ResolutionError?
        do { let _: F.GraphSelf = try await container.resolve() } catch { graphError = error }
        var persistentError: ResolutionError?
        do { let _: F.PersistentSelf = try await container.resolve() } catch { persistentError = error }
        let graph = try #require(graphError)
        let persistent = try #require(persistentError)
        #expect(graph.kind == .cycle)
        #expect(graph.path.count == persistent.path.count, "\(graph.path) against \(persistent.path)")
        #expect(graph.cycle.count == persistent.cycle.count, "\(graph.cycle) against \(persistent.cycle)")
    }

    @Test(
        "two threads of one async resolve asking for a .graph type at once get one instance, built once",
        .timeLimit(.minutes(1)))
    func twoThreadsOneGraphInstance() async throws {
        for _ in 0..<5 {
            let container = DependencyContainer()
            let inits = F.InitCount()
            container.stringKeyed.setValue(inits, forKey: "graph-entry-inits")
            let root: F.TwoAskers = try await container.resolve()
            #expect(root.first.part === root.second.part)
            #expect(inits.value == 1)
        }
    }

    @Test(
        "a synchronous request in a task's .graph build's own init fails with .needsAwait, as a cached one does",
        .timeLimit(.minutes(1)))
    func syncRequestInsideTaskGraphInit() async throws {
        let container = DependencyContainer()
        var persistentKind: ResolutionError.Kind?
        do { let _: F.PersistentInitAsking = try await container.resolve() } catch { persistentKind = error.kind }
        #expect(persistentKind == .needsAwait)
        do {
            let root: F.InitAskingRoot = try await container.resolve()
            Issue.record("resolved, with a second instance in one resolve: \(root.part.inner !== nil)")
        } catch {
            #expect(error.kind == persistentKind)
        }
    }

    @Test(
        "a task of an async resolve asking for a .graph instance one of its threads builds waits for that build and gets its instance",
        .timeLimit(.minutes(1)))
    func taskWaitsForThreadGraphBuild() async throws {
        let container = DependencyContainer()
        let inits = F.InitCount()
        container.stringKeyed.setValue(inits, forKey: "graph-entry-inits")
        container.stringKeyed.setValue(Gates(), forKey: "graph-entry-gates")
        let root: F.ThreadAndTask = try await container.resolve()
        #expect(root.thread.part.taskWaited, "the task never waited for the thread's build")
        #expect(root.task.part === root.thread.part, "two instances in one resolve")
        #expect(inits.value == 1)
    }

    @Test("a .graph build whose re-entrant build of the same entry failed returns its instance")
    func reentrantBuildFailed() async {
        await #expect(processExitsWith: .success) {
            let container = DependencyContainer()
            let first: GraphEntryFixtures.ReentrantGraph = container.resolve()
            let second: GraphEntryFixtures.ReentrantGraph = container.resolve()
            precondition(first !== second, "a .graph instance per resolve")
        }
    }
}
