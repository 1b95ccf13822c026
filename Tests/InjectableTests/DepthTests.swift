// Cycles of every length up to 50 are reported with their exact path, and deep acyclic graphs
// either resolve or stop with `.tooDeep`: never a stack overflow.
//
// NB: the fixtures' probes are string-keyed values, read through `stringKeyed`: a typed value
// would change what these tests observe (Support/StringKeyedValues.swift says how).
import Foundation
import Injectable
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum DepthFixtures {
    // MARK: Cycles through keyed variants

    /// Key `i` is registered with the parameter `i + 1 mod n`, and each variant resolves the
    /// variant its parameter names: a ring of `n` keyed variants of one type.
    final class Ring: CustomInjectableObject {
        typealias ParameterType = Int
        let next: Ring?

        init(container: Container) { next = nil }

        init(container: Container, parameter: Int) throws {
            next = try container.tryResolve(key: String(parameter))
        }
    }

    // MARK: Cycles through interfaces

    protocol Hop {}

    // MARK: Cycles through plain types, hand-written

    final class Alone: InjectableObject {
        let me: Alone
        init(container: Container) throws { me = try container.tryResolve() }
    }

    final class PairA: InjectableObject {
        let b: PairB
        init(container: Container) throws { b = try container.tryResolve() }
    }

    final class PairB: InjectableObject {
        let a: PairA
        init(container: Container) throws { a = try container.tryResolve() }
    }

    final class TrioA: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let b: TrioB
        init(container: Container) throws { b = try container.tryResolve() }
    }

    final class TrioB: InjectableObject {
        static let lifetime: Lifetime = .transient
        let c: TrioC
        init(container: Container) throws { c = try container.tryResolve() }
    }

    final class TrioC: InjectableObject {
        let a: TrioA
        init(container: Container) throws { a = try container.tryResolve() }
    }

    // MARK: Cycles through generated plain types

    /// Type-level natural numbers: `Succ<Succ<Zero>>` is 2. They give as many distinct types as
    /// a test needs, so a cycle of `n` different types can be generated.
    protocol Peano: SendableMetatype {
        static var count: Int { get }
    }

    enum Zero: Peano {
        static var count: Int { 0 }
    }

    enum Succ<P: Peano>: Peano {
        static var count: Int { P.count + 1 }
    }

    /// `Loop<k>` resolves `Loop<k + 1>`, and the last one (the container's value "length")
    /// resolves `Loop<Zero>`.
    final class Loop<P: Peano>: InjectableObject {
        let next: AnyObject

        init(container: Container) throws {
            let length = container.stringKeyed.value(forKey: "length", default: 1)
            if P.count + 1 < length {
                next = try container.tryResolve() as Loop<Succ<P>>
            } else {
                next = try container.tryResolve() as Loop<Zero>
            }
        }
    }

    /// Builds nothing on its own: only the overrides registered by a test make it cycle.
    final class Stub<P: Peano>: InjectableObject {
        init(container: Container) {}
    }

    static func number(_ value: Int) -> any Peano.Type {
        var type: any Peano.Type = Zero.self
        for _ in 0..<value { type = successor(of: type) }
        return type
    }

    static func successor<P: Peano>(of type: P.Type) -> any Peano.Type { Succ<P>.self }

    static func loopName(_ value: Int) -> String { loopName(number(value)) }

    static func stubName(_ value: Int) -> String { stubName(number(value)) }

    private static func loopName<P: Peano>(_ type: P.Type) -> String { _typeName(Loop<P>.self, qualified: false) }

    private static func stubName<P: Peano>(_ type: P.Type) -> String { _typeName(Stub<P>.self, qualified: false) }

    /// Makes `Stub<value>` resolve `Stub<next>` through an override.
    static func overrideStub(_ value: Int, toward next: Int, in container: DependencyContainer) {
        overrideStub(number(value), toward: number(next), in: container)
    }

    private static func overrideStub<P: Peano>(
        _ type: P.Type, toward next: any Peano.Type, in container: DependencyContainer
    ) {
        container.override(Stub<P>.self) { container in
            _ = try resolveStub(next, from: container)
            return Stub<P>(container: container)
        }
    }

    static func resolveStub(_ value: Int, from container: Container) throws(ResolutionError) -> AnyObject {
        try resolveStub(number(value), from: container)
    }

    private static func resolveStub<P: Peano>(
        _ type: P.Type, from container: Container
    ) throws(ResolutionError) -> AnyObject {
        try container.tryResolve() as Stub<P>
    }

    // MARK: Legitimate re-entry

    /// The seed's cycle pair: the opener closes the cycle in `didInject`.
    final class Opener: InjectableObject {
        static let lifetime: Lifetime = .transient
        var closer: Closer?

        init(container: Container) {}

        func didInject(container: Container) throws { closer = try container.tryResolve() }
    }

    final class Closer: InjectableObject {
        static let lifetime: Lifetime = .transient
        let opener: Opener

        init(container: Container) throws {
            opener = try container.tryResolve()
            container.stringKeyed.setValue(
                container.stringKeyed.value(forKey: "closerBuilds", default: 0) + 1, forKey: "closerBuilds")
        }
    }

    /// A persistent leaf reached twice through two paths: the second is a cache hit, not a cycle.
    final class Diamond: InjectableObject {
        let left: DiamondSide
        let right: DiamondSide

        init(container: Container) throws {
            left = try container.tryResolve()
            right = try container.tryResolve()
        }
    }

    final class DiamondSide: InjectableObject {
        let shared: DiamondLeaf
        init(container: Container) throws { shared = try container.tryResolve() }
    }

    final class DiamondLeaf: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    // MARK: Deep acyclic chains

    /// `resolve(key: "d")` builds a chain of `d + 1` nodes: key `i` resolves key `i - 1`, with
    /// the node type of the chain's lifetime (a lifetime belongs to the type). Only the depth is
    /// kept, so releasing a deep chain does not recurse.
    ///
    /// NB: one concrete class per lifetime, not one generic class: a generic node's recursion
    /// runs through unspecialised code, whose larger frames would measure the test, not the
    /// library.
    final class Deep: CustomInjectableObject, DeepNode {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .ephemeral
        let depth: Int
        init(container: Container) { depth = 1 }
        init(container: Container, parameter: Int) throws {
            depth = parameter > 0 ? (try container.tryResolve(key: String(parameter - 1)) as Deep).depth + 1 : 1
        }
    }

    final class TransientDeep: CustomInjectableObject, DeepNode {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .transient
        let depth: Int
        init(container: Container) { depth = 1 }
        init(container: Container, parameter: Int) throws {
            depth =
                parameter > 0 ? (try container.tryResolve(key: String(parameter - 1)) as TransientDeep).depth + 1 : 1
        }
    }

    final class PersistentDeep: CustomInjectableObject, DeepNode {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .persistent
        let depth: Int
        init(container: Container) { depth = 1 }
        init(container: Container, parameter: Int) throws {
            depth =
                parameter > 0 ? (try container.tryResolve(key: String(parameter - 1)) as PersistentDeep).depth + 1 : 1
        }
    }

    final class GraphDeep: CustomInjectableObject, DeepNode {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .graph
        let depth: Int
        init(container: Container) { depth = 1 }
        init(container: Container, parameter: Int) throws {
            depth = parameter > 0 ? (try container.tryResolve(key: String(parameter - 1)) as GraphDeep).depth + 1 : 1
        }
    }

    /// What the chain reads of a node.
    protocol DeepNode: SendableMetatype { var depth: Int { get } }

    /// Registers the chain's keys for `lifetime`'s node type, and resolves its top.
    struct Chain {
        let register: @Sendable (DependencyContainer, Int) -> Void
        let resolve: @Sendable (DependencyContainer, String) throws(ResolutionError) -> Int

        init<Node: CustomInjectableObject & DeepNode>(_: Node.Type) where Node.ParameterType == Int {
            register = { container, index in container.register(type: Node.self, key: String(index)) { _ in index } }
            resolve = { container, key throws(ResolutionError) in (try container.tryResolve(key: key) as Node).depth }
        }

        static func of(_ lifetime: Lifetime) -> Chain {
            switch lifetime {
            case .ephemeral: Chain(Deep.self)
            case .transient: Chain(TransientDeep.self)
            case .persistent: Chain(PersistentDeep.self)
            case .graph: Chain(GraphDeep.self)
            case .scoped: fatalError("a scoped chain needs a scope")
            }
        }
    }

    /// A container where keys "0" ..< "count" form one chain of `lifetime`.
    static func deepContainer(keys count: Int, lifetime: Lifetime = .ephemeral) -> DependencyContainer {
        let container = DependencyContainer()
        let chain = Chain.of(lifetime)
        for index in 0..<count { chain.register(container, index) }
        container.stringKeyed.setValue(lifetime, forKey: "lifetime")
        return container
    }

    enum ChainOutcome: Equatable, Sendable {
        case resolved(depth: Int)
        case tooDeep(depth: Int)
        case failed(String)
    }

    /// Resolves a chain of `depth` nodes, none of them cached before.
    static func resolveChain(_ depth: Int, in container: DependencyContainer) -> ChainOutcome {
        container.reset()
        let lifetime = container.stringKeyed.value(forKey: "lifetime", default: Lifetime.ephemeral)
        do throws(ResolutionError) {
            return .resolved(depth: try Chain.of(lifetime).resolve(container, String(depth - 1)))
        } catch {
            if case .tooDeep(let at) = error.kind { return .tooDeep(depth: at) }
            return .failed(error.description)
        }
    }

    /// The deepest chain that resolves on the calling thread, by binary search. Also checks that
    /// every attempt either resolved to the right depth or stopped with `.tooDeep`.
    static func deepestChain(in container: DependencyContainer, limit: Int) -> (deepest: Int, failures: [String]) {
        var failures: [String] = []
        func fits(_ depth: Int) -> Bool {
            switch resolveChain(depth, in: container) {
            case .resolved(let built):
                if built != depth { failures.append("a chain of \(depth) built \(built) nodes") }
                return true
            case .tooDeep:
                return false
            case .failed(let message):
                failures.append(message)
                return false
            }
        }
        guard fits(1) else { return (0, failures + ["a single node did not resolve"]) }
        // Double until a chain does not fit, then bisect between the last two tries, to within
        // 1/64 (each try costs time proportional to the square of its depth).
        var low = 1
        var high = 2
        while high <= limit, fits(high) {
            low = high
            high *= 2
        }
        guard high <= limit else { return (low, failures) }
        while high - low > max(1, low / 64) {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return (low, failures)
    }

    /// The size of the calling thread's stack, in KiB, or nil when it cannot be read.
    static func stackKiB() -> Int? {
        #if canImport(Glibc)
            // NB: Glibc's module map hides the GNU extension `pthread_getattr_np`; look it up instead.
            typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &base, &size) == 0 else { return nil }
            return size / 1024
        #elseif canImport(Darwin)
            return pthread_get_stacksize_np(pthread_self()) / 1024
        #else
            return nil
        #endif
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it, at most
    /// `timeout` seconds (nil when it did not finish: a hang fails the test instead of blocking).
    ///
    /// NB: the wait happens on a thread of its own, so that the test does not hold a thread of
    /// the cooperative pool, which the stress suite's tasks need, while a deep graph resolves.
    static func onThread<R: Sendable>(
        stackSize: Int, timeout: TimeInterval = 120, _ body: @escaping @Sendable () -> R
    ) async -> R? {
        let result = ResultBox<R>()
        let done = DispatchSemaphore(value: 0)
        let join = startThread(stackSize: stackSize) {
            result.set(body())
            done.signal()
        }
        return await withCheckedContinuation { continuation in
            Thread {
                let finished = done.wait(timeout: .now() + timeout) == .success
                // A thread that hangs keeps its stack.
                if finished { join() }
                continuation.resume(returning: finished ? result.get() : nil)
            }.start()
        }
    }

    #if canImport(Glibc)
        /// What a thread started by `startThread` runs.
        private final class Start: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }

        /// Starts `body` on a thread whose stack is exactly `stackSize` bytes of memory of its own,
        /// above a guard page; returns what waits for the thread to end and frees the stack.
        ///
        /// NB: not Foundation's `Thread`: glibc gives a new thread the cached stack of an ended one
        /// when that is up to four times larger than asked for, so a "512 KiB" thread may run on
        /// 2 MiB, and the depth guard (which reads the real bounds) lets it go deeper.
        private static func startThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> @Sendable () -> Void
        {
            let page = sysconf(Int32(_SC_PAGESIZE))
            let length = page + stackSize
            guard let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                memory != MAP_FAILED, mprotect(memory, page, PROT_NONE) == 0
            else { fatalError("cannot map a \(stackSize >> 10) KiB stack") }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstack(&attributes, memory + page, stackSize)
            let start = Unmanaged.passRetained(Start(body)).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { start in
                    Unmanaged<Start>.fromOpaque(start!).takeRetainedValue().body()
                    return nil
                }, start)
            guard created == 0 else { fatalError("cannot start a thread: error \(created)") }
            let address = UInt(bitPattern: memory)
            return { [thread] in
                pthread_join(thread, nil)
                munmap(UnsafeMutableRawPointer(bitPattern: address), length)
            }
        }
    #else
        private static func startThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> @Sendable () -> Void
        {
            let thread = Thread(block: body)
            thread.stackSize = stackSize
            thread.start()
            return {}
        }
    #endif

    final class ResultBox<R>: @unchecked Sendable {
        // @unchecked Sendable: `value` is only touched while `lock` is held.
        private let lock = NSLock()
        private var value: R?
        func set(_ newValue: R) { lock.withLock { value = newValue } }
        func get() -> R? { lock.withLock { value } }
    }
}

