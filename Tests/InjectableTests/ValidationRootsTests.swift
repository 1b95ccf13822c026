// validate(roots:) and the async validate(): the concrete half of an app's graph (its view
// models, which nothing registers) checked through the same probes as the registrations, and an
// app that mixes actors checked in one call, each registration on its own actor.
import Foundation
import Injectable
import Testing

enum ValidationRootsFixtures {
    protocol Analytics: AnyObject {}
    protocol Search: AnyObject {}
    protocol Missing {}

    final class ConsoleAnalytics: Analytics, InjectableObject {
        init(container: Container) {}
    }

    /// A view model that nothing registers, whose graph ends two levels down in a plain,
    /// non-throwing `resolveInterface()` of an interface nothing registers.
    final class NotesModel: InjectableObject {
        let list: NoteList
        init(container: Container) { list = container.resolve() }
    }

    final class NoteList: InjectableObject {
        let search: any Search
        init(container: Container) { search = container.resolveInterface() }
    }

    /// Another, whose failure throws.
    final class SettingsModel: InjectableObject {
        let missing: any Missing
        init(container: Container) throws { missing = try container.tryResolveInterface() }
    }

    /// One that resolves.
    final class AboutModel: InjectableObject {
        let analytics: any Analytics
        init(container: Container) { analytics = container.resolveInterface() }
    }

    /// A view model whose dependencies are @Injected properties, resolved when first read,
    /// which no resolve of the view model does; an optional one may be missing.
    final class SearchModel: InjectableObject {
        @Injected var analytics: any Analytics
        @Injected var search: any Search
        @Injected var missing: (any Missing)?
        init(container: Container) {}
    }

    /// A session's view model: `.scoped`, resolved in a scope as a session would.
    final class CartModel: InjectableObject {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {}
    }

    /// A main-actor view model, as every type of an app module that is main-actor by default.
    @MainActor
    final class GalleryModel: @MainActor InjectableObject {
        let analytics: any Analytics
        init(container: Container) throws { analytics = try container.tryResolveInterface() }
    }

    /// A main-actor view model whose graph cannot resolve: it throws, so validate() reports it.
    @MainActor
    final class BrokenGalleryModel: @MainActor InjectableObject {
        init(container: Container) throws { _ = try container.tryResolveInterface() as any Missing }
    }

    /// A view model on StorageActor, which it names.
    @StorageActor
    final class ArchiveModel: @StorageActor InjectableObject, GlobalActorInjectable {
        typealias InjectionActor = StorageActor
        let storage: any NotesStorage
        init(container: Container) throws { storage = try container.tryResolveInterface() }
    }

    /// An app that mixes actors: a main-actor registration, one on StorageActor, and a
    /// nonisolated one.
    @MainActor
    static func mixedApp() async -> DependencyContainer {
        let container = DependencyContainer()
        container.register(
            interface: (any MainActorAppFixtures.Store).self, implementation: MainActorAppFixtures.DiskStore.self)
        container.register(interface: (any Analytics).self, implementation: ConsoleAnalytics.self)
        await GlobalActorFixtures.registerStorage(in: container)
        let (_, witness) = GlobalActorFixtures.container()
        container.stringKeyed.setValue(witness, forKey: "witness")
        return container
    }
}

@Suite("validate(roots:): the concrete half of the graph")
struct ValidationRootsTests {
    typealias F = ValidationRootsFixtures

