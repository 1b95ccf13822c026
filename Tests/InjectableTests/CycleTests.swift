// Cycles that run through didInject or through a lazy @Injected property: reported as cycles,
// never a half-wired graph, a trap or a deadlock (cycles between initialisers and deep graphs:
// DepthTests.swift).
//
// NB: the fixtures' probes are string-keyed values, read through `stringKeyed`: a typed value
// would change what these tests observe (Support/StringKeyedValues.swift says how).

import Foundation
import Injectable
import Testing

// Two objects that resolve each other in `didInject`: an ephemeral Session and a persistent
// History. Resolving the uncached side (Session) first must not silently give a half-wired pair:
// either the pair comes out whole, or `tryResolve` throws a `ResolutionError` saying what to do.
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

@Suite("Cycles: a didInject pair resolved from its uncached side")
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

// A cycle that runs through a lazy `@Injected` property: a persistent Service whose initialiser
// reads `holder.part`, where resolving that property needs Service again. On one thread it must
// be reported as a cycle, not trap; across two threads it must not deadlock.
//
// The property is optional (`Part?`) on purpose: a property getter cannot throw, so with a
// non-optional property a detected cycle could only stop the program; the optional form leaves
// the library room to hand the cycle to the enclosing `tryResolve`.
//
// Both cases run in exit tests: on a buggy build the first traps (a failed precondition) and the
// second deadlocks; the child process enforces its own deadline and reports how it ended, and a
// trap fails the test instead of taking the suite down.
enum PropertyCycleFixtures {
    /// Owns the property; made under `withCurrent`, kept in the container's values.
    final class Holder: @unchecked Sendable {
        // @unchecked Sendable: its only state is the property wrapper's locked storage.
        @Injected var part: Part?
        static let key = "PropertyCycleFixtures.Holder"
    }

    /// Orders the two threads of the cross-thread case; absent in the one-thread case.
    final class Choreography: Sendable {
        let serviceBuilding = DispatchSemaphore(value: 0)
        let partBuilding = DispatchSemaphore(value: 0)
        let serviceBuilds = Threads.Counter()
        let partBuilds = Threads.Counter()
        static let key = "PropertyCycleFixtures.Choreography"
    }

    /// Needs the persistent Service.
    final class Part: InjectableObject {
        let service: Service
        required init(container: Container) throws {
            if let choreography = container.stringKeyed.value(forKey: Choreography.key, as: Choreography.self) {
                choreography.partBuilds.increment()
                if choreography.partBuilds.value == 1 { choreography.partBuilding.signal() }
            }
            service = try container.tryResolve()
        }
    }

