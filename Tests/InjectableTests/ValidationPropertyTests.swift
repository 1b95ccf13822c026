// `validate()` probes each registration on a thread of its own, in a scratch child container. An
// `@Injected` property built during a probe captures `DependencyContainer.current`; the probe must
// make that the scratch child, or the property resolves from elsewhere: from the shared container
// (a false failure, since the test's `withCurrent` does not reach the probe thread), or from the
// default container (which may be the validated one: validate then leaves instances cached in it).
import Foundation
import Injectable
import Testing

enum ValidationPropertyFixtures {
    protocol Clock: AnyObject {}
    protocol Feed: AnyObject {}

    /// Persistent; counts its builds in the container's `builds` counter.
    final class SystemClock: Clock, InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {
            container.stringKeyed.value(forKey: "builds", as: Threads.Counter.self)?.increment()
        }
    }

    /// Resolves its clock through an eager property: while its owner is built, from `current`.
    final class FeedService: Feed, InjectableObject {
        @Injected(mode: .eager) var clock: any Clock
        required init(container: Container) {}
    }

    /// A complete composition: both interfaces registered.
    static func container() -> (DependencyContainer, Threads.Counter) {
        let container = DependencyContainer()
        let builds = Threads.Counter()
        container.stringKeyed.setValue(builds, forKey: "builds")
        container.register(interface: Clock.self, implementation: SystemClock.self)
        container.register(interface: Feed.self, implementation: FeedService.self)
        return (container, builds)
    }
}

@Suite("Validation: @Injected properties built by validate()'s probes")
struct ValidationPropertyTests {
    typealias F = ValidationPropertyFixtures

    @Test("validate() under withCurrent passes for a graph whose @Injected properties resolve")
    func validateUnderWithCurrent() {
        let (container, _) = F.container()
        do throws(ValidationError) {
            try container.withCurrent { () throws(ValidationError) in try container.validate() }
        } catch {
            Issue.record("validate() reported a graph that resolves: \(error)")
        }
        // The graph does resolve under withCurrent.
        let feed: any F.Feed = container.withCurrent { container.resolveInterface() }
        #expect(feed is F.FeedService)
    }

    // NB: an exit test, because `setDefault` is process-wide: in the child process it cannot
    // change what `current` is for the tests running beside this one.
    @Test("validate() with the validated container as the default leaves no instance cached in it")
    func validateWithDefaultCachesNothing() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let (container, builds) = F.container()
            DependencyContainer.setDefault(container)
            do throws(ValidationError) {
                try container.validate()
            } catch {
                print("validate() failed: \(error)")
            }
            let before = builds.value
            let _: any F.Clock = container.resolveInterface()
            ChildProcess.report("built after validate", builds.value - before)
            exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child crashed: already recorded
        let output = ChildProcess.output(result)
        let built = try #require(ChildProcess.value("built after validate", in: output), "\(output)")
        #expect(
            built == 1, "validate() left the persistent SystemClock cached in the validated container: \(output)")
    }
}
