import Injectable
import Testing

/// `register(interface:implementation:)` turns the implementation's instance into the interface's
/// existential value. These tests check that value the ways a program uses one: calls through
/// each protocol of a composition, its dynamic type, casts back, identity, and its lifetime.
enum InterfaceValueFixtures {
    /// Not class-bound: its existential stores the instance in an inline buffer, with the type.
    protocol Greeter {
        func greet() -> String
    }

    /// Class-bound: its existential is the instance and a witness table.
    protocol Store: AnyObject {
        var name: String { get }
        func save(_ note: String) -> Int
    }

    protocol Clock {
        func now() -> Int
    }

    protocol Logger: AnyObject {
        func log(_ line: String) -> String
    }

    class English: Greeter, Clock, InjectableObject {
        required init(container: Container) {}
        func greet() -> String { "hello" }
        func now() -> Int { 42 }
    }

    /// Overrides what `English` does: an override may hand out a subclass.
    final class Shouting: English {
        override func greet() -> String { "HELLO" }
    }

    final class DiskStore: Store, Logger, InjectableObject {
        static let lifetime: Lifetime = .persistent
        var saved: [String] = []
        let name = "disk"
        init(container: Container) {}
        func save(_ note: String) -> Int {
            saved.append(note)
            return saved.count
        }
        func log(_ line: String) -> String { "disk: \(line)" }
    }
}

@Suite("Interfaces: the implementation as the interface's value")
struct InterfaceValueTests {
    typealias F = InterfaceValueFixtures

    @Test("a protocol that is not class-bound: calls, dynamic type, cast back, a new instance each time")
    func opaqueExistential() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Greeter).self, implementation: F.English.self)
        let first: any F.Greeter = container.resolveInterface()
        let second: any F.Greeter = container.resolveInterface()
        #expect(first.greet() == "hello")
        #expect(type(of: first) == F.English.self)
        let english = try #require(first as? F.English)
        let other = try #require(second as? F.English)
        #expect(english !== other, "an ephemeral implementation is built for each request")
    }

    @Test("a class-bound protocol: the persistent instance itself, with its state")
    func classBoundExistential() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, implementation: F.DiskStore.self)
        let store: any F.Store = container.resolveInterface()
        let again: any F.Store = container.resolveInterface()
        #expect(store === again)
        #expect(store === (container.resolve() as F.DiskStore))
        #expect(store.name == "disk")
        #expect(store.save("a") == 1)
        #expect(again.save("b") == 2)
        #expect((container.resolve() as F.DiskStore).saved == ["a", "b"])
    }

    @Test("compositions: each protocol's requirement reaches the implementation, in either order")
    func compositions() {
        let container = DependencyContainer()
        container.register(interface: (any F.Greeter & F.Clock).self, implementation: F.English.self)
        container.register(interface: (any F.Clock & F.Greeter).self, key: "swapped", implementation: F.English.self)
        container.register(interface: (any F.Store & F.Logger).self, implementation: F.DiskStore.self)
        container.register(interface: (any F.Greeter & Sendable).self, implementation: F.English.self)
        let both: any F.Greeter & F.Clock = container.resolveInterface()
        #expect(both.greet() == "hello" && both.now() == 42)
        let swapped: any F.Clock & F.Greeter = container.resolveInterface(key: "swapped")
        #expect(swapped.greet() == "hello" && swapped.now() == 42)
        let store: any F.Store & F.Logger = container.resolveInterface()
        #expect(store.save("x") == 1)
        #expect(store.log("y") == "disk: y")
        let sendable: any F.Greeter & Sendable = container.resolveInterface()
        #expect(sendable.greet() == "hello")
    }

    @Test("a subclass from an override is the value, with its own overrides")
    func subclassFromOverride() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Greeter).self, implementation: F.English.self)
        let test = container.child()
        test.override(F.English.self) { container in F.Shouting(container: container) }
        let greeter: any F.Greeter = test.resolveInterface()
        #expect(greeter.greet() == "HELLO")
        #expect(type(of: greeter) == F.Shouting.self)
        let plain: any F.Greeter = container.resolveInterface()
        #expect(plain.greet() == "hello")
    }

    @Test("the converted value holds its instance exactly once: freed when the last value goes")
    func lifetimeOfTheInstance() {
        let container = DependencyContainer()
        container.register(interface: (any F.Greeter).self, implementation: F.English.self)
        weak var weakEnglish: F.English?
        do {
            var greeters: [any F.Greeter] = []
            for _ in 0..<10_000 { greeters.append(container.resolveInterface() as any F.Greeter) }
            weakEnglish = greeters.last as? F.English
            #expect(weakEnglish != nil)
            #expect(greeters.allSatisfy { $0.greet() == "hello" })
        }
        #expect(weakEnglish == nil, "no reference is left over")
    }

    @Test("a class interface (not a protocol): the subclass registered for it")
    func classInterface() {
        let container = DependencyContainer()
        container.register(interface: F.English.self, implementation: F.Shouting.self)
        let english: F.English = container.resolveInterface()
        #expect(english.greet() == "HELLO")
    }
}