/// The error a throwing resolve ends with, or nil if it succeeded.
private func failure<T>(_ body: () throws -> T) -> ResolutionError? {
    do {
        _ = try body()
        return nil
    } catch let error as ResolutionError {
        return error
    } catch {
        Issue.record("expected a ResolutionError, got \(error)")
        return nil
    }
}

@Suite("Cycles and deep graphs")
struct DepthTests {
    typealias F = DepthFixtures

    // MARK: Cycles

    @Test("a cycle through n keyed variants is reported with its n + 1 steps", arguments: 1...50)
    func keyedVariantCycle(length: Int) throws {
        let container = DependencyContainer()
        for index in 0..<length {
            container.register(type: F.Ring.self, key: String(index)) { _ in (index + 1) % length }
        }
        let error = try #require(failure { try container.tryResolve(key: "0") as F.Ring })
        #expect(error.kind == .cycle)
        #expect(error.cycle.count == length + 1)
        #expect(error.cycle.first == error.cycle.last)
        let ringName = _typeName(F.Ring.self, qualified: false)
        #expect(error.cycle == (0...length).map { ResolutionStep(typeName: ringName, key: String($0 % length)) })
        #expect(error.path == error.cycle, "resolved from outside, the whole path is the cycle")
        #expect(error.description.contains("Cycle: \(ringName)[key: \"0\"] → "))
    }

