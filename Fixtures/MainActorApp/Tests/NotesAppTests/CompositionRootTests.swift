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
    /// A test of this module is main-actor, so validate() checks every registration, the
    /// main-actor ones on the main actor.
    @Test func theWholeAppValidates() throws {
        try AppComposition.makeContainer().validate()
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
