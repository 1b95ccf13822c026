import Dependencies
import Injectable
import Swinject

enum Scale {
    /// What the unrelated registrations are for.
    protocol Unrelated: AnyObject {}
    final class UnrelatedImpl: Unrelated {}

    /// A keyed variant, persistent: every unrelated variant is resolved once, so the cache of
    /// persistent instances grows with the registrations.
    final class Variant: CustomInjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let name: String
        init(name: String) { self.name = name }
        init(container: Injectable.Container) { name = "" }
        init(container: Injectable.Container, parameter: String) { name = parameter }
    }

    /// The ephemeral object that is measured, reached through an interface.
    protocol Service: AnyObject {}
    final class ServiceImpl: Service, InjectableObject {
        init() {}
        init(container: Injectable.Container) {}
    }

    /// The persistent object that is measured.
    final class Settings: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init() {}
        init(container: Injectable.Container) {}
    }

    /// An Injectable container with `count` unrelated keyed interface registrations, plus as
    /// many keyed persistent variants, each resolved once.
    static func injectable(unrelated count: Int) -> DependencyContainer {
        let container = DependencyContainer()
        for i in 0..<count {
            container.register(interface: Unrelated.self, key: "k\(i)") { _ in UnrelatedImpl() }
            container.register(type: Variant.self, key: "v\(i)")
            _ = container.resolve(key: "v\(i)") as Variant
        }
        container.register(interface: Service.self, implementation: ServiceImpl.self)
        _ = container.resolve() as Settings
        return container
    }

    /// The same for Swinject: named registrations, and as many container-scoped ones, resolved.
    static func swinject(unrelated count: Int) -> Swinject.Container {
        let container = Swinject.Container()
        for i in 0..<count {
            container.register(Unrelated.self, name: "k\(i)") { _ in UnrelatedImpl() }.inObjectScope(.transient)
            let name = "v\(i)"
            container.register(Variant.self, name: name) { _ in Variant(name: name) }.inObjectScope(.container)
            _ = container.resolve(Variant.self, name: name)!
        }
        container.register(Service.self) { _ in ServiceImpl() }.inObjectScope(.transient)
        container.register(Settings.self) { _ in Settings() }.inObjectScope(.container)
        _ = container.resolve(Settings.self)!
        return container
    }

    /// The same for swift-dependencies: a dependency context of its own (a fresh
    /// `DependencyValues`, so a cache of its own) in which `count` unrelated factory keys and as
    /// many persistent variant keys were read once. A key is declared, not registered, and has
    /// no run-time presence until it is read; read, it has an entry in the context's cache, as a
    /// registration has in a container. So the unrelated keys are read too, but never called.
    static func dependencies(unrelated count: Int) -> DependencyValues {
        let values = DependencyValues()
        withDependencies {
            $0 = values
        } operation: {
            for i in 0..<count { ManyKeys.read(i, variant: true) }
            @Dependency(\.scaleSettings) var settings
            _ = settings
        }
        return values
    }
}

extension Scenario {
    static let scale = Scenario(
        name: "scale",
        about:
            "the same resolves with 10 and with 10,000 unrelated keyed interface registrations (plus as many keyed persistent variants, resolved)"
    ) { bench in
        let sink = bench.sink
        let small = 10
        let large = bench.settings.smoke ? 1_000 : 10_000
        let injectableSmall = Scale.injectable(unrelated: small)
        let injectableLarge = Scale.injectable(unrelated: large)
        let swinjectSmall = Scale.swinject(unrelated: small)
        let swinjectLarge = Scale.swinject(unrelated: large)
        let dependenciesSmall = Scale.dependencies(unrelated: small)
        let dependenciesLarge = Scale.dependencies(unrelated: large)

        func ephemeral(_ container: DependencyContainer) -> Contender {
            Contender("Injectable \(container === injectableSmall ? small : large)") { n in
                for _ in 0..<n { sink.take(container.resolveInterface() as any Scale.Service) }
            }
        }
        func ephemeral(_ container: Swinject.Container) -> Contender {
            Contender("Swinject \(container === swinjectSmall ? small : large)") { n in
                for _ in 0..<n { sink.take(container.resolve(Scale.Service.self)!) }
            }
        }
        // The contender makes its context current for the sample; the reads inside look it up.
        func ephemeral(_ values: DependencyValues, _ count: Int) -> Contender {
            Contender("swift-dependencies \(count)") { n in
                withDependencies {
                    $0 = values
                } operation: {
                    for _ in 0..<n {
                        @Dependency(\.scaleService) var service
                        sink.take(service.make())
                    }
                }
            }
        }
        func hit(_ container: DependencyContainer) -> Contender {
            Contender("Injectable \(container === injectableSmall ? small : large)") { n in
                for _ in 0..<n { sink.take(container.resolve() as Scale.Settings) }
            }
        }
        func hit(_ container: Swinject.Container) -> Contender {
            Contender("Swinject \(container === swinjectSmall ? small : large)") { n in
                for _ in 0..<n { sink.take(container.resolve(Scale.Settings.self)!) }
            }
        }
        func hit(_ values: DependencyValues, _ count: Int) -> Contender {
            Contender("swift-dependencies \(count)") { n in
                withDependencies {
                    $0 = values
                } operation: {
                    for _ in 0..<n {
                        @Dependency(\.scaleSettings) var settings
                        sink.take(settings)
                    }
                }
            }
        }

        for (kind, results) in [
            (
                "ephemeral interface",
                bench.measure(
                    "scale: ephemeral object through its interface",
                    [
                        ephemeral(injectableSmall), ephemeral(injectableLarge),
                        ephemeral(swinjectSmall), ephemeral(swinjectLarge),
                        ephemeral(dependenciesSmall, small), ephemeral(dependenciesLarge, large),
                    ])
            ),
            (
                "persistent hit",
                bench.measure(
                    "scale: persistent hit",
                    [
                        hit(injectableSmall), hit(injectableLarge), hit(swinjectSmall), hit(swinjectLarge),
                        hit(dependenciesSmall, small), hit(dependenciesLarge, large),
                    ])
            ),
        ] {
            let i10 = "Injectable \(small)"
            let iLarge = "Injectable \(large)"
            let s10 = "Swinject \(small)"
            let sLarge = "Swinject \(large)"
            let d10 = "swift-dependencies \(small)"
            let dLarge = "swift-dependencies \(large)"
            bench.record(
                "scale (\(kind))",
                injectable: "\(nanos(results.ns(i10).median)) → \(nanos(results.ns(iLarge).median))",
                swinject: "\(nanos(results.ns(s10).median)) → \(nanos(results.ns(sLarge).median))",
                dependencies: "\(nanos(results.ns(d10).median)) → \(nanos(results.ns(dLarge).median))",
                [
                    Check(
                        "fastest peer ÷ Injectable at \(large)",
                        results.fastestPeerRatio(of: iLarge, peers: [sLarge, dLarge])!, .guardrail),
                    Check("Injectable \(large) ÷ \(small)", results.ratio(iLarge, i10), .none),
                    Check("Swinject \(large) ÷ \(small)", results.ratio(sLarge, s10), .none),
                    Check("Swinject ÷ Injectable at \(large)", results.ratio(sLarge, iLarge), .none),
                    Check("swift-dependencies \(large) ÷ \(small)", results.ratio(dLarge, d10), .none),
                    Check("swift-dependencies ÷ Injectable at \(large)", results.ratio(dLarge, iLarge), .none),
                ])
        }
        withExtendedLifetime((injectableSmall, injectableLarge, swinjectSmall, swinjectLarge)) {}
    }
}
