import Injectable
import InjectableTesting
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var origin: String? { nil }
    fileprivate var number: Int? { nil }
    fileprivate var configured: Int? { nil }
    fileprivate var current: Bool? { nil }
    fileprivate var defaultBase: String? { nil }
    fileprivate var level: String? { nil }
}

/// A value each test case overrides with its own number; the base's instance is shared by every
/// case, so it is `Sendable`.
final class Ticket: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent
    let number: Int
    init(container: Container) { number = -1 }
    init(number: Int) { self.number = number }
}

/// Keeps every container a test case saw alive, so that identities are never reused, and tells
/// whether one was seen before.
actor SeenContainers {
    private var containers: [DependencyContainer] = []

    /// Records `container`; `false` if an earlier case already saw it.
    func insert(_ container: DependencyContainer) -> Bool {
        if containers.contains(where: { $0 === container }) { return false }
        containers.append(container)
        return true
    }
}

let app: DependencyContainer = {
    let app = DependencyContainer()
    app.setValue("app", for: \.origin)
    return app
}()

@Suite("The .container trait")
struct ContainerTraitTests {
    static let seen = SeenContainers()

    @Test(
        "each of 128 parallel argument cases gets its own child container and sees only its own override",
        .container(base: app), arguments: 0..<128)
    func eachCaseIsIsolated(number: Int) async {
        let current = DependencyContainer.current
        #expect(current !== app, "the case runs in a child, not in the base")
        #expect(await Self.seen.insert(current), "no other case had this container")
        #expect(current.resolve(\.origin) == "app", "the child sees its base's values")

        current.override(Ticket.self) { _ in Ticket(number: number) }
        current.setValue(number, for: \.number)
        for _ in 0..<3 {
            await Task.yield()  // let the other cases run and override in between
            #expect((DependencyContainer.current.resolve() as Ticket).number == number)
            #expect(DependencyContainer.current.resolve(\.number) == number)
        }
        #expect((app.resolve() as Ticket).number == -1, "the base is untouched")
        #expect(app.resolve(\.number) == nil)
    }

    @Test(
        "the closure configures the child before the test runs",
        .container(base: app) { $0.setValue(1, for: \.configured) })
    func closureConfigures() {
        #expect(DependencyContainer.current.resolve(\.configured) == 1)
        #expect(app.resolve(\.configured) == nil)
    }

    @Test(
        "the closure runs with the child already current",
        .container(base: app) { child in child.setValue(DependencyContainer.current === child, for: \.current) })
    func closureRunsInTheChild() {
        #expect(DependencyContainer.current.resolve(\.current) == true)
    }

    @Test("without a base, the child is made from the default container", .container)
    func defaultBase() {
        DependencyContainer.current.setValue("mine", for: \.defaultBase)
        #expect(DependencyContainer.current !== DependencyContainer.shared)
        #expect(DependencyContainer.shared.resolve(\.defaultBase) == nil)
    }

    @Test("child tasks of a test see its container")
    func childTasks() async {
        await confirmation { done in
            await withTaskGroup(of: DependencyContainer.self) { group in
                let outer = DependencyContainer.current
                group.addTask { DependencyContainer.current }
                for await seen in group where seen === outer { done() }
            }
        }
    }
}

@Suite("The .container trait on a suite", .container(base: app) { $0.setValue("suite", for: \.level) })
struct ContainerSuiteTraitTests {
    static let seen = SeenContainers()

    @Test("each test of the suite gets its own child, configured by the suite's closure", arguments: 0..<4)
    func eachTestHasItsOwnChild(_ index: Int) async {
        #expect(DependencyContainer.current.resolve(\.level) == "suite")
        #expect(await Self.seen.insert(DependencyContainer.current))
        #expect(DependencyContainer.current.resolve(\.origin) == "app")
    }

    @Test("a test's own trait builds on its suite's", .container { $0.setValue("test", for: \.level) })
    func nested() {
        let current = DependencyContainer.current
        #expect(current.resolve(\.level) == "test")
        #expect(current.resolve(\.origin) == "app")
    }

    @Suite("nested suites inherit it")
    struct Nested {
        @Test func inherits() {
            #expect(DependencyContainer.current.resolve(\.level) == "suite")
        }
    }
}
