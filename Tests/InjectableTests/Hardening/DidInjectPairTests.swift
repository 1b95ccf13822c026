// Two objects that resolve each other in `didInject`: an ephemeral Session and a persistent
// History. Resolving the uncached side (Session) first must not silently give a half-wired pair:
// either the pair comes out whole, or `tryResolve` throws a `ResolutionError` saying what to do.
import Injectable
import Testing

enum DidInjectPairFixtures {
    /// The pair with a weak back-link from History to its Session.
    final class WeakSession: InjectableObject {
        private(set) var history: WeakHistory?
        required init(container: Container) {}
        func didInject(container: Container) throws { history = try container.tryResolve() }
    }

    final class WeakHistory: InjectableObject {
        static let lifetime: Lifetime = .persistent
        private(set) weak var session: WeakSession?
        required init(container: Container) {}
        func didInject(container: Container) throws { session = try container.tryResolve() }
    }

    /// The same pair with a strong back-link (a reference cycle the test breaks at the end).
    final class StrongSession: InjectableObject {
        private(set) var history: StrongHistory?
        required init(container: Container) {}
        func didInject(container: Container) throws { history = try container.tryResolve() }
    }

    final class StrongHistory: InjectableObject {
        static let lifetime: Lifetime = .persistent
        var session: StrongSession?
        required init(container: Container) {}
        func didInject(container: Container) throws { session = try container.tryResolve() }
    }
}

// Nested in `Hardening` so that `--filter Hardening` selects every suite here.
extension Hardening {
    @Suite("Hardening: a didInject pair resolved from its uncached side")
    struct DidInjectPairTests {
        typealias F = DidInjectPairFixtures

        @Test("resolving the ephemeral side of a didInject pair first gives a whole pair or an error (weak back-link)")
        func weakBackLink() {
            let container = DependencyContainer()
            do {
                let session: F.WeakSession = try container.tryResolve()
                #expect(session.history != nil)
                #expect(
                    session.history?.session === session, "History's back-link does not lead to the Session returned")
            } catch {
                // Acceptable: the library refuses the half-wired pair and says which side to resolve.
                #expect(error.description.contains("WeakHistory"), "the error does not name the cached side: \(error)")
            }
        }

        @Test(
            "resolving the ephemeral side of a didInject pair first gives a whole pair or an error (strong back-link)")
        func strongBackLink() {
            let container = DependencyContainer()
            do {
                let session: F.StrongSession = try container.tryResolve()
                #expect(session.history != nil)
                #expect(session.history?.session === session, "History's back-link leads to another Session")
                session.history?.session = nil  // breaks the reference cycle
            } catch {
                #expect(
                    error.description.contains("StrongHistory"), "the error does not name the cached side: \(error)")
            }
        }
    }
}
