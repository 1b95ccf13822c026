import Foundation
import Testing

@testable import Injectable

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var scale: Int { 1 }
}

/// An unkeyed interface request follows the registrations and the default key as they change.
/// These tests change registrations and default keys in every order and check that what a
/// request gets is always what the registrations say.
enum PublishedFixtures {
    protocol Greeter {
        var word: String { get }
    }

    struct Hello: Greeter, InjectableValue {
        let word = "hello"
        init(container: Container) {}
    }

    final class Bonjour: Greeter, InjectableObject {
        let word = "bonjour"
        init(container: Container) {}
    }

    struct Said: Greeter {
        let word: String
    }

    /// Captured by a registration closure, to see when the registration is freed.
    final class Token: Sendable {}

    /// Captured by a registration closure and checked by it, so that a closure that runs after
    /// its registration was freed reads freed memory (which the sanitizers report).
    final class Payload: Sendable {
        let word: String
        init(_ word: String) { self.word = word }
    }

    struct Failing: Error {}

    /// Sets a flag when it is freed.
    final class Watched: Sendable {
        let word: String
        let freed: Flag
        init(_ word: String, freed: Flag) {
            self.word = word
            self.freed = freed
        }
        deinit { freed.set() }
    }

    /// A stack of interfaces, each resolving the one below it.
    protocol Deep { var depth: Int { get } }
    struct Ground: Deep { let depth = 0 }
    struct Level<Below: Deep>: Deep { let depth: Int }

    /// Registers `Level<Below>` as an interface whose factory resolves the interface `Below`
    /// (capturing `watched`).
    static func stack<Below: Deep & SendableMetatype>(
        _ container: DependencyContainer, on below: Below.Type, _ watched: Watched
    ) {
        container.register(interface: Level<Below>.self) { container in
            _ = watched
            return Level(depth: (try container.tryResolveInterface() as Below).depth + 1)
        }
    }
}

@Suite("Unkeyed interfaces follow every change of their registrations")
struct PublishedInterfaceTests {
    typealias F = PublishedFixtures

    func word(_ container: DependencyContainer) throws(ResolutionError) -> String {
        (try container.tryResolveInterface() as any F.Greeter).word
    }

    @Test("re-registering, default keys and removal each change what an unkeyed request gets")
    func followsEveryChange() throws {
        let container = DependencyContainer()
        container.register(interface: F.Greeter.self, implementation: F.Hello.self)
        #expect(try word(container) == "hello")

        container.register(interface: F.Greeter.self, key: "fr", implementation: F.Bonjour.self)
        #expect(try word(container) == "hello", "a keyed registration leaves the unkeyed one in place")
        container.setDefaultKey("fr", for: F.Greeter.self)
        #expect(try word(container) == "bonjour")

        container.register(interface: F.Greeter.self, key: "fr") { _ in F.Said(word: "salut") }
        #expect(try word(container) == "salut", "re-registering the default key's implementation takes effect")
        container.register(interface: F.Greeter.self) { _ in F.Said(word: "hi") }
        #expect(try word(container) == "salut", "the unkeyed registration is not used while a default key is set")

        container.setDefaultKey(nil, for: F.Greeter.self)
        #expect(try word(container) == "hi")

        container.remove(interface: F.Greeter.self)
        let error = #expect(throws: ResolutionError.self) { try word(container) }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.registeredKeys == ["fr"])

        container.setDefaultKey("fr", for: F.Greeter.self)
        #expect(try word(container) == "salut", "a default key works without an unkeyed registration")
        container.remove(interface: F.Greeter.self, key: "fr")
        #expect(throws: ResolutionError.self) { try word(container) }
    }

