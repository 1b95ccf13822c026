// Many threads and tasks resolve a mixed graph while others register, override, switch default
// keys, reset, clear, and create and drop child containers. Asserted: nothing crashes or hangs,
// every persistent instance is built exactly once per container (or once more per reset), and
// every resolve returns an instance of the type asked for.
import Foundation
import Injectable
import Testing

enum StressFixtures {
    // MARK: Bookkeeping

    /// Counts builds per container, type and key, and the resets that allow a rebuild.
    ///
    /// Containers are told apart by a token given when the test creates them, not by their
    /// address, which a dropped child's successor may reuse.
    final class Ledger: @unchecked Sendable {
        // @unchecked Sendable: every field is only touched while `lock` is held.
        private let lock = NSLock()
        private var tokens: [ObjectIdentifier: Int] = [:]
        private var nextToken = 0
        private var builds: [BuildKey: Int] = [:]
        private var resets: [ResetKey: Int] = [:]
        private var problems: [String] = []
        private var problemCount = 0

        struct BuildKey: Hashable {
            let token: Int
            let type: String
            let key: String?
        }

        /// `type` "*" stands for a reset of every type (`reset()`, `clear()`).
        struct ResetKey: Hashable {
            let token: Int
            let type: String
        }

        /// Gives `container` a new token; call before anyone resolves from it.
        @discardableResult
        func adopt(_ container: DependencyContainer) -> DependencyContainer {
            lock.withLock {
                nextToken += 1
                tokens[ObjectIdentifier(container)] = nextToken
            }
            return container
        }

        func recordBuild(_ type: Any.Type, key: String?, in container: Container) {
            let known = lock.withLock { () -> Bool in
                guard let token = tokens[ObjectIdentifier(container)] else { return false }
                builds[BuildKey(token: token, type: String(describing: type), key: key), default: 0] += 1
                return true
            }
            if !known { problem("\(type) was built by a container the test never created") }
        }

        /// Notes, before it happens, a reset of `type` (nil: of every type) in `container`.
        func noteReset(of type: Any.Type?, in container: DependencyContainer) {
            lock.withLock {
                guard let token = tokens[ObjectIdentifier(container)] else { return }
                resets[ResetKey(token: token, type: type.map { String(describing: $0) } ?? "*"), default: 0] += 1
            }
        }

        /// Notes, before it happens, a reset of the variant `type[key]` in every container (a
        /// registration replaced in the root reaches what the children cached from it).
        func noteResetEverywhere(of type: Any.Type, key: String) {
            lock.withLock { resets[ResetKey(token: 0, type: "\(type)[\(key)]"), default: 0] += 1 }
        }

        func problem(_ text: String) {
            lock.withLock {
                problemCount += 1
                if problems.count < 20 { problems.append(text) }
            }
        }

        /// Every container built each counted type at most once plus once per reset, and
        /// exactly once where it was never reset.
        func buildViolations() -> [String] {
            lock.withLock {
                builds.compactMap { entry -> String? in
                    let everywhere = entry.key.key.map { ResetKey(token: 0, type: "\(entry.key.type)[\($0)]") }
                    let allowedResets =
                        resets[ResetKey(token: entry.key.token, type: "*"), default: 0]
                        + resets[ResetKey(token: entry.key.token, type: entry.key.type), default: 0]
                        + (everywhere.map { resets[$0, default: 0] } ?? 0)
                    guard entry.value > 1 + allowedResets else { return nil }
                    let key = entry.key.key.map { "[key: \($0)]" } ?? ""
                    return "\(entry.key.type)\(key) was built \(entry.value) times in container #\(entry.key.token), "
                        + "which was reset \(allowedResets) times"
                }
            }
        }

        /// Builds per container that was never reset, to show the exact-once check had material.
        func neverResetBuilds() -> (containers: Int, builds: Int) {
            lock.withLock {
                let reset = Set(resets.keys.map(\.token))
                let clean = builds.filter { !reset.contains($0.key.token) }
                return (Set(clean.keys.map(\.token)).count, clean.values.reduce(0, +))
            }
        }

        var containerCount: Int { lock.withLock { nextToken } }

        var recordedProblems: (count: Int, first: [String]) { lock.withLock { (problemCount, problems) } }
    }