    /// Issue 38: validate() probed only registrations, so a view model's missing dependency went
    /// unnoticed until a test resolved it, and then stopped the whole test process.
    @Test("every root that cannot be resolved is reported at once, each with its path, none stopping the process")
    func rootsAreProbed() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Analytics).self, implementation: F.ConsoleAnalytics.self)
        try container.validate()  // the registrations alone are fine
        let error = try #require(throws: ValidationError.self) {
            try container.validate(roots: F.NotesModel.self, F.AboutModel.self, F.SettingsModel.self)
        }
        #expect(error.failures.map(\.kind) == [.interfaceNotRegistered, .interfaceNotRegistered])
        #expect(
            error.failures.map { $0.path.map(\.description) } == [
                ["NotesModel", "NoteList", "Search (interface)"], ["SettingsModel", "Missing (interface)"],
            ])
        #expect(error.unchecked.isEmpty)
        #expect(error.description.hasPrefix("Injectable found 2 registrations or roots that cannot be resolved:"))
        #expect(error.description.contains("Resolution path: NotesModel → NoteList → Search (interface)"))
    }

    @Test(
        "a root's @Injected properties are read: one that cannot be resolved is reported with the property on its path")
    func injectedPropertiesOfRoots() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Analytics).self, implementation: F.ConsoleAnalytics.self)
        let error = try #require(throws: ValidationError.self) { try container.validate(roots: F.SearchModel.self) }
        #expect(error.failures.map(\.kind) == [.interfaceNotRegistered])
        #expect(error.failures.first?.path.map(\.description) == ["SearchModel.search", "Search (interface)"])
        #expect(error.failures.first?.description.contains("Asked for by an @Injected property of type Search") == true)
    }

    @Test("roots that resolve pass, a .scoped one as a session resolves it, and nothing stays cached")
    func cleanRoots() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Analytics).self, implementation: F.ConsoleAnalytics.self)
        try container.validate(roots: F.AboutModel.self, F.CartModel.self)
    }

    @Test("a main-actor root is checked on the main actor by a @MainActor validate()")
    @MainActor
    func mainActorRoot() throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Analytics).self, implementation: F.ConsoleAnalytics.self)
        try container.validate(roots: F.GalleryModel.self)
        let error = try #require(throws: ValidationError.self) {
            try container.validate(roots: F.GalleryModel.self, F.BrokenGalleryModel.self)
        }
        #expect(error.failures.map { $0.path.map(\.description) } == [["BrokenGalleryModel", "Missing (interface)"]])
    }

    /// (A main-actor root cannot be named off the main actor: its conformance cannot be used
    /// there, and the compiler says so.)
    @Test("off the main actor, what needs the main actor is listed as not checked, apart from the failures")
    func mainActorRegistrationOffTheMainActor() async throws {
        let container = await F.mixedApp()
        let error = try #require(throws: ValidationError.self) {
            try Self.validateHere(container, roots: F.AboutModel.self, F.SettingsModel.self)
        }
        #expect(error.failures.map { $0.path.first?.typeName } == ["SettingsModel"])
        #expect(error.unchecked.map(\.kind.description).sorted() == ["needs StorageActor", "needs the main actor"])
        #expect(error.unchecked.contains { $0.description.contains("did not check Store (interface)") })
        #expect(error.description.contains("Injectable found 1 registration or root that cannot be resolved:"))
        #expect(error.description.contains("Injectable did not check 2 registrations or roots where validate() ran"))
    }

    /// The synchronous validate(), from a synchronous function: in async code `validate()` is
    /// the async form.
    static func validateHere(_ container: DependencyContainer) throws(ValidationError) {
        try container.validate()
    }

    static func validateHere(
        _ container: DependencyContainer, roots first: F.AboutModel.Type, _ second: F.SettingsModel.Type
    ) throws(ValidationError) {
        try container.validate(roots: first, second)
    }
}

@Suite("The async validate(): each registration on its own actor")
struct ValidationAcrossActorsTests {
    typealias F = ValidationRootsFixtures

    /// Issue 38: with one type on a custom global actor, validate() on the main actor threw for
    /// it ("did not check NotesStorage (interface): it needs StorageActor"), and on that actor
    /// threw for every main-actor registration.
    @Test("an app that mixes the main actor, another global actor and nonisolated types validates clean in one call")
    func mixedAppValidatesClean() async throws {
        let container = await F.mixedApp()
        try await container.validate()
        #expect(GlobalActorFixtures.Witness.of(container).inits.value == 1, "DiskStore was built, on StorageActor")
    }

    @Test("main-actor roots, from main-actor code, and roots on another actor, from that actor's code")
    @MainActor
    func rootsOnTheirActors() async throws {
        let container = await F.mixedApp()
        try await container.validate(roots: F.GalleryModel.self, F.AboutModel.self)
        try await F.validateOnStorageActor(container)
    }

