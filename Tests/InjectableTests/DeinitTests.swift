// Deinits of user state run after the lock that was held when the state was dropped: a deinit
// may use the container (or the property) again, and none of these locks is recursive.

import Foundation
import Injectable
import Testing

// What a registration captured may be released by replacing or removing that registration, and
// its deinit may use the container. Every operation that drops user-captured state must do so
// after releasing the container's lock; one that drops it under the lock deadlocks (the lock is
// not recursive). Each case runs the operation on a thread of its own with a deadline.
enum CapturedStateDeinitFixtures {
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
                container.override(\.capturedGadgetName) { _ in withExtendedLifetime(token) { "captured" } }
            case .reregisterVariant, .removeVariant:
                container.register(type: Variant.self, key: "k") { _ in withExtendedLifetime(token) { "captured" } }
            case .replaceValue, .removeValue:
                container.stringKeyed.setValue(token, forKey: "token")
            case .replaceDiagnostics, .removeDiagnostics:
                container.setDiagnostics { _ in withExtendedLifetime(token) {} }
            }
        }

        /// Replaces or removes what `install` stored.
        func run(on container: DependencyContainer) {
            switch self {
            case .replaceOverride: container.override(Gadget.self) { container in MockGadget(container: container) }
            case .removeOverride: container.removeOverride(Gadget.self)
            case .replaceKeyPathOverride: container.override(\.capturedGadgetName) { _ in "replacement" }
            case .removeKeyPathOverride: container.removeOverride(\.capturedGadgetName)
            case .reregisterVariant: container.register(type: Variant.self, key: "k") { _ in "replacement" }
            case .removeVariant: container.remove(type: Variant.self, key: "k")
            case .replaceValue: container.stringKeyed.setValue(1, forKey: "token")
            case .removeValue: container.stringKeyed.setValue(nil, forKey: "token")
            case .replaceDiagnostics: container.setDiagnostics { _ in }
            case .removeDiagnostics: container.setDiagnostics(nil)
            case .clearControl: container.clear()
            }
        }
    }
}

extension InjectedValues {
    /// A key-path default that the deinit tests override with closures capturing state.
    var capturedGadgetName: String { "default" }
}

@Suite("Deinits: a registration's captured state goes after the container's lock")
struct CapturedStateDeinitTests {
    typealias F = CapturedStateDeinitFixtures

    @Test(
        "a deinit that uses the container does not deadlock when a registration that captured it is dropped",
        arguments: F.Operation.allCases)
    func deinitUsesContainer(operation: F.Operation) async {
        let container = DependencyContainer()
        let deinitRan = Threads.Counter()
        do {
            // The token's deinit takes the container's lock (a configuration value read).
            let token = F.Token {
                _ = container.stringKeyed.value(forKey: "x", as: Int.self)
                deinitRan.increment()
            }
            operation.install(token, in: container)
        }
        // The container now holds the only reference to the token.
        #expect(deinitRan.value == 0)
        let finished = await Threads.finishes { operation.run(on: container) }
        #expect(finished, "\(operation) deadlocked: it released the captured token under the container's lock")
        guard finished else { return }  // the container's lock is held for good: leave it
        #expect(deinitRan.value == 1, "\(operation) did not release the captured token")
        // Leaves the process-wide hook count as it was (a hook left on slows every other test).
        container.setDiagnostics(nil)
    }
}

/// Objects whose deinits take their container's lock, released by a race: a container that loads
/// a weak reference under its lock holds a strong one for a moment, and if another thread drops
/// the last other reference meanwhile, the deinit runs on the thread that holds the lock.
///
/// Only on the thread that loads the references (racer 1) does a deinit use the container: the
/// other one lets its objects go without waiting for the lock, as fast as it can.
enum WeakLoadDeinitFixtures {
    /// The container every case uses (each case runs in a process of its own).
    static let app = DependencyContainer()

    /// Uses `app` when it goes on the thread that loads the weak references.
    static func useAppOnLoadingThread() {
        if Thread.current.threadDictionary["racer"] as? Int == 1 {
            _ = app.stringKeyed.value(forKey: "x", as: Int.self)
        }
    }