    static func ledger(_ container: Container) -> Ledger {
        guard let ledger = container.stringKeyed.value(forKey: "ledger", as: Ledger.self) else {
            preconditionFailure("a stress container without its ledger")
        }
        return ledger
    }

    // MARK: The graph

    struct Config: InjectableValue, Sendable {
        let name: String
        init(container: Container) { name = container.stringKeyed.value(forKey: "name", default: "stress") }
    }

    /// Persistent, never reset nor overridden by the churn: exactly once per container.
    final class Stable: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) { ledger(container).recordBuild(Self.self, key: nil, in: container) }
    }

    /// Persistent, reset by type in the root container by the churn.
    final class Resettable: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let stable: Stable
        init(container: Container) throws {
            stable = try container.tryResolve()
            ledger(container).recordBuild(Self.self, key: nil, in: container)
        }
    }

    final class Transient: InjectableObject, Sendable {
        static let lifetime: Lifetime = .transient
        let config: Config
        init(container: Container) throws { config = try container.tryResolve() }
    }

    /// Persistent keyed variants: built once per container and key.
    final class Variant: CustomInjectableObject, Sendable {
        typealias ParameterType = String
        static let lifetime: Lifetime = .persistent
        let key: String?

        init(container: Container) {
            key = nil
            ledger(container).recordBuild(Self.self, key: nil, in: container)
        }

        init(container: Container, parameter: String) {
            key = parameter
            ledger(container).recordBuild(Self.self, key: parameter, in: container)
        }
    }

    static let variantKeys = ["k0", "k1", "k2", "k3"]

    protocol Service: AnyObject, Sendable {
        var name: String { get }
    }

    /// Something a registration's closure captures, so that a factory freed too early is used
    /// after it was freed.
    final class Captured: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    final class ServiceA: Service, InjectableObject {
        let name = "a"
        init(container: Container) {}
    }

    final class ServiceB: Service, InjectableObject {
        static let lifetime: Lifetime = .transient
        let name = "b"
        init(container: Container) {}
    }

    /// Replaced by `MockMockable` while the churn has an override in place.
    class Mockable: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored properties.
        required init(container: Container) {}
    }

    final class MockMockable: Mockable, @unchecked Sendable {}

    final class GraphShared: InjectableObject, Sendable {
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }

    final class GraphSide: InjectableObject, Sendable {
        let shared: GraphShared
        init(container: Container) throws { shared = try container.tryResolve() }
    }

    /// Its two sides share one `.graph` instance.
    final class GraphUser: InjectableObject, Sendable {
        let left: GraphSide
        let right: GraphSide
        init(container: Container) throws {
            left = try container.tryResolve()
            right = try container.tryResolve()
        }
    }

    /// The top of the mixed graph.
    final class Ephemeral: InjectableObject, Sendable {
        let config: Config
        let stable: Stable
        let transient: Transient
        let service: any Service
        let variant: Variant

        init(container: Container) throws {
            config = try container.tryResolve()
            stable = try container.tryResolve()
            transient = try container.tryResolve()
            service = try container.tryResolveInterface()
            variant = try container.tryResolve(key: "k0")
        }
    }

    /// The seed's cycle pair (transient): the opener closes the cycle in `didInject`.
    final class Opener: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: `closer` is set in didInject, before the resolve that built the
        // instance returns.
        static let lifetime: Lifetime = .transient
        var closer: Closer?
        init(container: Container) {}
        func didInject(container: Container) throws { closer = try container.tryResolve() }
    }

    final class Closer: InjectableObject, Sendable {
        static let lifetime: Lifetime = .transient
        let opener: Opener
        init(container: Container) throws { opener = try container.tryResolve() }
    }

    /// Shared by many threads, which race on the first read of each property.
    final class Holder: @unchecked Sendable {
        // @unchecked Sendable: the wrappers are never reassigned and their storage is locked.
        @Injected var stable: Stable
        @Injected var service: any Service
        @Injected(mode: .live) var live: any Service
        @Injected(key: "k1") var variant: Variant
    }

    // MARK: The world the threads share

    final class World: @unchecked Sendable {
        // @unchecked Sendable: `children`, `holders`, `stopped` are only touched under `lock`;
        // `root` and `ledger` are immutable.
        let root: DependencyContainer
        let ledger = Ledger()
        let deadline: Date
        private let lock = NSLock()
        private var children: [DependencyContainer] = []
        private var holders: [Holder] = []
        private var stopped = false
        private var resolversLeft: Int
        private var rootStable: Stable?

        init(budget: TimeInterval, resolvers: Int) {
            deadline = Date(timeIntervalSinceNow: budget)
            resolversLeft = resolvers
            root = DependencyContainer()
            ledger.adopt(root)
            root.stringKeyed.setValue(ledger, forKey: "ledger")
            root.register(interface: Service.self, implementation: ServiceA.self)
            root.register(interface: Service.self, key: "a", implementation: ServiceA.self)
            root.register(interface: Service.self, key: "b", implementation: ServiceB.self)
            for key in variantKeys { root.register(type: Variant.self, key: key) }
            children = (0..<4).map { _ in makeChild() }
            holders = (0..<8).map { _ in makeHolder() }
        }

        func makeChild() -> DependencyContainer {
            let child = ledger.adopt(root.child())
            child.stringKeyed.setValue("child", forKey: "name")
            return child
        }

        func makeHolder() -> Holder {
            let container = Bool.random() ? root : child(Int.random(in: 0..<4))
            return container.withCurrent { Holder() }
        }

        func child(_ index: Int) -> DependencyContainer { lock.withLock { children[index % children.count] } }

        func replaceChild(_ index: Int) {
            let fresh = makeChild()
            let old = lock.withLock { () -> DependencyContainer in
                defer { children[index % children.count] = fresh }
                return children[index % children.count]
            }
            // NB: a container dropped with a diagnostics hook leaves the process-wide hook count
            // raised, which would slow every later test: remove it first.
            old.setDiagnostics(nil)
            _ = old  // the last reference may go here, while other threads still use it
        }

        func holder(_ index: Int) -> Holder { lock.withLock { holders[index % holders.count] } }

        func replaceHolder(_ index: Int) {
            let fresh = makeHolder()
            lock.withLock { holders[index % holders.count] = fresh }
        }

        /// Resolvers stop at their operation count or at the deadline.
        var shouldStop: Bool {
            lock.withLock { stopped } || Date() >= deadline
        }

        /// The churn goes on while any resolver runs.
        var shouldStopChurning: Bool {
            lock.withLock { stopped || resolversLeft == 0 } || Date() >= deadline
        }

        func resolverFinished() { lock.withLock { resolversLeft -= 1 } }

        func stop() { lock.withLock { stopped = true } }

        /// Removes the diagnostics hooks the churn left on the shared children.
        func removeHooks() {
            for child in lock.withLock({ children }) { child.setDiagnostics(nil) }
        }

        /// The root container is never reset as a whole, so its Stable never changes.
        func checkRootStable(_ stable: Stable) {
            let first = lock.withLock { () -> Stable in
                if let existing = rootStable { return existing }
                rootStable = stable
                return stable
            }
            if first !== stable { ledger.problem("the root container returned two different Stable instances") }
        }
    }

    /// A small deterministic generator, one per worker.
    struct Generator {
        var state: UInt64
        init(seed: Int) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static func expectType<T>(_ value: Any, _ type: T.Type, _ world: World, _ context: String) {
        if !(value is T) { world.ledger.problem("\(context): got \(Swift.type(of: value)), expected \(T.self)") }
    }

    // MARK: Operations

    /// One resolve (or a few) against a randomly chosen part of the graph. Returns how many
    /// resolves it made.
    static func resolveSomething(_ world: World, _ random: inout Generator, pairFailures: Failures) -> Int {
        let root = world.root
        do throws(ResolutionError) {
            switch random.next(14) {
            case 0:
                let object: Ephemeral = try root.tryResolve()
                if object.config.name != "stress" {
                    world.ledger.problem("Ephemeral got the config \(object.config.name)")
                }
                world.checkRootStable(object.stable)
                if object.variant.key != "k0" {
                    world.ledger.problem("Variant[k0] had the key \(object.variant.key ?? "nil")")
                }
                return 6
            case 1:
                let stable: Stable = try root.tryResolve()
                expectType(stable, Stable.self, world, "root Stable")
                world.checkRootStable(stable)
                return 1
            case 2:
                let service: any Service = try root.tryResolveInterface()
                if !(service is ServiceA || service is ServiceB) {
                    world.ledger.problem("Service was \(type(of: service))")
                }
                return 1
            case 3:
                let key = random.next(2) == 0 ? "a" : "b"
                let service: any Service = try root.tryResolveInterface(key: key)
                if service.name != key { world.ledger.problem("Service[\(key)] was \(type(of: service))") }
                return 1
            case 4:
                let key = variantKeys[random.next(variantKeys.count)]
                let variant: Variant = try root.tryResolve(key: key)
                if variant.key != key { world.ledger.problem("Variant[\(key)] had the key \(variant.key ?? "nil")") }
                return 1
            case 5:
                let object: Mockable = try (random.next(2) == 0 ? root : world.child(random.next(4))).tryResolve()
                expectType(object, Mockable.self, world, "Mockable")
                return 1
            case 6:
                let user: GraphUser = try root.tryResolve()
                if user.left.shared !== user.right.shared {
                    world.ledger.problem("a .graph instance was not shared in one resolve")
                }
                if user.left === user.right { world.ledger.problem("two ephemeral GraphSides were the same instance") }
                return 4
            case 7:
                // A short-lived child: its own caches, sometimes its own override, then dropped.
                let child = world.makeChild()
                if random.next(2) == 0 {
                    child.override(Mockable.self) { container in MockMockable(container: container) }
                }
                let object: Ephemeral = try child.tryResolve()
                if object.config.name != "child" {
                    world.ledger.problem("a child's Ephemeral got the config \(object.config.name)")
                }
                let stable: Stable = try child.tryResolve()
                if stable !== object.stable { world.ledger.problem("a child returned two Stable instances") }
                let mockable: Mockable = try child.tryResolve()
                expectType(mockable, Mockable.self, world, "child Mockable")
                return 8
            case 8:
                let child = world.child(random.next(4))
                let resettable: Resettable = try child.tryResolve()
                let key = variantKeys[random.next(variantKeys.count)]
                let variant: Variant = try child.tryResolve(key: key)
                if variant.key != key {
                    world.ledger.problem("a child's Variant[\(key)] had the key \(variant.key ?? "nil")")
                }
                expectType(resettable.stable, Stable.self, world, "child Resettable.stable")
                return 3
            case 9:
                let holder = world.holder(random.next(8))
                switch random.next(4) {
                case 0: expectType(holder.stable, Stable.self, world, "@Injected Stable")
                case 1:
                    let service = holder.service
                    if !(service is ServiceA || service is ServiceB) {
                        world.ledger.problem("@Injected Service was \(type(of: service))")
                    }
                case 2:
                    let service = holder.live
                    if !(service is ServiceA || service is ServiceB) {
                        world.ledger.problem("live @Injected Service was \(type(of: service))")
                    }
                default:
                    if holder.variant.key != "k1" { world.ledger.problem("@Injected Variant[k1] had another key") }
                }
                return 1
            case 10:
                do throws(ResolutionError) {
                    if random.next(2) == 0 {
                        let opener: Opener = try root.tryResolve()
                        if opener.closer?.opener !== opener { world.ledger.problem("the cycle pair was not closed") }
                    } else {
                        let closer: Closer = try root.tryResolve()
                        expectType(closer.opener, Opener.self, world, "Closer.opener")
                    }
                } catch {
                    pairFailures.add(error)
                }
                return 2
            case 11:
                let resettable: Resettable = try root.tryResolve()
                world.checkRootStable(resettable.stable)
                return 2
            case 12:
                let transient: Transient = try root.tryResolve()
                let again: Transient = try root.tryResolve()
                if transient !== again { world.ledger.problem("a transient instance held by the caller was rebuilt") }
                return 2
            default:
                let object: GraphShared = try root.tryResolve()
                let config: Config = try root.tryResolve()
                expectType(object, GraphShared.self, world, "GraphShared")
                expectType(config, Config.self, world, "Config")
                return 2
            }
        } catch {
            world.ledger.problem("unexpected \(error.kind): path \(error.path)")
            return 1
        }
    }

    /// One change to the world: registrations, default keys, overrides, resets, children.
    static func churnSomething(_ world: World, _ random: inout Generator) -> Int {
        let root = world.root
        switch random.next(12) {
        case 11:
            // Replaces a registration that unkeyed requests read without the lock (the unkeyed
            // one, or the default key's): the old factory and what it captures must outlive
            // every resolve still using it.
            let key = [nil, "a", "b"][random.next(3)]
            let captured = Captured(name: key ?? "a")
            if key == "b" {
                root.register(interface: Service.self, key: key) { container in
                    precondition(captured.name == "b")
                    return container.resolve() as ServiceB
                }
            } else {
                root.register(interface: Service.self, key: key) { container in
                    precondition(captured.name == "a")
                    return container.resolve() as ServiceA
                }
            }
        case 0:
            let key = "dyn\(random.next(8))"
            if random.next(2) == 0 {
                root.register(interface: Service.self, key: key, implementation: ServiceA.self)
            } else {
                root.register(interface: Service.self, key: key) { container in container.resolve() as ServiceB }
            }
        case 1:
            root.remove(interface: Service.self, key: "dyn\(random.next(8))")
        case 2:
            root.setDefaultKey([nil, "a", "b"][random.next(3)], for: Service.self)
        case 3:
            let target = random.next(2) == 0 ? root : world.child(random.next(4))
            if random.next(2) == 0 {
                target.override(Mockable.self) { container in MockMockable(container: container) }
            } else {
                target.removeOverride(Mockable.self)
            }
        case 4:
            world.ledger.noteReset(of: Resettable.self, in: root)
            root.reset(Resettable.self)
        case 5:
            let child = world.child(random.next(4))
            world.ledger.noteReset(of: nil, in: child)
            child.reset()
        case 6:
            let child = world.child(random.next(4))
            world.ledger.noteReset(of: nil, in: child)
            child.clear()
            child.stringKeyed.setValue("child", forKey: "name")
        case 7:
            world.replaceChild(random.next(4))
        case 8:
            // Registering a variant again forgets the instance cached for it in the root and in
            // every child that inherits the registration (all of them, here).
            let key = variantKeys[random.next(variantKeys.count)]
            world.ledger.noteResetEverywhere(of: Variant.self, key: key)
            root.register(type: Variant.self, key: key)
        case 9:
            // A diagnostics hook switches the resolvers onto their reporting paths.
            let child = world.child(random.next(4))
            if random.next(2) == 0 {
                child.setDiagnostics { _ in }
            } else {
                child.setDiagnostics(nil)
            }
        default:
            world.replaceHolder(random.next(8))
        }
        return 1
    }

    final class Failures: @unchecked Sendable {
        // @unchecked Sendable: `errors` is only touched while `lock` is held.
        private let lock = NSLock()
        private var errors: [ResolutionError] = []
        private(set) var count = 0
        func add(_ error: ResolutionError) {
            lock.withLock {
                count += 1
                if errors.count < 3 { errors.append(error) }
            }
        }
        var summary: (count: Int, first: [ResolutionError]) { lock.withLock { (count, errors) } }
    }

    /// Work done by one worker.
    final class Tally: @unchecked Sendable {
        // @unchecked Sendable: every field is only touched while `lock` is held.
        private let lock = NSLock()
        private var operations: [String: Int] = [:]
        private var finished: Set<String> = []
        func finish(_ worker: String, operations count: Int) {
            lock.withLock {
                operations[worker] = count
                finished.insert(worker)
            }
        }
        var total: Int { lock.withLock { operations.values.reduce(0, +) } }
        func total(ofWorkersNamed prefix: String) -> Int {
            lock.withLock { operations.filter { $0.key.hasPrefix(prefix) }.values.reduce(0, +) }
        }
        func unfinished(of workers: [String]) -> [String] {
            lock.withLock { workers.filter { !finished.contains($0) } }
        }
    }
}

