import Injectable
import Testing

/// Types for the failure tests, kept in a namespace so other test files can reuse the names.
enum FailureFixtures {
    protocol Service {}
    protocol Unregistered {}

    final class AppModel: InjectableObject {
        let service: Service
        init(container: Container) throws {
            service = try container.tryResolveInterface()
        }
    }

    final class Repository: InjectableObject {
        let unregistered: Unregistered
        init(container: Container) throws {
            unregistered = try container.tryResolveInterface()
        }
    }

    final class ServiceImpl: Service, InjectableObject {
        let repository: Repository
        init(container: Container) throws {
            repository = try container.tryResolve()
        }
    }

    // A → B → A through init(container:): no cached lifetime can close it.
    final class A: InjectableObject {
        let b: B
        init(container: Container) throws { b = try container.tryResolve() }
    }

    final class B: InjectableObject {
        let a: A
        init(container: Container) throws { a = try container.tryResolve() }
    }

    // Persistent does not help either: the instance is only cached after init returns.
    final class PersistentA: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let b: PersistentB
        init(container: Container) throws { b = try container.tryResolve() }
    }

    final class PersistentB: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let a: PersistentA
        init(container: Container) throws { a = try container.tryResolve() }
    }

    // A longer cycle through an interface and a keyed variant.
    protocol Engine {}

    final class Car: InjectableObject {
        let engine: Engine
        init(container: Container) throws { engine = try container.tryResolveInterface() }
    }

    final class V8: Engine, CustomInjectableObject {
        typealias ParameterType = Int
        let car: Car?
        init(container: Container) throws { car = nil }
        init(container: Container, parameter: Int) throws { car = try container.tryResolve() }
    }

    final class NotAService: InjectableObject {
        init(container: Container) {}
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "Broken(the disk is full)" }
    }

    final class Failing: InjectableObject {
        init(container: Container) throws { throw Broken() }
    }

    final class NeedsFailing: InjectableObject {
        let failing: Failing
        init(container: Container) throws { failing = try container.tryResolve() }
    }

    // Non-throwing initialisers, for the messages that stop the program.
    final class PlainApp: InjectableObject {
        let planet: Unregistered
        init(container: Container) { planet = container.resolveInterface() }
    }

    final class PlainA: InjectableObject {
        let b: PlainB
        init(container: Container) { b = container.resolve() }
    }

    final class PlainB: InjectableObject {
        let a: PlainA
        init(container: Container) { a = container.resolve() }
    }

    // A chain of values built with non-throwing resolves, ending in a missing interface: the
    // innermost resolve stops the program, before any level above it returns.
    struct House: InjectableValue {
        let room: Room
        init(container: Container) { room = container.resolve() }
    }

    struct Room: InjectableValue {
        let lamp: Lamp
        init(container: Container) { lamp = container.resolve() }
    }

    struct Lamp: InjectableValue {
        let bulb: Unregistered
        init(container: Container) { bulb = container.resolveInterface() }
    }

    // Values only, through a keyed variant: Tide → Moon("full") → Tide.
    struct Tide: InjectableValue {
        let moon: Moon
        init(container: Container) { moon = container.resolve(key: "full") }
    }

    struct Moon: CustomInjectableValue {
        let phase: String
        init(container: Container) { phase = "new" }
        init(container: Container, parameter: String) {
            let tide: Tide = container.resolve()
            phase = parameter + String(describing: tide)
        }
    }

    /// Keeps its container and resolves more after its construction finished.
    final class Keeper: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let container: Container
        init(container: Container) { self.container = container }
        func makeAnother() -> Keeper { container.resolve() }
        func makeChild() -> KeeperChild { container.resolve() }
    }

    final class KeeperChild: InjectableObject {
        let keeper: Keeper
        init(container: Container) { keeper = container.resolve() }
    }
}

@Suite("Failures explain themselves")
struct FailureTests {
    typealias F = FailureFixtures

