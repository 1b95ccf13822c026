// AsyncProvider and AsyncLazy: deferred resolution of async types from synchronous code. A
// provider resolves on every `get()`, with the type's lifetime; a lazy builds once, and tasks
// that ask meanwhile wait for that build (a cancelled one stops waiting). Both keep their
// container alive by the rule of Provider.
import Foundation
import Testing

@testable import Injectable

enum AsyncProviderFixtures {
    /// A persistent async database that counts its builds.
    final class Database: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            await Task.yield()
            InitCounts.record(Self.self, in: container)
        }
    }

    /// An ephemeral async request: a new one per `get()`.
    final class Upload: AsyncInjectableObject {
        init(container: Container) async throws { InitCounts.record(Self.self, in: container) }
    }

    /// A synchronous, main-actor view model that saves through the async database: it need not
    /// become async itself.
    @MainActor
    final class EditorModel: @MainActor InjectableObject {
        let database: AsyncProvider<Database>
        let uploads: AsyncProvider<Upload>
        init(container: Container) {
            database = container.resolve()
            uploads = container.resolve()
        }
    }

    /// A persistent holder of a provider, made while the container keeps the holder.
    final class Keeper: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let database: AsyncProvider<Database>
        init(container: Container) { database = container.resolve() }
    }

    struct Failure: Error {}

    /// Fails to build.
    final class Broken: AsyncInjectableObject {
        init(container: Container) async throws { throw Failure() }
    }

    /// Holds a provider of what cannot be built.
    final class Editor: InjectableObject {
        let broken: AsyncProvider<Broken>
        init(container: Container) { broken = container.resolve() }
    }

    /// A keyed async variant.
    final class Endpoint: CustomAsyncInjectableObject {
        typealias ParameterType = String
        let url: String
        init(container: Container) async throws { url = "default" }
        init(container: Container, parameter: String) async throws { url = parameter }
    }

    /// An async value.
    struct Token: AsyncInjectableValue {
        let text: String
        init(container: Container) async throws { text = "token" }
    }

    protocol Store: Sendable {}
    struct DiskStore: Store {}

    /// Builds slowly, once the test opens its gate.
    final class Index: AsyncInjectableObject {
        static let gate = Gate()
        init(container: Container) async throws {
            InitCounts.record(Self.self, in: container)
            await Self.gate.pass()
        }
    }

    /// Asks for itself through the lazy that builds it.
    final class SelfAsking: AsyncInjectableObject {
        static let lazy = LazyHolder()
        init(container: Container) async throws {
            _ = try await Self.lazy.value?.get()
        }
    }

    final class LazyHolder: @unchecked Sendable {
        // @unchecked Sendable: `stored` is only touched while `lock` is held.
        private let lock = NSLock()
        private var stored: AsyncLazy<SelfAsking>?
        var value: AsyncLazy<SelfAsking>? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    /// Fails its first build, then succeeds.
    final class Flaky: AsyncInjectableObject {
        init(container: Container) async throws {
            InitCounts.record(Self.self, in: container)
            if InitCounts.of(container)[Self.self] == 1 { throw Failure() }
        }
    }
}

/// A gate that async code waits at until the test opens it, and that says when someone arrived.
final class Gate: @unchecked Sendable {
    // @unchecked Sendable: every stored property is only touched while `lock` is held.
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var arrivals: [CheckedContinuation<Void, Never>] = []
    private var arrived = false

