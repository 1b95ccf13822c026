import Foundation
import Injectable
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var path: String { "/tmp" }
    fileprivate var baseURL: URL? { nil }
    fileprivate var retries: Int { 3 }
    fileprivate var user: String { "stranger" }
}

enum RegistrationFixtures {
    protocol Transport {
        var kind: String { get }
    }

    struct HTTPTransport: Transport, InjectableValue {
        let kind = "http"
        init(container: Container) {}
    }

    struct SocketTransport: Transport, InjectableValue {
        let kind = "socket"
        init(container: Container) {}
    }

    struct StubTransport: Transport, InjectableValue {
        let kind = "stub"
        init(container: Container) {}
    }

    protocol Storage {
        var location: String { get }
    }

    struct DiskStorage: Storage, InjectableValue {
        let location: String
        init(container: Container) { location = container.resolve(\.path) }
    }

    /// A keyed variant whose parameter is its greeting.
    struct Greeting: CustomInjectableValue {
        let text: String
        init(container: Container) { text = "hello" }
        init(container: Container, parameter: String) { text = parameter }
    }

    /// A persistent keyed variant whose parameter is its title.
    final class Edition: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let title: String
        required init(container: Container) { title = "untitled" }
        required init(container: Container, parameter: String) { title = parameter }
    }

    /// Reads configuration values in `init(container:)`.
    final class Client: InjectableObject {
        let baseURL: URL?
        let retries: Int
        let transport: any Transport
        required init(container: Container) {
            baseURL = container.resolve(\.baseURL)
            retries = container.resolve(\.retries)
            transport = container.resolveInterface()
        }
    }

    struct NetworkingModule: InjectableModule {
        func register(in container: DependencyContainer) {
            container.register(interface: Transport.self, implementation: HTTPTransport.self)
            container.setValue(URL(string: "https://example.com")!, for: \.baseURL)
        }
    }

    struct StorageModule: InjectableModule {
        let path: String
        func register(in container: DependencyContainer) {
            container.register(interface: Storage.self, implementation: DiskStorage.self)
            container.setValue(path, for: \.path)
            container.register(type: Greeting.self, key: "welcome") { _ in "welcome back" }
        }
    }

    struct TestingModule: InjectableModule {
        func register(in container: DependencyContainer) {
            container.register(interface: Transport.self, implementation: StubTransport.self)
        }
    }
}

@Suite("Registration, modules and configuration values")
struct RegistrationTests {
    typealias F = RegistrationFixtures

    // MARK: Modules

    @Test("install adds every module's registrations and values")
    func installModules() {
        let container = DependencyContainer()
        container.install(F.NetworkingModule(), F.StorageModule(path: "/var/data"))
        let client: F.Client = container.resolve()
        #expect(client.transport.kind == "http")
        #expect(client.baseURL == URL(string: "https://example.com"))
        #expect((container.resolveInterface() as any F.Storage).location == "/var/data")
        #expect((container.resolve(key: "welcome") as F.Greeting).text == "welcome back")
    }

    @Test("a later module's registration replaces an earlier one's")
    func laterModuleWins() {
        let container = DependencyContainer()
        container.install(F.NetworkingModule(), F.TestingModule())
        #expect((container.resolveInterface() as any F.Transport).kind == "stub")

        let reversed = DependencyContainer()
        reversed.install(F.TestingModule(), F.NetworkingModule())
        #expect((reversed.resolveInterface() as any F.Transport).kind == "http")
    }

    @Test("modules installed in separate calls add up")
    func installInSteps() {
        let container = DependencyContainer()
        container.install(F.NetworkingModule())
        container.install(F.StorageModule(path: "/srv"))
        #expect((container.resolveInterface() as any F.Transport).kind == "http")
        #expect((container.resolveInterface() as any F.Storage).location == "/srv")
    }

