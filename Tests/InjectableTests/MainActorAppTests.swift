// What a module compiled with `.defaultIsolation(MainActor.self)` writes, in a nonisolated test
// module: its types are `@MainActor` and their conformances isolated
// (`extension … : @MainActor InjectableObject`, which `InferIsolatedConformances` infers). The
// fixture package `Fixtures/MainActorApp` checks the same with the real settings.
import Foundation
import Injectable
import Testing

enum MainActorAppFixtures {
    /// Asks for the store through a provider made while it is resolved.
    final class StoreUser: InjectableObject {
        let store: Provider<any Store>
        init(container: Container) { store = container.interfaceProvider() }
    }

    protocol Store: AnyObject {
        var name: String { get }
    }

    @MainActor
    final class DiskStore: Store {
        let name = "disk"
        init() {}
    }

    @MainActor
    final class MemoryStore: Store {
        let name = "memory"
        init() {}
    }

    @MainActor
    final class Greeting: Store {
        let name: String
        init(name: String) { self.name = name }
    }

    final class StubStore: Store, Sendable {
        let name = "stub"
    }

    protocol Badge {
        var text: String { get }
    }

    struct ColorBadge: Badge, CustomInjectableValue {
        let text: String
        init(container: Container) { text = "plain" }
        init(container: Container, parameter: String) { text = parameter }
    }

    /// A nonisolated service, for the properties of Sendable types.
    final class Logger: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    struct Uploader: Sendable {
        @Injected var logger: Logger
    }

    /// A nonisolated service whose init starts a task that, once `gate` opens, resolves the
    /// store (registered with a main-actor implementation) and leaves the outcome in `outcome`.
    final class Poller: InjectableObject, Sendable {
        static let gate = ProviderFixtures.Gate()
        static let outcome = Threads.Box<ResolutionError.Kind?>()
        let task: Task<Void, Never>
        init(container: Container) {
            task = Task {
                await Self.gate.wait()
                do throws(ResolutionError) {
                    let _: any Store = try container.tryResolveInterface()
                    Self.outcome.value = .some(nil)
                } catch {
                    Self.outcome.value = error.kind
                }
            }
            Self.tasks.value = (Self.tasks.value ?? []) + [task]
        }
        static let tasks = Threads.Box<[Task<Void, Never>]>()
    }

    actor SyncEngine {
        @Injected var logger: Logger
        func loggerID() -> ObjectIdentifier { ObjectIdentifier(logger) }
    }

    @MainActor
    final class Screen {
        @Injected var logger: Logger
    }

    final class Panel {
        @Injected var store: any Store
        @Injected(mode: .live) var liveStore: any Store
    }

    final class Composer {
        let store: (any Store)?
        let badge: (any Badge)?
        init(store: (any Store)? = injectInterface(), badge: (any Badge)? = injectInterface()) {
            self.store = store
            self.badge = badge
        }
    }
}

extension MainActorAppFixtures.DiskStore: @MainActor InjectableObject {
    static var lifetime: Lifetime { .persistent }
    convenience init(container: Container) { self.init() }
}

extension MainActorAppFixtures.MemoryStore: @MainActor InjectableObject {
    convenience init(container: Container) { self.init() }
}

extension MainActorAppFixtures.Greeting: @MainActor CustomInjectableObject {
    convenience init(container: Container) { self.init(name: "Hello") }
    convenience init(container: Container, parameter: String) { self.init(name: parameter) }
}

@Suite("Main-actor app code: isolated conformances, optional and overridden interfaces")
struct MainActorAppTests {
    typealias F = MainActorAppFixtures

    // MARK: Isolated conformances in registrations

