// A kept instance of a type that is not Sendable is handed only to the isolation domain it was
// built in: a request from another domain fails with `.crossesIsolation`, naming both domains
// and the fixes, instead of sharing one instance between two domains that may run at once.
// Sendable types, actors, main-actor types, ephemeral instances and a child container per
// domain are unaffected.
import Foundation
import Injectable
import Testing

@globalActor
actor DomainTestActor {
    static let shared = DomainTestActor()
}

enum DomainFixtures {
    /// The issue's counter: shared, and not Sendable.
    final class Counter: InjectableObject {
        static let lifetime: Lifetime = .persistent
        var value = 0
        init(container: Container) {}
    }

    /// A transient counter: shared while someone holds it.
    final class TransientCounter: InjectableObject {
        static let lifetime: Lifetime = .transient
        var value = 0
        init(container: Container) {}
    }

    /// Not Sendable, but never shared.
    final class Scratch: InjectableObject {
        var value = 0
        init(container: Container) {}
    }

    /// Shared and Sendable.
    final class Clock: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// Shared and Sendable, asked for from generic code only (until the test proves it).
    final class GenericClock: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    /// A nonisolated type whose init resolves the counter: the counter is built in the domain of
    /// whoever resolves the owner.
    final class CounterOwner: InjectableObject {
        let counter: Counter
        init(container: Container) { counter = container.resolve() }
    }

    protocol Plugin: AnyObject {}

    /// A plug-in that is not Sendable, shared.
    final class CountingPlugin: Plugin, InjectableObject {
        static let lifetime: Lifetime = .persistent
        var count = 0
        init(container: Container) {}
    }

    /// The plug-ins DomainTestActor gets, after resolving the counting one directly.
    @DomainTestActor static func pluginsOnOther(_ container: DependencyContainer) throws(ResolutionError) -> Bool {
        let direct: CountingPlugin = try container.tryResolve()
        let all: [any Plugin] = try container.tryResolveAll()
        let optional: [(any Plugin)?] = container.resolveAll()
        return all.count == 1 && all[0] === direct && optional[0] === direct
    }

    /// Holds a value across domains the compiler cannot see (a test's way to smuggle one).
    final class Smuggler<Value>: @unchecked Sendable {
        // @unchecked Sendable: written once before it is shared, then only read.
        var value: Value?
    }

    /// The identity of the counter the main actor gets.
    @MainActor static func onMain(_ container: DependencyContainer) -> ObjectIdentifier {
        ObjectIdentifier(container.resolve() as Counter)
    }

    /// The identity of the counter DomainTestActor gets.
    @DomainTestActor static func onOther(_ container: DependencyContainer) throws(ResolutionError) -> ObjectIdentifier {
        ObjectIdentifier(try container.tryResolve() as Counter)
    }

    @DomainTestActor static func failureOnOther(_ container: DependencyContainer) -> ResolutionError? {
        failure { () throws(ResolutionError) -> Counter in try container.tryResolve() }
    }

    /// `T` resolved from generic code, which cannot prove `T: Sendable`.
    static func generic<T: InjectableObject>(_ container: DependencyContainer, _ type: T.Type) throws(ResolutionError)
        -> T
    {
        try container.tryResolve()
    }

    @DomainTestActor static func genericOnOther<T: InjectableObject>(_ container: DependencyContainer, _ type: T.Type)
        throws(ResolutionError) -> T
    {
        try container.tryResolve()
    }

    /// The failure of `body`, if it throws one.
    static func failure<R>(_ body: () throws(ResolutionError) -> R) -> ResolutionError? {
        do {
            _ = try body()
            return nil
        } catch { return error }
    }
}

@Suite("Kept instances stay in their isolation domain")
struct IsolationDomainTests {
    typealias F = DomainFixtures

    @Test("a persistent non-Sendable instance built on the main actor is not handed to another actor")
    func persistentAcrossActors() async throws {
        let container = DependencyContainer()
        let counter = await F.onMain(container)
        #expect(await F.onMain(container) == counter, "the main actor keeps getting its instance")
        let error = try #require(await F.failureOnOther(container))
        #expect(error.kind == .crossesIsolation(builtOn: "the main actor", askedOn: "global actor DomainTestActor"))
        #expect(error.path == [ResolutionStep(typeName: "Counter")])
        let text = error.description
        #expect(text.contains("Injectable cannot hand Counter to global actor DomainTestActor"))
        #expect(text.contains("belongs to the main actor"))
        #expect(text.contains("make it Sendable"))
        #expect(text.contains(".ephemeral"))
        #expect(text.contains("resolve it once"))
        #expect(text.contains("container.child()"))
        #expect(text.contains("& Sendable"))
        print("bad input, a kept instance asked for from another actor:\n\(error)")
    }

    @Test("a scope hands the instance it got from its home only to the domain that instance belongs to")
    func scopeKeepsHomeDomain() async throws {
        let scope = DependencyContainer().scope()
        let counter = await F.onMain(scope)
        // The scope's own hit, first from another domain: the home's record goes with the instance.
        let error = try #require(await F.failureOnOther(scope))
        #expect(error.kind == .crossesIsolation(builtOn: "the main actor", askedOn: "global actor DomainTestActor"))
        #expect(await F.onMain(scope) == counter, "the main actor keeps getting the home's instance")
    }