    @Test("a failure on another actor, or on the main actor, is a failure, not an unchecked registration")
    @MainActor
    func failuresOnTheirActors() async throws {
        let container = await F.mixedApp()
        let error = try await #require(throws: ValidationError.self) {
            try await container.validate(roots: F.BrokenGalleryModel.self, F.NotesModel.self)
        }
        #expect(error.unchecked.isEmpty)
        #expect(error.failures.map { $0.path.first?.typeName } == ["BrokenGalleryModel", "NotesModel"])

        // On StorageActor, a root whose storage is missing fails there.
        let archive = try await #require(throws: ValidationError.self) {
            try await F.validateOnStorageActor(DependencyContainer())
        }
        #expect(archive.failures.map(\.kind) == [.interfaceNotRegistered])
        #expect(archive.failures.first?.path.map(\.description) == ["ArchiveModel", "NotesStorage (interface)"])
    }

    /// The synchronous validate() still says what it did not check, apart from what failed, and
    /// the fix it names is the async validate().
    @Test("the synchronous validate() keeps what it could not check apart, and names the async validate() as the fix")
    func synchronousValidateListsUnchecked() async throws {
        let container = await F.mixedApp()
        let error = try #require(throws: ValidationError.self) { try ValidationRootsTests.validateHere(container) }
        #expect(error.failures.isEmpty)
        #expect(error.unchecked.map(\.kind.description).sorted() == ["needs StorageActor", "needs the main actor"])
        for unchecked in error.unchecked {
            #expect(unchecked.description.contains("try await container.validate()"), "\(unchecked)")
        }
    }
}

extension ValidationRootsFixtures {
    /// The async validate() called from StorageActor, where ArchiveModel's conformance may be used.
    @StorageActor
    static func validateOnStorageActor(_ container: DependencyContainer) async throws(ValidationError) {
        try await container.validate(roots: ArchiveModel.self)
    }
}

extension ValidationRootsFixtures {
    /// A database opened with `await`, registered with an async closure, as an app's is.
    protocol Database: AnyObject, Sendable {}
    final class SQLiteDatabase: Database {
        init() async {}
    }
    struct Locked: Error {}

    /// A container whose async registrations resolve ("sqlite"), fail with the error their
    /// closure throws ("broken"), and fail because what they resolve is missing ("remote").
    static func asyncApp() -> DependencyContainer {
        let container = DependencyContainer()
        container.register(interface: (any Database).self, key: "sqlite") { _ in await SQLiteDatabase() }
        container.register(interface: (any Database).self, key: "broken") { _ async throws -> any Database in
            throw Locked()
        }
        container.register(interface: (any Database).self, key: "remote") { container async throws -> any Database in
            let _: any Missing = try container.tryResolveInterface()
            return await SQLiteDatabase()
        }
        return container
    }
}

@Suite("validate() and async registrations")
struct ValidationAsyncRegistrationTests {
    typealias F = ValidationRootsFixtures

    /// Issue 38: validate() skipped every registration made with an async closure, so a
    /// container whose async registrations all failed validated clean.
    @Test("the async validate() awaits each async registration and reports each failure with its path")
    func asyncValidateProbesAsyncRegistrations() async throws {
        let error = try await #require(throws: ValidationError.self) { try await F.asyncApp().validate() }
        #expect(error.unchecked.isEmpty)
        #expect(error.failures.map(\.kind) == [.initializerFailed, .interfaceNotRegistered])
        #expect(
            error.failures.last?.path.map(\.description) == [
                "Database[key: \"remote\"] (interface)", "Missing (interface)",
            ],
            "\(error)")
    }

    @Test("an async registration that resolves passes the async validate()")
    func asyncRegistrationsThatResolvePass() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Database).self) { _ in await F.SQLiteDatabase() }
        try await container.validate()
    }

    /// The synchronous validate() cannot await: it lists each async registration as not checked
    /// there, and names the async validate().
    @Test("the synchronous validate() lists each async registration as not checked, naming the async validate()")
    func synchronousValidateListsAsyncRegistrations() throws {
        let error = try #require(throws: ValidationError.self) { try F.asyncApp().validate() }
        #expect(error.failures.isEmpty)
        #expect(error.unchecked.map(\.kind) == [.needsAwait, .needsAwait, .needsAwait])
        for unchecked in error.unchecked {
            #expect(unchecked.description.contains("try await container.validate()"), "\(unchecked)")
        }
    }
}