    func pass() async {
        await withCheckedContinuation { continuation in
            let (open, arrivals) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                arrived = true
                defer { self.arrivals = [] }
                if !isOpen { waiting.append(continuation) }
                return (isOpen, self.arrivals)
            }
            for arrival in arrivals { arrival.resume() }
            if open { continuation.resume() }
        }
    }

    /// Returns once someone waits at the gate (or passed it).
    func someoneArrived() async {
        await withCheckedContinuation { continuation in
            let now = lock.withLock { () -> Bool in
                if !arrived { arrivals.append(continuation) }
                return arrived
            }
            if now { continuation.resume() }
        }
    }

    func open() {
        let waiting = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpen = true
            defer { self.waiting = [] }
            return self.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

private typealias F = AsyncProviderFixtures

@Suite("AsyncProvider")
struct AsyncProviderTests {
    @Test("a synchronous main-actor model gets an async persistent type through a provider: one instance, built once")
    @MainActor
    func persistentThroughAProvider() async throws {
        let (container, counts) = InitCounts.container()
        let model: F.EditorModel = container.resolve()
        let first = try await model.database.get()
        let second = try await model.database.get()
        let direct: F.Database = try await container.resolve()
        #expect(first === second && first === direct)
        #expect(counts[F.Database.self] == 1)
    }

    @Test("each get() of an ephemeral async type builds a new one")
    @MainActor
    func ephemeralThroughAProvider() async throws {
        let (container, counts) = InitCounts.container()
        let model: F.EditorModel = container.resolve()
        let first = try await model.uploads.get()
        let second = try await model.uploads.get()
        #expect(first !== second)
        #expect(counts[F.Upload.self] == 2)
    }

    @Test("keyed variants, values and interfaces registered async have providers too")
    func variantsValuesAndInterfaces() async throws {
        let container = DependencyContainer()
        container.register(type: F.Endpoint.self, key: "staging") { _ in "https://staging.example.com" }
        container.register(interface: (any F.Store).self) { _ in
            await Task.yield()
            return F.DiskStore()
        }
        let endpoint: AsyncProvider<F.Endpoint> = container.resolve(key: "staging")
        let token: AsyncProvider<F.Token> = container.resolve()
        let store: AsyncProvider<any F.Store> = container.asyncInterfaceProvider()
        #expect(try await endpoint.get().url == "https://staging.example.com")
        #expect(try await token.get().text == "token")
        #expect(try await store.get() is F.DiskStore)
    }

    @Test("a failure's path starts where the provider was made, and names the provider")
    func failurePath() async throws {
        let container = DependencyContainer()
        let editor: F.Editor = container.resolve()
        let error = try await #require(throws: ResolutionError.self) { try await editor.broken.get() }
        #expect(error.kind == .initializerFailed)
        #expect(error.path.map(\.typeName) == ["Editor", "Broken"])
        #expect(error.description.contains("AsyncProvider<Broken> made while resolving Editor"), "\(error)")
    }

    @Test("made outside any resolve, a provider keeps its container alive")
    func keepsItsContainer() async throws {
        weak var weakContainer: DependencyContainer?
        let provider: AsyncProvider<F.Database> = {
            let container = DependencyContainer()
            weakContainer = container
            return container.resolve()
        }()
        #expect(weakContainer != nil)
        _ = try await provider.get()
        withExtendedLifetime(provider) {}
    }

    @Test("made while the container builds an instance it keeps, a provider does not keep it alive: no cycle")
    func noCycleThroughAKeptInstance() async throws {
        weak var weakContainer: DependencyContainer?
        let keeper: F.Keeper = {
            let container = DependencyContainer()
            weakContainer = container
            return container.resolve()
        }()
        #expect(weakContainer == nil, "container → Keeper → provider would be a cycle")
        let error = try await #require(throws: ResolutionError.self) { try await keeper.database.get() }
        #expect(error.kind == .containerReleased)
    }

    @Test("making a provider is reported as a deferred dependency, drawn as AsyncProvider")
    @MainActor
    func deferredEdge() {
        let container = DependencyContainer()
        let recorder = GraphRecorder()
        container.setDiagnostics(recorder.record)
        _ = container.resolve() as F.EditorModel
        #expect(recorder.dot.contains("\"EditorModel\" -> \"Database\" [style=dotted, label=\"AsyncProvider\"];"))
    }
}

@Suite("AsyncLazy")
struct AsyncLazyTests {
    @Test("built once, on first use, shared by copies and by tasks that ask while it is built")
    func builtOnce() async throws {
        let (container, counts) = InitCounts.container()
        let lazy: AsyncLazy<F.Index> = container.resolve()
        #expect(counts[F.Index.self] == 0, "nothing is built before the first use")
        let first = Task { try await lazy.get() }
        await F.Index.gate.someoneArrived()
        let others = (0..<20).map { _ in
            let copy = lazy
            return Task { try await copy.get() }
        }
        F.Index.gate.open()
        let built = try await first.value
        for other in others { #expect(try await other.value === built) }
        #expect(try await lazy.get() === built)
        #expect(counts[F.Index.self] == 1)
    }

    @Test("a task waiting for another task's build stops waiting when cancelled, and the build goes on")
    func cancelledWaiter() async throws {
        let container = DependencyContainer()
        let gate = Gate()
        container.register(interface: F.Token.self) { _ in
            await gate.pass()
            return try await F.Token(container: container)
        }
        let lazy: AsyncLazy<F.Token> = container.asyncLazyInterface()
        let builder = Task { try await lazy.get() }
        await gate.someoneArrived()
        let waiter = Task { try await lazy.get() }
        waiter.cancel()
        let result = await waiter.result
        #expect(throws: ResolutionError.self) { try result.get() }
        if case .failure(let error) = result { #expect((error as? ResolutionError)?.kind == .cancelled) }
        gate.open()
        #expect(try await builder.value.text == "token")
        #expect(try await lazy.get().text == "token")
    }

    @Test("a failed build is not kept: the next use builds again")
    func failedBuildIsRetried() async throws {
        let (container, counts) = InitCounts.container()
        let lazy: AsyncLazy<F.Flaky> = container.resolve()
        await #expect(throws: ResolutionError.self) { try await lazy.get() }
        let built = try await lazy.get()
        #expect(try await lazy.get() === built)
        #expect(counts[F.Flaky.self] == 2)
    }

    @Test("asked again from inside its own build, it throws .cycle instead of waiting for ever")
    func cycle() async throws {
        let container = DependencyContainer()
        let lazy: AsyncLazy<F.SelfAsking> = container.resolve()
        F.SelfAsking.lazy.value = lazy
        let error = try await #require(throws: ResolutionError.self) { try await lazy.get() }
        #expect(error.kind == .cycle, "\(error)")
        #expect(error.description.contains("AsyncLazy<SelfAsking>"), "\(error)")
    }
}

enum AsyncLazyLoopFixtures {
    /// What `body` throws; nil when it returns.
    static func failure<T>(_ body: () async throws(ResolutionError) -> T) async -> ResolutionError? {
        do {
            _ = try await body()
            return nil
        } catch { return error }
    }

    /// Async code that waits until `count` parties have arrived; later ones pass at once.
    final class Meeting: @unchecked Sendable {
        // @unchecked Sendable: every stored property is only touched while `lock` is held.
        private let lock = NSLock()
        private let count: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var isOver = false

        init(of count: Int) { self.count = count }

        func arrive() async {
            await withCheckedContinuation { continuation in
                let everyone = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
                    waiting.append(continuation)
                    guard isOver || waiting.count == count else { return [] }
                    isOver = true
                    defer { waiting = [] }
                    return waiting
                }
                for continuation in everyone { continuation.resume() }
            }
        }
    }

    /// A persistent type that asks for itself through the lazy whose build is its own: its
    /// `init` runs in the build's task, not in the task that reads the lazy first.
    final class KeptSelfAsking: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            let lazy: AsyncLazy<KeptSelfAsking>? = container.stringKeyed.value(forKey: "lazy")
            _ = try await lazy?.get()
        }
    }

    /// A persistent type whose `didInject` reads a lazy of itself: the lazy's build asks for
    /// the instance whose `didInject` waits for it, and gets it, as a single task would.
    final class InjectedThroughLazy: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `lazyCopy` is written once, in didInject, before the instance is
        // handed to anyone but its own loop.
        static let lifetime: Lifetime = .persistent
        var lazyCopy: InjectedThroughLazy?
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            let lazy: AsyncLazy<InjectedThroughLazy> = container.resolve()
            lazyCopy = try await lazy.get()
        }
    }

    /// A persistent type whose `didInject` reads the container's "lazy" of itself, which the
    /// test reads first: the lazy's build, in the test's task, waits for this build, whose
    /// `didInject`, in the build's task, waits for the lazy. The instance exists: it is handed to
    /// the lazy's build, as a single task would get it back.
    final class InjectedThroughStoredLazy: AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `lazyCopy` is written once, in didInject, before the instance is
        // handed to anyone but its own loop.
        static let lifetime: Lifetime = .persistent
        var lazyCopy: InjectedThroughStoredLazy?
        init(container: Container) async throws {}
        func didInject(container: Container) async throws {
            let lazy: AsyncLazy<InjectedThroughStoredLazy>? = container.stringKeyed.value(forKey: "lazy")
            lazyCopy = try await lazy?.get()
        }
    }

    /// Built through the container's "slow lazy": its `init` holds until the test lets it go.
    final class Slow: AsyncInjectableObject {
        init(container: Container) async throws {
            let gates = container.stringKeyed.value(forKey: "gates", as: Gates.self)!
            await gates.open("slow building")
            await gates.wait("slow may end")
        }
    }

    /// A persistent build whose `init` reads the slow lazy from a task of its own (which waits
    /// as this build, a party of the wait graph), cancels that task once it waits, and records
    /// whether the wait graph still holds a wait of this build afterwards.
    final class CancellingReader: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        let childError: ResolutionError?
        let waitedAsBuild: Bool
        let waitLeftInGraph: Bool
        init(container: Container) async throws {
            let lazy = container.stringKeyed.value(forKey: "slow lazy", as: AsyncLazy<Slow>.self)!
            let build = try #require(AsyncPath.innermost?.build)
            let child = Task { try await lazy.get() }
            var waited = false
            for _ in 0..<50_000 where !waited {
                waited = WaitGraph.knows(build)
                if !waited { try? await Task.sleep(nanoseconds: 100_000) }
            }
            waitedAsBuild = waited
            child.cancel()
            do {
                _ = try await child.value
                childError = nil
            } catch {
                childError = error as? ResolutionError
            }
            waitLeftInGraph = WaitGraph.knows(build)
        }
    }

    /// Built through `lazyA`; reads `lazyB` once both builds have begun.
    final class Left: AsyncInjectableObject {
        init(container: Container) async throws {
            await container.stringKeyed.value(forKey: "meeting", as: Meeting.self)?.arrive()
            let lazy: AsyncLazy<Right>? = container.stringKeyed.value(forKey: "lazyB")
            _ = try await lazy?.get()
        }
    }

    /// Built through `lazyB`; reads `lazyA` once both builds have begun.
    final class Right: AsyncInjectableObject {
        init(container: Container) async throws {
            await container.stringKeyed.value(forKey: "meeting", as: Meeting.self)?.arrive()
            let lazy: AsyncLazy<Left>? = container.stringKeyed.value(forKey: "lazyA")
            _ = try await lazy?.get()
        }
    }
}