    @Test("the issue's race: resolve() on a second actor stops with both domains named")
    func resolveStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            @MainActor func bumpOnMain(_ n: Int) {
                let c: DomainFixtures.Counter = container.resolve()
                for _ in 0..<n { c.value += 1 }
            }
            @DomainTestActor func bumpOnOther(_ n: Int) {
                let c: DomainFixtures.Counter = container.resolve()
                for _ in 0..<n { c.value += 1 }
            }
            await bumpOnMain(10)
            await bumpOnOther(10)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Injectable cannot hand Counter to global actor DomainTestActor"), "\(text)")
        #expect(text.contains("belongs to the main actor"))
        #expect(text.contains("Fix"))
        #expect(text.contains("crosses isolation domains while resolving Counter"))
    }

    @Test("a transient instance alive in one domain is not handed to another")
    func transientAcrossActors() async throws {
        let container = DependencyContainer()
        let held = F.Smuggler<F.TransientCounter>()
        await MainActor.run { held.value = container.resolve() }
        let error = await { @DomainTestActor () -> ResolutionError? in
            F.failure { () throws(ResolutionError) -> F.TransientCounter in try container.tryResolve() }
        }()
        #expect(error?.kind == .crossesIsolation(builtOn: "the main actor", askedOn: "global actor DomainTestActor"))
        withExtendedLifetime(held) {}
    }

    @Test("two threads outside any task do not share a kept non-Sendable instance")
    func threadsDoNotShare() async throws {
        let container = DependencyContainer()
        let built = DispatchSemaphore(value: 0)
        let asked = DispatchSemaphore(value: 0)
        // The first thread stays alive until the second has asked: a thread that ended is a
        // domain that ended, whose instance nothing else uses any more.
        async let first = Threads.offThePool { () -> ResolutionError? in
            let failure = F.failure { () throws(ResolutionError) -> F.Counter in try container.tryResolve() }
            built.signal()
            asked.wait()
            return failure
        }
        async let second = Threads.offThePool { () -> ResolutionError? in
            built.wait()
            let failure = F.failure { () throws(ResolutionError) -> F.Counter in try container.tryResolve() }
            asked.signal()
            return failure
        }
        let (firstFailure, secondFailure) = await (first, second)
        #expect(firstFailure == nil, "the first thread builds it")
        let error = try #require(secondFailure)
        guard case .crossesIsolation(let builtOn, let askedOn) = error.kind else {
            Issue.record("expected .crossesIsolation, got \(error.kind)")
            return
        }
        #expect(builtOn.hasPrefix("thread ") && builtOn.hasSuffix(" (outside any task)"))
        #expect(askedOn.hasPrefix("thread ") && askedOn.hasSuffix(" (outside any task)"))
        #expect(builtOn != askedOn)
    }

    @Test("a provider made on the main actor does not hand the main actor's instance to another actor")
    func providerAcrossActors() async throws {
        let container = DependencyContainer()
        let smuggled = F.Smuggler<Provider<F.Counter>>()
        await MainActor.run {
            let provider: Provider<F.Counter> = container.resolve()
            _ = provider()
            smuggled.value = provider
        }
        let error = await { @DomainTestActor () -> ResolutionError? in
            F.failure { () throws(ResolutionError) -> F.Counter in try smuggled.value!.get() }
        }()
        #expect(error?.kind == .crossesIsolation(builtOn: "the main actor", askedOn: "global actor DomainTestActor"))
    }

    @Test("the same domain gets the same instance, however often and however deep it asks")
    func sameDomain() async throws {
        let container = DependencyContainer()
        // Built inside a nonisolated init resolved on DomainTestActor: it belongs to that actor.
        let owner = try await { @DomainTestActor () throws(ResolutionError) -> ObjectIdentifier in
            let owner: F.CounterOwner = try container.tryResolve()
            return ObjectIdentifier(owner.counter)
        }()
        let direct = try await F.onOther(container)
        #expect(owner == direct)
        #expect(try await F.onOther(container) == direct)
    }

    @Test("resolveAll on an actor is a request of that actor's domain")
    func resolveAllOnAnActor() async throws {
        let container = DependencyContainer()
        container.register(interface: (any F.Plugin).self, key: "counting", implementation: F.CountingPlugin.self)
        #expect(try await F.pluginsOnOther(container))
    }

    @Test("Sendable types, actors and ephemeral instances go to any domain")
    func unaffected() async throws {
        let container = DependencyContainer()
        let clock: F.Clock = await MainActor.run { container.resolve() }
        let clockOnOther = await { @DomainTestActor () -> F.Clock in container.resolve() }()
        #expect(clock === clockOnOther)
        let scratch = F.Smuggler<F.Scratch>()
        await MainActor.run { scratch.value = container.resolve() }
        let scratchOnOther = await { @DomainTestActor () -> ObjectIdentifier in
            ObjectIdentifier(container.resolve() as F.Scratch)
        }()
        #expect(ObjectIdentifier(scratch.value!) != scratchOnOther, "each request builds its own")
        // From 64 tasks at once: built once, shared by all.
        let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 { group.addTask { ObjectIdentifier(container.resolve() as F.Clock) } }
            var seen = Set<ObjectIdentifier>()
            for await instance in group { seen.insert(instance) }
            return seen
        }
        #expect(seen == [ObjectIdentifier(clock)])
    }

    @Test("a child container per domain gives each domain its own instance")
    func childPerDomain() async throws {
        let container = DependencyContainer()
        let mainChild = container.child()
        let otherChild = container.child()
        let onMain = await F.onMain(mainChild)
        let onOther = try await F.onOther(otherChild)
        #expect(onMain != onOther)
    }

    @Test("generic code gets a Sendable type anywhere once a concrete request proved it Sendable")
    func genericLearnsSendable() async throws {
        let container = DependencyContainer()
        let clock = try F.generic(container, F.GenericClock.self)
        // Not proven yet: the instance belongs to this task, and another actor cannot have it.
        let before = await { @DomainTestActor () -> ResolutionError? in
            F.failure { () throws(ResolutionError) -> F.GenericClock in
                try F.genericOnOther(container, F.GenericClock.self)
            }
        }()
        #expect(before != nil, "generic code cannot tell that GenericClock is Sendable")
        // A concrete request that builds one proves it, for the whole process.
        let _: F.GenericClock = container.child().resolve()
        let after = try await F.genericOnOther(container, F.GenericClock.self)
        #expect(after === clock)
    }
}

