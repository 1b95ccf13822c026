// A type isolated to a global actor other than the main actor is built on that actor only: a
// provider, a lazy and an interface resolve called there build it; called anywhere else they
// fail with `.needsActor`, naming the actor, instead of building it where the main-actor check
// would have said yes.
import Foundation
import Injectable
import Testing

@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

protocol NotesStorage: AnyObject, Sendable {
    var notes: [String] { get }
}

enum GlobalActorFixtures {
    /// Counts the inits that ran.
    final class Witness: Sendable {
        let inits = Threads.Counter()

        static func of(_ container: Container) -> Witness {
            guard let witness = container.stringKeyed.value(forKey: "witness", as: Witness.self) else {
                preconditionFailure("the fixture container has no witness")
            }
            return witness
        }
    }

    static func container() -> (DependencyContainer, Witness) {
        let container = DependencyContainer()
        let witness = Witness()
        container.stringKeyed.setValue(witness, forKey: "witness")
        return (container, witness)
    }

    @StorageActor
    final class DiskStore: @StorageActor InjectableObject, GlobalActorInjectable, NotesStorage {
        typealias InjectionActor = StorageActor
        static let lifetime: Lifetime = .persistent
        nonisolated let notes = ["groceries"]

        init(container: Container) {
            Witness.of(container).inits.increment()
        }
    }

    /// A nonisolated type whose init resolves the storage interface: built by a call made on
    /// StorageActor, it runs there too.
    final class Index: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `count` is set in init only.
        let count: Int
        init(container: Container) throws {
            let storage: any NotesStorage = try container.tryResolveInterface()
            count = storage.notes.count
        }
    }

    @StorageActor static func provider(_ container: DependencyContainer) -> Provider<DiskStore> {
        container.resolve()
    }

    /// Isolated to StorageActor, but names no actor.
    @StorageActor
    final class UndeclaredStore: @StorageActor InjectableObject, NotesStorage {
        nonisolated let notes: [String] = []
        init(container: Container) { Witness.of(container).inits.increment() }
    }

    @MainActor
    final class Screen {
        init(container: Container) { Witness.of(container).inits.increment() }
    }

    /// Generic code isolated to StorageActor: Swift lets main-actor code pass it a main-actor
    /// conformance, so where it makes a provider says nothing sure of the type's actor.
    @StorageActor static func provider<T: InjectableObject>(
        _ container: DependencyContainer, of type: T.Type
    ) -> Provider<T> {
        container.resolve()
    }

    /// Nonisolated generic code: it registers whatever conformance it is given.
    static func register<I, T: InjectableObject>(
        _ container: DependencyContainer, _ interface: I.Type, _ implementation: T.Type
    ) {
        container.register(interface: I.self, implementation: T.self)
    }

    @StorageActor static func registerThroughGenericCode(in container: DependencyContainer) {
        register(container, NotesStorage.self, DiskStore.self)
    }

    @StorageActor static func lazy(_ container: DependencyContainer) -> Lazy<DiskStore> {
        container.resolve()
    }

    @StorageActor static func registerStorage(in container: DependencyContainer) {
        container.register(interface: NotesStorage.self, implementation: DiskStore.self)
    }

    @StorageActor static func resolveStorage(_ container: DependencyContainer) throws(ResolutionError)
        -> any NotesStorage
    {
        try container.tryResolveInterface()
    }

    @StorageActor static func get<T>(_ provider: Provider<T>) throws(ResolutionError) -> T { try provider.get() }

    @StorageActor static func get<T>(_ lazy: Lazy<T>) throws(ResolutionError) -> T { try lazy.get() }

    @MainActor static func getOnMain<T>(_ provider: Provider<T>) -> ResolutionError? {
        do {
            _ = try provider.get()
            return nil
        } catch {
            return error
        }
    }

    @MainActor static func resolveStorageOnMain(_ container: DependencyContainer) -> ResolutionError? {
        do {
            let _: any NotesStorage = try container.tryResolveInterface()
            return nil
        } catch {
            return error
        }
    }
}

@Suite("Types isolated to another global actor")
struct GlobalActorTests {
    typealias F = GlobalActorFixtures

    @Test("a provider made and called on the type's actor builds it there")
    func providerOnItsActor() async throws {
        let (container, witness) = F.container()
        let provider = await F.provider(container)
        let store = try await F.get(provider)
        #expect(store.notes == ["groceries"])
        #expect(witness.inits.value == 1)
    }