    @Test("a default key that names no registration fails with that key in the path, and says where it came from")
    func defaultKeyWithoutRegistration() {
        let container = DependencyContainer()
        container.register(interface: F.Greeter.self, implementation: F.Hello.self)
        container.setDefaultKey("missing", for: F.Greeter.self)
        let error = #expect(throws: ResolutionError.self) { try word(container) }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.path.map(\.key) == ["missing"])
        let message = error?.description ?? ""
        #expect(message.contains("without a key: its default key is \"missing\""))
        #expect(message.contains("container.setDefaultKey(nil, for: Greeter.self)"))

        let keyed = #expect(throws: ResolutionError.self) {
            try container.tryResolveInterface(key: "missing") as any F.Greeter
        }
        #expect(keyed?.description.contains("default key") == false, "a key the caller gave is not called the default")
    }

    @Test("the resolution path names the default key that an unkeyed request used")
    func pathNamesDefaultKey() {
        let container = DependencyContainer()
        container.register(interface: F.Greeter.self, key: "broken") { _ in throw F.Failing() }
        container.setDefaultKey("broken", for: F.Greeter.self)
        let error = #expect(throws: ResolutionError.self) { try word(container) }
        #expect(error?.kind == .initializerFailed)
        #expect(error?.path.map(\.key) == ["broken"])
        #expect(error?.path.map(\.role) == [.interface])
    }

    @Test("clear() forgets the registrations; registering again works")
    func clearForgets() throws {
        let container = DependencyContainer()
        container.register(interface: F.Greeter.self, implementation: F.Hello.self)
        #expect(try word(container) == "hello")
        container.clear()
        #expect(throws: ResolutionError.self) { try word(container) }
        container.register(interface: F.Greeter.self, implementation: F.Bonjour.self)
        #expect(try word(container) == "bonjour")
    }

    @Test("a replaced or removed registration is freed, with what its closure captured")
    func replacedRegistrationIsFreed() throws {
        let container = DependencyContainer()
        weak var first: F.Token?
        weak var second: F.Token?
        do {
            let token = F.Token()
            first = token
            container.register(interface: F.Greeter.self) { _ in
                _ = token
                return F.Said(word: "one")
            }
        }
        #expect(try word(container) == "one")
        do {
            let token = F.Token()
            second = token
            container.register(interface: F.Greeter.self) { _ in
                _ = token
                return F.Said(word: "two")
            }
        }
        #expect(try word(container) == "two")
        #expect(eventually(seconds: 10) { first == nil }, "the replaced registration was freed")
        #expect(second != nil)
        container.remove(interface: F.Greeter.self)
        #expect(eventually(seconds: 10) { second == nil }, "the removed registration was freed")
    }

    @Test("a registration replaced while its own factory runs is freed only when that resolve returns")
    func replacedWhileRunning() throws {
        let container = DependencyContainer()
        let freed = Flag()
        let freedDuringCall = Flag()
        do {
            let watched = F.Watched("first", freed: freed)
            container.register(interface: F.Greeter.self) { container in
                container.register(interface: F.Greeter.self) { _ in F.Said(word: "second") }
                if freed.isSet { freedDuringCall.set() }
                return F.Said(word: watched.word)
            }
        }
        #expect(try word(container) == "first")
        #expect(!freedDuringCall.isSet, "the running factory's captures outlived its replacement")
        // Freed by this thread as the resolve returns.
        #expect(freed.waitUntilSet(), "and were freed once the resolve that used them returned")
        #expect(try word(container) == "second")
    }

    @Test("interfaces nested eight deep resolve, and clear() frees them all")
    func nestedDeeperThanHazards() throws {
        let container = DependencyContainer()
        let freed = (0..<8).map { _ in Flag() }
        do {
            container.register(interface: F.Ground.self) { [watched = F.Watched("0", freed: freed[0])] _ in
                _ = watched
                return F.Ground()
            }
            F.stack(container, on: F.Ground.self, F.Watched("1", freed: freed[1]))
            F.stack(container, on: F.Level<F.Ground>.self, F.Watched("2", freed: freed[2]))
            F.stack(container, on: F.Level<F.Level<F.Ground>>.self, F.Watched("3", freed: freed[3]))
            F.stack(container, on: F.Level<F.Level<F.Level<F.Ground>>>.self, F.Watched("4", freed: freed[4]))
            F.stack(container, on: F.Level<F.Level<F.Level<F.Level<F.Ground>>>>.self, F.Watched("5", freed: freed[5]))
            F.stack(
                container, on: F.Level<F.Level<F.Level<F.Level<F.Level<F.Ground>>>>>.self,
                F.Watched("6", freed: freed[6]))
            F.stack(
                container, on: F.Level<F.Level<F.Level<F.Level<F.Level<F.Level<F.Ground>>>>>>.self,
                F.Watched("7", freed: freed[7]))
        }
        typealias Top = F.Level<F.Level<F.Level<F.Level<F.Level<F.Level<F.Level<F.Ground>>>>>>>
        for _ in 0..<3 {
            #expect((try container.tryResolveInterface() as Top).depth == 7)
        }
        #expect(freed.allSatisfy { !$0.isSet })
        container.clear()
        #expect(freed.allSatisfy { $0.waitUntilSet() }, "every level's registration was freed, held or retained")
    }

    @Test("a child's registration shadows its root's, for the child only")
    func childShadowsRoot() throws {
        let root = DependencyContainer()
        root.register(interface: F.Greeter.self, implementation: F.Hello.self)
        let child = root.child()
        #expect(try word(child) == "hello", "a child sees its root's registration")
        child.register(interface: F.Greeter.self, implementation: F.Bonjour.self)
        #expect(try word(child) == "bonjour")
        #expect(try word(root) == "hello")
        root.register(interface: F.Greeter.self, key: "x") { _ in F.Said(word: "x") }
        root.setDefaultKey("x", for: F.Greeter.self)
        #expect(try word(root) == "x")
        #expect(try word(child) == "x", "a child follows its root's default key to the root's registration")
    }

    @Test("replacing, removing and clearing while other threads resolve: every answer is a live registration's")
    func changeWhileResolving() {
        let container = DependencyContainer()
        // Long enough to live outside the object, so a closure that outlived its registration
        // reads freed memory (which the sanitizers report) rather than an intact copy.
        let prefix = "registration number "
        let payloads = Payloads()
        container.register(interface: F.Greeter.self) { [payload = payloads.make(prefix + "0")] _ in
            F.Said(word: payload.word)
        }
        let done = Flag()
        let tallies = (0..<2).map { _ in Tally() }
        let readers = tallies.map { tally in
            Thread {
                while !done.isSet {
                    do throws(ResolutionError) {
                        let word = (try container.tryResolveInterface() as any F.Greeter).word
                        tally.add(ok: word.hasPrefix(prefix))
                    } catch {
                        // Between a removal (or clear()) and the next registration.
                        tally.add(ok: error.kind == .interfaceNotRegistered)
                    }
                }
                tally.finish()
            }
        }
        for reader in readers { reader.start() }
        let before = tallies.map(\.total)
        for i in 1...3_000 {
            if i == 1_500 {
                // On a loaded machine a reader may not have run yet: the changes wait, halfway,
                // until each reader has answered since they began.
                _ = eventually(seconds: 60) { zip(tallies, before).allSatisfy { $0.total > $1 } }
            }
            let payload = payloads.make(prefix + String(i))
            let key: String? = i % 5 == 0 ? "k" : nil
            container.register(interface: F.Greeter.self, key: key) { _ in F.Said(word: payload.word) }
            switch i % 13 {
            case 3: container.setDefaultKey("k", for: F.Greeter.self)
            case 6: container.setDefaultKey(nil, for: F.Greeter.self)
            case 9: container.remove(interface: F.Greeter.self)
            case 12: container.clear()
            default: break
            }
        }
        done.set()
        for tally in tallies { tally.wait() }
        #expect(tallies.allSatisfy { $0.wrong == 0 })
        #expect(
            zip(tallies, before).allSatisfy { $0.total > $1 }, "each reader resolved while the registrations changed")
        container.clear()
        #expect(payloads.waitUntilAllFreed(), "every replaced or removed registration was freed in the end")
    }
}

