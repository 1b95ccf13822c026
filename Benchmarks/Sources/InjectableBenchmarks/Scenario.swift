/// A named benchmark: the same object graph built by every contender.
struct Scenario: Sendable {
    let name: String
    let about: String
    let run: @MainActor @Sendable (Bench) -> Void

    init(name: String, about: String, _ run: @escaping @MainActor @Sendable (Bench) -> Void) {
        self.name = name
        self.about = about
        self.run = run
    }

    /// Every scenario, in the order a full run takes them.
    static let all: [Scenario] = [
        .chainValues, .chainObjects, .persistentHit, .interface, .interfaceClosure, .wide, .graphLifetime, .provider, .scope, .dag, .scale, .startup, .threads, .memory, .asyncHit, .asyncChain,
    ]
}
