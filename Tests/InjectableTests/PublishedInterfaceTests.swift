import Foundation
import Injectable
import Testing

/// A root container answers unkeyed interface requests from a table it reads without its lock.
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
}

@Suite("Unkeyed interfaces read without the lock")
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

    @Test("a default key that names no registration fails with that key in the path")
    func defaultKeyWithoutRegistration() {
        let container = DependencyContainer()
        container.register(interface: F.Greeter.self, implementation: F.Hello.self)
        container.setDefaultKey("missing", for: F.Greeter.self)
        let error = #expect(throws: ResolutionError.self) { try word(container) }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.path.map(\.key) == ["missing"])
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

    @Test("clear() forgets the published registrations; registering again works")
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
            container.register(interface: F.Greeter.self) { _ in _ = token; return F.Said(word: "one") }
        }
        #expect(try word(container) == "one")
        do {
            let token = F.Token()
            second = token
            container.register(interface: F.Greeter.self) { _ in _ = token; return F.Said(word: "two") }
        }
        #expect(try word(container) == "two")
        #expect(first == nil, "the replaced registration was freed")
        #expect(second != nil)
        container.remove(interface: F.Greeter.self)
        #expect(second == nil, "the removed registration was freed")
    }

    @Test("a child's registration shadows its root's published one, for the child only")
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
        container.register(interface: F.Greeter.self) { [payload = F.Payload(prefix + "0")] _ in F.Said(word: payload.word) }
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
        readers.forEach { $0.start() }
        for i in 1...3_000 {
            let payload = F.Payload(prefix + String(i))
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
        #expect(tallies.allSatisfy { $0.total > 0 }, "each reader resolved while the registrations changed")
    }
}

/// A flag one thread sets and others poll.
private final class Flag: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
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
    func add(ok: Bool) { lock.withLock { counts.total += 1; if !ok { counts.wrong += 1 } } }
    func finish() { finished.signal() }
    func wait() { finished.wait() }
}
