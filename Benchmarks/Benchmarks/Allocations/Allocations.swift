import Benchmark
import Injectable

// Allocations per operation, counted by the benchmark package's malloc interposer. Counts are
// deterministic where times are not, so they gate CI: `bash Scripts/check-allocations.sh` fails
// when a count rises above the one recorded in Thresholds/ (see Benchmarks/README.md). Times are
// measured by the interleaved harness (InjectableBenchmarks).
//
// Each benchmark sets its container up once, outside the measured region, and measures one
// operation per iteration (scaling factor one), so every count is per operation.

/// Persistent: built once by the setup, then a hit.
final class Settings: InjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) {}
}

/// Ephemeral, with no dependencies: a resolve allocates the object itself.
final class Widget: InjectableObject {
    init() {}
    init(container: Container) {}
}

// A chain of values, Dog → Cat → Bird → Spider → Fly, as in the time harness's chain-values.
struct Fly: InjectableValue {
    init(container: Container) {}
}
struct Spider: InjectableValue {
    let fly: Fly
    init(container: Container) { fly = container.resolve() }
}
struct Bird: InjectableValue {
    let spider: Spider
    init(container: Container) { spider = container.resolve() }
}
struct Cat: InjectableValue {
    let bird: Bird
    init(container: Container) { bird = container.resolve() }
}
struct Dog: InjectableValue {
    let cat: Cat
    init(container: Container) { cat = container.resolve() }
}

// The same chain as final classes, ephemeral: five objects.
final class Ant: InjectableObject {
    init(container: Container) {}
}
final class Frog: InjectableObject {
    let ant: Ant
    init(container: Container) { ant = container.resolve() }
}
final class Snake: InjectableObject {
    let frog: Frog
    init(container: Container) { frog = container.resolve() }
}
final class Hawk: InjectableObject {
    let snake: Snake
    init(container: Container) { snake = container.resolve() }
}
final class Lion: InjectableObject {
    let hawk: Hawk
    init(container: Container) { hawk = container.resolve() }
}

protocol Greeter: AnyObject {
    func greet() -> Int
}

/// Ephemeral implementation of an interface registered with `implementation:`.
final class EnglishGreeter: Greeter, InjectableObject {
    init(container: Container) {}
    func greet() -> Int { 1 }
}

/// Ephemeral, with one persistent dependency: what a provider builds on each call.
final class Operation: InjectableObject {
    let settings: Settings
    init(container: Container) { settings = container.resolve() }
}

/// Scoped, with a persistent dependency: one per scope, freed with it.
final class Session: InjectableObject {
    static let lifetime: Lifetime = .scoped
    let settings: Settings
    init(container: Container) { settings = container.resolve() }
}

let benchmarks: @Sendable () -> Void = {
    // Only counts: a threshold is recorded for every metric listed here, and times would not
    // repeat. mallocFreeDelta is what an operation leaves allocated: 0 for each of them.
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal, .mallocFreeDelta],
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )

    /// A benchmark whose state `setUp` makes once, before the measured iterations; each
    /// iteration runs `operation` once, so its counts are the operation's.
    func count<State>(
        _ name: String, setUp: @escaping () -> State, _ operation: @escaping (State) -> Void
    ) {
        Benchmark(name) { benchmark, state in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                operation(state)
            }
        } setup: {
            setUp()
        }
    }

    /// A container that has built the persistent `Settings`.
    func withSettings() -> DependencyContainer {
        let container = DependencyContainer()
        _ = container.resolve() as Settings
        return container
    }

    /// A container with `Greeter` registered to `EnglishGreeter`.
    func withGreeter() -> DependencyContainer {
        let container = DependencyContainer()
        container.register(interface: Greeter.self, implementation: EnglishGreeter.self)
        return container
    }

    /// A provider resolved once, as an object holding it would.
    func provider() -> Provider<Operation> {
        withSettings().resolve()
    }

    func nothing() {}

    // The reference: hand-written code allocates the one object.
    count("hand-written-object", setUp: nothing) {
        blackHole(Widget())
    }

    count("persistent-hit", setUp: withSettings) { container in
        blackHole(container.resolve() as Settings)
    }

    count("ephemeral-object", setUp: DependencyContainer.init) { container in
        blackHole(container.resolve() as Widget)
    }

    count("chain-values", setUp: DependencyContainer.init) { container in
        blackHole(container.resolve() as Dog)
    }

    count("chain-objects", setUp: DependencyContainer.init) { container in
        blackHole(container.resolve() as Lion)
    }

    count("interface", setUp: withGreeter) { container in
        blackHole(container.resolveInterface() as Greeter)
    }

    // The call only: the provider comes from the setup.
    count("provider", setUp: provider) { provider in
        blackHole(provider())
    }

    // Registering the pair again on a container that has it: the registration itself.
    count("register-implementation", setUp: withGreeter) { container in
        container.register(interface: Greeter.self, implementation: EnglishGreeter.self)
    }

    // The first registration in a new container, which makes the container's tables. The
    // container is made before the measurement and released after it.
    Benchmark("register-implementation-first") { benchmark in
        let container = DependencyContainer()
        benchmark.startMeasurement()
        container.register(interface: Greeter.self, implementation: EnglishGreeter.self)
        benchmark.stopMeasurement()
        withExtendedLifetime(container) {}
    }

    count("child-container", setUp: withSettings) { container in
        blackHole(container.child())
    }

    count("scope", setUp: withSettings) { container in
        blackHole(container.scope())
    }

    count("scope-and-scoped-object", setUp: withSettings) { container in
        let scope = container.scope()
        blackHole(scope.resolve() as Session)
    }
}