@Suite("Stress")
struct StressTests {
    typealias F = StressFixtures

    static let resolverThreads = 8
    static let churnThreads = 4
    static let tasks = 16
    // Bounded twice: by these counts and by a deadline (which the Thread Sanitizer reaches first).
    static let operationsPerResolver = 20_000
    static let operationsPerTask = 2_000
    static let budget: TimeInterval = 3
    static let watchdog: TimeInterval = 300

    @Test("threads and tasks resolving a mixed graph while others churn: no crash, no hang, built once")
    func mixedGraphUnderChurn() async throws {
        let world = F.World(budget: Self.budget, resolvers: Self.resolverThreads + Self.tasks)
        let tally = F.Tally()
        let pairFailures = F.Failures()
        let done = DispatchGroup()
        let workers =
            (0..<Self.resolverThreads).map { "resolver thread \($0)" }
            + (0..<Self.churnThreads).map { "churn thread \($0)" }
            + (0..<Self.tasks).map { "task \($0)" }

        for index in 0..<Self.resolverThreads {
            done.enter()
            Thread {
                var random = F.Generator(seed: index + 1)
                var operations = 0
                for _ in 0..<Self.operationsPerResolver {
                    if world.shouldStop { break }
                    operations += F.resolveSomething(world, &random, pairFailures: pairFailures)
                }
                tally.finish("resolver thread \(index)", operations: operations)
                world.resolverFinished()
                done.leave()
            }.start()
        }
        for index in 0..<Self.churnThreads {
            done.enter()
            Thread {
                var random = F.Generator(seed: 1_000 + index)
                var operations = 0
                while !world.shouldStopChurning {
                    operations += F.churnSomething(world, &random)
                    // Churn a little slower than resolving, so the resolvers also see quiet spells.
                    usleep(500)
                }
                tally.finish("churn thread \(index)", operations: operations)
                done.leave()
            }.start()
        }
        for index in 0..<Self.tasks {
            done.enter()
            Task.detached {
                var random = F.Generator(seed: 2_000 + index)
                var operations = 0
                for step in 0..<Self.operationsPerTask {
                    if world.shouldStop { break }
                    operations += F.resolveSomething(world, &random, pairFailures: pairFailures)
                    if step.isMultiple(of: 50) { await Task.yield() }
                }
                tally.finish("task \(index)", operations: operations)
                world.resolverFinished()
                done.leave()
            }
        }

        // The watchdog: wait on a thread of its own, so that a deadlock fails the test instead
        // of hanging it, and the cooperative pool stays free for the tasks above.
        // NB: 300 s, not the 3 s the work takes: in the whole suite on a loaded 2-core machine,
        // other suites' synchronous tests (deep graphs, cycles found at the end of the stack)
        // can hold both threads of the cooperative pool for over a minute, and the tasks above
        // only start then. A deadlock never finishes; a starved task finishes late.
        let reported = DispatchSemaphore(value: 0)
        let finished = await withCheckedContinuation { continuation in
            Thread {
                let finished = done.wait(timeout: .now() + Self.watchdog) == .success
                continuation.resume(returning: finished)
                // NB: deadlocked tasks may hold every thread of the cooperative pool, and then
                // this test never resumes to report it: stop the process instead of hanging.
                if !finished, reported.wait(timeout: .now() + 20) == .timedOut {
                    fatalError(
                        "stress: deadlock, and the test cannot resume; unfinished: \(tally.unfinished(of: workers))")
                }
            }.start()
        }
        world.stop()
        guard finished else {
            Issue.record("deadlock: \(tally.unfinished(of: workers)) did not finish within \(Int(Self.watchdog)) s")
            reported.signal()
            return
        }

        world.removeHooks()
        let resolves = tally.total(ofWorkersNamed: "resolver") + tally.total(ofWorkersNamed: "task")
        let changes = tally.total(ofWorkersNamed: "churn")
        print(
            "stress: \(Self.resolverThreads) resolving threads + \(Self.tasks) resolving tasks + \(Self.churnThreads) "
                + "changing threads ran \(resolves) resolves and \(changes) changes (\(tally.total) operations) "
                + "over \(world.ledger.containerCount) containers")

        let problems = world.ledger.recordedProblems
        #expect(problems.count == 0, "wrong results, first: \(problems.first)")
        let violations = world.ledger.buildViolations()
        #expect(violations.count == 0, "persistent instances built too often, first: \(violations.prefix(5))")
        let clean = world.ledger.neverResetBuilds()
        #expect(clean.containers > 10, "the exactly-once check covered \(clean.containers) never-reset containers")
        let pair = pairFailures.summary
        #expect(
            pair.count == 0,
            "\(pair.count) resolves of the cycle pair failed, first: \(pair.first.map { "\($0.kind): cycle \($0.cycle), path \($0.path)" })"
        )

        // Everything still resolves afterwards.
        let after: F.Ephemeral = try world.root.tryResolve()
        #expect(after.stable === (world.root.resolve() as F.Stable))
    }
}