/// One (interface, implementation) pair registered in many containers. These tests check that
/// nothing of one container leaks into another, and that no container's teardown frees what
/// another one registered.
enum SharedRegistrationFixtures {
    protocol Clock: AnyObject {}
    protocol Reading {}

    final class SystemClock: Clock, InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// Registered by one test only, so that its first registration is that test's.
    protocol Ticking: AnyObject {}
    final class Ticker: Ticking, InjectableObject {
        init(container: Container) {}
    }

    struct Meter: Reading, InjectableValue {
        let scale: Int
        init(container: Container) { scale = container.resolve(\.scale) }
    }
}

@Suite("Registrations shared by containers")
struct SharedRegistrationTests {
    typealias F = SharedRegistrationFixtures

    @Test("one pair registered in many containers: each resolves its own container's instance")
    func eachContainerItsOwn() throws {
        let containers = (0..<4).map { _ in DependencyContainer() } + [DependencyContainer().child()]
        for container in containers { container.register(interface: F.Clock.self, implementation: F.SystemClock.self) }
        var seen: [ObjectIdentifier] = []
        for container in containers {
            let clock: any F.Clock = try container.tryResolveInterface()
            let own: F.SystemClock = container.resolve()
            #expect(clock === own, "the interface resolves the persistent instance of the container asked")
            seen.append(ObjectIdentifier(clock))
        }
        #expect(Set(seen).count == containers.count, "no container gets another's instance")
    }

