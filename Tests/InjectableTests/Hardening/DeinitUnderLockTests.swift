// What a registration captured may be released by replacing or removing that registration, and
// its deinit may use the container. Every operation that drops user-captured state must do so
// after releasing the container's lock; one that drops it under the lock deadlocks (the lock is
// not recursive). Each case runs the operation on a thread of its own with a deadline.
import Foundation
import Injectable
import Testing

enum DeinitUnderLockFixtures {
    /// Runs `onDeinit` when it goes: the user state a registration's closure captures.
    final class Token: Sendable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    class Gadget: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored properties.
        required init(container: Container) {}
    }

    final class MockGadget: Gadget, @unchecked Sendable {}

    final class Variant: CustomInjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let parameter: String?
        init(container: Container) { parameter = nil }
        init(container: Container, parameter: String) { self.parameter = parameter }
    }

    /// An operation that drops state the test captured, and how the test installs that state first.
    enum Operation: String, CaseIterable, Sendable, CustomStringConvertible {
        case replaceOverride = "override() replacing an override"
        case removeOverride = "removeOverride()"
        case replaceKeyPathOverride = "override(\\.keyPath) replacing a key-path override"
        case removeKeyPathOverride = "removeOverride(\\.keyPath)"
        case reregisterVariant = "register(type:key:_:) replacing a keyed variant"
        case removeVariant = "remove(type:key:)"
        case replaceValue = "setValue() replacing a value"
        case removeValue = "setValue(nil) removing a value"
        case replaceDiagnostics = "setDiagnostics() replacing the hook"
        case removeDiagnostics = "setDiagnostics(nil) removing the hook"
        /// Already safe (it releases the old state after the lock): shows that the test can pass.
        case clearControl = "clear() (a control: already releases after the lock)"

        var description: String { rawValue }

        /// Stores `token` in `container` where this operation will drop it.
        func install(_ token: Token, in container: DependencyContainer) {
            switch self {
            case .replaceOverride, .removeOverride, .clearControl:
                container.override(Gadget.self) { container in
                    withExtendedLifetime(token) { MockGadget(container: container) }
                }
            case .replaceKeyPathOverride, .removeKeyPathOverride:
                container.override(\.hardeningGadgetName) { _ in withExtendedLifetime(token) { "captured" } }
            case .reregisterVariant, .removeVariant:
                container.register(type: Variant.self, key: "k") { _ in withExtendedLifetime(token) { "captured" } }
            case .replaceValue, .removeValue:
                container.setValue(token, forKey: "token")
            case .replaceDiagnostics, .removeDiagnostics:
                container.setDiagnostics { _ in withExtendedLifetime(token) {} }
            }
        }

        /// Replaces or removes what `install` stored.
        func run(on container: DependencyContainer) {
            switch self {
            case .replaceOverride: container.override(Gadget.self) { container in MockGadget(container: container) }
            case .removeOverride: container.removeOverride(Gadget.self)
            case .replaceKeyPathOverride: container.override(\.hardeningGadgetName) { _ in "replacement" }
            case .removeKeyPathOverride: container.removeOverride(\.hardeningGadgetName)
            case .reregisterVariant: container.register(type: Variant.self, key: "k") { _ in "replacement" }
            case .removeVariant: container.remove(type: Variant.self, key: "k")
            case .replaceValue: container.setValue(1, forKey: "token")
            case .removeValue: container.setValue(nil, forKey: "token")
            case .replaceDiagnostics: container.setDiagnostics { _ in }
            case .removeDiagnostics: container.setDiagnostics(nil)
            case .clearControl: container.clear()
            }
        }
    }
}

extension InjectedValues {
    /// A key-path default for the hardening tests.
    var hardeningGadgetName: String { "default" }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: deinits of captured state do not run under the container's lock")
    struct DeinitUnderLockTests {
        typealias F = DeinitUnderLockFixtures

        @Test(
            "a deinit that uses the container does not deadlock when a registration that captured it is dropped",
            arguments: F.Operation.allCases)
        func deinitUsesContainer(operation: F.Operation) async {
            let container = DependencyContainer()
            let deinitRan = Hardening.Counter()
            do {
                // The token's deinit takes the container's lock (a configuration value read).
                let token = F.Token {
                    _ = container.value(forKey: "x", as: Int.self)
                    deinitRan.increment()
                }
                operation.install(token, in: container)
            }
            // The container now holds the only reference to the token.
            #expect(deinitRan.value == 0)
            let finished = await Hardening.finishes { operation.run(on: container) }
            #expect(finished, "\(operation) deadlocked: it released the captured token under the container's lock")
            guard finished else { return }  // the container's lock is held for good: leave it
            #expect(deinitRan.value == 1, "\(operation) did not release the captured token")
            // Leaves the process-wide hook count as it was (a hook left on slows every other test).
            container.setDiagnostics(nil)
        }
    }
}