// MARK: - Requests with no isolation of their own, made on an actor

/// A value whose init resolves the counter: its request passes no `#isolation` (a value's
/// init, like a property's first read, has no caller's isolation to give).
struct CounterHolder: InjectableValue {
    let counter: DomainFixtures.Counter
    init(container: Container) throws { counter = try container.tryResolve() }
}

/// Two actors that each reach the counter through `CounterHolder`.
actor FirstVisitedActor {
    let container: DependencyContainer
    init(container: DependencyContainer) { self.container = container }
    func counter() throws(ResolutionError) -> ObjectIdentifier {
        ObjectIdentifier((try container.tryResolve() as CounterHolder).counter)
    }
}

actor SecondVisitedActor {
    let container: DependencyContainer
    init(container: DependencyContainer) { self.container = container }
    func counter() throws(ResolutionError) -> ObjectIdentifier {
        ObjectIdentifier((try container.tryResolve() as CounterHolder).counter)
    }
}

@Suite("A request without isolation belongs to the actor it runs on")
struct ActorExecutorDomainTests {
    /// Before, such a request belonged to its task: one task that visited two actors carried
    /// one non-Sendable instance from the first to the second.
    @Test("one task visiting two actors does not carry a kept instance from the first to the second")
    func oneTaskTwoActors() async throws {
        let container = DependencyContainer()
        let first = FirstVisitedActor(container: container)
        let second = SecondVisitedActor(container: container)
        _ = try await first.counter()
        let result = await { () async -> Result<ObjectIdentifier, ResolutionError> in
            do throws(ResolutionError) { return .success(try await second.counter()) } catch { return .failure(error) }
        }()
        guard case .failure(let error) = result else {
            Issue.record("the second actor got the first one's instance")
            return
        }
        #expect(
            error.kind
                == .crossesIsolation(
                    builtOn: "an instance of actor FirstVisitedActor",
                    askedOn: "an instance of actor SecondVisitedActor"))
    }

    /// Before, each task was a domain of its own, so a second task on the same actor was refused.
    @Test("two tasks on one actor share its kept instances")
    func twoTasksOneActor() async throws {
        let container = DependencyContainer()
        let actor = FirstVisitedActor(container: container)
        let first = Task { try await actor.counter() }
        let second = Task { try await actor.counter() }
        #expect(try await first.value == second.value)
    }
}

@Suite("The crossesIsolation message, as a newcomer reads it")
struct CrossesIsolationMessageTests {
    @Test("a request from nonisolated code in a task is named so, with the fixes that apply to it")
    func nonisolatedCodeInATask() async throws {
        let container = DependencyContainer()
        _ = await DomainFixtures.onMain(container)
        let error = try #require(
            await Task.detached {
                DomainFixtures.failure { () throws(ResolutionError) -> DomainFixtures.Counter in
                    try container.tryResolve()
                }
            }.value)
        guard case .crossesIsolation(let builtOn, let askedOn) = error.kind else {
            Issue.record("\(error)")
            return
        }
        #expect(builtOn == "the main actor")
        #expect(askedOn.hasPrefix("nonisolated code in task "))
        let text = error.description
        #expect(text.contains("could use one instance at the same time"))
        #expect(text.contains("isolation: isolated (any Actor)? = #isolation"))
        #expect(text.contains("NonisolatedNonsendingByDefault"))
    }
}
