// Scopes: a session's or a request's container shares its parent's persistent instances,
// keeps its own `.scoped` ones, and frees exactly those when it goes.
import Foundation
import Injectable
import Testing

enum ScopeFixtures {
    static func record(_ type: Any.Type, in container: Container) {
        InitCounts.record(type, in: container)
        // Widen the window in which racing threads arrive (not a timing assertion).
        usleep(100)
    }

    static func app() -> (DependencyContainer, InitCounts) { InitCounts.container() }

    class Logger: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no mutable state; `class` so that an override can subclass it.
        static var lifetime: Lifetime { .persistent }
        let container: ObjectIdentifier
        required init(container: Container) {
            self.container = ObjectIdentifier(container)
            record(Logger.self, in: container)
        }
    }

    final class QuietLogger: Logger, @unchecked Sendable {}

    final class Session: InjectableObject, Sendable {
        static let lifetime: Lifetime = .scoped
        let logger: Logger
        init(container: Container) {
            logger = container.resolve()
            record(Self.self, in: container)
        }
    }

    /// Ephemeral, with a scoped and a persistent dependency.
    final class Request: InjectableObject, Sendable {
        let session: Session
        let logger: Logger
        init(container: Container) {
            session = container.resolve()
            logger = container.resolve()
        }
    }

    /// A persistent object that depends on a scoped one: a mistake, reported.
    final class Captive: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let session: Session
        init(container: Container) throws { session = try container.tryResolve() }
    }

    final class AsyncDatabase: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws { await Task.yield() }
    }

    final class AsyncSession: AsyncInjectableObject {
        static let lifetime: Lifetime = .scoped
        let database: AsyncDatabase
        init(container: Container) async throws { database = try await container.resolve() }
    }

    /// Scoped, and holds a provider of its scope's objects.
    final class Cart: InjectableObject, Sendable {
        static let lifetime: Lifetime = .scoped
        let makeRequest: Provider<Request>
        init(container: Container) { makeRequest = container.resolve() }
    }
}

@Suite("Scoped containers")
struct ScopedContainerTests {
    typealias F = ScopeFixtures