    @Test("an implementation with an isolated conformance registers and resolves on the main actor")
    @MainActor
    func isolatedImplementation() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, implementation: F.DiskStore.self)
        container.register(interface: (any F.Store).self, key: "memory", implementation: F.MemoryStore.self)
        container.register(interfaces: (any F.Store).self, key: "both", implementation: F.MemoryStore.self)
        #expect((container.resolveInterface() as any F.Store).name == "disk")
        #expect((container.resolveInterface(key: "memory") as any F.Store).name == "memory")
        #expect((container.resolveInterface(key: "both") as any F.Store).name == "memory")
        try container.validate()
    }

    /// Found in review: a task started by a registration that `validate()` probed, once, could
    /// build main-actor types off the main actor long after `validate()` returned. Only the main
    /// actor may build them, whoever asks.
    @Test("a task started while validate() probes a registration cannot build main-actor types off the main actor")
    @MainActor
    func taskStartedDuringValidateStaysOffTheMainActor() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self, implementation: F.DiskStore.self)
        container.register(interface: F.Poller.self, implementation: F.Poller.self)
        try await container.validate()
        await F.Poller.gate.open()
        for task in F.Poller.tasks.value ?? [] { await task.value }
        #expect(F.Poller.outcome.value == .some(.needsMainActor))
    }

    /// The kind of the failure `body` throws, if it throws.
    private static func failure(_ body: () throws(ResolutionError) -> Void) -> ResolutionError.Kind? {
        do throws(ResolutionError) {
            try body()
            return nil
        } catch {
            return error.kind
        }
    }

    /// Found in review: a provider or lazy of a main-actor type is `Sendable` (the type is), and
    /// it built the type on whatever thread called it.
    @Test("a provider and a lazy of a main-actor type fail off the main actor with .needsMainActor")
    func providerOfMainActorTypeOffMainActor() async throws {
        let (provider, lazy, keyed) = await MainActor.run {
            let container = DependencyContainer()
            container.register(type: F.Greeting.self, key: "fr") { _ in "Bonjour" }
            return (
                container.resolve() as Provider<F.MemoryStore>, container.resolve() as Lazy<F.MemoryStore>,
                container.resolve(key: "fr") as Provider<F.Greeting>
            )
        }
        let offMainActor = Task.detached { () -> [ResolutionError.Kind?] in
            [
                Self.failure { () throws(ResolutionError) in _ = try provider.get() },
                Self.failure { () throws(ResolutionError) in _ = try lazy.get() },
                Self.failure { () throws(ResolutionError) in _ = try keyed.get() },
            ]
        }
        let kinds = await offMainActor.value
        #expect(kinds == [ResolutionError.Kind?](repeating: .needsMainActor, count: 3))
        // On the main actor they build.
        let name = await MainActor.run { (try? provider.get())?.name }
        #expect(name == "memory")
    }

    @Test("keyed variants of an isolated type register, resolve and validate on the main actor")
    @MainActor
    func isolatedVariants() throws {
        let container = DependencyContainer()
        container.register(type: F.Greeting.self, key: "fr") { _ in "Bonjour" }
        container.register(type: F.Greeting.self, key: "Hallo")
        container.register(interface: (any F.Store).self, type: F.Greeting.self, key: "es") { _ in "Hola" }
        #expect((container.resolve(key: "fr") as F.Greeting).name == "Bonjour")
        #expect((container.resolve(key: "Hallo") as F.Greeting).name == "Hallo")
        #expect((container.resolveInterface(key: "es") as any F.Store).name == "Hola")
        try container.validate()
    }

    @Test("an isolated implementation resolved off the main actor fails with .needsMainActor naming it")
    func isolatedImplementationOffMainActor() async throws {
        let container = DependencyContainer()
        await MainActor.run {
            container.register(interface: (any F.Store).self, implementation: F.DiskStore.self)
            container.register(type: F.Greeting.self, key: "fr") { _ in "Bonjour" }
        }
        let error = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try container.tryResolveInterface() as any F.Store
                return nil
            } catch { return error }
        }.value
        let failure = try #require(error)
        #expect(failure.kind == .needsMainActor)
        #expect(failure.path.map(\.description) == ["Store (interface)", "DiskStore"])
        #expect(failure.description.contains("Injectable cannot build DiskStore here"))
        #expect(failure.description.contains("isolated to the main actor"))
        #expect(failure.description.contains("Fix: resolve it from main-actor code"))
        // validate() off the main actor lists both registrations as not checked instead of
        // building them.
        let validation = await Task.detached { () -> ValidationError? in
            do throws(ValidationError) {
                try container.validate()
                return nil
            } catch { return error }
        }.value
        #expect(validation?.failures.isEmpty == true)
        #expect(validation?.unchecked.map(\.kind) == [.needsMainActor, .needsMainActor])
        #expect(
            validation?.unchecked.map { $0.path.first?.description } == ["Store (interface)", "Greeting[key: \"fr\"]"])
        for failure in validation?.unchecked ?? [] {
            #expect(failure.description.contains("not checked off the main actor"), "\(failure)")
        }
        // From the main actor, it checks them.
        try await MainActor.run { try container.validate() }
    }

    @Test("a @MainActor closure registers and overrides on the main actor, and fails off it")
    func mainActorClosures() async throws {
        let container = DependencyContainer()
        let test = container.child()
        await MainActor.run {
            container.register(interface: (any F.Store).self) { @MainActor container in
                container.resolve() as F.MemoryStore
            }
            test.override(F.DiskStore.self) { @MainActor _ in F.DiskStore() }
            test.override(\.storeName) { @MainActor _ in F.Greeting(name: "over").name }
            #expect((container.resolveInterface() as any F.Store).name == "memory")
            #expect((test.resolve() as F.DiskStore).name == "disk")
            #expect(test.resolve(\.storeName) == "over")
        }
        let error = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try container.tryResolveInterface() as any F.Store
                return nil
            } catch { return error }
        }.value
        let failure = try #require(error)
        #expect(failure.kind == .needsMainActor)
        #expect(failure.path.map(\.description) == ["Store (interface)"])
        #expect(failure.description.contains("cannot run the @MainActor closure registered for Store"))
        let keyPath = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try test.tryResolve(\.storeName)
                return nil
            } catch { return error }
        }.value
        #expect(keyPath?.kind == .needsMainActor)
        // Through a provider made while resolving another object: the same explanation, after
        // the path where the provider was made.
        nonisolated(unsafe) let provider = (container.resolve() as F.StoreUser).store
        let viaProvider = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try provider.get()
                return nil
            } catch { return error }
        }.value
        #expect(viaProvider?.kind == .needsMainActor)
        #expect(viaProvider?.path.map(\.description) == ["StoreUser", "Store (interface)"])
        #expect(viaProvider?.description.contains("cannot run the @MainActor closure registered for Store") == true)
    }

    @Test("a nonisolated closure registered from main-actor code resolves anywhere")
    func nonisolatedClosureFromMainActor() async {
        let container = DependencyContainer()
        await MainActor.run {
            container.register(interface: (any F.Store).self) { _ in F.StubStore() }
        }
        let name = await Task.detached { (container.resolveInterface() as any F.Store).name }.value
        #expect(name == "stub")
    }

    // MARK: Sendable property injection

    @Test("@Injected is Sendable when its value is: a Sendable struct, an actor, a main-actor class")
    func sendableProperties() async {
        let container = DependencyContainer()
        let logger: F.Logger = container.resolve()
        let uploader = container.withCurrent { F.Uploader() }
        let fromTask = await Task.detached { ObjectIdentifier(uploader.logger) }.value
        #expect(fromTask == ObjectIdentifier(logger))
        let engine = container.withCurrent { F.SyncEngine() }
        #expect(await engine.loggerID() == ObjectIdentifier(logger))
        let screen = await MainActor.run { container.withCurrent { F.Screen() } }
        #expect(await MainActor.run { screen.logger } === logger)
    }

    // MARK: Optional annotations

    @Test("tryResolveInterface() with an optional annotation resolves the wrapped protocol")
    func optionalTryResolveInterface() {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self) { _ in F.StubStore() }
        let store: (any F.Store)? = try? container.tryResolveInterface()
        #expect(store?.name == "stub")
        let missing: (any F.Badge)? = try? container.tryResolveInterface()
        #expect(missing == nil)
        let thrown: (any F.Badge)? = try! container.tryResolveInterface()
        #expect(thrown == nil)
    }

    @Test(
        "resolveInterface(), injectInterface() and resolveAll() with optional annotations resolve the wrapped protocol")
    func optionalResolveInterface() {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self) { _ in F.StubStore() }
        container.register(interface: (any F.Store).self, key: "other") { _ in F.StubStore() }
        let store: (any F.Store)? = container.resolveInterface()
        #expect(store?.name == "stub")
        let missing: (any F.Badge)? = container.resolveInterface()
        #expect(missing == nil)
        let composer = container.withCurrent { F.Composer() }
        #expect(composer.store?.name == "stub")
        #expect(composer.badge == nil)
        let all: [(any F.Store)?] = container.resolveAll()
        #expect(all.map { $0?.name } == ["stub", "stub"])
    }

    // MARK: Overriding an interface

    @Test("overriding an interface replaces it in the container and its children; removing restores it")
    func interfaceOverride() {
        let container = DependencyContainer()
        container.register(interface: (any F.Store).self) { _ in F.StubStore() }
        container.register(interface: (any F.Store).self, key: "k") { _ in F.StubStore() }
        let test = container.child()
        final class Replacement: F.Store, Sendable { let name = "replacement" }
        test.override((any F.Store).self) { _ in Replacement() }
        #expect((test.resolveInterface() as any F.Store).name == "replacement")
        #expect((test.resolveInterface(key: "k") as any F.Store).name == "replacement")
        #expect((test.child().resolveInterface() as any F.Store).name == "replacement")
        #expect((container.resolveInterface() as any F.Store).name == "stub")
        let panel = test.withCurrent { F.Panel() }
        #expect(panel.store.name == "replacement")
        #expect(panel.liveStore.name == "replacement")
        test.removeOverride((any F.Store).self)
        #expect((test.resolveInterface() as any F.Store).name == "stub")
        #expect(panel.liveStore.name == "stub")
    }

    @Test("an interface override of an unregistered interface resolves, and its closure gets the registration")
    func interfaceOverrideDecorates() {
        let container = DependencyContainer()
        let test = container.child()
        final class Decorated: F.Store, Sendable {
            let name: String
            init(_ inner: (any F.Store)?) { name = "decorated " + (inner?.name ?? "nothing") }
        }
        test.override((any F.Store).self) { container in Decorated(container.resolveInterface()) }
        #expect((test.resolveInterface() as any F.Store).name == "decorated nothing")
        container.register(interface: (any F.Store).self) { _ in F.StubStore() }
        #expect((test.resolveInterface() as any F.Store).name == "decorated stub")
    }

    @Test("overriding a type that is neither injectable nor a protocol existential stops with the fix")
    func overrideOfPlainTypeIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            DependencyContainer().override(String.self) { _ in "ignored" }
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Injectable cannot override String"))
        #expect(stderr.contains("neither an injectable type"))
        #expect(stderr.contains("Fix:"))
    }

    // MARK: Value types as keyed implementations

    @Test("a CustomInjectableValue is a keyed interface implementation")
    func valueKeyedImplementation() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Badge).self, type: F.ColorBadge.self, key: "gold") { _ in "Gold" }
        #expect((container.resolveInterface(key: "gold") as any F.Badge).text == "Gold")
        #expect((container.resolve(key: "gold") as F.ColorBadge).text == "Gold")
        try container.validate()
    }
}

extension InjectedValues {
    fileprivate var storeName: String { "default" }
}
