import Dependencies
import Injectable
import Swinject

// persistent-hit, interface and wide: one request each, against the same objects.

enum PersistentHit {
    final class Settings: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    /// What hand-written code does instead: keeps the one instance in a property.
    final class Holder {
        let settings = Settings()
    }
}

enum Interface {
    protocol Greeter: AnyObject {
        func greet() -> Int
    }

    final class EnglishGreeter: Greeter, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
        func greet() -> Int { 1 }
    }
}

enum Wide {
    final class P1: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }
    final class P2: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }
    final class P3: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }
    final class P4: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }
    final class P5: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }
    final class E1: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    final class E2: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    final class E3: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    final class E4: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }
    final class E5: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }

    /// Ephemeral, with five persistent and five ephemeral dependencies.
    final class Root: InjectableObject {
        let p1: P1, p2: P2, p3: P3, p4: P4, p5: P5
        let e1: E1, e2: E2, e3: E3, e4: E4, e5: E5

        init(p1: P1, p2: P2, p3: P3, p4: P4, p5: P5, e1: E1, e2: E2, e3: E3, e4: E4, e5: E5) {
            self.p1 = p1
            self.p2 = p2
            self.p3 = p3
            self.p4 = p4
            self.p5 = p5
            self.e1 = e1
            self.e2 = e2
            self.e3 = e3
            self.e4 = e4
            self.e5 = e5
        }

        convenience init(container: Injectable.Container) {
            self.init(
                p1: container.resolve(), p2: container.resolve(), p3: container.resolve(),
                p4: container.resolve(), p5: container.resolve(),
                e1: container.resolve(), e2: container.resolve(), e3: container.resolve(),
                e4: container.resolve(), e5: container.resolve())
        }
    }

    /// The persistent objects, built once, as hand-written code would keep them.
    final class Persistents {
        let p1 = P1(), p2 = P2(), p3 = P3(), p4 = P4(), p5 = P5()

        func root() -> Root {
            Root(p1: p1, p2: p2, p3: p3, p4: p4, p5: p5, e1: E1(), e2: E2(), e3: E3(), e4: E4(), e5: E5())
        }
    }

    static func register(in c: Swinject.Container) {
        c.register(P1.self) { _ in P1() }.inObjectScope(.container)
        c.register(P2.self) { _ in P2() }.inObjectScope(.container)
        c.register(P3.self) { _ in P3() }.inObjectScope(.container)
        c.register(P4.self) { _ in P4() }.inObjectScope(.container)
        c.register(P5.self) { _ in P5() }.inObjectScope(.container)
        c.register(E1.self) { _ in E1() }.inObjectScope(.transient)
        c.register(E2.self) { _ in E2() }.inObjectScope(.transient)
        c.register(E3.self) { _ in E3() }.inObjectScope(.transient)
        c.register(E4.self) { _ in E4() }.inObjectScope(.transient)
        c.register(E5.self) { _ in E5() }.inObjectScope(.transient)
        c.register(Root.self) { r in
            Root(
                p1: r.resolve(P1.self)!, p2: r.resolve(P2.self)!, p3: r.resolve(P3.self)!,
                p4: r.resolve(P4.self)!, p5: r.resolve(P5.self)!,
                e1: r.resolve(E1.self)!, e2: r.resolve(E2.self)!, e3: r.resolve(E3.self)!,
                e4: r.resolve(E4.self)!, e5: r.resolve(E5.self)!)
        }.inObjectScope(.transient)
    }
}

