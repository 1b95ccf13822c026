import Foundation
import Injectable
import Testing

enum KeyedFixtures {
    protocol Repository {
        var name: String { get }
    }

    struct LocalRepository: Repository, InjectableValue {
        let name = "local"
        init(container: Container) {}
    }

    struct RemoteRepository: Repository, InjectableValue {
        let name = "remote"
        init(container: Container) {}
    }

    final class CachedRepository: Repository, InjectableObject {
        let name = "cached"
        required init(container: Container) {}
    }

    /// A repository whose name is whatever the registration closure chose.
    struct NamedRepository: Repository {
        let name: String
    }

    /// Says whether `init(container:)` or a registration closure built it.
    final class Origin: InjectableObject {
        let from: String
        required init(container: Container) { from = "init(container:)" }
        init(from: String) { self.from = from }
    }

    /// Not a `Repository`, to register by mistake.
    final class NotARepository: InjectableObject {
        required init(container: Container) {}
    }

    protocol Hobby {
        var activity: String { get }
    }

    /// A keyed variant that is also a `Hobby`; persistent, so interface and variant can be compared.
    final class Hobbyist: CustomInjectableObject, Hobby {
        static let lifetime: Lifetime = .persistent
        let activity: String
        required init(container: Container) { activity = "nothing" }
        required init(container: Container, parameter: String) { activity = parameter }
    }

    protocol Reading: AnyObject {
        func read() -> String
    }

    protocol Writing: AnyObject {
        func write(_ text: String)
    }

    /// One store behind two interfaces.
    final class FileStore: InjectableObject, Reading, Writing {
        static let lifetime: Lifetime = .persistent
        private let lock = NSLock()
        private var text = ""
        required init(container: Container) {}
        func read() -> String { lock.withLock { text } }
        func write(_ text: String) { lock.withLock { self.text = text } }
    }

    /// The same, ephemeral.
    final class ScratchStore: InjectableObject, Reading, Writing {
        private var text = ""
        required init(container: Container) {}
        func read() -> String { text }
        func write(_ text: String) { self.text = text }
    }
}

@Suite("Keyed interfaces")
struct KeyedInterfaceTests {
    typealias F = KeyedFixtures

