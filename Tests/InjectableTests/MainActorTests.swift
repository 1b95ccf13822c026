import Injectable
import Testing

enum MainActorFixtures {
    final class Settings: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let title = "Inbox"
        init(container: Container) {}
    }

    @MainActor
    final class ViewModel {
        let settings: Settings
        var title: String { settings.title }

        init(settings: Settings) {
            self.settings = settings
        }
    }
}

// The conformance is isolated to the main actor: only main-actor code can resolve it.
extension MainActorFixtures.ViewModel: @MainActor InjectableObject {
    convenience init(container: Container) {
        self.init(settings: container.resolve())
    }
}

@Suite("Main-actor types")
struct MainActorTests {
    @Test("a @MainActor class with an isolated conformance resolves from main-actor code")
    @MainActor
    func isolatedConformance() {
        let container = DependencyContainer()
        let model: MainActorFixtures.ViewModel = container.resolve()
        #expect(model.title == "Inbox")
        #expect(model.settings === container.resolve() as MainActorFixtures.Settings)
    }

    @Test("the container can be used from any isolation and handed across tasks")
    func containerIsSendable() async {
        let container = DependencyContainer()
        let fromTask = await Task.detached { ObjectIdentifier(container.resolve() as MainActorFixtures.Settings) }.value
        let fromMain = await MainActor.run { ObjectIdentifier(container.resolve() as MainActorFixtures.Settings) }
        #expect(fromTask == fromMain)
    }
}