    @Test("a module installed in a child replaces registrations for the child only")
    func installInChild() {
        let parent = DependencyContainer()
        parent.install(F.NetworkingModule())
        let child = parent.child()
        child.install(F.TestingModule())
        #expect((child.resolveInterface() as any F.Transport).kind == "stub")
        #expect((parent.resolveInterface() as any F.Transport).kind == "http")
        // The child still sees the parent's module's values.
        #expect((child.resolve() as F.Client).baseURL == URL(string: "https://example.com"))
    }

    // MARK: Configuration values

    @Test("setValue stores a value that init(container:) reads")
    func valuesReachInitialisers() {
        let container = DependencyContainer()
        container.register(interface: F.Transport.self, implementation: F.HTTPTransport.self)
        container.setValue(URL(string: "https://api.example.com")!, for: \.baseURL)
        container.setValue(5, for: \.retries)
        let client: F.Client = container.resolve()
        #expect(client.baseURL == URL(string: "https://api.example.com"))
        #expect(client.retries == 5)
    }

    @Test("value(forKey:) is nil for a missing key and for a value of another type")
    func missingOrMistypedValue() {
        let container = DependencyContainer()
        container.stringKeyed.setValue(42, forKey: "answer")
        #expect(container.stringKeyed.value(forKey: "answer", as: Int.self) == 42)
        #expect(container.stringKeyed.value(forKey: "answer", as: String.self) == nil)
        #expect(container.stringKeyed.value(forKey: "question", as: Int.self) == nil)
    }

    @Test("value(forKey:default:) gives the default when the key is missing or holds another type")
    func valueDefaults() {
        let container = DependencyContainer()
        container.stringKeyed.setValue("many", forKey: "retries")
        #expect(container.stringKeyed.value(forKey: "retries", default: 3) == 3)
        #expect(container.stringKeyed.value(forKey: "timeout", default: 30.0) == 30.0)
        container.stringKeyed.setValue(7, forKey: "retries")
        #expect(container.stringKeyed.value(forKey: "retries", default: 3) == 7)
    }

    @Test("setting a value again replaces it, and setting nil removes it")
    func replaceAndRemoveValue() {
        let container = DependencyContainer()
        container.stringKeyed.setValue("first", forKey: "name")
        container.stringKeyed.setValue("second", forKey: "name")
        #expect(container.stringKeyed.value(forKey: "name", as: String.self) == "second")
        container.stringKeyed.setValue(nil, forKey: "name")
        #expect(container.stringKeyed.value(forKey: "name", as: String.self) == nil)
    }

    @Test("a value type that is not a string or number round-trips")
    func structuredValue() {
        struct Limits: Sendable, Equatable {
            let requests: Int
            let burst: Int
        }
        let container = DependencyContainer()
        container.stringKeyed.setValue(Limits(requests: 10, burst: 2), forKey: "limits")
        #expect(container.stringKeyed.value(forKey: "limits", as: Limits.self) == Limits(requests: 10, burst: 2))
    }

    @Test("a child's value shadows its parent's, and removing it reveals the parent's again")
    func childValueShadows() {
        let parent = DependencyContainer()
        parent.stringKeyed.setValue(true, forKey: "isMocked")
        parent.stringKeyed.setValue("parent", forKey: "name")
        let child = parent.child()
        child.stringKeyed.setValue("child", forKey: "name")

        #expect(child.stringKeyed.value(forKey: "name", as: String.self) == "child")
        #expect(parent.stringKeyed.value(forKey: "name", as: String.self) == "parent")
        #expect(child.stringKeyed.value(forKey: "isMocked", as: Bool.self) == true)

        child.stringKeyed.setValue(nil, forKey: "name")
        #expect(child.stringKeyed.value(forKey: "name", as: String.self) == "parent")
    }

    @Test("a child's value of another type shadows its parent's value")
    func childValueOfOtherTypeShadows() {
        let parent = DependencyContainer()
        parent.stringKeyed.setValue(1, forKey: "level")
        let child = parent.child()
        child.stringKeyed.setValue("one", forKey: "level")
        #expect(child.stringKeyed.value(forKey: "level", as: String.self) == "one")
        #expect(child.stringKeyed.value(forKey: "level", as: Int.self) == nil)
    }