    private func makeContainer() -> DependencyContainer {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, key: "local", implementation: F.LocalRepository.self)
        container.register(interface: F.Repository.self, key: "remote", implementation: F.RemoteRepository.self)
        container.register(interface: F.Repository.self, key: "cached", implementation: F.CachedRepository.self)
        return container
    }

    @Test("each key resolves its own implementation")
    func eachKeyItsOwn() {
        let container = makeContainer()
        #expect((container.resolveInterface(key: "local") as any F.Repository).name == "local")
        #expect((container.resolveInterface(key: "remote") as any F.Repository).name == "remote")
        #expect((container.resolveInterface(key: "cached") as any F.Repository).name == "cached")
    }

    @Test("a keyed and an unkeyed registration of one interface live side by side")
    func keyedBesideUnkeyed() {
        let container = makeContainer()
        container.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "plain") }
        #expect((container.resolveInterface() as any F.Repository).name == "plain")
        #expect((container.resolveInterface(key: "remote") as any F.Repository).name == "remote")
    }

    @Test("with only keyed registrations and no default key, an unkeyed resolve fails and lists the keys")
    func unkeyedWithoutDefault() {
        let container = makeContainer()
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Repository }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.registeredKeys == ["cached", "local", "remote"])
        #expect(error?.requested.key == nil)
        #expect(error?.requested.role == .interface)
    }

    @Test("an unregistered key fails naming that key")
    func unknownKey() {
        let container = makeContainer()
        let error = #expect(throws: ResolutionError.self) {
            try container.tryResolveInterface(key: "missing") as any F.Repository
        }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.requested.key == "missing")
        #expect(error?.description.contains("\"missing\"") == true)
    }

    @Test("setDefaultKey chooses what an unkeyed resolve returns")
    func defaultKeyChooses() {
        let container = makeContainer()
        container.setDefaultKey("remote", for: F.Repository.self)
        #expect(container.defaultKey(for: F.Repository.self) == "remote")
        #expect((container.resolveInterface() as any F.Repository).name == "remote")
        // An explicit key still wins over the default.
        #expect((container.resolveInterface(key: "local") as any F.Repository).name == "local")
    }

    @Test("switching the default key at run time changes every later resolve")
    func switchingDefaultKey() {
        let container = makeContainer()
        var seen: [String] = []
        for key in ["local", "remote", "cached", "local"] {
            container.setDefaultKey(key, for: F.Repository.self)
            seen.append((container.resolveInterface() as any F.Repository).name)
        }
        #expect(seen == ["local", "remote", "cached", "local"])
    }

    @Test("a default key of nil goes back to the unkeyed registration")
    func clearingDefaultKey() {
        let container = makeContainer()
        container.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "plain") }
        container.setDefaultKey("remote", for: F.Repository.self)
        #expect((container.resolveInterface() as any F.Repository).name == "remote")
        container.setDefaultKey(nil, for: F.Repository.self)
        #expect(container.defaultKey(for: F.Repository.self) == nil)
        #expect((container.resolveInterface() as any F.Repository).name == "plain")
    }

    /// A child's `nil` is a default key of its own, not the removal of the child's entry: its
    /// requests do not go on using the parent's default key.
    @Test("a child's default key of nil goes back to the unkeyed registration, whatever its parent's default key")
    func childClearsParentsDefaultKey() throws {
        let parent = makeContainer()
        parent.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "plain") }
        parent.setDefaultKey("remote", for: F.Repository.self)
        let child = parent.child()
        child.setDefaultKey(nil, for: F.Repository.self)
        #expect(child.defaultKey(for: F.Repository.self) == nil)
        #expect((child.resolveInterface() as any F.Repository).name == "plain")
        #expect((parent.resolveInterface() as any F.Repository).name == "remote", "the parent keeps its own")
        let grandchild = child.child()
        #expect((grandchild.resolveInterface() as any F.Repository).name == "plain", "the child's choice is inherited")
        try child.validate()
        // A default key set again in the child applies there.
        child.setDefaultKey("local", for: F.Repository.self)
        #expect((child.resolveInterface() as any F.Repository).name == "local")
    }

    @Test("a default key with nothing registered under it fails naming that key")
    func defaultKeyWithoutRegistration() {
        let container = makeContainer()
        container.setDefaultKey("offline", for: F.Repository.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Repository }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(error?.requested.key == "offline")
    }

    @Test("a default key applies to one interface only")
    func defaultKeyPerInterface() {
        let container = makeContainer()
        container.register(interface: F.Hobby.self, type: F.Hobbyist.self, key: "remote") { _ in "surfing" }
        container.register(interface: F.Hobby.self) { c in c.resolve() as F.Hobbyist }
        container.setDefaultKey("remote", for: F.Repository.self)
        #expect(container.defaultKey(for: F.Hobby.self) == nil)
        #expect((container.resolveInterface() as any F.Hobby).activity == "nothing")
    }

    @Test("resolveAll returns every implementation in registration order")
    func resolveAllInRegistrationOrder() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, key: "zeta") { _ in F.NamedRepository(name: "zeta") }
        container.register(interface: F.Repository.self) { _ in F.NamedRepository(name: "unkeyed") }
        container.register(interface: F.Repository.self, key: "alpha") { _ in F.NamedRepository(name: "alpha") }
        container.register(interface: F.Repository.self, key: "mid") { _ in F.NamedRepository(name: "mid") }
        let all: [any F.Repository] = container.resolveAll()
        #expect(all.map(\.name) == ["zeta", "unkeyed", "alpha", "mid"])
    }

    @Test("resolveAll is empty for an interface nothing registered")
    func resolveAllEmpty() {
        let container = makeContainer()
        #expect(container.resolveAll(F.Hobby.self).isEmpty)
    }

    @Test("resolveAll lists a parent's implementations before its child's")
    func resolveAllParentFirst() {
        let parent = DependencyContainer()
        parent.register(interface: F.Repository.self, key: "p1") { _ in F.NamedRepository(name: "p1") }
        parent.register(interface: F.Repository.self, key: "p2") { _ in F.NamedRepository(name: "p2") }
        let child = parent.child()
        // Registered on the child before the parent's last registration, still listed after it.
        child.register(interface: F.Repository.self, key: "c1") { _ in F.NamedRepository(name: "c1") }
        parent.register(interface: F.Repository.self, key: "p3") { _ in F.NamedRepository(name: "p3") }
        child.register(interface: F.Repository.self, key: "c2") { _ in F.NamedRepository(name: "c2") }

        #expect(child.resolveAll(F.Repository.self).map(\.name) == ["p1", "p2", "p3", "c1", "c2"])
        #expect(parent.resolveAll(F.Repository.self).map(\.name) == ["p1", "p2", "p3"])
    }

    @Test("in resolveAll a child's registration shadows its parent's for the same key")
    func resolveAllShadowing() {
        let parent = DependencyContainer()
        parent.register(interface: F.Repository.self, key: "a") { _ in F.NamedRepository(name: "parent a") }
        parent.register(interface: F.Repository.self, key: "b") { _ in F.NamedRepository(name: "parent b") }
        let child = parent.child()
        child.register(interface: F.Repository.self, key: "a") { _ in F.NamedRepository(name: "child a") }
        let names = child.resolveAll(F.Repository.self).map(\.name)
        #expect(names.count == 2)
        #expect(names.contains("child a"))
        #expect(names.contains("parent b"))
        #expect(!names.contains("parent a"))
    }

    @Test("resolveAll does not depend on the default key")
    func resolveAllIgnoresDefaultKey() {
        let container = makeContainer()
        container.setDefaultKey("remote", for: F.Repository.self)
        #expect(container.resolveAll(F.Repository.self).map(\.name) == ["local", "remote", "cached"])
    }

    @Test("register(interface:type:key:) registers the keyed variant and the interface under that key")
    func interfaceAndVariant() {
        let container = DependencyContainer()
        container.register(interface: F.Hobby.self, type: F.Hobbyist.self, key: "Swift") { _ in "Swift" }
        container.register(interface: F.Hobby.self, type: F.Hobbyist.self, key: "ObjC") { _ in "Objective-C" }

        let swift: any F.Hobby = container.resolveInterface(key: "Swift")
        let objC: any F.Hobby = container.resolveInterface(key: "ObjC")
        #expect(swift.activity == "Swift")
        #expect(objC.activity == "Objective-C")

        let variant: F.Hobbyist = container.resolve(key: "Swift")
        #expect(variant.activity == "Swift")
        // The interface resolves the variant, so with a persistent lifetime they are one instance.
        #expect(ObjectIdentifier(swift as AnyObject) == ObjectIdentifier(variant))
        // Without a key, the plain init(container:) builds the type; the interface has no unkeyed registration.
        #expect((container.resolve() as F.Hobbyist).activity == "nothing")
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Hobby }
    }

    @Test("register(interface:type:key:) works with a default key")
    func interfaceAndVariantWithDefaultKey() {
        let container = DependencyContainer()
        container.register(interface: F.Hobby.self, type: F.Hobbyist.self, key: "Swift") { _ in "Swift" }
        container.register(interface: F.Hobby.self, type: F.Hobbyist.self, key: "Rust") { _ in "Rust" }
        container.setDefaultKey("Rust", for: F.Hobby.self)
        #expect((container.resolveInterface() as any F.Hobby).activity == "Rust")
        container.setDefaultKey("Swift", for: F.Hobby.self)
        #expect((container.resolveInterface() as any F.Hobby).activity == "Swift")
    }

    @Test("a persistent implementation registered for several interfaces is one instance behind all of them")
    func multiInterfacePersistent() {
        let container = DependencyContainer()
        container.register(interfaces: F.Reading.self, F.Writing.self, implementation: F.FileStore.self)
        let writer: any F.Writing = container.resolveInterface()
        let reader: any F.Reading = container.resolveInterface()
        #expect(writer === reader)
        #expect(reader is F.FileStore)
        writer.write("shared")
        #expect(reader.read() == "shared")
        #expect((container.resolve() as F.FileStore) === reader)
    }

    @Test("an ephemeral implementation registered for several interfaces is built anew for each")
    func multiInterfaceEphemeral() {
        let container = DependencyContainer()
        container.register(interfaces: F.Reading.self, F.Writing.self, implementation: F.ScratchStore.self)
        let writer: any F.Writing = container.resolveInterface()
        let reader: any F.Reading = container.resolveInterface()
        #expect(writer is F.ScratchStore && reader is F.ScratchStore)
        #expect(writer !== reader)
    }

    @Test("a multi-interface registration under a key registers every interface under that key")
    func multiInterfaceKeyed() {
        let container = DependencyContainer()
        container.register(interfaces: F.Reading.self, F.Writing.self, key: "disk", implementation: F.FileStore.self)
        let writer: any F.Writing = container.resolveInterface(key: "disk")
        let reader: any F.Reading = container.resolveInterface(key: "disk")
        #expect(writer === reader)
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Reading }
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Writing }
    }

    @Test("an implementation that does not conform to the interface fails with a type mismatch")
    func nonConformingImplementation() {
        let container = DependencyContainer()
        container.register(interface: F.Repository.self, implementation: F.NotARepository.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Repository }
        guard case .typeMismatch(_, let actual)? = error?.kind else {
            Issue.record("expected a type mismatch, got \(String(describing: error?.kind))")
            return
        }
        #expect(actual.hasSuffix("NotARepository"))
    }

    @Test("a closure registration runs for every request and receives the resolving container")
    func closureRegistration() {
        let parent = DependencyContainer()
        parent.register(interface: F.Repository.self) { container in
            F.NamedRepository(name: container.stringKeyed.value(forKey: "name") ?? "unnamed")
        }
        parent.stringKeyed.setValue("parent", forKey: "name")
        let child = parent.child()
        child.stringKeyed.setValue("child", forKey: "name")
        #expect((parent.resolveInterface() as any F.Repository).name == "parent")
        #expect((child.resolveInterface() as any F.Repository).name == "child")
    }

    @Test("resolve() of a concrete type ignores an interface registration under that type")
    func resolveIgnoresInterfaces() {
        let container = DependencyContainer()
        container.register(interface: F.Origin.self) { _ in F.Origin(from: "registration") }
        #expect((container.resolve() as F.Origin).from == "init(container:)")
        #expect((container.resolveInterface() as F.Origin).from == "registration")
    }
}
