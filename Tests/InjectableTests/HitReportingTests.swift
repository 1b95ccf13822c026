// A hit is reported as what it is, whichever path asked: the lifetime of the instance, and
// the crossing of scopes a build of it would report.
import Injectable
import Synchronization
import Testing

private enum H {
    final class Session: InjectableObject, Sendable {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {}
    }

    /// Scoped; gets its `Session` from the current container, which may be another scope.
    final class Cart: InjectableObject, Sendable {
        static let lifetime: Lifetime = .scoped
        let session: Session
        init(container: Container) { session = DependencyContainer.current.resolve() }
    }

    /// Scoped and async; gets its `Session` from the current container, which may be another
    /// scope.
    final class AsyncCart: AsyncInjectableObject {
        static let lifetime: Lifetime = .scoped
        let session: Session
        init(container: Container) async throws { session = DependencyContainer.current.resolve() }
    }

    final class Database: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
    }
}

/// The events a hook saw, in order.
private final class Events: Sendable {
    private let events = Mutex<[DiagnosticEvent]>([])
    func record(_ event: DiagnosticEvent) { events.withLock { $0.append(event) } }
    var all: [DiagnosticEvent] { events.withLock { $0 } }

    /// The lifetimes of the hits of `typeName`.
    func hits(of typeName: String) -> [Lifetime?] {
        all.compactMap { event in
            guard case .resolved(let step, let lifetime, true, _) = event, step.typeName == typeName else { return nil }
            return lifetime
        }
    }

    /// `"Session <- Cart"` for each crossing of scopes.
    var crossings: [String] {
        all.compactMap { event in
            guard case .crossedScopes(let step, let requester) = event else { return nil }
            return "\(step.typeName) <- \(requester.typeName)"
        }
    }
}

@Suite("Hit reporting")
struct HitReportingTests {
    @Test("a synchronous hit of a scoped instance is reported as .scoped, and the recorder draws it so")
    func scopedHit() {
        let app = DependencyContainer()
        let session = app.scope()
        _ = session.resolve() as H.Session
        let events = Events()
        let recorder = GraphRecorder()
        app.setDiagnostics { event in
            events.record(event)
            recorder.record(event)
        }
        _ = session.resolve() as H.Session
        #expect(events.hits(of: "Session") == [.scoped])
        #expect(recorder.dot.contains("Session\\n.scoped"), "\(recorder.dot)")
    }

    @Test("a synchronous hit across scopes reports .crossedScopes, as a build does")
    func crossingHit() {
        let app = DependencyContainer()
        let first = app.scope()
        let second = app.scope()
        _ = second.resolve() as H.Session
        let events = Events()
        app.setDiagnostics(events.record)
        _ = second.withCurrent { first.resolve() as H.Cart }
        #expect(events.hits(of: "Session") == [.scoped])
        #expect(events.crossings == ["Session <- Cart"])
    }

    @Test(
        "a synchronous request made by an async init in another scope reports .crossedScopes, as a synchronous init's does"
    )
    func crossingFromAsyncInit() async throws {
        let app = DependencyContainer()
        let first = app.scope()
        let second = app.scope()
        let events = Events()
        app.setDiagnostics(events.record)
        _ = try await second.withCurrent { try await first.resolve() as H.AsyncCart }
        #expect(events.crossings == ["Session <- AsyncCart"])
    }

    @Test("an async request keeps its home's persistent instance in the scope, as a synchronous one does")
    func asyncPublishesHomesInstance() async throws {
        let app = DependencyContainer()
        let scope = app.scope()
        let events = Events()
        scope.setDiagnostics(events.record)
        let built: H.Database = try await scope.resolve()
        let again: H.Database = try await scope.resolve()
        #expect(built === again)
        #expect(events.hits(of: "Database") == [.persistent], "the second request is a hit in the scope")
    }
}

private enum R {
    struct Plain: InjectableValue {
        init(container: Container) {}
    }

    struct Awaited: AsyncInjectableValue {
        init(container: Container) async throws {}
    }

    protocol Feed: Sendable {}
    struct LiveFeed: Feed {}

    /// Ephemeral, built anew by an override in the tests below.
    final class Clock: InjectableObject, Sendable {
        init(container: Container) {}
    }

