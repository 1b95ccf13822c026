import Injectable
import InjectableTesting
import Testing

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
    app.setValue("app", forKey: "origin")
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
        #expect(current.value(forKey: "origin", as: String.self) == "app", "the child sees its base's values")

        current.override(Ticket.self) { _ in Ticket(number: number) }
        current.setValue(number, forKey: "number")
        for _ in 0..<3 {
            await Task.yield()  // let the other cases run and override in between
            #expect((DependencyContainer.current.resolve() as Ticket).number == number)
            #expect(DependencyContainer.current.value(forKey: "number", as: Int.self) == number)
        }
        #expect((app.resolve() as Ticket).number == -1, "the base is untouched")
        #expect(app.value(forKey: "number", as: Int.self) == nil)
    }

    @Test(
        "the closure configures the child before the test runs",
        .container(base: app) { $0.setValue(1, forKey: "configured") })
    func closureConfigures() {
        #expect(DependencyContainer.current.value(forKey: "configured", as: Int.self) == 1)
        #expect(app.value(forKey: "configured", as: Int.self) == nil)
    }

    @Test(
        "the closure runs with the child already current",
        .container(base: app) { child in child.setValue(DependencyContainer.current === child, forKey: "current") })
    func closureRunsInTheChild() {
        #expect(DependencyContainer.current.value(forKey: "current", as: Bool.self) == true)
    }

    @Test("without a base, the child is made from the default container", .container)
    func defaultBase() {
        DependencyContainer.current.setValue("mine", forKey: "defaultBase")
        #expect(DependencyContainer.current !== DependencyContainer.shared)
        #expect(DependencyContainer.shared.value(forKey: "defaultBase", as: String.self) == nil)
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

@Suite("The .container trait on a suite", .container(base: app) { $0.setValue("suite", forKey: "level") })
struct ContainerSuiteTraitTests {
    static let seen = SeenContainers()

    @Test("each test of the suite gets its own child, configured by the suite's closure", arguments: 0..<4)
    func eachTestHasItsOwnChild(_ index: Int) async {
        #expect(DependencyContainer.current.value(forKey: "level", as: String.self) == "suite")
        #expect(await Self.seen.insert(DependencyContainer.current))
        #expect(DependencyContainer.current.value(forKey: "origin", as: String.self) == "app")
    }

    @Test("a test's own trait builds on its suite's", .container { $0.setValue("test", forKey: "level") })
    func nested() {
        let current = DependencyContainer.current
        #expect(current.value(forKey: "level", as: String.self) == "test")
        #expect(current.value(forKey: "origin", as: String.self) == "app")
    }

    @Suite("nested suites inherit it")
    struct Nested {
        @Test func inherits() {
            #expect(DependencyContainer.current.value(forKey: "level", as: String.self) == "suite")
        }
    }
}
