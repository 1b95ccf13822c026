// Failure messages are part of the API: these pin the texts a newcomer reads.
import Foundation
import Injectable
import Testing

enum MessageFixtures {
    protocol Unregistered {}

    final class Screen {
        @Injected var missing: Unregistered
    }

    /// Ephemeral, resolving each other in `didInject`: a cycle through `didInject`.
    final class Left: InjectableObject {
        var right: Right?
        init(container: Container) {}
        func didInject(container: Container) throws { right = try container.tryResolve() }
    }

    final class Right: InjectableObject {
        var left: Left?
        init(container: Container) {}
        func didInject(container: Container) throws { left = try container.tryResolve() }
    }

    protocol Store {}

    /// Registered for `Store` without conforming to it, and asks for a `Store` itself.
    final class DiskStore: InjectableObject {
        let backup: any Store
        init(container: Container) throws { backup = try container.tryResolveInterface() }
    }

    /// Asks for a `Store`, though the closure registered for `Store` needs it: a cycle.
    final class Journal: InjectableObject {
        let store: any Store
        init(container: Container) throws { store = try container.tryResolveInterface() }
    }

    /// What the closure registered for `Store` returns: it conforms.
    struct JournalStore: Store {
        let journal: Journal
    }
}

@Suite("Failure messages")
struct MessageTests {
    typealias F = MessageFixtures

    @Test("a failure stops with its explanation first, before the runtime's file and line")
    func explanationComesFirst() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DependencyContainer().resolveInterface() as F.Unregistered
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        let explanation = stderr.range(of: "Injectable cannot resolve the interface Unregistered")
        let fatal = stderr.range(of: "Fatal error")
        #expect(explanation != nil && fatal != nil)
        if let explanation, let fatal { #expect(explanation.lowerBound < fatal.lowerBound) }
    }

    @Test("an @Injected property that cannot resolve names the property and that current fell back to shared")
    func propertyFailureNamesItsOrigin() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = F.Screen().missing
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("Asked for by an @Injected property of type Unregistered"))
        #expect(stderr.contains("DependencyContainer.shared: no withCurrent was in effect"))
    }

    @Test("inject() that cannot resolve says so, and which container it used")
    func injectFailureNamesItsOrigin() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            container.withCurrent { _ = injectInterface() as F.Unregistered }
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(
            stderr.contains(
                "Asked for by injectInterface() in a default argument, from the container made current with withCurrent"
            ))
    }

    @Test("a cycle through didInject of uncached types says so, and how to fix it")
    func didInjectCycleMessage() throws {
        let error = #expect(throws: ResolutionError.self) { try DependencyContainer().tryResolve() as F.Left }
        let text = error?.description ?? ""
        #expect(error?.kind == .cycle)
        #expect(text.contains("The cycle runs through didInject(container:) of types that are not cached"))
        #expect(!text.contains("Each init(container:) in the cycle"))
    }

    @Test("an implementation that does not conform and resolves its own interface is a type mismatch, not a cycle")
    func nonConformingImplementationResolvingItsInterface() throws {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.DiskStore.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Store }
        #expect(error?.kind == .typeMismatch(expected: "Store", actual: "DiskStore"))
        #expect(error?.path.map(\.typeName) == ["Store"], "the path ends at the interface asked for")
        #expect(
            error?.description.hasPrefix(
                "Injectable resolved DiskStore for Store (interface), but DiskStore is not a Store.") == true)
        let text = try #require(error?.description)
        #expect(text.contains("It does not conform to the interface it is registered for"), "\(text)")
        #expect(text.contains("Fix: register an implementation that conforms to Store"), "\(text)")
        #expect(!text.contains("didInject"), "\(text)")
    }

    /// A closure's first request is whatever the closure resolves, not an implementation
    /// registered for the interface: the cycle is not reported as "Journal is not a Store", with
    /// a fix that cannot help.
    @Test("a closure registration whose dependency asks for the interface again is a cycle, not a type mismatch")
    func closureRegistrationCycle() throws {
        let container = DependencyContainer()
        container.register(interface: F.Store.self) { container in F.JournalStore(journal: try container.tryResolve()) }
        let error = try #require(
            #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Store })
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.description) == ["Store (interface)", "Journal", "Store (interface)"])
        #expect(!error.description.contains("is not a Store"), "\(error.description)")
    }
}