    @Test("a cycle through n interface registrations is reported with its n + 1 steps", arguments: 1...50)
    func interfaceCycle(length: Int) throws {
        let container = DependencyContainer()
        for index in 0..<length {
            container.register(interface: F.Hop.self, key: String(index)) { container in
                try container.tryResolveInterface(key: String((index + 1) % length))
            }
        }
        let error = try #require(failure { try container.tryResolveInterface(key: "0") as F.Hop })
        #expect(error.kind == .cycle)
        #expect(error.cycle.count == length + 1)
        #expect(error.cycle.first == error.cycle.last)
        let hopName = _typeName(F.Hop.self, qualified: false)
        #expect(
            error.cycle
                == (0...length).map { ResolutionStep(typeName: hopName, key: String($0 % length), role: .interface) })
    }

    @Test("a cycle through n generated types is reported with its n + 1 steps", arguments: 1...50)
    func plainTypeCycle(length: Int) throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(length, forKey: "length")
        let error = try #require(failure { try container.tryResolve() as F.Loop<F.Zero> })
        #expect(error.kind == .cycle)
        #expect(error.cycle.count == length + 1)
        #expect(error.cycle.first == error.cycle.last)
        #expect(error.cycle.map(\.typeName) == (0...length).map { F.loopName($0 % length) })
        #expect(Set(error.cycle.dropLast()).count == length, "every type of the cycle appears once")
    }

    @Test("hand-written cycles of one, two and three types, with every lifetime on the way")
    func handWrittenCycles() throws {
        let alone = try #require(failure { try DependencyContainer().tryResolve() as F.Alone })
        #expect(alone.kind == .cycle)
        #expect(alone.cycle.map(\.typeName) == ["Alone", "Alone"])

        let pair = try #require(failure { try DependencyContainer().tryResolve() as F.PairA })
        #expect(pair.kind == .cycle)
        #expect(pair.cycle.map(\.typeName) == ["PairA", "PairB", "PairA"])

        let container = DependencyContainer()
        let trio = try #require(failure { try container.tryResolve() as F.TrioB })
        #expect(trio.kind == .cycle)
        #expect(trio.cycle.map(\.typeName) == ["TrioB", "TrioC", "TrioA", "TrioB"])
        // The failed build left no slot behind: asking again reports the same cycle, no hang.
        let again = try #require(failure { try container.tryResolve() as F.TrioA })
        #expect(again.cycle.map(\.typeName) == ["TrioA", "TrioB", "TrioC", "TrioA"])
    }

    // From 2: an override that resolves the very type it overrides decorates the original (see
    // OverrideTests), it is not a cycle of one.
    @Test("a cycle made only of overrides is reported with its n + 1 steps", arguments: 2...50)
    func overrideCycle(length: Int) throws {
        let container = DependencyContainer()
        for index in 0..<length {
            F.overrideStub(index, toward: (index + 1) % length, in: container)
        }
        let error = try #require(failure { try F.resolveStub(0, from: container) })
        #expect(error.kind == .cycle)
        #expect(error.cycle.count == length + 1)
        #expect(error.cycle.first == error.cycle.last)
        #expect(error.cycle.map(\.typeName) == (0...length).map { F.stubName($0 % length) })

        // Removing one override breaks the ring: everything resolves.
        container.removeOverride(F.Stub<F.Zero>.self)
        #expect(failure { try F.resolveStub(0, from: container) } == nil)
        #expect(failure { try F.resolveStub(length - 1, from: container) } == nil)
    }

    @Test("closing the seed's cycle from its second half is re-entry, not a cycle")
    func legitimateReEntry() throws {
        let container = DependencyContainer()
        let closer: F.Closer = try container.tryResolve()
        let opener = try #require(closer.opener.closer).opener
        #expect(opener === closer.opener)
        #expect(container.resolve() as F.Closer === closer.opener.closer, "one Closer stays cached")
        #expect(container.resolve() as F.Opener === closer.opener)
        // The Opener's didInject, which asks for the Closer, waits until Closer.init has
        // returned and the Closer is stored: one Closer.init for the one cached instance.
        #expect(container.stringKeyed.value(forKey: "closerBuilds", default: 0) == 1)

        let fresh = DependencyContainer()
        let opener2: F.Opener = try fresh.tryResolve()
        #expect(opener2.closer?.opener === opener2)
        #expect(fresh.stringKeyed.value(forKey: "closerBuilds", default: 0) == 1)
        // Each pair holds itself, as the seed's does: break both, so that a leak checker
        // (`--sanitize=address`) reports no leak for this test.
        closer.opener.closer = nil
        opener2.closer = nil
    }

    /// The same request coming back is a cycle only if nothing was cached on the thread since
    /// the first one began: a recursion that caches something at each level may end (through
    /// what it cached), so when the stack runs out it is reported as too deep, not as a cycle.
    @Test("a request repeated with something cached in between is too deep, not a cycle, when the stack runs out")
    func cachedInBetweenIsNotACycle() async throws {
        let container = DependencyContainer()
        let kind = try #require(
            await F.onThread(stackSize: 512 << 10) { failure({ try container.tryResolve() as CachingRecursion })?.kind }
        )
        guard case .tooDeep(let depth) = kind else {
            Issue.record("expected .tooDeep, got \(String(describing: kind))")
            return
        }
        #expect(depth > 2)
    }

    /// Only the requests that began after the last instance was cached can repeat forever: the
    /// cycle is found among them, past the level that cached something.
    @Test("a recursion that caches once and then repeats itself is a cycle, found past the caching level")
    func cycleAfterCaching() throws {
        let container = DependencyContainer()
        let error = try #require(failure { try container.tryResolve() as CachingOnce })
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.typeName) == ["CachingOnce", "CachingOnce"])
        // The outermost request (which cached the marker) is on the path, not in the cycle.
        #expect(error.path.count > error.cycle.count)
    }

    /// What counts is what was cached between the two requests' beginnings, not since: an
    /// instance cached after the repetition began does not make it any less of a cycle.
    @Test("a repetition with nothing cached between the two requests is a cycle, whatever is cached after")
    func cachedAfterTheRepetitionIsStillACycle() async throws {
        // The first level resolves itself at once, so the first two requests are the same one
        // with nothing cached between them; from the second on, every level caches a new
        // transient instance before it resolves itself.
        let container = DependencyContainer()
        let error = try #require(
            await F.onThread(stackSize: 512 << 10) {
                failure { try container.tryResolve() as CachingAfterRepetition }
            })
        let found = try #require(error)
        #expect(found.kind == .cycle)
        #expect(found.cycle.map(\.typeName) == ["CachingAfterRepetition", "CachingAfterRepetition"])
    }

    /// An override's request runs the override's closure; the request for the same type inside
    /// it runs the original's init. They are two different requests, even with nothing cached
    /// between them (found in review: a decorator above a deep graph that ends was reported as
    /// the cycle `Top → Top`, which no lifetime could break, instead of as too deep).
    @Test("a decorating override is not the request it decorates: a deep graph under it is too deep, not a cycle")
    func decoratorAboveADeepGraphIsTooDeep() async throws {
        let container = DependencyContainer()
        for index in 0..<3000 { container.register(type: Link.self, key: String(index)) { _ in index } }
        container.override(Top.self) { container in Top(wrapping: try container.tryResolve() as Top) }
        let error = try #require(
            await F.onThread(stackSize: 512 << 10) {
                failure { try container.tryResolve() as Top }
            })
        let found = try #require(error, "3,000 levels fit in 512 KiB")
        guard case .tooDeep(let stopped) = found.kind else {
            Issue.record("expected .tooDeep, got \(found.kind)")
            return
        }
        // Deep past the override (a debug build stops after about 100 levels).
        #expect(stopped > 50)
        #expect(Array(found.path.prefix(3).map(\.description)) == ["Top (override)", "Top", "Link[key: \"2999\"]"])
        // The same graph resolves where the stack is large enough.
        let depth = await F.onThread(stackSize: 64 << 20) { (try? container.tryResolve() as Top)?.depth }
        #expect(depth == 3000)
    }

    /// Found in review: a request for `Config` outside any override and one inside `Logger`'s
    /// (which gets the original `Logger`, not the override) were taken for the same request.
    @Test("the same request inside and outside an override's closure is not a repetition")
    func overrideContextIsPartOfTheRequest() async throws {
        let container = DependencyContainer()
        for index in 0..<3000 { container.register(type: Link.self, key: String(index)) { _ in index } }
        container.override(Top.self) { container in Top(wrapping: try container.tryResolve() as Config) }
        let error = try #require(
            await F.onThread(stackSize: 512 << 10) {
                failure { try container.tryResolve() as Config }
            })
        let found = try #require(error, "3,000 levels fit in 512 KiB")
        guard case .tooDeep = found.kind else {
            Issue.record("expected .tooDeep, got \(found.kind): \(found.cycle.map(\.description))")
            return
        }
        #expect(Array(found.path.prefix(4).map(\.description)) == ["Config", "Top (override)", "Config", "Top"])
        let depth = await F.onThread(stackSize: 64 << 20) { (try? container.tryResolve() as Config)?.depth }
        #expect(depth == 3000)
    }

    @Test("an original that resolves itself under its decorating override is still a cycle")
    func decoratedSelfRecursionIsACycle() async throws {
        let container = DependencyContainer()
        container.override(SelfRecursion.self) { try $0.tryResolve() as SelfRecursion }
        let error = try #require(
            await F.onThread(stackSize: 512 << 10) {
                failure { try container.tryResolve() as SelfRecursion }
            })
        let found = try #require(error)
        #expect(found.kind == .cycle)
        #expect(found.cycle.map(\.description) == ["SelfRecursion", "SelfRecursion"])
        #expect(Array(found.path.prefix(2).map(\.description)) == ["SelfRecursion (override)", "SelfRecursion"])
    }

    /// A recursion that caches something at every other level repeats itself, with nothing
    /// cached in between, from its first level: the same cycle whatever stack it runs out of.
    @Test(
        "a recursion that caches at every other level is the same cycle on any stack",
        arguments: [296, 448, 512, 600])
    func alternatingCachingIsOneCycle(stackKiB: Int) async throws {
        let container = DependencyContainer()
        let error = try #require(
            await F.onThread(stackSize: stackKiB << 10) {
                failure { try container.tryResolve() as CachingEveryOther }
            })
        let found = try #require(error)
        #expect(found.kind == .cycle)
        #expect(found.path.map(\.typeName) == ["CachingEveryOther", "CachingEveryOther"])
    }

    @Test("a type reached twice through different paths is not a cycle")
    func diamondIsNotACycle() throws {
        let container = DependencyContainer()
        let diamond: F.Diamond = try container.tryResolve()
        #expect(diamond.left !== diamond.right)
        #expect(diamond.left.shared === diamond.right.shared)
    }

    // MARK: Depth

    static let lifetimes: [Lifetime] = [.ephemeral, .transient, .persistent, .graph]

    #if DEBUG
        // A floor, not a target: real graphs are under 30 deep, and a debug build measures
        // about 100 levels (Guarantees.md). Its promise is 1,000 levels on an 8 MiB stack, the
        // main thread's (`thousandDeepOnBigStack`).
        static let smallStackDepth = 64
        static let build = "debug"
    #else
        static let smallStackDepth = 500
        static let build = "release"
    #endif

    /// The sanitizer whose runtime is linked in (`swift test --sanitize=thread` or `=address`),
    /// if any: both enlarge every frame.
    static let sanitizer: String? = {
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        if dlsym(everywhere, "__tsan_init") != nil { return "Thread Sanitizer" }
        if dlsym(everywhere, "__asan_init") != nil { return "Address Sanitizer" }
        return nil
    }()

    @Test("a chain 1,000 deep resolves on a thread with an 8 MiB stack", arguments: lifetimes)
    func thousandDeepOnBigStack(lifetime: Lifetime) async throws {
        let container = F.deepContainer(keys: 1_000, lifetime: lifetime)
        let outcome = try #require(await F.onThread(stackSize: 8 << 20) { F.resolveChain(1_000, in: container) })
        #expect(outcome == .resolved(depth: 1_000))
    }

    @Test("on the test's own thread a chain 1,000 deep resolves or stops with .tooDeep", arguments: lifetimes)
    func thousandDeepOnTestThread(lifetime: Lifetime) {
        let container = F.deepContainer(keys: 1_000, lifetime: lifetime)
        let outcome = F.resolveChain(1_000, in: container)
        switch outcome {
        case .resolved(let depth):
            #expect(depth == 1_000)
        case .tooDeep(let depth):
            #expect(depth < 1_000)
        case .failed(let message):
            Issue.record("unexpected failure: \(message)")
        }
        let stack = F.stackKiB().map { "\($0) KiB" } ?? "unknown"
        print("depth (\(Self.build)): on the test's thread (stack \(stack)) a \(lifetime) chain 1,000 deep: \(outcome)")
    }

    @Test("a chain resolves on a 512 KiB thread: 500 deep in release, 64 in debug", arguments: lifetimes)
    func chainOnSmallStack(lifetime: Lifetime) async throws {
        let depth = Self.smallStackDepth
        let container = F.deepContainer(keys: depth, lifetime: lifetime)
        let outcome = try #require(await F.onThread(stackSize: 512 * 1024) { F.resolveChain(depth, in: container) })
        guard let sanitizer = Self.sanitizer else {
            #expect(outcome == .resolved(depth: depth), "a \(lifetime) chain on a 512 KiB thread (\(Self.build))")
            return
        }
        // A sanitizer enlarges every frame; there the depth asked for is 150 (in debug, half
        // the floor).
        let floor = min(150, depth / 2)
        let atFloor = try #require(
            await F.onThread(stackSize: 512 * 1024) {
                F.resolveChain(floor, in: F.deepContainer(keys: floor, lifetime: lifetime))
            })
        #expect(
            atFloor == .resolved(depth: floor),
            "a \(lifetime) chain \(floor) deep on a 512 KiB thread (\(Self.build), \(sanitizer))")
        if case .tooDeep = outcome {
        } else if outcome != .resolved(depth: depth) {
            Issue.record("a chain too deep for the stack must end in .tooDeep, not \(outcome)")
        }
    }

    @Test(
        "a chain 100,000 deep stops with .tooDeep instead of overflowing the stack",
        arguments: [512 * 1024, 8 << 20], [Lifetime.ephemeral, .persistent])
    func tooDeep(stackSize: Int, lifetime: Lifetime) async throws {
        let container = F.deepContainer(keys: 100_000, lifetime: lifetime)
        let outcome = try #require(await F.onThread(stackSize: stackSize) { F.resolveChain(100_000, in: container) })
        guard case .tooDeep(let depth) = outcome else {
            Issue.record("expected .tooDeep, got \(outcome)")
            return
        }
        #expect(depth > 1 && depth < 100_000)
        // The thread and the container are still fine afterwards.
        let after = try #require(await F.onThread(stackSize: stackSize) { F.resolveChain(10, in: container) })
        #expect(after == .resolved(depth: 10))
    }

    @Test("a .tooDeep error names the depth, the path and the fix")
    func tooDeepMessage() async throws {
        let container = F.deepContainer(keys: 100_000)
        let message = try #require(
            await F.onThread(stackSize: 512 * 1024) { () -> String? in
                failure { try container.tryResolve(key: "99999") as F.Deep }?.description
            })
        let text = try #require(message)
        #expect(text.contains("Injectable stopped resolving Deep at depth "))
        #expect(text.contains("Resolution path: Deep[key: \"99999\"] → "))
        #expect(text.contains("more …"), "a long path is abbreviated")
        #expect(text.contains("Fix: resolve this graph on a thread with a larger stack"))
    }

    /// The depth tests compare threads by the stack they asked for, so a thread must get that
    /// stack: glibc hands a new thread a cached stack of an ended thread up to four times larger
    /// than asked for, and the depth guard (rightly) uses all of it.
    @Test("a thread the depth tests start has the stack it asked for, after a larger one ended")
    func fixtureThreadsHaveTheirStackSize() async throws {
        _ = await F.onThread(stackSize: 1536 << 10) { 0 }
        let small = try #require(await F.onThread(stackSize: 512 << 10) { F.stackKiB() })
        #expect(small == 512)
        let big = try #require(await F.onThread(stackSize: 8 << 20) { F.stackKiB() })
        #expect(big == 8 << 10)
    }

    /// Transient and `.graph` chains take the same path as persistent ones (and measure the same).
    @Test("the deepest chain each kind of thread resolves, measured", arguments: [Lifetime.ephemeral, .persistent])
    func deepestChains(lifetime: Lifetime) async throws {
        let container = F.deepContainer(keys: 1 << 15, lifetime: lifetime)
        let limit = 1 << 15
        let onSmall = try #require(
            await F.onThread(stackSize: 512 * 1024) { F.deepestChain(in: container, limit: limit) })
        let onBig = try #require(await F.onThread(stackSize: 8 << 20) { F.deepestChain(in: container, limit: limit) })
        let onTest = F.deepestChain(in: container, limit: limit)
        #expect(onSmall.failures.isEmpty)
        #expect(onBig.failures.isEmpty)
        #expect(onTest.failures.isEmpty)
        #expect(onSmall.deepest >= 10)
        #expect(onBig.deepest > onSmall.deepest * 4, "16 times the stack holds a much deeper chain")
        let stack = F.stackKiB().map { "\($0) KiB" } ?? "unknown"
        print(
            "depth (\(Self.build)): deepest \(lifetime) chain on a 512 KiB thread \(onSmall.deepest), "
                + "on an 8 MiB thread \(onBig.deepest), on the test's thread (\(stack) stack) \(onTest.deepest)")
    }
}

