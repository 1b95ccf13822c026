// A type's own `.persistent` lifetime means one instance per container, held strongly. A
// request with `.transient` may have built that type first (held weakly): the persistent
// request that finds it must keep it, or the next persistent request builds a second one.
import Foundation
import Injectable
import Testing

enum TransientThenPersistentFixtures {
    final class Service: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {
            container.value(forKey: "inits", as: Hardening.Counter.self)?.increment()
        }
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: a persistent request keeps what a transient request built")
    struct TransientThenPersistentTests {
        typealias F = TransientThenPersistentFixtures

        @Test("resolve(lifetime: .transient) then resolve() keeps one persistent instance after outside references go")
        func persistentKeepsTransientInstance() {
            let container = DependencyContainer()
            let inits = Hardening.Counter()
            container.setValue(inits, forKey: "inits")

            weak var persistent: F.Service?
            do {
                let transient: F.Service = container.resolve(lifetime: .transient)
                let strong: F.Service = container.resolve()
                persistent = strong
                _ = transient
            }
            let buildsSoFar = inits.value
            // Every outside reference is gone: only the container can keep the persistent instance.
            #expect(persistent != nil, "the persistent instance was freed with the outside references")
            let again: F.Service = container.resolve()
            #expect(inits.value == buildsSoFar, "a second persistent instance was built")
            #expect(again === persistent)
        }
    }
}
