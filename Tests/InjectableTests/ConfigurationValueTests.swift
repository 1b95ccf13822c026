import Injectable
import Testing

extension InjectedValues {
    var configurationTestsPlaybackRate: Double { 1.0 }
    var configurationTestsSignedInUser: String? { nil }
}

enum ConfigurationFixtures {
    /// A session's model: reads the session's user where it is built.
    final class Greeting: InjectableObject, Sendable {
        let text: String
        init(container: Container) {
            text = "Hello, \(container.resolve(\.configurationTestsSignedInUser) ?? "guest")"
        }
    }

    /// Kept by the app's container: built there, it sees the app's values only.
    final class Player: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let rate: Double
        let user: String?
        init(container: Container) {
            rate = container.resolve(\.configurationTestsPlaybackRate)
            user = container.resolve(\.configurationTestsSignedInUser)
        }
    }

    final class RateOwner {
        @Injected(\.configurationTestsPlaybackRate) var rate
    }
}

@Suite("Typed configuration values")
struct ConfigurationValueTests {
    typealias F = ConfigurationFixtures

    @Test("a value set by key path is what resolve(keyPath) returns; the default otherwise")
    func setAndRead() {
        let container = DependencyContainer()
        #expect(container.resolve(\.configurationTestsPlaybackRate) == 1.0)
        container.setValue(2.0, for: \.configurationTestsPlaybackRate)
        #expect(container.resolve(\.configurationTestsPlaybackRate) == 2.0)
        container.setValue(1.5, for: \.configurationTestsPlaybackRate)
        #expect(container.resolve(\.configurationTestsPlaybackRate) == 1.5, "setting again replaces the value")
        container.removeOverride(\.configurationTestsPlaybackRate)
        #expect(container.resolve(\.configurationTestsPlaybackRate) == 1.0, "removing returns to the default")
    }

    @Test("a child sees its parent's value and may shadow it; the parent keeps its own")
    func childShadows() {
        let app = DependencyContainer()
        app.setValue(2.0, for: \.configurationTestsPlaybackRate)
        let test = app.child()
        #expect(test.resolve(\.configurationTestsPlaybackRate) == 2.0)
        test.setValue(0.5, for: \.configurationTestsPlaybackRate)
        #expect(test.resolve(\.configurationTestsPlaybackRate) == 0.5)
        #expect(app.resolve(\.configurationTestsPlaybackRate) == 2.0)
    }

    @Test("a scope's value is seen by what the scope builds, not by the app's persistent objects")
    func sessionCarriesItsUser() {
        let app = DependencyContainer()
        let ada = app.scope()
        ada.setValue("ada", for: \.configurationTestsSignedInUser)
        let grace = app.scope()
        grace.setValue("grace", for: \.configurationTestsSignedInUser)

        #expect((ada.resolve() as F.Greeting).text == "Hello, ada")
        #expect((grace.resolve() as F.Greeting).text == "Hello, grace")
        #expect((app.resolve() as F.Greeting).text == "Hello, guest")

        let player: F.Player = ada.resolve()
        #expect(player.user == nil, "a persistent object is built in the app's container, which has no user")
        #expect(player === grace.resolve() as F.Player)
    }

    @Test("@Injected(keyPath) reads the value set on the container that built its owner")
    func propertyReadsTheValue() {
        let container = DependencyContainer()
        container.setValue(3.0, for: \.configurationTestsPlaybackRate)
        let owner = container.withCurrent { F.RateOwner() }
        #expect(owner.rate == 3.0)
    }
}
