// Built with the app module's settings: every declaration here is main-actor, as the app's
// composition root is, and the .container trait starts each test from it.
import Injectable
import InjectableTesting
import NotesServices
import Testing

@testable import NotesApp

/// The app's container, kept for the suite's tests: a main-actor global, read in the trait's
/// base closure (which runs on the main actor).
let appContainer = AppComposition.makeContainer()

@Suite(.container(base: { appContainer }).checkingLeaks())
struct CompositionRootTests {
    /// The graph test: every registration, each on its own actor (the main actor, and
    /// DownloadActor for the download queue), and the app's roots with their @Injected
    /// properties, in one call through the test's child.
    @Test func theAppsGraphIsComplete() async throws {
        try await AppRoots.validate(DependencyContainer.current)
    }

    /// The synchronous form checks what the main actor can, and lists the DownloadActor
    /// registration apart, as not checked.
    @Test func theSynchronousValidateListsWhatItCannotCheckHere() throws {
        let error = try #require(throws: ValidationError.self) { try AppComposition.makeContainer().validate() }
        #expect(error.failures.isEmpty)
        #expect(error.unchecked.map(\.kind) == [.needsActor("DownloadActor")])
    }

    /// A session's typed value: its signed-in user, which the account screen reads.
    @Test func aSessionCarriesItsUser() {
        let session = DependencyContainer.current.scope()
        session.setValue("ada", for: \.signedInUser)
        #expect((session.resolve() as AccountViewModel).user == "ada")
        #expect((DependencyContainer.current.scope().resolve() as AccountViewModel).user == nil)
    }

    /// The download queue, built on DownloadActor in the test's child, freed with it.
    @Test func queuesAnEpisodeOnItsActor() async throws {
        #expect(try await queue("episode 1", in: DependencyContainer.current) == ["episode 1"])
    }

    /// The downloads screen makes a download per episode, from the episode, through a
    /// parameterised provider; each is new, and each is freed with the screen (the leak check).
    @Test func makesADownloadPerEpisode() {
        let downloads: DownloadsViewModel = DependencyContainer.current.resolve()
        let pilot = Episode(title: "Pilot")
        let first = downloads.download(pilot)
        #expect(first.episode == pilot)
        #expect(downloads.download(Episode(title: "Finale")).episode.title == "Finale")
        #expect(downloads.download(pilot) !== first, "never cached, even for the same episode")
        #expect(downloads.downloads.count == 3)
        #expect(first.database === DependencyContainer.current.resolve() as Database, "the test's child builds it")
        #expect(downloads.database === DependencyContainer.current.resolve() as Database)
    }

    @Test func resolvesTheAppsTypesThroughAChild() {
        let current = DependencyContainer.current
        #expect(current !== appContainer)
        #expect((current.resolveInterface() as any NotesStore).name == "disk")
        #expect((current.resolveInterface() as any Clock).now == 42)
        let database: Database = current.resolve()
        #expect(database === current.resolve() as Database)
        #expect(database !== appContainer.resolve() as Database, "the child keeps its own caches")
    }

    @Test(
        .container { @MainActor container in
            container.register(interface: (any NotesStore).self, implementation: MemoryStore.self)
        })
    func aMainActorConfiguringClosureRegistersTheAppsTypes() {
        #expect((DependencyContainer.current.resolveInterface() as any NotesStore).name == "memory")
        #expect((appContainer.resolveInterface() as any NotesStore).name == "disk", "the root is untouched")
    }

    /// The editor and its toolbar, a pair the editor's didInject wires: the leak check finds
    /// both freed once the test's child is let go.
    @Test func opensAnEditor() {
        let editor: Editor = DependencyContainer.current.resolve()
        #expect(editor.toolbar?.editor === editor)
    }

    /// A session's view model and list, freed with the session.
    @Test func editsAGroceryListInASession() {
        let session = DependencyContainer.current.scope()
        let groceries: GroceryViewModel = session.resolve()
        groceries.add("milk")
        #expect((session.resolve() as GroceryList).items == ["milk"])
    }

    @Test(.container { @MainActor container in container.override(Database.self, with: InMemoryDatabase.self) })
    func propertiesSeeTheOverride() {
        let model = NotesViewModel()
        #expect(model.database.kind == "memory")
        #expect(model.store.name == "disk")
    }
}

/// A root of its own for each test case, and overrides by type in the configuring closure,
/// which needs no annotation here.
@Suite(
    .container(
        base: { AppComposition.makeContainer() },
        {
            $0.override(Database.self, with: InMemoryDatabase.self)
            $0.override((any NotesStore).self, with: MemoryStore.self)
        }
    ).checkingLeaks())
struct FreshRootTests {
    @Test func seesTheOverridesByType() {
        let current = DependencyContainer.current
        #expect((current.resolve() as Database).kind == "memory")
        #expect((current.resolveInterface() as any NotesStore).name == "memory")
        #expect((current.resolveInterface(key: "memory") as any NotesStore).name == "memory")
    }

    @Test(arguments: 0..<3)
    func eachCaseRegistersInItsOwnChild(_ index: Int) {
        let current = DependencyContainer.current
        current.register(interface: (any Clock).self) { _ in FixedClock(now: index) }
        #expect((current.resolveInterface() as any Clock).now == index)
        #expect((appContainer.resolveInterface() as any Clock).now == 42)
    }
}
