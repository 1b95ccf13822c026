// Found by re-reading the library for deinits under a lock: a property's replaced value was
// released while the property's own lock was held, so a deinit that reads the property (or
// anything else behind that lock) deadlocked.
import Foundation
import Injectable
import Testing

enum PropertyDeinitFixtures {
    /// Runs `onDeinit` when it goes.
    final class Gadget: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `onDeinit` is set once, before the gadget is shared.
        var onDeinit: (@Sendable () -> Void)?
        init(container: Container) {}
        deinit { onDeinit?() }
    }

    static func gadget(_ container: Container, onDeinit: @escaping @Sendable () -> Void) -> Gadget {
        let gadget = Gadget(container: container)
        gadget.onDeinit = onDeinit
        return gadget
    }

    final class Owner: @unchecked Sendable {
        // @unchecked Sendable: its only state is the property wrapper's locked storage.
        @Injected var gadget: Gadget
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: a property's replaced value is released after its lock")
    struct PropertyDeinitTests {
        typealias F = PropertyDeinitFixtures

        @Test("replacing a per-instance replacement whose deinit reads the property does not deadlock")
        func replacementDeinitReadsProperty() async {
            let container = DependencyContainer()
            let owner = Hardening.Unchecked(value: container.withCurrent { F.Owner() })
            let finished = await Hardening.finishes {
                // No local keeps the first gadget: the property's replacement is its last reference.
                owner.value.$gadget.replace(with: F.gadget(container) { _ = owner.value.gadget })
                owner.value.$gadget.replace(with: F.Gadget(container: container))
            }
            #expect(finished, "replace(with:) deadlocked in the replaced value's deinit")
        }
    }
}