    /// Persistent; its initialiser reads the holder's property, which needs a Service.
    final class Service: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let part: Part?
        required init(container: Container) throws {
            if let choreography = container.stringKeyed.value(forKey: Choreography.key, as: Choreography.self) {
                choreography.serviceBuilds.increment()
                if choreography.serviceBuilds.value == 1 {
                    // Lets the other thread start resolving the property, then reads it too.
                    choreography.serviceBuilding.signal()
                    _ = choreography.partBuilding.wait(timeout: .now() + Threads.deadline)
                }
            }
            guard let holder = container.stringKeyed.value(forKey: Holder.key, as: Holder.self) else {
                preconditionFailure("the test stores the holder in the container")
            }
            part = holder.part
        }
    }

    static func container() -> DependencyContainer {
        let container = DependencyContainer()
        container.stringKeyed.setValue(container.withCurrent { Holder() }, forKey: Holder.key)
        return container
    }

    /// Resolves itself in its initialiser: a cycle that no lifetime closes.
    final class Alone: InjectableObject {
        init(container: Container) throws { _ = try container.tryResolve() as Alone }
    }

    /// Owns an optional property whose resolution is `Alone`'s cycle: it reads as nil, and the
    /// resolve the read is part of throws the cycle.
    final class LoneHolder: @unchecked Sendable {
        // @unchecked Sendable: its only state is the property wrapper's locked storage.
        @Injected var alone: Alone?
        static let key = "PropertyCycleFixtures.LoneHolder"
    }

    struct Unwell: Error {}

    /// Reads the property (the cycle is deferred), then fails with an error of its own.
    final class Owner: InjectableObject {
        init(container: Container) throws {
            _ = container.stringKeyed.value(forKey: LoneHolder.key, as: LoneHolder.self)?.alone
            throw Unwell()
        }
    }

    /// A value whose didInject reads the property and returns normally.
    struct Reader: InjectableValue {
        init(container: Container) {}
        mutating func didInject(container: Container) throws {
            _ = container.stringKeyed.value(forKey: LoneHolder.key, as: LoneHolder.self)?.alone
        }
    }

    /// Unrelated to any cycle.
    final class Bystander: InjectableObject {
        init(container: Container) {}
    }

    /// Resolves an `Owner` (whose resolve fails with its own error, the cycle it deferred going
    /// with it), catches that, then resolves a `Bystander`.
    final class Parent: InjectableObject {
        init(container: Container) throws {
            _ = try? container.tryResolve() as Owner
            let _: Bystander = try container.tryResolve()
            let _: Bystander = try DependencyContainer().tryResolve()
        }
    }

    /// Reads the property (deferring the cycle), then resolves a persistent dependency.
    final class Reader2: InjectableObject {
        init(container: Container) throws {
            _ = container.stringKeyed.value(forKey: LoneHolder.key, as: LoneHolder.self)?.alone
            let _: Kept = try container.tryResolve()
        }
    }

    /// Persistent; counts its builds.
    final class Kept: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {
            container.stringKeyed.value(forKey: "kept builds", as: Threads.Counter.self)?.increment()
        }
    }

    /// A second holder of the same kind, for a second deferred cycle.
    final class SecondHolder: @unchecked Sendable {
        // @unchecked Sendable: its only state is the property wrapper's locked storage.
        @Injected var alone: Alone?
        static let key = "PropertyCycleFixtures.SecondHolder"
    }

    /// Persistent; reads the second holder's property: its own cycle.
    final class CachedReader: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {
            container.stringKeyed.value(forKey: "reader builds", as: Threads.Counter.self)?.increment()
            _ = container.stringKeyed.value(forKey: SecondHolder.key, as: SecondHolder.self)?.alone
        }
    }

    /// Reads the first holder's property (a cycle of its own), then resolves `CachedReader`.
    final class OuterReader: InjectableObject {
        init(container: Container) throws {
            _ = container.stringKeyed.value(forKey: LoneHolder.key, as: LoneHolder.self)?.alone
            let _: CachedReader = try container.tryResolve()
        }
    }

    /// Ephemeral; its first didInject throws, and its deinit reads the property: a cycle
    /// deferred after the request's last look for one.
    final class Flaky: InjectableObject {
        let container: Container
        init(container: Container) { self.container = container }
        func didInject(container: Container) throws {
            let builds = container.stringKeyed.value(forKey: "flaky builds", as: Threads.Counter.self)!
            builds.increment()
            if builds.value == 1 { throw Unwell() }
        }
        deinit { _ = container.stringKeyed.value(forKey: LoneHolder.key, as: LoneHolder.self)?.alone }
    }

    /// Resolves a `Flaky` that fails, then a `CachedReader`, which has a cycle of its own.
    final class FlakyUser: InjectableObject {
        init(container: Container) throws {
            _ = try? container.tryResolve() as Flaky
            let _: CachedReader = try container.tryResolve()
        }
    }

    static func loneContainer() -> DependencyContainer {
        let container = DependencyContainer()
        container.stringKeyed.setValue(container.withCurrent { LoneHolder() }, forKey: LoneHolder.key)
        return container
    }
}

@Suite("Cycles through a lazy @Injected property")
struct PropertyCycleTests {
    typealias F = PropertyCycleFixtures

