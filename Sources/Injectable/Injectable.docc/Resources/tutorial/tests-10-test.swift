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

    @Test func theAppContainerIsComplete() throws {
        let app = makeAppContainer()
        try app.validate()  // every registration, with everything below it
        _ = try app.tryResolve() as NotesModel  // and each model the app resolves at its top
    }
}
