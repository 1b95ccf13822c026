// A `.graph` instance lives only as long as its resolve, so no change to the definitions makes
// it stale there: both paths keep the one instance of the resolve, and only a container's cache,
// whose instances outlive the resolve, forgets a build an override overtook.
import Testing

@testable import Injectable

private enum GS {
    final class Part: AsyncInjectableObject {
        static let lifetime: Lifetime = .graph
        init(container: Container) async throws {}
    }

    /// Asks its resolve's `.graph` store for `Part` twice, as two requests that found an override
    /// of it which was removed before they claimed the entry (the engine's own step, with the
    /// flag its route gave it).
    final class Root: AsyncInjectableObject {
        let first: Part
        let second: Part
        init(container: Container) async throws {
            first = try await Root.ask(container)
            second = try await Root.ask(container)
        }

        private static func ask(_ container: Container) async throws -> Part {
            let part = try await container.cachedAsyncObject(Part.self, key: nil, lifetime: .graph, overridden: true) {
                container in (try await Part(container: container), false)
            }
            return try #require(part as? Part)
        }
    }
}

@Suite("A .graph build is never stale")
struct GraphStaleTests {
    @Test(
        "an async .graph build that an override change overtook is kept for the rest of its resolve, as a thread's is")
    func overtakenGraphBuildIsKept() async throws {
        let container = DependencyContainer()
        let root: GS.Root = try await container.resolve()
        #expect(root.first === root.second, "the resolve built its .graph instance twice")
    }
}