    @Test("a cycle through a lazy @Injected property on one thread is a .cycle error from tryResolve, not a trap")
    func cycleOnOneThread() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = F.container()
            do throws(ResolutionError) {
                let service: F.Service = try container.tryResolve()
                print("tryResolve returned a Service (its part: \(service.part == nil ? "nil" : "set"))")
                ChildProcess.report("cycle", 0)
            } catch {
                print("tryResolve threw: \(error.kind)")
                ChildProcess.report("cycle", error.kind == .cycle ? 1 : 0)
            }
            exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child trapped: already recorded
        let output = ChildProcess.output(result)
        #expect(ChildProcess.value("cycle", in: output) == 1, "expected a .cycle error from tryResolve: \(output)")
    }

    @Test(
        "a cycle deferred by a property read ends with its resolve: the next resolve, in any container, does not throw it"
    )
    func deferredCycleEndsWithItsResolve() throws {
        let container = F.loneContainer()
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Owner }
        // The initialiser's own error is the one its resolve throws.
        #expect(error?.kind == .initializerFailed)
        #expect(error?.underlyingError is F.Unwell)
        // Same thread, a fresh container, a type with no cycle anywhere.
        let bystander: F.Bystander = try DependencyContainer().tryResolve()
        _ = bystander
        let again: F.Bystander = try container.tryResolve()
        _ = again
    }

    /// A deferred failure goes with its request: the first request after `Owner`'s to check for
    /// one does not throw it, in any container, though the outermost request is still running.
    @Test("a cycle deferred by a request that then fails with its own error does not reach the requests after it")
    func deferredCycleEndsWithItsRequest() throws {
        let container = F.loneContainer()
        let _: F.Parent = try container.tryResolve()
    }

    /// The dependency's build, which does not read the property, does not throw the cycle (a
    /// non-throwing resolve would stop the program at the wrong request).
    @Test("a cycle deferred by a request is thrown by that request, not by a dependency it resolves afterwards")
    func deferredCycleIsThrownByItsRequest() throws {
        let container = F.loneContainer()
        let builds = Threads.Counter()
        container.stringKeyed.setValue(builds, forKey: "kept builds")
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Reader2 }
        #expect(error?.kind == .cycle)
        #expect(error?.path.first?.typeName == "Reader2")
        // The dependency was built and kept: its build did not fail.
        let _: F.Kept = try container.tryResolve()
        #expect(builds.value == 1)
    }

    /// Every failure deferred on a thread is kept, not only the first: the persistent
    /// dependency's own cycle is not lost, and its failed build is not cached.
    @Test("a request nested in one with a deferred cycle still throws its own")
    func nestedDeferredCycles() throws {
        let container = F.loneContainer()
        container.stringKeyed.setValue(container.withCurrent { F.SecondHolder() }, forKey: F.SecondHolder.key)
        let builds = Threads.Counter()
        container.stringKeyed.setValue(builds, forKey: "reader builds")
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.OuterReader }
        #expect(error?.kind == .cycle)
        #expect(error?.path.map(\.typeName).contains("CachedReader") == true, "the nested request's own cycle")
        // Its failed build was not kept: the next request builds it again (the property,
        // which failed, now reads nil without resolving).
        let _: F.CachedReader = try container.tryResolve()
        #expect(builds.value == 2)
    }

    /// A deinit of the instance a failed request lets go runs after that request's last look
    /// for a deferred failure; what the deinit defers goes with that request all the same: a
    /// later request whose frame takes the same address does not throw it, and other failures
    /// can still be deferred (`CachedReader`'s own cycle is not lost).
    @Test("a cycle deferred after a request's last look for one goes with that request")
    func deferredAfterTheLastLook() throws {
        let container = F.loneContainer()
        container.stringKeyed.setValue(Threads.Counter(), forKey: "flaky builds")
        container.stringKeyed.setValue(container.withCurrent { F.SecondHolder() }, forKey: F.SecondHolder.key)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.FlakyUser }
        #expect(error?.kind == .cycle)
        #expect(error?.path.map(\.typeName).contains("CachedReader") == true, "CachedReader's own cycle")
    }

    @Test("a value's didInject that reads a property on a cycle makes its resolve throw the cycle")
    func valueDidInjectThrowsDeferredCycle() throws {
        let container = F.loneContainer()
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Reader }
        #expect(error?.kind == .cycle)
        #expect(error?.requested.typeName == "Alone")
        let bystander: F.Bystander = try DependencyContainer().tryResolve()
        _ = bystander
    }

    @Test("a cycle through a lazy @Injected property across two threads ends, any error being a .cycle")
    func cycleAcrossThreads() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = F.container()
            let choreography = F.Choreography()
            container.stringKeyed.setValue(choreography, forKey: F.Choreography.key)
            let holder = container.stringKeyed.value(forKey: F.Holder.key, as: F.Holder.self)!
            let serviceError = Threads.Box<ResolutionError>()
            let done = DispatchGroup()
            done.enter()
            Thread {
                // A: builds Service, whose init reads the property B is resolving.
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as F.Service
                } catch {
                    serviceError.value = error
                }
                done.leave()
            }.start()
            done.enter()
            Thread {
                // B: resolves the property, which needs the Service A is building.
                _ = choreography.serviceBuilding.wait(timeout: .now() + Threads.deadline)
                _ = holder.part
                done.leave()
            }.start()
            let finished = done.wait(timeout: .now() + Threads.deadline) == .success
            ChildProcess.report("finished", finished ? 1 : 0)
            if let error = serviceError.value {
                print("tryResolve threw: \(error.kind)")
                ChildProcess.report("other errors", error.kind == .cycle ? 0 : 1)
            }
            // Leaves the threads behind if they are stuck. NB: `_exit`, with no exit handlers:
            // the Address Sanitizer's leak check is one, and it finds the group unreachable
            // while the thread that held it last is still ending.
            fflush(nil)
            _exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child trapped: already recorded
        let output = ChildProcess.output(result)
        #expect(ChildProcess.value("finished", in: output) == 1, "the two threads deadlocked: \(output)")
        #expect(
            ChildProcess.value("other errors", in: output) ?? 0 == 0,
            "tryResolve threw something else than a cycle: \(output)")
    }
}

