// `clear()` empties a container but must not forget its children: a registration or override
// added to the container afterwards must still reach what a child had cached.
import Injectable
import Testing

enum ContainerTreeFixtures {
    class Store: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class MockStore: Store {}

    final class Variant: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let parameter: String?
        init(container: Container) { parameter = nil }
        init(container: Container, parameter: String) { self.parameter = parameter }
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: clear() keeps the container's children")
    struct ContainerTreeTests {
        typealias F = ContainerTreeFixtures

        @Test("after clear(), an override added on the parent reaches an instance a child had cached")
        func overrideAfterClearReachesChild() {
            let parent = DependencyContainer()
            let child = parent.child()
            let cached: F.Store = child.resolve()
            #expect(!(cached is F.MockStore))

            parent.clear()
            parent.override(F.Store.self) { container in F.MockStore(container: container) }
            let after: F.Store = child.resolve()
            #expect(after is F.MockStore, "the child kept the instance it cached before the override")
            #expect(after !== cached)
        }

        @Test("after clear(), a keyed variant registered again on the parent reaches what a child had cached")
        func variantAfterClearReachesChild() {
            let parent = DependencyContainer()
            parent.register(type: F.Variant.self, key: "k") { _ in "old" }
            let child = parent.child()
            #expect((child.resolve(key: "k") as F.Variant).parameter == "old")

            parent.clear()
            parent.register(type: F.Variant.self, key: "k") { _ in "new" }
            #expect((parent.resolve(key: "k") as F.Variant).parameter == "new")
            let after: F.Variant = child.resolve(key: "k")
            #expect(after.parameter == "new", "the child kept the variant built from the registration clear() removed")
        }
    }
}
