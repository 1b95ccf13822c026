import Injectable
import InjectableTesting
import Testing

// The test target also imports the app: @testable import Notes

@Suite(.container(base: makeAppContainer()))
struct NotesModelTests {
    @Test(.container { $0.override(NoteStore.self, with: InMemoryStore.self) })
    func showsTheStoredTitles() {
        let notes: NotesModel = DependencyContainer.current.resolve()
        #expect(notes.titles == ["A test note"])
    }

    @Test(.container { $0.override(Configuration.self) { _ in Configuration(baseURL: "http://localhost:8080") } })
    func talksToTheTestServer() {
        let notes: NotesModel = DependencyContainer.current.resolve()
        #expect(notes.client.configuration.baseURL == "http://localhost:8080")
    }

    // The graph test: every registration, each on its own actor, and each model the app
    // resolves at its top, with everything below them; every failure reported at once.
    @Test func theAppContainerIsComplete() async throws {
        try await makeAppContainer().validate(roots: NotesModel.self)
    }
}