    @Test("a provider called from the main actor fails with .needsActor and builds nothing")
    func providerOnTheMainActor() async throws {
        let (container, witness) = F.container()
        let provider = await F.provider(container)
        let error = try #require(await F.getOnMain(provider))
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(witness.inits.value == 0, "DiskStore.init ran on the main actor")
        #expect(error.description.contains("Injectable cannot build DiskStore here: it needs StorageActor"))
        #expect(
            error.description.contains(
                "Fix: call the Provider, Lazy or resolveInterface() from code isolated to StorageActor"))
    }

    @Test("a provider called from nonisolated code fails with .needsActor: nothing proves where it runs")
    func providerFromNonisolatedCode() async throws {
        let (container, witness) = F.container()
        let provider = await F.provider(container)
        let error = try #require(throws: ResolutionError.self) { try provider.get() }
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(witness.inits.value == 0)
    }

    @Test("a lazy made and used on the type's actor builds it there, once")
    func lazyOnItsActor() async throws {
        let (container, witness) = F.container()
        let lazy = await F.lazy(container)
        let first = try await F.get(lazy)
        let second = try await F.get(lazy)
        #expect(first === second)
        #expect(witness.inits.value == 1)
        // Once built, a lazy hands out what it holds anywhere; one not built yet builds nothing
        // off the actor.
        #expect(try F.getOffActor(lazy) === first)
        let (other, otherWitness) = F.container()
        let fresh = await F.lazy(other)
        let error = try #require(throws: ResolutionError.self) { try F.getOffActor(fresh) }
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(otherWitness.inits.value == 0)
    }

    @Test("an implementation registered on its actor resolves there, and fails with .needsActor on the main actor")
    func interfaceOnItsActor() async throws {
        let (container, witness) = F.container()
        await F.registerStorage(in: container)
        let error = try #require(await F.resolveStorageOnMain(container))
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(witness.inits.value == 0, "DiskStore.init ran on the main actor")
        let storage = try await F.resolveStorage(container)
        #expect(storage.notes == ["groceries"])
        #expect(witness.inits.value == 1)
    }

    @Test("what a call on the actor resolves synchronously runs there too: a nonisolated init may resolve the type")
    func provenIsolationReachesNestedResolves() async throws {
        let (container, witness) = F.container()
        await F.registerStorage(in: container)
        let index: Provider<F.Index> = container.resolve()
        let built = try await F.get(index)
        #expect(built.count == 1)
        #expect(witness.inits.value == 1)
        // The same provider called from nonisolated code: nothing proves StorageActor.
        let error = try #require(throws: ResolutionError.self) { try index.get() }
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(error.path.map(\.typeName) == ["Index", "NotesStorage", "DiskStore"])
    }

    @Test("a registration closure isolated to the actor runs there, and fails with .needsActor elsewhere")
    func isolatedClosure() async throws {
        let (container, witness) = F.container()
        container.register(interface: NotesStorage.self) { @StorageActor container in
            container.resolve() as F.DiskStore
        }
        let storage = try await F.resolveStorage(container)
        #expect(storage.notes == ["groceries"])
        let error = try #require(throws: ResolutionError.self) {
            let _: any NotesStorage = try container.tryResolveInterface()
        }
        #expect(error.kind == .needsActor("StorageActor"))
        #expect(error.description.contains("the closure registered for NotesStorage"))
        #expect(witness.inits.value == 1)
    }
}

extension GlobalActorFixtures.Screen: @MainActor InjectableObject {}