/// Resolves itself at every level, after caching a new persistent `Marker` (a key per level):
/// the repetition always has something cached in between.
private final class CachingRecursion: InjectableObject {
    init(container: Container) throws {
        let level = container.stringKeyed.value(forKey: "level", default: 0) + 1
        container.stringKeyed.setValue(level, forKey: "level")
        let _: Marker = try container.tryResolve(key: String(level))
        let _: CachingRecursion = try container.tryResolve()
    }
}

/// Caches one `Marker` at its outermost level only, then resolves itself with nothing cached
/// in between: a cycle from the second level on.
private final class CachingOnce: InjectableObject {
    init(container: Container) throws {
        if container.stringKeyed.value(forKey: "cachedOnce", default: false) == false {
            container.stringKeyed.setValue(true, forKey: "cachedOnce")
            let _: Marker = try container.tryResolve(key: "once")
        }
        let _: CachingOnce = try container.tryResolve()
    }
}

/// A persistent instance per key: resolving a new key caches one.
private final class Marker: CustomInjectableObject {
    static var lifetime: Lifetime { .persistent }
    init(container: Container) {}
    init(container: Container, parameter: Void) {}
}

/// Resolves itself at once at its first level; from the second on, caches a new transient
/// instance first.
private final class CachingAfterRepetition: InjectableObject {
    init(container: Container) throws {
        let level = container.stringKeyed.value(forKey: "level", default: 0) + 1
        container.stringKeyed.setValue(level, forKey: "level")
        if level > 1 { let _: Scratch = try container.tryResolve() }
        let _: CachingAfterRepetition = try container.tryResolve()
    }
}