    /// Kept by a child of `app`.
    final class Service: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        deinit { useAppOnLoadingThread() }
    }

    /// A transient variant of `app`.
    final class Session: CustomInjectableObject, Sendable {
        static let lifetime: Lifetime = .transient
        init(container: Container) {}
        init(container: Container, parameter: Void) {}
        deinit { useAppOnLoadingThread() }
    }

    /// Runs `work` on two threads, racers 0 and 1, until `seconds` have passed, and
    /// reports whether their progress stopped for a whole second (a deadlock) before that.
    static func race(
        seconds: Double, _ work: @escaping @Sendable (_ thread: Int, _ progress: Threads.Counter) -> Void
    ) {
        let progress = Threads.Counter()
        for index in 0..<2 {
            Thread {
                Thread.current.threadDictionary["racer"] = index
                work(index, progress)
            }.start()
        }
        var last = -1
        var stalled = 0.0
        var elapsed = 0.0
        while elapsed < seconds {
            Thread.sleep(forTimeInterval: 0.1)
            elapsed += 0.1
            let now = progress.value
            stalled = now == last ? stalled + 0.1 : 0
            last = now
            if stalled >= 1 { break }
        }
        ChildProcess.report("deadlocked", stalled >= 1 ? 1 : 0)
        ChildProcess.report("progress", last)
        _exit(EXIT_SUCCESS)  // leaves the racing threads behind, stuck or not
    }
}

@Suite("Deinits: what a weak reference's load releases goes after the lock")
struct WeakLoadDeinitTests {
    typealias F = WeakLoadDeinitFixtures

    /// `child()` drops its dead children's entries under the parent's lock, loading each weak
    /// reference: a child whose last other reference goes meanwhile is released after that lock.
    /// One thread makes children that keep an instance and lets each go at once; the other makes
    /// children, and each `child()` loads the weak reference to the first thread's child of the
    /// moment.
    @Test("making children while other children go does not deadlock when a child's instance uses the parent")
    func childrenGoing() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            F.race(seconds: 3) { thread, progress in
                while true {
                    let child = F.app.child()
                    if thread == 0 { let _: F.Service = child.resolve() }
                    progress.increment()
                }
            }
        }
        let output = ChildProcess.output(result)
        #expect(ChildProcess.value("deadlocked", in: output) == 0, "\(output)")
    }

    /// A request for a new key prunes the entries of released transient instances under the
    /// container's lock, loading each weak reference: an instance whose last other reference goes
    /// meanwhile is released after that lock. One thread builds 256 sessions and lets them all go; the other asks for new keys, and
    /// every so often its request prunes the cache, loading every weak reference.
    @Test(
        "pruning released transient instances does not deadlock when one goes meanwhile and its deinit uses the container"
    )
    func transientsGoing() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            F.race(seconds: 3) { thread, progress in
                var next = 0
                while true {
                    if thread == 0 {
                        var sessions: [F.Session] = []
                        for index in 0..<256 { sessions.append(F.app.resolve(key: "held \(index)")) }
                        sessions.removeAll()
                    } else {
                        let _: F.Session = F.app.resolve(key: "new \(next)")
                        next += 1
                    }
                    progress.increment()
                }
            }
        }
        let output = ChildProcess.output(result)
        #expect(ChildProcess.value("deadlocked", in: output) == 0, "\(output)")
    }
}

/// An async persistent object whose didInject throws, and whose deinit uses its container.
enum AsyncFailureDeinitFixtures {
    struct Refused: Error {}

    final class Widget: AsyncInjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let container: Container
        init(container: Container) async throws { self.container = container }
        func didInject(container: Container) async throws { throw Refused() }
        deinit { container.reset() }
    }
}

@Suite("Deinits: an async build's failure releases its instance after the lock")
struct AsyncFailureDeinitTests {
    /// The failed build's instance is released after the container's lock: a deinit that uses
    /// the container would deadlock under it. In a process of its own, whose cooperative pool no
    /// other test keeps busy; a watchdog ends it if the resolve hangs.
    @Test("an async object whose didInject throws and whose deinit uses its container does not deadlock")
    func failedInjectReleasesAfterTheLock() async {
        await #expect(processExitsWith: .success) {
            Thread {
                Thread.sleep(forTimeInterval: 30)
                _exit(EXIT_FAILURE)  // the resolve deadlocked
            }.start()
            let container = DependencyContainer()
            _ = try? await container.resolve() as AsyncFailureDeinitFixtures.Widget
            exit(EXIT_SUCCESS)
        }
    }
}

// A property's replaced value is released after the property's own lock: a deinit that reads
// the property (or anything else behind that lock) would deadlock under it.
enum ReplacedPropertyDeinitFixtures {
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

@Suite("Deinits: a property's replaced value goes after the property's lock")
struct ReplacedPropertyDeinitTests {
    typealias F = ReplacedPropertyDeinitFixtures

    @Test("replacing a per-instance replacement whose deinit reads the property does not deadlock")
    func replacementDeinitReadsProperty() async {
        let container = DependencyContainer()
        let owner = Threads.Unchecked(value: container.withCurrent { F.Owner() })
        let finished = await Threads.finishes {
            // No local keeps the first gadget: the property's replacement is its last reference.
            owner.value.$gadget.replace(with: F.gadget(container) { _ = owner.value.gadget })
            owner.value.$gadget.replace(with: F.Gadget(container: container))
        }
        #expect(finished, "replace(with:) deadlocked in the replaced value's deinit")
    }
}