    @Test("a value implementation shared by containers reads each container's configuration")
    func valueImplementationPerContainer() throws {
        let scales = [2, 3, 5]
        let containers = scales.map { scale in
            let container = DependencyContainer()
            container.setValue(scale, for: \.scale)
            container.register(interface: F.Reading.self, implementation: F.Meter.self)
            return container
        }
        for (container, scale) in zip(containers, scales) {
            let meter = try #require(try container.tryResolveInterface() as any F.Reading as? F.Meter)
            #expect(meter.scale == scale)
        }
    }

    @Test("the container that registered a pair first is freed; later ones still resolve it")
    func outlivesFirstRegistrant() throws {
        typealias Ticking = F.Ticking
        typealias Ticker = F.Ticker
        do {
            let first = DependencyContainer()
            first.register(interface: (any Ticking).self, implementation: Ticker.self)
            _ = try first.tryResolveInterface() as any Ticking
        }
        // The first container is gone. Its memory is reused, and overwritten, by allocations of
        // every size near a registration's: a registration freed with it would be garbage below.
        var reuse: [[UInt8]] = []
        for round in 0..<20 {
            reuse.append(contentsOf: (16..<160).map { [UInt8](repeating: 0xA5, count: $0) })
            let later = DependencyContainer()
            later.register(interface: (any Ticking).self, implementation: Ticker.self)
            let ticker: any Ticking = try later.tryResolveInterface()
            #expect(ticker is Ticker, "round \(round)")
        }
        #expect(reuse.count == 20 * 144)
    }

