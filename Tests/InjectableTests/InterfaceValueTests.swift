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

/// A generic implementation: each instantiation is a type of its own, with its own metadata and
/// witness tables, so each is its own conversion to the interface.
enum ConversionFixtures {
    /// Not class-bound: its value carries the instance's type, which `unit()` reads.
    protocol Measured {
        func unit() -> String
    }

    final class Gauge<Unit>: Measured, InjectableObject {
        init(container: Container) {}
        func unit() -> String { "\(Unit.self)" }
    }

    /// Unrelated classes conforming to the same protocol: each value must call its own class's
    /// witnesses.
    final class Celsius: Measured, InjectableObject {
        init(container: Container) {}
        func unit() -> String { "°C" }
    }

    final class Kelvin: Measured, InjectableObject {
        init(container: Container) {}
        func unit() -> String { "K" }
    }

    /// Registers `Gauge<Unit>` under the unit's name; returns the key and the unit it must report.
    static func add<Unit>(_ unit: Unit.Type, to container: DependencyContainer) -> (key: String, unit: String) {
        let key = "\(Unit.self)"
        container.register(interface: (any Measured).self, key: key, implementation: Gauge<Unit>.self)
        return (key, key)
    }

    /// One key per instantiation, and the unit each must report.
    static func register(in container: DependencyContainer) -> [(key: String, unit: String)] {
        var expected: [(key: String, unit: String)] = []
        func add<Unit>(_ unit: Unit.Type) { expected.append(Self.add(unit, to: container)) }
        add(Int.self)
        add(String.self)
        add(Double.self)
        add(Bool.self)
        add([Int].self)
        add([String].self)
        add(Int?.self)
        add(Set<Int>.self)
        add([String: Int].self)
        add((Int, String).self)
        add((Int, Int, Int).self)
        add(UInt8.self)
        add(Int16.self)
        add(Float.self)
        add(Character.self)
        add(Substring.self)
        return expected
    }
}

/// Conversions the runtime makes in a particular way, which the recorded ones must match.
enum ConversionEdgeFixtures {
    /// Not class-bound: a generic function that opens the value sees the type its container
    /// carries.
    protocol Kinded {
        static var kind: String { get }
    }

    class Base: Kinded, InjectableObject {
        required init(container: Container) {}
        class var kind: String { "base" }
    }

    final class Sub: Base {
        override class var kind: String { "sub" }
    }

    static func openedKind(_ value: any Kinded) -> String {
        func open<S: Kinded>(_ value: S) -> String { S.kind }
        return open(value)
    }

    protocol Reading {
        func read() -> String
    }

    protocol Speaking {
        func speak() -> String
    }

    /// Reads only on the main actor: its conformance is isolated.
    @MainActor
    final class Page: @MainActor Reading {
        nonisolated init() {}
        func read() -> String { "page" }
    }

    /// Speaks when its source reads: a conditional conformance, which for `Reader<Page>` rests on
    /// `Page`'s main-actor conformance.
    final class Reader<Source>: InjectableObject {
        init(container: Container) {}
    }
}

extension ConversionEdgeFixtures.Reader: ConversionEdgeFixtures.Speaking
where Source: ConversionEdgeFixtures.Reading {
    func speak() -> String { "reader" }
}

@Suite("Interfaces: converting an implementation to its interface")
struct InterfaceConversionTests {
    typealias F = InterfaceValueFixtures
    typealias C = ConversionFixtures

    @Test("AnyObject as the interface: the instance itself")
    func anyObjectInterface() throws {
        let container = DependencyContainer()
        container.register(interface: AnyObject.self, implementation: F.DiskStore.self)
        let store: F.DiskStore = container.resolve()
        for _ in 0..<3 {
            let object: AnyObject = try container.tryResolveInterface()
            let same = object === store
            #expect(same)
        }
    }

