// expected-error: sending 'counter' risks causing data races
// A kept instance of a type that is not Sendable, resolved in isolated code, belongs to the
// caller's region (`resolve()` takes the caller's isolation): sending it to another actor does
// not compile (ConcurrencyAndTheMainActor, "Shared instances and isolation domains").
import Injectable

final class Counter: InjectableObject {
    static let lifetime: Lifetime = .persistent
    var value = 0
    init(container: Container) {}
}

@globalActor actor OtherActor {
    static let shared = OtherActor()
}

@OtherActor func bump(_ counter: Counter) { counter.value += 1 }

@MainActor func handOff(_ container: DependencyContainer) async {
    let counter: Counter = container.resolve()
    await bump(counter)
}