    /// Ephemeral and async, built anew by an override in the tests below.
    final class AsyncClock: AsyncInjectableObject {
        init(container: Container) async throws {}
    }
}

@Suite("Reporting on both paths")
struct ReportingParityTests {
    /// The `.resolved` events of `typeName` as `lifetime/cacheHit`, then whether it was `.built`.
    private func reported(_ typeName: String, in events: Events) -> [String] {
        events.all.compactMap { event in
            switch event {
            case .resolved(let step, let lifetime, let hit, _) where step.typeName == typeName:
                "resolved \(lifetime.map(\.description) ?? "nil") hit:\(hit)"
            case .built(let step, _) where step.typeName == typeName: "built"
            default: nil
            }
        }
    }

    @Test("an async value is reported resolved and built, as a synchronous value is")
    func asyncValue() async throws {
        let container = DependencyContainer()
        let events = Events()
        container.setDiagnostics(events.record)
        _ = container.resolve() as R.Plain
        _ = try await container.resolve() as R.Awaited
        #expect(reported("Plain", in: events) == ["resolved nil hit:false", "built"])
        #expect(reported("Awaited", in: events) == reported("Plain", in: events))
    }

    @Test("an ephemeral object an override builds is reported built and overridden, from async and synchronous code")
    func overriddenEphemeral() async throws {
        let container = DependencyContainer()
        container.override(R.Clock.self) { _ in R.Clock(container: DependencyContainer()) }
        let stub = try await R.AsyncClock(container: DependencyContainer())
        container.override(R.AsyncClock.self) { _ in stub }
        let events = Events()
        container.setDiagnostics(events.record)
        _ = container.resolve() as R.Clock
        #expect(try await container.resolve() as R.AsyncClock === stub)
        #expect(reported("Clock", in: events) == ["resolved ephemeral hit:false", "built"])
        #expect(reported("AsyncClock", in: events) == reported("Clock", in: events))
        let overridden = events.all.compactMap { event -> String? in
            guard case .built(let step, let details) = event else { return nil }
            return "\(step.typeName) \(details.isOverridden)"
        }
        #expect(overridden == ["Clock true", "AsyncClock true"])
    }

    @Test("an async interface registration's request is reported, as a synchronous one's is")
    func asyncInterface() async throws {
        let sync = DependencyContainer()
        sync.register(interface: (any R.Feed).self) { _ in R.LiveFeed() }
        let async = DependencyContainer()
        async.register(interface: (any R.Feed).self) { _ in
            await Task.yield()
            return R.LiveFeed()
        }
        let syncEvents = Events()
        let asyncEvents = Events()
        sync.setDiagnostics(syncEvents.record)
        async.setDiagnostics(asyncEvents.record)
        _ = sync.resolveInterface() as any R.Feed
        _ = try await async.resolveAsyncInterface() as any R.Feed
        #expect(reported("Feed", in: syncEvents) == ["resolved nil hit:false"])
        #expect(reported("Feed", in: asyncEvents) == reported("Feed", in: syncEvents))
    }
}

private enum J {
    struct Failure: Error {}

    /// Persistent; its init waits at the container's gate `"open"`, then fails.
    final class FailsLate: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {
            await container.stringKeyed.value(forKey: "gates", as: Gates.self)!.wait("open")
            throw Failure()
        }
    }
}

@Suite("A joined build's report")
struct JoinedBuildReportingTests {
    @Test("a request that joins a build that then fails is not reported as a cache hit")
    func joinedFailureIsNoHit() async {
        let events = Events()
        let container = DependencyContainer()
        let gates = Gates()
        container.stringKeyed.setValue(gates, forKey: "gates")
        container.setDiagnostics(events.record)
        let finished = await completes {
            let first = Task { try await container.resolve() as J.FailsLate }
            let second = Task { try await container.resolve() as J.FailsLate }
            #expect(await Waits.until(aSecondTaskJoins: J.FailsLate.self, in: container))
            await gates.open("open")
            _ = await first.result
            _ = await second.result
        }
        #expect(finished)
        #expect(events.hits(of: "FailsLate").isEmpty, "\(events.all)")
    }
}