    @Test("a scope shares its parent's persistent instances, whichever asks first")
    func sharesPersistent() {
        let (app, builds) = F.app()
        let session = app.scope()
        let fromScope: F.Logger = session.resolve()
        #expect(fromScope === app.resolve() as F.Logger)
        #expect(app.scope().resolve() as F.Logger === fromScope)
        #expect(session.resolve() as F.Logger === fromScope, "again, a hit in the scope itself")
        #expect(builds[F.Logger.self] == 1)
        #expect(
            fromScope.container == ObjectIdentifier(app), "a persistent object is built by the container that keeps it")
    }

    @Test("child() keeps its own caches, as before")
    func childStillIsolates() {
        let app = DependencyContainer()
        #expect(app.child().resolve() as F.Logger !== app.resolve() as F.Logger)
    }

    @Test("a scoped type is one instance per scope, shared within it")
    func onePerScope() {
        let (app, builds) = F.app()
        let first = app.scope()
        let second = app.scope()
        let request: F.Request = first.resolve()
        #expect(request.session === first.resolve() as F.Session)
        #expect(request.session !== second.resolve() as F.Session)
        #expect(request.logger === (second.resolve() as F.Session).logger, "both sessions use the app's logger")
        #expect(builds[F.Session.self] == 2)
        #expect(builds[F.Logger.self] == 1)
    }

    @Test("a scoped type outside a scope, or below a persistent object, fails with the path and the fix")
    func notInScope() throws {
        let app = DependencyContainer()
        let error = try #require(throws: ResolutionError.self) { try app.tryResolve() as F.Session }
        #expect(error.kind == .notInScope)
        #expect(error.description.contains("container.scope()"))
        let captive = try #require(throws: ResolutionError.self) { try app.scope().tryResolve() as F.Captive }
        #expect(captive.kind == .notInScope)
        #expect(captive.path.map(\.typeName) == ["Captive", "Session"])
    }

    @Test("a dropped scope frees its scoped instances; its parent's persistent ones stay")
    func memory() {
        let app = DependencyContainer()
        weak var weakScope: DependencyContainer?
        weak var weakSession: F.Session?
        weak var weakLogger: F.Logger?
        do {
            let scope = app.scope()
            weakScope = scope
            let session: F.Session = scope.resolve()
            weakSession = session
            weakLogger = session.logger
        }
        #expect(weakScope == nil)
        #expect(weakSession == nil)
        #expect(weakLogger != nil)
        #expect(weakLogger === app.resolve() as F.Logger)
    }

    @Test("a scoped object holding a provider does not keep its scope alive; the provider builds in the scope")
    func providerInScope() {
        let app = DependencyContainer()
        weak var weakScope: DependencyContainer?
        weak var weakCart: F.Cart?
        do {
            let scope = app.scope()
            weakScope = scope
            let cart: F.Cart = scope.resolve()
            weakCart = cart
            #expect(cart.makeRequest().session === scope.resolve() as F.Session)
        }
        #expect(weakScope == nil)
        #expect(weakCart == nil)
    }

    @Test("overrides: the parent's reach the scope; the scope's own replace a persistent type for the scope only")
    func overrides() {
        let app = DependencyContainer()
        let scope = app.scope()
        let original: F.Logger = scope.resolve()
        app.override(F.Logger.self) { F.QuietLogger(container: $0) }
        let fromApp: F.Logger = scope.resolve()
        #expect(fromApp is F.QuietLogger, "the scope forgot the instance it shared")
        #expect(fromApp === app.resolve() as F.Logger)
        app.removeOverride(F.Logger.self)
        #expect(!(scope.resolve() as F.Logger is F.QuietLogger))
        #expect(scope.resolve() as F.Logger !== original)

        scope.override(F.Logger.self) { F.QuietLogger(container: $0) }
        let own: F.Logger = scope.resolve()
        #expect(own is F.QuietLogger)
        #expect(own === scope.resolve() as F.Logger, "kept by the scope")
        #expect(!(app.resolve() as F.Logger is F.QuietLogger))
        #expect(!(app.scope().resolve() as F.Logger is F.QuietLogger), "other scopes are unaffected")
    }

    @Test("reset() and clear() of the parent reach what its scopes shared")
    func resetReachesScopes() {
        let app = DependencyContainer()
        let scope = app.scope()
        let first: F.Logger = scope.resolve()
        app.reset()
        let second: F.Logger = scope.resolve()
        #expect(second !== first)
        #expect(second === app.resolve() as F.Logger)
        app.reset(F.Logger.self)
        #expect(scope.resolve() as F.Logger !== second)
        let third: F.Logger = scope.resolve()
        app.clear()
        #expect(scope.resolve() as F.Logger !== third)
    }

    @Test("a scope of a scope shares the app's persistent instances and keeps its own scoped ones")
    func nested() {
        let app = DependencyContainer()
        let session = app.scope()
        let request = session.scope()
        #expect(request.resolve() as F.Logger === app.resolve() as F.Logger)
        #expect(request.resolve() as F.Session !== session.resolve() as F.Session)
        let testChild = session.child()
        #expect(testChild.resolve() as F.Logger !== app.resolve() as F.Logger, "a child keeps its own caches")
        #expect(testChild.resolve() as F.Session !== session.resolve() as F.Session)
    }

    @Test("async types: persistent ones shared with the app, scoped ones per scope, none outside a scope")
    func asyncTypes() async throws {
        let app = DependencyContainer()
        let first = app.scope()
        let session: F.AsyncSession = try await first.resolve()
        #expect(try await first.resolve() as F.AsyncSession === session)
        #expect(try await app.scope().resolve() as F.AsyncSession !== session)
        #expect(try await app.resolve() as F.AsyncDatabase === session.database)
        let error = await #expect(throws: ResolutionError.self) { try await app.resolve() as F.AsyncSession }
        #expect(error?.kind == .notInScope)
    }

    @Test("many threads first-resolving through one scope: one build per scope, one of the app's")
    func races() async throws {
        for _ in 0..<20 {
            let (app, builds) = F.app()
            let scope = app.scope()
            let results = try #require(
                await ExactlyOnceFixtures.race { _ in
                    let request: F.Request = scope.resolve()
                    return [ObjectIdentifier(request.session), ObjectIdentifier(request.logger)]
                })
            #expect(Set(results).count == 1)
            #expect(builds[F.Session.self] == 1)
            #expect(builds[F.Logger.self] == 1)
        }
    }

    @Test("many scopes racing for the app's persistent instance: one build")
    func scopesRace() async throws {
        for _ in 0..<20 {
            let (app, builds) = F.app()
            let results = try #require(
                await ExactlyOnceFixtures.race { _ in ObjectIdentifier(app.scope().resolve() as F.Logger) })
            #expect(Set(results).count == 1)
            #expect(builds[F.Logger.self] == 1)
        }
    }
}
