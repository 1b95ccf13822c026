// Every change to a container's registrations goes through one commit step; these pin what
// each change implies, so that operations cannot drift apart again.
import Foundation
import Injectable
import Testing

enum CommitFixtures {
    /// A persistent keyed variant that records the parameter it was built from.
    final class Shard: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let name: String
        required init(container: Container) { name = "default" }
        required init(container: Container, parameter: String) { name = parameter }
    }

    final class Gadget: InjectableObject {
        required init(container: Container) {}
    }

    protocol Store {}
    struct MemoryStore: Store, InjectableValue {
        init(container: Container) {}
    }

    /// Collects the hook's events as text.
    final class Events: Sendable {
        // NB: NSLock and a nonisolated(unsafe) array: the lock guards every access.
        private let lock = NSLock()
        nonisolated(unsafe) private var events: [String] = []

        @Sendable func record(_ event: DiagnosticEvent) {
            let text: String? =
                switch event {
                case .registered(let step): "registered \(step)"
                case .removed(let step): "removed \(step)"
                default: nil
                }
            if let text { lock.withLock { events.append(text) } }
        }

        var all: [String] { lock.withLock { events } }
    }
}

@Suite("Every registration change is committed the same way")
struct CommitTests {
    typealias Shard = CommitFixtures.Shard

    @Test("removing a registration reports it to the diagnostics hook, as adding one does")
    func removalsAreReported() {
        let container = DependencyContainer()
        let events = CommitFixtures.Events()
        container.setDiagnostics(events.record)
        container.override(CommitFixtures.Gadget.self) { CommitFixtures.Gadget(container: $0) }
        container.removeOverride(CommitFixtures.Gadget.self)
        container.register(interface: CommitFixtures.Store.self, implementation: CommitFixtures.MemoryStore.self)
        container.remove(interface: CommitFixtures.Store.self)
        container.register(type: Shard.self, key: "a")
        container.remove(type: Shard.self, key: "a")
        #expect(
            events.all == [
                "registered Gadget (override)", "removed Gadget (override)",
                "registered Store (interface)", "removed Store (interface)",
                "registered Shard[key: \"a\"]", "removed Shard[key: \"a\"]",
            ])
    }

    @Test("removing a keyed variant makes the children that cached it build the default again")
    func removingAVariantReachesChildren() {
        let parent = DependencyContainer()
        parent.register(type: Shard.self, key: "eu")
        let child = parent.child()
        #expect((child.resolve(key: "eu") as Shard).name == "eu")
        parent.remove(type: Shard.self, key: "eu")
        #expect((child.resolve(key: "eu") as Shard).name == "default")
    }

    @Test("re-registering a keyed variant reaches the children that cached it")
    func reRegisteringAVariantReachesChildren() {
        let parent = DependencyContainer()
        parent.register(type: Shard.self, key: "eu") { _ in "old" }
        let child = parent.child()
        #expect((child.resolve(key: "eu") as Shard).name == "old")
        parent.register(type: Shard.self, key: "eu") { _ in "new" }
        #expect((child.resolve(key: "eu") as Shard).name == "new")
    }
}