/// Key `n` resolves key `n - 1`, down to 0: a chain of distinct requests that ends.
private final class Link: CustomInjectableObject {
    let depth: Int
    init(container: Container) { depth = 1 }
    init(container: Container, parameter: Int) throws {
        depth = parameter == 0 ? 1 : (try container.tryResolve(key: String(parameter - 1)) as Link).depth + 1
    }
}

/// Resolves the deepest `Link`; overridden by a decorator of itself.
private final class Top: InjectableObject {
    let depth: Int
    init(container: Container) throws { depth = (try container.tryResolve(key: "2999") as Link).depth }
    init(wrapping original: Top) { depth = original.depth }
    init(wrapping config: Config) { depth = config.depth }
}

/// Resolves `Top`; outside an override of `Top` that gets the override, inside it the original.
private final class Config: InjectableObject {
    let depth: Int
    init(container: Container) throws { depth = (try container.tryResolve() as Top).depth }
}

/// Resolves itself, with nothing cached: a cycle.
private final class SelfRecursion: InjectableObject {
    init(container: Container) throws { let _: SelfRecursion = try container.tryResolve() }
}

/// A transient instance no one keeps: each request builds and caches a new one.
private final class Scratch: InjectableObject {
    static var lifetime: Lifetime { .transient }
    init(container: Container) {}
}

/// Odd levels resolve themselves at once; even levels cache a new `Marker` first.
private final class CachingEveryOther: InjectableObject {
    init(container: Container) throws {
        let level = container.stringKeyed.value(forKey: "level", default: 0) + 1
        container.stringKeyed.setValue(level, forKey: "level")
        if level % 2 == 0 { let _: Marker = try container.tryResolve(key: String(level)) }
        let _: CachingEveryOther = try container.tryResolve()
    }
}
