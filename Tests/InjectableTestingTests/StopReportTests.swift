// A non-throwing resolve that stops the program inside a test case of the .container trait:
// Swift Testing runs every test in one process, so the stop ends them all, and the log must say
// first which test case stopped it and why.
import Foundation
import Injectable
import Testing

@testable import InjectableTesting

enum StopReportFixtures {
    protocol Search {}

    final class NoteList: InjectableObject {
        let search: any Search
        init(container: Container) { search = container.resolveInterface() }
    }

    final class NotesModel: InjectableObject {
        let list: NoteList
        init(container: Container) { list = container.resolve() }
    }
}

@Suite("A stop inside a test case of the .container trait")
struct StopReportTests {
    /// Issue 38: the log of a stopped test run began with the failure's explanation and named
    /// no test case, so a reader could not tell which of the tests running side by side stopped
    /// them all.
    @Test("names the test case, its source location and the path, before the explanation")
    func namesTheTestCase() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // An exit test's body runs in a child process, outside the test case that started it:
            // run a test case of the trait there, as Swift Testing would.
            let location = SourceLocation(
                fileID: "NotesTests/NotesTests.swift", filePath: "/NotesTests.swift", line: 14, column: 6)
            try await ContainerTrait.container(base: DependencyContainer()).run(
                "\"opensTheNotes()\" (NotesTests/NotesTests.swift:14:6)", at: location
            ) {
                let _: StopReportFixtures.NotesModel = DependencyContainer.current.resolve()
            }
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        let lines = stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Injectable stopped the test run in test case \"opensTheNotes()\" (NotesTests/NotesTests.swift:14:6) while resolving NotesModel → NoteList → Search (interface); every test running beside it stops too. Why:",
            "\(stderr)")
        #expect(
            lines.dropFirst().first == "Injectable cannot resolve the interface Search: nothing is registered for it.")
    }

    @Test("the trait names each test case it runs by its name and where it is declared", .container)
    func theTraitNamesTheCase() throws {
        let test = try #require(Test.current)
        #expect(
            TestCaseContext.current
                == "\"the trait names each test case it runs by its name and where it is declared\" (\(test.sourceLocation.fileID):\(test.sourceLocation.line):\(test.sourceLocation.column))"
        )
    }

    @Test("outside a test case of the trait, a stop names none")
    func outsideTheTrait() async {
        #expect(TestCaseContext.current == nil)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: StopReportFixtures.NotesModel = DependencyContainer().resolve()
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.hasPrefix("Injectable cannot resolve the interface Search"), "\(stderr)")
    }
}