/// A lazy's build that waits, through other tasks, for itself: a loop of waits the wait graph
/// sees, which fails as a cycle instead of waiting for ever.
@Suite("AsyncLazy in the wait graph")
struct AsyncLazyLoopTests {
    private typealias L = AsyncLazyLoopFixtures

    @Test(
        "a persistent type whose init reads the lazy that builds it gets .cycle, though its init runs in another task")
    func keptSelfAsking() async throws {
        let container = DependencyContainer()
        let lazy: AsyncLazy<L.KeptSelfAsking> = container.resolve()
        container.stringKeyed.setValue(lazy, forKey: "lazy")
        let finished = await completes {
            let error = await L.failure { () async throws(ResolutionError) in try await lazy.get() }
            #expect(error?.kind == .cycle, "\(String(describing: error))")
            #expect(error?.description.contains("AsyncLazy<KeptSelfAsking>") == true, "\(String(describing: error))")
        }
        #expect(finished, "the lazy's build and the type's build waited for each other")
    }

    @Test("a lazy read in a didInject, whose build asks for that instance, gets it: no cycle, no wait")
    func lazyInDidInject() async throws {
        let container = DependencyContainer()
        let finished = await completes {
            let error = await L.failure { () async throws(ResolutionError) in
                let built: L.InjectedThroughLazy = try await container.resolve()
                #expect(built.lazyCopy === built)
                #expect(try await container.resolve() as L.InjectedThroughLazy === built)
            }
            #expect(error == nil, "\(String(describing: error))")
        }
        #expect(finished)
    }

