import Foundation
import Injectable
import Testing

enum MainActorFixtures {
    /// Shared by main-actor code and by a detached task: `Sendable`.
    final class Settings: InjectableObject, Sendable {
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

// A `@MainActor` type's initialiser must not run off the main actor. Its conformance is isolated
// (`extension … : @MainActor InjectableObject`), so only main-actor code can resolve it directly;
// the optional form of `@Injected` resolves its wrapped type through a dynamic cast instead, and
// that path must not build the type from another thread.
enum MainActorOptionalPropertyFixtures {
    /// Counts the view model's initialisations, and those that ran off the main actor.
    final class Witness: Sendable {
        let inits = Threads.Counter()
        let offMain = Threads.Counter()
        static let key = "MainActorOptionalPropertyFixtures.Witness"
    }

    /// Marks the main queue, which runs the main actor's jobs.
    ///
    /// NB: not `Thread.isMainThread`: on Linux the test runner gives the main thread up to
    /// `dispatch_main()`, and the main queue (so the main actor) is then served by another thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    @MainActor
    final class ViewModel {
        let title = "Inbox"
        init(witness: Witness?) {
            // Recorded, not asserted: a trap here would take the whole suite down.
            witness?.inits.increment()
            if !MainActorOptionalPropertyFixtures.isOnMainQueue { witness?.offMain.increment() }
        }
    }

    /// Reads its view model from whichever thread asks; the optional form is nil when the
    /// view model cannot be resolved there.
    final class Screen {
        @Injected var model: ViewModel?
    }
}

extension MainActorOptionalPropertyFixtures.ViewModel: @MainActor InjectableObject {
    convenience init(container: Container) {
        self.init(witness: container.stringKeyed.value(forKey: MainActorOptionalPropertyFixtures.Witness.key))
    }
}

@Suite("Main-actor types through optional @Injected properties")
struct MainActorOptionalPropertyTests {
    typealias F = MainActorOptionalPropertyFixtures

    @Test("an optional @Injected @MainActor type read off the main actor does not run its init there")
    func optionalPropertyOffMainActor() async throws {
        let container = DependencyContainer()
        let witness = F.Witness()
        container.stringKeyed.setValue(witness, forKey: F.Witness.key)
        let screen = Threads.Unchecked(value: container.withCurrent { F.Screen() })
        let gotModel = Threads.Box<Bool>()
        let finished = await Threads.finishes {
            // A plain thread: certainly not the main one, nor isolated to the main actor.
            gotModel.value = screen.value.model != nil
        }
        try #require(finished, "the property read did not finish")
        #expect(
            witness.offMain.value == 0, "ViewModel.init ran off the main actor \(witness.offMain.value) time(s)")
        #expect(gotModel.value == false, "the property resolved a main-actor type off the main actor")
    }

    @Test("the same optional @Injected @MainActor type read on the main actor resolves (a control)")
    @MainActor
    func optionalPropertyOnMainActor() {
        let container = DependencyContainer()
        let witness = F.Witness()
        container.stringKeyed.setValue(witness, forKey: F.Witness.key)
        let screen = container.withCurrent { F.Screen() }
        #expect(screen.model?.title == "Inbox")
        #expect(witness.inits.value == 1)
        #expect(witness.offMain.value == 0)
    }
}
