import Injectable
import InjectableTesting
import Testing

// The test target also imports the app: @testable import Notes

@Suite(.container(base: makeAppContainer()))
@MainActor
struct NoteListModelTests {
    @Test(.container { $0.override(NoteStore.self) { _ in InMemoryStore(titles: ["A test note"]) } })
    func listsTheStoredTitles() {
        let model = NoteListModel()  // as the view makes it, in this test's container
        #expect(model.titles == ["A test note"])
    }
}
