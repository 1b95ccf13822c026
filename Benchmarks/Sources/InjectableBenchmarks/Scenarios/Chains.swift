import Dependencies
import Injectable
import Swinject

/// Dog → Cat → Bird → Spider → Fly, as structs: the README's first example.
enum ValueChain {
    struct Fly: InjectableValue {
        let wings: Int
        init(wings: Int) { self.wings = wings }
        init(container: Injectable.Container) { wings = 2 }
    }

    struct Spider: InjectableValue {
        let stomachContents: Fly
        init(stomachContents: Fly) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    struct Bird: InjectableValue {
        let stomachContents: Spider
        init(stomachContents: Spider) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    struct Cat: InjectableValue {
        let stomachContents: Bird
        init(stomachContents: Bird) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    struct Dog: InjectableValue {
        let stomachContents: Cat
        init(stomachContents: Cat) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }

        var wings: Int { stomachContents.stomachContents.stomachContents.stomachContents.wings }
    }

    static func handWritten() -> Dog {
        Dog(stomachContents: Cat(stomachContents: Bird(stomachContents: Spider(stomachContents: Fly(wings: 2)))))
    }

    static func register(in container: Swinject.Container) {
        container.register(Fly.self) { _ in Fly(wings: 2) }.inObjectScope(.transient)
        container.register(Spider.self) { r in Spider(stomachContents: r.resolve(Fly.self)!) }.inObjectScope(.transient)
        container.register(Bird.self) { r in Bird(stomachContents: r.resolve(Spider.self)!) }.inObjectScope(.transient)
        container.register(Cat.self) { r in Cat(stomachContents: r.resolve(Bird.self)!) }.inObjectScope(.transient)
        container.register(Dog.self) { r in Dog(stomachContents: r.resolve(Cat.self)!) }.inObjectScope(.transient)
    }
}

/// The same chain as final classes, all ephemeral.
enum ObjectChain {
    final class Fly: InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }

    final class Spider: InjectableObject {
        let stomachContents: Fly
        init(stomachContents: Fly) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    final class Bird: InjectableObject {
        let stomachContents: Spider
        init(stomachContents: Spider) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    final class Cat: InjectableObject {
        let stomachContents: Bird
        init(stomachContents: Bird) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    final class Dog: InjectableObject {
        let stomachContents: Cat
        init(stomachContents: Cat) { self.stomachContents = stomachContents }
        init(container: Injectable.Container) { stomachContents = container.resolve() }
    }

    static func handWritten() -> Dog {
        Dog(stomachContents: Cat(stomachContents: Bird(stomachContents: Spider(stomachContents: Fly()))))
    }

    static func register(in container: Swinject.Container) {
        container.register(Fly.self) { _ in Fly() }.inObjectScope(.transient)
        container.register(Spider.self) { r in Spider(stomachContents: r.resolve(Fly.self)!) }.inObjectScope(.transient)
        container.register(Bird.self) { r in Bird(stomachContents: r.resolve(Spider.self)!) }.inObjectScope(.transient)
        container.register(Cat.self) { r in Cat(stomachContents: r.resolve(Bird.self)!) }.inObjectScope(.transient)
        container.register(Dog.self) { r in Dog(stomachContents: r.resolve(Cat.self)!) }.inObjectScope(.transient)
    }
}

extension Scenario {
    static let chainValues = Scenario(
        name: "chain-values",
        about: "Dog → Cat → Bird → Spider → Fly as structs (InjectableValue); one op builds a Dog"
    ) { bench in
        let sink = bench.sink
        let injectable = DependencyContainer()
        let swinject = Swinject.Container()
        ValueChain.register(in: swinject)
        let results = bench.measure(
            "chain-values",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(ValueChain.handWritten().wings) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take((injectable.resolve() as ValueChain.Dog).wings) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinject.resolve(ValueChain.Dog.self)!.wings) }
                },
                Contender("swift-dependencies") { n in
                    for _ in 0..<n {
                        @Dependency(\.valueDog) var dog
                        sink.take(dog.make().wings)
                    }
                },
            ])
        // No target: against a constant-folded loop, the ratio measures the constant.
        bench.recordAgainstHand("chain-values", results)
    }

    static let chainObjects = Scenario(
        name: "chain-objects",
        about: "the same chain as final classes, all ephemeral; one op builds 5 objects"
    ) { bench in
        let sink = bench.sink
        let injectable = DependencyContainer()
        let swinject = Swinject.Container()
        ObjectChain.register(in: swinject)
        let results = bench.measure(
            "chain-objects",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { sink.take(ObjectChain.handWritten()) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { sink.take(injectable.resolve() as ObjectChain.Dog) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { sink.take(swinject.resolve(ObjectChain.Dog.self)!) }
                },
                Contender("swift-dependencies") { n in
                    for _ in 0..<n {
                        @Dependency(\.objectDog) var dog
                        sink.take(dog.make())
                    }
                },
            ])
        bench.recordAgainstHand("chain-objects", results)
    }
}

extension Bench {
    /// Records the usual checks: the guardrail (the fastest peer's time over Injectable's,
    /// `guardrail`), then, for information, Injectable against hand-written code and each peer's
    /// time over Injectable's.
    func recordAgainstHand(
        _ scenario: String, _ results: Results, hand: String = "hand-written", guardrail: Target = .guardrail
    ) {
        let injectableOverHand = results.ratio("Injectable", hand)
        let swinjectOverInjectable = results.ratio("Swinject", "Injectable")
        let hasDependencies = results.names.contains("swift-dependencies")
        record(
            scenario,
            hand: nanos(results.ns(hand).median),
            injectable: nanos(results.ns("Injectable").median),
            swinject: nanos(results.ns("Swinject").median),
            dependencies: hasDependencies ? nanos(results.ns("swift-dependencies").median) : nil,
            [
                Check("fastest peer ÷ Injectable", results.fastestPeerRatio()!, guardrail),
                Check("Injectable ÷ \(hand)", injectableOverHand, .none),
                Check("Swinject ÷ Injectable", swinjectOverInjectable, .none),
            ]
                + (hasDependencies
                    ? [
                        Check(
                            "swift-dependencies ÷ Injectable", results.ratio("swift-dependencies", "Injectable"), .none)
                    ]
                    : []))
    }
}