    @Test("a lazy whose build waits for a didInject that reads the lazy hands that instance out: no cycle, no wait")
    func lazyReadFirstThenInDidInject() async throws {
        let container = DependencyContainer()
        let lazy: AsyncLazy<L.InjectedThroughStoredLazy> = container.resolve()
        container.stringKeyed.setValue(lazy, forKey: "lazy")
        let finished = await completes {
            let error = await L.failure { () async throws(ResolutionError) in
                let built = try await lazy.get()
                // Handed out before its didInject ended: a resolve waits for that end.
                #expect(try await container.resolve() as L.InjectedThroughStoredLazy === built)
                #expect(built.lazyCopy === built)
            }
            #expect(error == nil, "\(String(describing: error))")
        }
        #expect(finished, "the lazy's build and the type's didInject waited for each other")
    }

    @Test(
        "a task of a build that waits for a lazy and is cancelled leaves no wait of that build in the wait graph",
        .timeLimit(.minutes(1)))
    func cancelledWaiterInsideBuild() async throws {
        let container = DependencyContainer()
        let gates = Gates()
        container.stringKeyed.setValue(gates, forKey: "gates")
        let lazy: AsyncLazy<L.Slow> = container.resolve()
        container.stringKeyed.setValue(lazy, forKey: "slow lazy")
        let first = Task { () async throws(ResolutionError) -> L.Slow in try await lazy.get() }
        await gates.wait("slow building")
        let reader: L.CancellingReader = try await container.resolve()
        #expect(reader.waitedAsBuild, "the reader's task never waited for the lazy as the reader's build")
        #expect(reader.childError?.kind == .cancelled, "\(String(describing: reader.childError))")
        #expect(!reader.waitLeftInGraph, "the cancelled task's wait was left in the wait graph")
        await gates.open("slow may end")
        _ = try await first.value
    }

