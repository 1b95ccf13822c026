import Injectable
import Swinject

// provider and scope: building later through a Provider, and resolving through a scope.

enum Providers {
    final class Store: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    /// Ephemeral, with one persistent dependency: what a provider builds on each call.
    final class Operation: InjectableObject {
        let store: Store
        init(store: Store) { self.store = store }
        init(container: Injectable.Container) { store = container.resolve() }
    }

    /// Persistent, and holds a provider (which then holds its container weakly).
    final class Service: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let makeOperation: Injectable.Provider<Operation>
        init(container: Injectable.Container) { makeOperation = container.resolve() }
    }

    /// What hand-written code does instead: a closure over the dependency.
    final class HandService {
        let makeOperation: () -> Operation
        init(store: Store) { makeOperation = { Operation(store: store) } }
    }

    /// Scoped, with a persistent dependency.
    final class Session: InjectableObject {
        static let lifetime: Lifetime = .scoped
        let store: Store
        init(store: Store) { self.store = store }
        init(container: Injectable.Container) { store = container.resolve() }
    }

    /// Hand-written scope: the session's objects in stored properties.
    final class HandScope {
        let store: Store
        let session: Session
        init(store: Store) {
            self.store = store
            session = Session(store: store)
        }
    }
}

extension Scenario {
    static let provider = Scenario(
        name: "provider",
        about: "calling a Provider<Operation> (ephemeral, one persistent dependency) against a hand-written closure"
    ) { bench in
        let sink = bench.sink
        let hand = Providers.HandService(store: Providers.Store())
        let injectable = DependencyContainer()
        let topLevel: Injectable.Provider<Providers.Operation> = injectable.resolve()
        let service: Providers.Service = injectable.resolve()
        let swinject = Swinject.Container()
        swinject.register(Providers.Store.self) { _ in Providers.Store() }.inObjectScope(.container)
        swinject.register(Providers.Operation.self) { r in Providers.Operation(store: r.resolve(Providers.Store.self)!)
        }
        .inObjectScope(.transient)
        let swinjectProvider = swinject.resolve(Swinject.Provider<Providers.Operation>.self)!
        let results = bench.measure(
            "provider",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(hand.makeOperation()) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take(topLevel()) }
                },
                Contender("resolve()") { n in
                    for _ in 0..<n { sink.take(injectable.resolve() as Providers.Operation) }
                },
                Contender("Injectable (held by a persistent object)") { n in
                    for _ in 0..<n { sink.take(service.makeOperation()) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinjectProvider.instance) }
                },
            ])
        bench.record(
            "provider",
            hand: nanos(results.ns("hand-written").median),
            injectable: nanos(results.ns("Injectable").median),
            swinject: nanos(results.ns("Swinject").median),
            [
                Check("fastest peer ÷ Injectable", results.fastestPeerRatio()!, .guardrail),
                Check("Injectable ÷ hand-written", results.ratio("Injectable", "hand-written"), .none),
                Check(
                    "held by a persistent object ÷ hand-written",
                    results.ratio("Injectable (held by a persistent object)", "hand-written"), .none),
                Check("Injectable ÷ resolve() of the same type", results.ratio("Injectable", "resolve()"), .none),
                Check("Swinject ÷ Injectable", results.ratio("Swinject", "Injectable"), .none),
            ])
    }

    static let scope = Scenario(
        name: "scope",
        about: "a scoped object and the app's persistent one, resolved through a scope, against stored properties"
    ) { bench in
        let sink = bench.sink
        let hand = Providers.HandScope(store: Providers.Store())
        let app = DependencyContainer()
        let session = app.scope()
        _ = session.resolve() as Providers.Session
        let results = bench.measure(
            "scope",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n {
                        sink.take(hand.session)
                        sink.take(hand.store)
                    }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n {
                        sink.take(session.resolve() as Providers.Session)
                        sink.take(session.resolve() as Providers.Store)
                    }
                },
            ])
        bench.record(
            "scope",
            hand: nanos(results.ns("hand-written").median),
            injectable: nanos(results.ns("Injectable").median),
            [Check("Injectable ÷ hand-written", results.ratio("Injectable", "hand-written"), .none)])
    }
}
