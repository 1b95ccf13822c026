// A composition root isolated to the main actor, as an app module compiled with
// `.defaultIsolation(MainActor.self)` has, used as the `.container` trait's base; the fixture
// package `Fixtures/MainActorApp` checks the same with the real settings.
import Injectable
import InjectableTesting
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var made: Int? { nil }
    fileprivate var current: Bool? { nil }
}

protocol Exporting: AnyObject {
    var format: String { get }
}

/// A main-actor type with an isolated conformance, as every type of such a module is.
@MainActor
final class MarkdownExporter: Exporting {
    let format = "markdown"
    init() {}
}

extension MarkdownExporter: @MainActor InjectableObject {
    convenience init(container: Container) { self.init() }
}

@MainActor
final class PlainExporter: Exporting {
    let format = "plain"
    init() {}
}

extension PlainExporter: @MainActor InjectableObject {
    convenience init(container: Container) { self.init() }
}

/// The app's composition root: main-actor, so only main-actor code may call it.
@MainActor
enum AppComposition {
    /// How many containers it made, numbering each.
    static var made = 0

    static func makeContainer() -> DependencyContainer {
        made += 1
        let container = DependencyContainer()
        container.register(interface: (any Exporting).self, implementation: MarkdownExporter.self)
        container.setValue(made, for: \.made)
        return container
    }
}

/// The numbers of the roots the test cases saw.
actor SeenNumbers {
    private var numbers: Set<Int> = []

    /// Records `number`; `false` if an earlier case already saw it.
    func insert(_ number: Int) -> Bool { numbers.insert(number).inserted }
}

/// One root shared by the tests that use it.
@MainActor let sharedRoot = AppComposition.makeContainer()

@Suite("The .container trait with a main-actor composition root", .container(base: { AppComposition.makeContainer() }))
struct MainActorRootTests {
    static let seen = SeenContainers()
    static let roots = SeenNumbers()

    @Test("the base closure makes a root on the main actor for each test case", arguments: 0..<4)
    @MainActor
    func eachCaseHasItsOwnRoot(_ index: Int) async throws {
        let current = DependencyContainer.current
        let made = try #require(current.resolve(\.made))
        #expect(await Self.seen.insert(current))
        #expect(await Self.roots.insert(made), "no other case had this root")
        #expect((current.resolveInterface() as any Exporting).format == "markdown")
    }

    @Test(
        "a @MainActor configuring closure registers the app's main-actor types",
        .container { @MainActor container in
            container.register(interface: (any Exporting).self, implementation: PlainExporter.self)
        })
    @MainActor
    func mainActorConfigure() {
        #expect((DependencyContainer.current.resolveInterface() as any Exporting).format == "plain")
    }

    @Test(
        "a @MainActor configuring closure runs with the child already current",
        .container { @MainActor child in child.setValue(DependencyContainer.current === child, for: \.current) })
    func mainActorConfigureRunsInTheChild() {
        #expect(DependencyContainer.current.resolve(\.current) == true)
    }
}

@Suite(
    "The .container trait with a shared main-actor root and an unannotated configuring closure",
    .container(base: { sharedRoot }, { $0.override((any Exporting).self, with: PlainExporter.self) }))
@MainActor
struct SharedMainActorRootTests {
    @Test("the child overrides what the root registers, and the root is untouched")
    func overridesTheRoot() {
        let current = DependencyContainer.current
        #expect(current !== sharedRoot)
        #expect((current.resolveInterface() as any Exporting).format == "plain")
        #expect((sharedRoot.resolveInterface() as any Exporting).format == "markdown")
    }

    @Test("every test case is a child of the one shared root", arguments: 0..<2)
    func sharesTheRoot(_ index: Int) {
        let made = DependencyContainer.current.resolve(\.made)
        #expect(made == sharedRoot.resolve(\.made))
    }
}