extension GlobalActorTests {
    @Test("a type that names no actor, used on another actor, is built nowhere, and the failure says to declare it")
    func undeclaredActor() async throws {
        let (container, witness) = F.container()
        let provider: Provider<F.UndeclaredStore> = await F.undeclaredProvider(container)
        let onActor = try #require(await F.getOnActor(provider))
        let onMain = try #require(await F.getOnMain(provider))
        for error in [onActor, onMain] {
            #expect(error.kind == .needsActor("StorageActor"))
            #expect(error.description.contains("does not name, and it was used on StorageActor"))
            #expect(
                error.description.contains(
                    "    extension UndeclaredStore: GlobalActorInjectable { typealias InjectionActor = StorageActor }"
                ))
        }
        #expect(witness.inits.value == 0)
    }

    @Test(
        "a main-actor type whose provider generic code made on another actor is built nowhere, not off the main actor")
    @MainActor
    func mainActorTypeThroughGenericCodeOnAnotherActor() async throws {
        let (container, witness) = F.container()
        let provider = await F.provider(container, of: F.Screen.self)
        let onMain = try #require(F.getOnMain(provider))
        #expect(onMain.kind == .needsActor("StorageActor"))
        #expect(await F.getOnActor(provider) != nil)
        #expect(witness.inits.value == 0, "Screen.init ran, off the main actor or where nothing proved its actor")
    }

    @Test("a declared implementation resolves on its actor whichever container registered the pair first, and how")
    func sharedRegistrationOfADeclaredType() async throws {
        let (first, firstWitness) = F.container()
        await F.registerThroughGenericCode(in: first)
        let (second, secondWitness) = F.container()
        await F.registerStorage(in: second)
        #expect(try await F.resolveStorage(first).notes == ["groceries"])
        #expect(try await F.resolveStorage(second).notes == ["groceries"])
        #expect(firstWitness.inits.value == 1)
        #expect(secondWitness.inits.value == 1)
    }

    @Test("a property read proves no actor: a type that names another actor is not built by it (an optional is nil)")
    func propertyRead() async {
        let (container, witness) = F.container()
        #expect(await F.readArchive(container) == nil)
        #expect(witness.inits.value == 0)
    }

    @Test("validate() called on the actor checks its registrations; called elsewhere it says they were not checked")
    func validation() async throws {
        let (container, witness) = F.container()
        await F.registerStorage(in: container)
        try await F.validate(container)
        #expect(
            witness.inits.value == 1, "validate() on StorageActor built the implementation once, in a scratch scope")

        let failure = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(failure.failures.isEmpty)
        #expect(failure.unchecked.map(\.kind) == [.needsActor("StorageActor")])
        let message = failure.unchecked.first?.description ?? ""
        #expect(
            message.contains(
                "Injectable did not check NotesStorage (interface): it needs StorageActor (DiskStore, on its path, does)"
            ))
        #expect(message.contains("Fix: call the async validate(), which checks each registration on its own actor"))
        #expect(witness.inits.value == 1, "validate() off StorageActor built nothing")
    }
}

extension GlobalActorFixtures {
    @StorageActor static func validate(_ container: DependencyContainer) throws(ValidationError) {
        try container.validate()
    }

    /// An owner on StorageActor with an optional property of the declared type.
    @StorageActor
    final class Archive {
        @Injected var store: DiskStore?
        init() {}
    }

    /// Reads the property on StorageActor, outside any call that proves the actor.
    @StorageActor static func readArchive(_ container: DependencyContainer) -> DiskStore? {
        container.withCurrent { Archive() }.store
    }

    @StorageActor static func undeclaredProvider(_ container: DependencyContainer) -> Provider<UndeclaredStore> {
        container.resolve()
    }

    @StorageActor static func getOnActor<T>(_ provider: Provider<T>) -> ResolutionError? {
        do {
            _ = try provider.get()
            return nil
        } catch {
            return error
        }
    }

    static func getOffActor<T>(_ lazy: Lazy<T>) throws(ResolutionError) -> T { try lazy.get() }
}

// MARK: - A main-actor root wires a type of another actor

extension GlobalActorFixtures {
    /// A main-actor composition root: it cannot use DiskStore's conformance (StorageActor's),
    /// and does not need to.
    @MainActor static func composeOnMain(_ container: DependencyContainer) {
        container.register(interface: NotesStorage.self, isolatedImplementation: DiskStore.self)
    }
}

extension GlobalActorTests {
    @Test(
        "a main-actor root registers a type isolated to another actor synchronously, and main-actor code gets it with one await"
    )
    @MainActor
    func isolatedImplementationFromTheMainActor() async throws {
        let (container, witness) = F.container()
        F.composeOnMain(container)
        let first: any NotesStorage = try await container.resolveAsyncInterface()
        let second: any NotesStorage = try await container.resolveAsyncInterface()
        #expect(first.notes == ["groceries"])
        #expect(first === second, "persistent: built once, on StorageActor")
        #expect(witness.inits.value == 1)
        // Registered async: a synchronous request says to await it.
        let error = try #require(throws: ResolutionError.self) {
            let _: any NotesStorage = try container.tryResolveInterface()
        }
        #expect(error.kind == .needsAwait)
    }
}