    @Test("containers registering, replacing, removing and freeing one pair on many threads while others resolve it")
    func churnWhileResolving() {
        let resolver = DependencyContainer()
        resolver.register(interface: F.Clock.self, implementation: F.SystemClock.self)
        let done = Flag()
        let reads = Tally()
        let tally = Tally()
        let reader = Thread {
            while !done.isSet {
                do throws(ResolutionError) {
                    reads.add(ok: try resolver.tryResolveInterface() as any F.Clock is F.SystemClock)
                } catch {
                    reads.add(ok: false)
                }
            }
            reads.finish()
        }
        reader.start()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<300 {
                if worker == 0, round == 150 {
                    // On a loaded machine the reader may not have run yet: wait for it, halfway.
                    _ = eventually(seconds: 60) { reads.total > 0 }
                }
                let container = DependencyContainer()
                container.register(interface: F.Clock.self, implementation: F.SystemClock.self)
                let ok = (try? container.tryResolveInterface() as any F.Clock) is F.SystemClock
                switch (worker + round) % 3 {
                case 0: container.register(interface: F.Clock.self, implementation: F.SystemClock.self)
                case 1: container.remove(interface: F.Clock.self)
                default: container.clear()
                }
                container.register(interface: F.Clock.self, implementation: F.SystemClock.self)
                let again = (try? container.tryResolveInterface() as any F.Clock) is F.SystemClock
                tally.add(ok: ok && again)
            }
        }
        done.set()
        reads.wait()
        #expect(tally.wrong == 0 && reads.wrong == 0)
        #expect(tally.total == 2_400)
        #expect(reads.total > 0, "the reader resolved while containers churned")
    }
}

// A container owns each of its registrations, and what their closures capture: they live
// exactly as long as the registration does.
@Suite("Registrations shared by containers: ownership")
struct SharedFactoryOwnershipTests {
    typealias Fixtures = SharedRegistrationFixtures

    @Test("a container owns its registration, which lives as long as the container does")
    func ownedByContainer() throws {
        weak var captured: PublishedFixtures.Token?
        do {
            let container = DependencyContainer()
            do {
                let token = PublishedFixtures.Token()
                captured = token
                container.register(interface: (any Fixtures.Ticking).self) { container in
                    _ = token
                    return Fixtures.Ticker(container: container)
                }
            }
            // Overwrite freed memory of every size near a registration's: a registration freed
            // when the registering call returned would be garbage below.
            var reuse: [[UInt8]] = []
            for size in 16..<160 { reuse.append([UInt8](repeating: 0xA5, count: size)) }
            for _ in 0..<3 {
                let ticker: any Fixtures.Ticking = try container.tryResolveInterface()
                #expect(ticker is Fixtures.Ticker)
            }
            #expect(reuse.count == 144 && captured != nil)
        }
        #expect(captured == nil, "the container's registration is freed with it")
    }
}

/// A flag one thread sets and others poll.
final class Flag: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }

    /// Whether the flag is set within `seconds` (polling).
    func waitUntilSet(seconds: Double = 10) -> Bool {
        eventually(seconds: seconds) { isSet }
    }
}

/// Whether `condition` holds within `seconds` (polling): for what another thread finishes.
func eventually(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !condition() {
        if Date() > deadline { return false }
        usleep(1_000)
    }
    return true
}

/// Payloads made for registrations, watched to see that each is freed in the end.
private final class Payloads: @unchecked Sendable {
    // @unchecked Sendable: `made` is only touched while `lock` is held.
    private struct Weak { weak var payload: PublishedFixtures.Payload? }
    private let lock = NSLock()
    private var made: [Weak] = []

    func make(_ word: String) -> PublishedFixtures.Payload {
        let payload = PublishedFixtures.Payload(word)
        lock.withLock { made.append(Weak(payload: payload)) }
        return payload
    }

    func waitUntilAllFreed(seconds: Double = 10) -> Bool {
        eventually(seconds: seconds) { lock.withLock { made.allSatisfy { $0.payload == nil } } }
    }
}

/// What one reader thread saw, and a way to wait for it to finish.
private final class Tally: @unchecked Sendable {
    // @unchecked Sendable: the counts are only touched while `lock` is held; `finished` is a
    // semaphore.
    private let lock = NSLock()
    private var counts = (total: 0, wrong: 0)
    private let finished = DispatchSemaphore(value: 0)
    var total: Int { lock.withLock { counts.total } }
    var wrong: Int { lock.withLock { counts.wrong } }
    func add(ok: Bool) {
        lock.withLock {
            counts.total += 1
            if !ok { counts.wrong += 1 }
        }
    }
    func finish() { finished.signal() }
    func wait() { finished.wait() }
}