extension Scenario {
    static let persistentHit = Scenario(
        name: "persistent-hit",
        about: "resolving a persistent object that already exists (Swinject: .inObjectScope(.container))"
    ) { bench in
        let sink = bench.sink
        let holder = PersistentHit.Holder()
        let injectable = DependencyContainer()
        _ = injectable.resolve() as PersistentHit.Settings
        let swinject = Swinject.Container()
        swinject.register(PersistentHit.Settings.self) { _ in PersistentHit.Settings() }.inObjectScope(.container)
        _ = swinject.resolve(PersistentHit.Settings.self)!
        let results = bench.measure(
            "persistent-hit",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(holder.settings) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take(injectable.resolve() as PersistentHit.Settings) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinject.resolve(PersistentHit.Settings.self)!) }
                },
                Contender("swift-dependencies") { n in
                    for _ in 0..<n {
                        @Dependency(\.settings) var settings
                        sink.take(settings)
                    }
                },
            ])
        bench.record(
            "persistent-hit",
            hand: nanos(results.ns("hand-written").median),
            injectable: nanos(results.ns("Injectable").median),
            swinject: nanos(results.ns("Swinject").median),
            dependencies: nanos(results.ns("swift-dependencies").median),
            [
                Check("fastest peer ÷ Injectable", results.fastestPeerRatio()!, .guardrail),
                Check("Injectable ÷ hand-written", results.ratio("Injectable", "hand-written"), .none),
                Check("Swinject ÷ Injectable", results.ratio("Swinject", "Injectable"), .none),
                Check("swift-dependencies ÷ Injectable", results.ratio("swift-dependencies", "Injectable"), .none),
            ])
    }

    // The instance is converted to the interface by Swift's own cast, which a registration
    // that names the implementation's type cannot state statically.
    static let interface = interfaceScenario(
        name: "interface",
        about: "a protocol registered to an ephemeral implementation, resolved with resolveInterface()"
    ) { injectable in
        injectable.register(interface: Interface.Greeter.self, implementation: Interface.EnglishGreeter.self)
    }

    static let interfaceClosure = interfaceScenario(
        name: "interface-closure",
        about: "the interface scenario with both containers registering a closure that builds the implementation"
    ) { injectable in
        // The closure form converts to the protocol statically, as Swinject's registration does;
        // register(interface:implementation:) has to check the conformance at run time.
        injectable.register(interface: Interface.Greeter.self) { container in
            container.resolve() as Interface.EnglishGreeter
        }
    }

    /// The interface scenario, with Injectable's registration given by `register`.
    private static func interfaceScenario(
        name: String, about: String, register: @escaping @Sendable (DependencyContainer) -> Void
    ) -> Scenario {
        Scenario(name: name, about: about) { bench in
            let sink = bench.sink
            let injectable = DependencyContainer()
            register(injectable)
            let swinject = Swinject.Container()
            swinject.register(Interface.Greeter.self) { _ in Interface.EnglishGreeter() }.inObjectScope(.transient)
            let results = bench.measure(
                name,
                [
                    Contender("hand-written") { n in
                        for _ in 0..<n {
                            let greeter: any Interface.Greeter = Interface.EnglishGreeter()
                            sink.take(greeter)
                        }
                    },
                    Contender("Injectable") { n in
                        for _ in 0..<n { sink.take(injectable.resolveInterface() as any Interface.Greeter) }
                    },
                    Contender("Swinject") { n in
                        for _ in 0..<n { sink.take(swinject.resolve(Interface.Greeter.self)!) }
                    },
                    Contender("swift-dependencies") { n in
                        for _ in 0..<n {
                            @Dependency(\.greeter) var greeter
                            sink.take(greeter.make())
                        }
                    },
                ])
            bench.recordAgainstHand(name, results)
        }
    }

    static let wide = Scenario(
        name: "wide",
        about: "an ephemeral object with ten dependencies, five persistent and five ephemeral"
    ) { bench in
        let sink = bench.sink
        let persistents = Wide.Persistents()
        let injectable = DependencyContainer()
        _ = injectable.resolve() as Wide.Root
        let swinject = Swinject.Container()
        Wide.register(in: swinject)
        _ = swinject.resolve(Wide.Root.self)!
        let results = bench.measure(
            "wide",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(persistents.root()) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take(injectable.resolve() as Wide.Root) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinject.resolve(Wide.Root.self)!) }
                },
                Contender("swift-dependencies") { n in
                    for _ in 0..<n {
                        @Dependency(\.wideRoot) var root
                        sink.take(root.make())
                    }
                },
            ])
        bench.recordAgainstHand("wide", results)
    }
}
