// validate() and the main actor: a registration that needs the main actor is checked on the main
// actor, by a validate() called there, and nowhere else.
import Foundation
import Injectable
import Testing

enum ValidationMainActorFixtures {
    protocol Clock {}
    protocol Missing {}
    protocol Feed: AnyObject {}

    struct WallClock: Clock, Sendable {}

    /// The threads the main-actor registration of `Clock` ran on, one entry per run: the value
    /// "runs" of the container from `app()`.
    static func runs(_ container: Container) -> Threads.Box<[ObjectIdentifier]> {
        container.stringKeyed.value(forKey: "runs", as: Threads.Box<[ObjectIdentifier]>.self)!
    }

    /// Nonisolated, but its graph needs the main actor: it resolves the store, registered with a
    /// main-actor implementation.
    final class FeedService: Feed, InjectableObject, Sendable {
        init(container: Container) throws {
            _ = try container.tryResolveInterface() as any MainActorAppFixtures.Store
        }
    }

    /// A container whose registrations need the main actor in three ways: a `@MainActor`
    /// closure, an implementation with an isolated conformance, and a nonisolated registration
    /// whose graph resolves the latter; and one that needs nothing.
    @MainActor
    static func app() -> DependencyContainer {
        let container = DependencyContainer()
        let runs = Threads.Box<[ObjectIdentifier]>()
        runs.value = []
        container.stringKeyed.setValue(runs, forKey: "runs")
        container.register(interface: (any Clock).self) { @MainActor _ in
            runs.value! += [ObjectIdentifier(Thread.current)]
            return MainActor.assumeIsolated { WallClock() }
        }
        container.register(
            interface: (any MainActorAppFixtures.Store).self, implementation: MainActorAppFixtures.DiskStore.self)
        container.register(interface: (any Feed).self, implementation: FeedService.self)
        container.register(
            interface: MainActorAppFixtures.Logger.self, implementation: MainActorAppFixtures.Logger.self)
        return container
    }
}

@Suite("Validation on the main actor")
struct ValidationMainActorTests {
    typealias F = ValidationMainActorFixtures

    /// It used to lend the main actor to a probe thread, running main-actor code there while the
    /// main actor's own thread waited.
    @Test("a @MainActor validate() checks main-actor registrations on the main actor's own thread")
    @MainActor
    func mainActorValidateChecksEverything() throws {
        let container = F.app()
        try container.validate()
        #expect(
            F.runs(container).value == [ObjectIdentifier(Thread.current)],
            "the @MainActor closure ran once, on the thread that called validate()")

        // A failure in a main-actor registration is reported as what it is.
        container.register(interface: (any F.Clock).self, key: "broken") { @MainActor container in
            _ = try container.tryResolveInterface() as any F.Missing
            return F.WallClock()
        }
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(error.failures.map(\.kind) == [.interfaceNotRegistered])
        #expect(error.failures.first?.path.map(\.typeName) == ["Clock", "Missing"])
    }

    /// Issue 30: off the main actor, validate() reported `@MainActor` closures as failures that
    /// said nothing about validate() itself.
    @Test("off the main actor, validate() reports each registration that needs the main actor as not checked")
    func offMainActorReportsUncheckedRegistrations() async throws {
        let container = await MainActor.run { F.app() }
        let error = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(F.runs(container).value == [], "nothing that needs the main actor ran off it")
        #expect(error.failures.isEmpty, "not checked is not failed")
        #expect(error.unchecked.map(\.kind) == [.needsMainActor, .needsMainActor, .needsMainActor])
        #expect(error.unchecked.map { $0.path.first?.typeName } == ["Clock", "Store", "Feed"])
        for unchecked in error.unchecked {
            #expect(unchecked.description.contains("not checked off the main actor"), "\(unchecked)")
            #expect(unchecked.description.contains("validate() ran off the main actor"), "\(unchecked)")
            #expect(unchecked.description.contains("try await container.validate()"), "\(unchecked)")
        }
        #expect(error.unchecked[1].description.contains("DiskStore"), "names what needs the main actor")
    }

    @Test("a nonisolated registration that asserts the main actor stops validate(): it belongs in a main-actor one")
    func assumeIsolatedInANonisolatedRegistrationStops() async {
        await #expect(processExitsWith: .failure) {
            let container = DependencyContainer()
            container.register(interface: (any F.Clock).self) { _ in
                MainActor.assumeIsolated { F.WallClock() }
            }
            _ = try? container.validate()
            exit(EXIT_SUCCESS)
        }
    }

    @Test("on the main actor, a non-throwing failure in a main-actor registration stops the program with its message")
    func nonThrowingFailureOnTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = DependencyContainer()
                container.register(interface: (any F.Clock).self) { @MainActor container in
                    _ = container.resolveInterface() as any F.Missing
                    return F.WallClock()
                }
                _ = try? container.validate()
            }
            exit(EXIT_SUCCESS)
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Injectable cannot resolve the interface Missing"), "\(stderr)")
    }
}