    @Test("a value set on a child reaches initialisers resolved through the child only")
    func childValueInGraph() {
        let parent = DependencyContainer()
        parent.register(interface: F.Transport.self, implementation: F.HTTPTransport.self)
        parent.setValue(1, for: \.retries)
        let child = parent.child()
        child.setValue(9, for: \.retries)
        #expect((child.resolve() as F.Client).retries == 9)
        #expect((parent.resolve() as F.Client).retries == 1)
    }

    // MARK: Replacing registrations

    @Test("registering the same interface twice keeps the last registration")
    func interfaceLastWins() {
        let container = DependencyContainer()
        container.register(interface: F.Transport.self, implementation: F.HTTPTransport.self)
        container.register(interface: F.Transport.self, implementation: F.SocketTransport.self)
        #expect((container.resolveInterface() as any F.Transport).kind == "socket")
        #expect(container.resolveAll(F.Transport.self).map(\.kind) == ["socket"])

        container.register(interface: F.Transport.self) { _ in F.StubTransport(container: DependencyContainer()) }
        #expect((container.resolveInterface() as any F.Transport).kind == "stub")
    }

    @Test("registering the same interface and key twice keeps the last registration for that key only")
    func keyedInterfaceLastWins() {
        let container = DependencyContainer()
        container.register(interface: F.Transport.self, key: "fast", implementation: F.HTTPTransport.self)
        container.register(interface: F.Transport.self, key: "slow", implementation: F.HTTPTransport.self)
        container.register(interface: F.Transport.self, key: "fast", implementation: F.SocketTransport.self)
        #expect((container.resolveInterface(key: "fast") as any F.Transport).kind == "socket")
        #expect((container.resolveInterface(key: "slow") as any F.Transport).kind == "http")
        #expect(container.resolveAll(F.Transport.self).count == 2)
    }

    @Test("registering the same keyed variant twice keeps the last parameter")
    func variantLastWins() {
        let container = DependencyContainer()
        container.register(type: F.Greeting.self, key: "morning") { _ in "good morning" }
        container.register(type: F.Greeting.self, key: "morning") { _ in "morning!" }
        #expect((container.resolve(key: "morning") as F.Greeting).text == "morning!")
    }

    @Test("re-registering a keyed variant replaces an instance already cached for that key")
    func variantReRegistrationReplacesCachedInstance() {
        let container = DependencyContainer()
        container.register(type: F.Edition.self, key: "daily") { _ in "first" }
        let first: F.Edition = container.resolve(key: "daily")
        #expect(first.title == "first")
        container.register(type: F.Edition.self, key: "daily") { _ in "second" }
        let second: F.Edition = container.resolve(key: "daily")
        #expect(second.title == "second")
        #expect(second !== first)
    }

    @Test("register(type:key:) uses the key itself as the parameter")
    func keyAsParameter() {
        let container = DependencyContainer()
        container.register(type: F.Greeting.self, key: "Bonjour")
        #expect((container.resolve(key: "Bonjour") as F.Greeting).text == "Bonjour")
        // A key without a registration falls back to init(container:).
        #expect((container.resolve(key: "Hola") as F.Greeting).text == "hello")
    }

    @Test("a variant's parameter closure receives the resolving container")
    func parameterClosureSeesContainer() {
        let parent = DependencyContainer()
        parent.register(type: F.Greeting.self, key: "named") { container in
            "hello, " + container.resolve(\.user)
        }
        let child = parent.child()
        child.setValue("Ada", for: \.user)
        #expect((parent.resolve(key: "named") as F.Greeting).text == "hello, stranger")
        #expect((child.resolve(key: "named") as F.Greeting).text == "hello, Ada")
    }
}