    @Test("an unregistered interface throws with the path from the outermost request")
    func unregisteredInterfaceDeepInTheGraph() throws {
        let container = DependencyContainer()
        container.register(interface: F.Service.self, implementation: F.ServiceImpl.self)

        let error = try #require(throws: ResolutionError.self) { try container.tryResolve() as F.AppModel }
        #expect(error.kind == .interfaceNotRegistered)
        #expect(
            error.path.map(\.description) == [
                "AppModel", "Service (interface)", "ServiceImpl", "Repository", "Unregistered (interface)",
            ])
        #expect(error.requested == ResolutionStep(typeName: "Unregistered", role: .interface))
        #expect(
            error.description.contains(
                "AppModel → Service (interface) → ServiceImpl → Repository → Unregistered (interface)"))
        #expect(error.description.contains("container.register(interface: Unregistered.self, implementation:"))
    }

    @Test("an unregistered key names the key and lists the registered ones")
    func unregisteredKey() throws {
        let container = DependencyContainer()
        container.register(interface: F.Service.self, key: "live", implementation: F.ServiceImpl.self)

        let keyed = try #require(throws: ResolutionError.self) {
            try container.tryResolveInterface(key: "mock") as F.Service
        }
        #expect(keyed.kind == .interfaceNotRegistered)
        #expect(keyed.requested.key == "mock")
        #expect(keyed.registeredKeys == ["live"])
        #expect(keyed.description.contains("under the key \"mock\""))

        let unkeyed = try #require(throws: ResolutionError.self) { try container.tryResolveInterface() as F.Service }
        #expect(unkeyed.description.contains("container.setDefaultKey(\"live\", for: Service.self)"))
    }

    @Test("an unbreakable two-type cycle is reported with the cycle itself")
    func twoTypeCycle() throws {
        let error = try #require(throws: ResolutionError.self) { try DependencyContainer().tryResolve() as F.A }
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.typeName) == ["A", "B", "A"])
        #expect(error.path.map(\.typeName) == ["A", "B", "A"])
        #expect(error.description.contains("Cycle: A → B → A"))
        #expect(error.description.contains("didInject(container:)"))
    }

    @Test("a persistent lifetime alone does not close a cycle through init")
    func persistentCycle() throws {
        let error = try #require(throws: ResolutionError.self) {
            try DependencyContainer().tryResolve() as F.PersistentB
        }
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.typeName) == ["PersistentB", "PersistentA", "PersistentB"])
    }

    @Test("a cycle through an interface and a keyed variant is reported")
    func cycleThroughInterfaceAndVariant() throws {
        let container = DependencyContainer()
        container.register(type: F.V8.self, key: "turbo") { _ in 8 }
        container.register(interface: F.Engine.self) { container in try container.tryResolve(key: "turbo") as F.V8 }

        let error = try #require(throws: ResolutionError.self) { try container.tryResolve() as F.Car }
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.description) == ["Car", "Engine (interface)", "V8[key: \"turbo\"]", "Car"])
    }

    @Test("an implementation that does not conform to its interface is a type mismatch")
    func typeMismatch() throws {
        let container = DependencyContainer()
        container.register(interface: F.Service.self, implementation: F.NotAService.self)

        let error = try #require(throws: ResolutionError.self) { try container.tryResolveInterface() as F.Service }
        #expect(error.kind == .typeMismatch(expected: "Service", actual: "NotAService"))
        #expect(error.description.contains("NotAService is not a Service"))
    }

    @Test("an error thrown by an initialiser travels with its path")
    func initializerFailure() throws {
        let error = try #require(throws: ResolutionError.self) {
            try DependencyContainer().tryResolve() as F.NeedsFailing
        }
        #expect(error.kind == .initializerFailed)
        #expect(error.underlyingError is F.Broken)
        #expect(error.path.map(\.typeName) == ["NeedsFailing", "Failing"])
        #expect(error.description.contains("Broken(the disk is full)"))
    }

    @Test("the container stays usable after a failure")
    func usableAfterFailure() throws {
        let container = DependencyContainer()
        #expect(throws: ResolutionError.self) { try container.tryResolve() as F.AppModel }
        container.register(interface: F.Service.self, implementation: F.ServiceImpl.self)
        container.register(interface: F.Unregistered.self, implementation: F.NotAService.self)
        #expect(throws: ResolutionError.self) { try container.tryResolve() as F.AppModel }
        container.remove(interface: F.Unregistered.self)
        final class Fine: F.Unregistered {}
        container.register(interface: F.Unregistered.self) { _ in Fine() }
        let model: F.AppModel = try container.tryResolve()
        #expect(model.service is F.ServiceImpl)
    }

    @Test("an object that keeps its container and resolves later is not a cycle")
    func keptContainerIsNotACycle() {
        let container = DependencyContainer()
        let keeper: F.Keeper = container.resolve()
        #expect(keeper.makeAnother() === keeper)
        #expect(keeper.makeChild().keeper === keeper)
    }

    @Test("resolve() stops with the full explanation of a missing interface")
    func trapMessageForMissingInterface() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DependencyContainer().resolve() as FailureFixtures.PlainApp
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Injectable cannot resolve the interface Unregistered: nothing is registered for it."))
        #expect(stderr.contains("Resolution path: PlainApp → Unregistered (interface)"))
        #expect(stderr.contains("Fix: register an implementation"))
    }

    @Test("resolve() stops with the cycle instead of overflowing the stack")
    func trapMessageForCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DependencyContainer().resolve() as FailureFixtures.PlainA
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Cycle: PlainA → PlainB → PlainA"))
        #expect(stderr.contains("didInject(container:)"))
    }

    // Every level of a chain of values is on the path when the innermost one stops the program:
    // a value's request records itself before its init runs, not on the way out of a failure
    // (a non-throwing resolve that fails never returns to the levels above it).
    @Test("resolve() deep in a chain of values stops with every value on the path")
    func trapMessageNamesEveryValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DependencyContainer().resolve() as FailureFixtures.House
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Resolution path: House → Room → Lamp → Unregistered (interface)"))
    }

    @Test("resolve() stops with a cycle made only of values, its keyed variant named")
    func trapMessageForValueCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            container.register(type: FailureFixtures.Moon.self, key: "full") { _ in "full" }
            _ = container.resolve() as FailureFixtures.Tide
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Cycle: Tide → Moon[key: \"full\"] → Tide"))
    }

    @Test("resolveInterface() stops with the type mismatch explained")
    func trapMessageForMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            container.register(
                interface: FailureFixtures.Service.self, implementation: FailureFixtures.NotAService.self)
            _ = container.resolveInterface() as FailureFixtures.Service
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("NotAService is not a Service"))
        #expect(stderr.contains("Resolution path: Service (interface)"))
    }
}