    @Test("an implementation that does not conform fails each time, not only the first")
    func notConformingEachTime() {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, implementation: F.English.self)
        for _ in 0..<3 {
            #expect {
                _ = try container.tryResolveInterface() as any F.Store
            } throws: { error in
                (error as? ResolutionError)?.kind == .typeMismatch(expected: "Store", actual: "English")
            }
        }
    }

    @Test("unrelated implementations of one interface: each value calls its own class's witnesses")
    func unrelatedImplementations() {
        let container = DependencyContainer()
        container.register(interface: (any C.Measured).self, key: "celsius", implementation: C.Celsius.self)
        container.register(interface: (any C.Measured).self, key: "kelvin", implementation: C.Kelvin.self)
        for _ in 0..<3 {
            let celsius: any C.Measured = container.resolveInterface(key: "celsius")
            let kelvin: any C.Measured = container.resolveInterface(key: "kelvin")
            #expect(celsius.unit() == "°C")
            #expect(kelvin.unit() == "K")
            #expect(celsius is C.Celsius && kelvin is C.Kelvin)
        }
    }

    @Test("a subclass from an override is converted as the registered implementation, as the runtime's cast does")
    func subclassConvertedAsImplementation() {
        typealias E = ConversionEdgeFixtures
        let container = DependencyContainer()
        container.register(interface: (any E.Kinded).self, implementation: E.Base.self)
        let test = container.child()
        test.override(E.Base.self) { container in E.Sub(container: container) }
        // The runtime's conversion of a subclass instance held as the implementation type.
        func runtimeCast<Source, Target>(_ value: Source, to: Target.Type) -> Target? { value as? Target }
        let instance: E.Base = E.Sub(container: test)
        let byRuntime = runtimeCast(instance, to: (any E.Kinded).self)
        for _ in 0..<3 {
            let resolved: any E.Kinded = test.resolveInterface()
            #expect(resolved is E.Sub)
            #expect(E.openedKind(resolved) == byRuntime.map(E.openedKind))
            #expect(E.openedKind(resolved) == "base")
        }
    }

    @Test(
        "a conformance that rests on a main-actor conformance converts on the main actor only, as the runtime's cast does"
    )
    func conditionalOnIsolatedConformance() async {
        typealias E = ConversionEdgeFixtures
        let container = DependencyContainer()
        container.register(interface: (any E.Speaking).self, implementation: E.Reader<E.Page>.self)
        let onMain = await MainActor.run { () -> String? in
            (try? container.tryResolveInterface() as any E.Speaking)?.speak()
        }
        #expect(onMain == "reader")
        let elsewhere = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try container.tryResolveInterface() as any E.Speaking
                return nil
            } catch { return error }
        }.value
        #expect(elsewhere != nil, "off the main actor the conversion is refused, as the runtime's cast refuses it")
    }

    @Test("each instantiation of a generic implementation is its own type behind the interface")
    func genericInstantiations() {
        let container = DependencyContainer()
        let expected = C.register(in: container)
        for _ in 0..<3 {
            for (key, unit) in expected {
                let measured: any C.Measured = container.resolveInterface(key: key)
                #expect(measured.unit() == unit)
                // The value's own type (read from the value, not from the instance).
                #expect("\(type(of: measured))" == "Gauge<\(unit)>")
            }
        }
    }

    @Test("conversions first made on many threads at once: each value has its own type's tables")
    func firstConversionsConcurrently() async {
        // Fresh pairs for this test: instantiations no other test converts.
        struct Tag0 {}
        struct Tag1 {}
        struct Tag2 {}
        struct Tag3 {}
        struct Tag4 {}
        struct Tag5 {}
        struct Tag6 {}
        struct Tag7 {}
        let container = DependencyContainer()
        var expected: [(key: String, unit: String)] = []
        func add<Unit>(_ unit: Unit.Type) { expected.append(C.add(unit, to: container)) }
        add(Tag0.self)
        add(Tag1.self)
        add(Tag2.self)
        add(Tag3.self)
        add(Tag4.self)
        add(Tag5.self)
        add(Tag6.self)
        add(Tag7.self)
        add([Tag0].self)
        add([Tag1].self)
        add([Tag2].self)
        add([Tag3].self)
        add(Tag4?.self)
        add(Tag5?.self)
        add(Tag6?.self)
        add(Tag7?.self)
        let pairs = expected
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<50 {
                        for index in pairs.indices {
                            let (key, unit) = pairs[(index + task * 3 + round) % pairs.count]
                            let measured: any C.Measured = container.resolveInterface(key: key)
                            if measured.unit() != unit || "\(type(of: measured))" != "Gauge<\(unit)>" {
                                mismatches += 1
                            }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