// A host whose init lists its plugins with `resolveAll()` as `[I?]`, and a plugin whose init
// resolves the host: a cycle. An optional form may take an absent or unbuildable
// implementation for `nil`, never a cycle, which is a mistake in the graph.
enum ResolveAllCycleFixtures {
    protocol Plugin: AnyObject {}

    final class Host: InjectableObject {
        let plugins: [(any Plugin)?]
        init(container: Container) {
            container.stringKeyed.value(forKey: "hosts", as: Threads.Counter.self)?.increment()
            plugins = container.resolveAll()
        }
    }

    final class HostPlugin: Plugin, InjectableObject {
        let host: Host
        init(container: Container) throws { host = try container.tryResolve() }
    }

    static func container(counting hosts: Threads.Counter) -> DependencyContainer {
        let container = DependencyContainer()
        container.stringKeyed.setValue(hosts, forKey: "hosts")
        container.register(interface: (any Plugin).self, implementation: HostPlugin.self)
        return container
    }
}

@Suite("Cycles through resolveAll() as [I?]")
struct ResolveAllCycleTests {
    typealias F = ResolveAllCycleFixtures

    @Test("a cycle through resolveAll() as [I?] is thrown by the resolve it is part of, as an optional @Injected's is")
    func cycleInsideResolve() async {
        // NB: on a thread of its own, with a stack of known size: the cycle is found where the
        // stack runs low.
        let (kind, hosts) = await Threads.offThePool { () -> (ResolutionError.Kind?, Int) in
            let hosts = Threads.Counter()
            let container = F.container(counting: hosts)
            do throws(ResolutionError) {
                _ = try container.tryResolve() as F.Host
                return (nil, hosts.value)
            } catch {
                return (error.kind, hosts.value)
            }
        }
        #expect(kind == .cycle, "tryResolve() threw \(kind.map { "\($0)" } ?? "nothing") after \(hosts) Host inits")
    }

    @Test(
        "a cycle through resolveAll() as [I?] outside any resolve stops the program, as resolveInterface() as I? does"
    )
    func cycleOutsideResolve() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let plugins: [(any F.Plugin)?] = F.container(counting: Threads.Counter()).resolveAll()
            print("resolveAll() returned \(plugins.count) plugins")
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Injectable found a dependency cycle"), "\(text.prefix(600))")
    }
}