    @Test("two tasks that each first read a lazy whose build reads the other's both get .cycle")
    func crossedLazies() async throws {
        let container = DependencyContainer()
        let lazyA: AsyncLazy<L.Left> = container.resolve()
        let lazyB: AsyncLazy<L.Right> = container.resolve()
        container.stringKeyed.setValue(lazyA, forKey: "lazyA")
        container.stringKeyed.setValue(lazyB, forKey: "lazyB")
        container.stringKeyed.setValue(L.Meeting(of: 2), forKey: "meeting")
        let finished = await completes {
            async let left = L.failure { () async throws(ResolutionError) in try await lazyA.get() }
            async let right = L.failure { () async throws(ResolutionError) in try await lazyB.get() }
            for error in await [left, right] {
                #expect(error?.kind == .cycle, "\(String(describing: error))")
            }
        }
        #expect(finished, "each lazy's build waited for the other's")
    }
}

/// A failure an `AsyncLazy` finds itself is reported as every failure is.
@Suite("AsyncLazy failures reach the diagnostics hook")
struct AsyncLazyReportingTests {
    private typealias L = AsyncLazyLoopFixtures

    /// The kinds of the `.failed` events a hook received.
    private final class Failures: @unchecked Sendable {
        // @unchecked Sendable: `kinds` is only touched while `lock` is held.
        private let lock = NSLock()
        private var kinds: [ResolutionError.Kind] = []
        func record(_ event: DiagnosticEvent) {
            if case .failed(let error) = event { lock.withLock { kinds.append(error.kind) } }
        }
        var cycles: Int { lock.withLock { kinds.filter { $0 == .cycle }.count } }
    }

    @Test("a cycle through an AsyncLazy is reported to the hook, as a cycle of builds is")
    func lazyCycleReported() async {
        let failures = Failures()
        let container = DependencyContainer()
        container.setDiagnostics(failures.record)
        let lazy: AsyncLazy<L.KeptSelfAsking> = container.resolve()
        container.stringKeyed.setValue(lazy, forKey: "lazy")
        let finished = await completes {
            let error = await L.failure { () async throws(ResolutionError) in try await lazy.get() }
            #expect(error?.kind == .cycle, "\(String(describing: error))")
        }
        #expect(finished)
        #expect(failures.cycles >= 1)
    }

    @Test("a cycle through an AsyncLazy says to read the lazy once its init returned, not to cache a type")
    func lazyCycleMessage() async {
        let container = DependencyContainer()
        let lazy: AsyncLazy<L.KeptSelfAsking> = container.resolve()
        container.stringKeyed.setValue(lazy, forKey: "lazy")
        let finished = await completes {
            let error = await L.failure { () async throws(ResolutionError) in try await lazy.get() }
            let message = error?.description ?? ""
            #expect(
                message.contains("Fix: read the lazy once the init(container:) it builds has returned"), "\(message)")
            #expect(!message.contains("give one type in the cycle a cached lifetime"), "\(message)")
        }
        #expect(finished)
    }
}
