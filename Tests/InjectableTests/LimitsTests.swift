// What the cycle detector must not stop: recursion that ends, and overrides that decorate what
// they replace.
//
// NB: the fixtures' probes are string-keyed values, read through `stringKeyed`: a typed value
// would change what these tests observe (Support/StringKeyedValues.swift says how).
import Foundation
import Injectable
import Testing

enum LimitsFixtures {
    /// Resolves itself again while a counter in its container is above zero: a recursion that
    /// ends through outside state, with nothing cached on the way.
    struct Countdown: InjectableValue {
        let depth: Int
        init(container: Container) {
            let remaining = container.stringKeyed.value(forKey: "remaining", as: Counter.self)!
            if remaining.decrement() > 0 {
                depth = (container.resolve() as Countdown).depth + 1
            } else {
                depth = 1
            }
        }
    }

    final class Counter: @unchecked Sendable {
        // @unchecked Sendable: `count` is only touched while `lock` is held.
        private let lock = NSLock()
        private var count: Int
        init(_ count: Int) { self.count = count }
        func decrement() -> Int {
            lock.withLock {
                count -= 1
                return count
            }
        }
    }

    class Logger: InjectableObject {
        static let lifetime: Lifetime = .persistent
        private(set) var lines: [String] = []
        required init(container: Container) {}
        func log(_ line: String) { lines.append(line) }
    }

    /// Decorates the logger it replaces.
    final class RecordingLogger: Logger {
        let wrapped: Logger
        private(set) var recorded: [String] = []
        init(wrapping wrapped: Logger, container: Container) {
            self.wrapped = wrapped
            super.init(container: container)
        }
        required init(container: Container) { fatalError("built by the override") }
        override func log(_ line: String) {
            recorded.append(line)
            wrapped.log(line)
        }
    }

    struct Clock: InjectableValue {
        let offset: Int
        init(container: Container) { offset = 0 }
        init(offset: Int) { self.offset = offset }
    }
}

@Suite("Limits: recursion that ends, overrides that decorate")
struct LimitsTests {
    typealias F = LimitsFixtures

    @Test("a self-recursion that ends through outside state resolves, however deep", arguments: [15, 16, 17, 200])
    func terminatingRecursion(levels: Int) throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(F.Counter(levels), forKey: "remaining")
        let countdown: F.Countdown = try container.tryResolve()
        #expect(countdown.depth == levels)
    }

    @Test("an override that resolves the type it overrides decorates the original")
    func decoratingOverride() throws {
        let container = DependencyContainer()
        container.override(F.Logger.self) { container in
            F.RecordingLogger(wrapping: container.resolve() as F.Logger, container: container)
        }
        let logger: F.Logger = try container.tryResolve()
        let recording = try #require(logger as? F.RecordingLogger, "the override's result is what resolves")
        #expect(type(of: recording.wrapped) == F.Logger.self, "the original is a plain Logger")
        #expect(container.resolve() as F.Logger === logger, "the container keeps the decorator")
        logger.log("hello")
        #expect(recording.recorded == ["hello"])
        #expect(recording.wrapped.lines == ["hello"])
    }

    @Test("a value override can decorate the value it replaces")
    func decoratingValueOverride() throws {
        let container = DependencyContainer()
        container.override(F.Clock.self) { container in
            F.Clock(offset: (container.resolve() as F.Clock).offset + 60)
        }
        #expect((try container.tryResolve() as F.Clock).offset == 60)
    }

    @Test("a ring of two overrides is still a cycle")
    func ringOfOverrides() {
        let container = DependencyContainer()
        container.override(F.Logger.self) { container in
            _ = try container.tryResolve() as F.Clock
            return F.Logger(container: container)
        }
        container.override(F.Clock.self) { container in
            _ = try container.tryResolve() as F.Logger
            return F.Clock(offset: 1)
        }
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve() as F.Clock }
        #expect(error?.kind == .cycle)
        #expect(error?.cycle.map(\.typeName) == ["Clock", "Logger", "Clock"])
        // The steps are the overrides' closures, and the fix is about them: no init(container:)
        // runs, and a cached lifetime or didInject changes nothing for an override's result.
        #expect(error?.cycle.map(\.description) == ["Clock (override)", "Logger (override)", "Clock (override)"])
        let text = error?.description ?? ""
        #expect(text.contains("Cycle: Clock (override) → Logger (override) → Clock (override)"))
        #expect(text.contains("The cycle runs through the closures of overrides"))
        #expect(!text.contains("Each init(container:) in the cycle"))
    }
}

enum NestingFixtures {
    typealias Peano = DepthFixtures.Peano

    /// `Nest<P>` resolves `Nest<Succ<P>>` until `P` counts to the container's "nesting" value:
    /// generic types nested one level deeper at each step. At the deepest level it asks for
    /// an unregistered interface when the container's "fail" value says so.
    final class Nest<P: Peano>: InjectableObject {
        let depth: Int
        init(container: Container) throws {
            if P.count + 1 < container.stringKeyed.value(forKey: "nesting", default: 1) {
                depth = (try container.tryResolve() as Nest<DepthFixtures.Succ<P>>).depth + 1
            } else {
                if container.stringKeyed.value(forKey: "fail", default: false) {
                    _ = try container.tryResolveInterface() as Missing
                }
                depth = 1
            }
        }
    }

    protocol Missing {}
}

@Suite("Limits: generic types nested deep")
struct NestingTests {
    typealias F = NestingFixtures

    @Test("generic types nested 100 deep resolve, and a failure at the bottom names its whole path")
    func nestedGenerics() async throws {
        let container = DependencyContainer()
        container.stringKeyed.setValue(100, forKey: "nesting")
        let nest: F.Nest<DepthFixtures.Zero> = try container.tryResolve()
        #expect(nest.depth == 100)

        container.stringKeyed.setValue(true, forKey: "fail")
        // On a 512 KiB thread, where the failure leaves little stack to name 100-deep types in.
        let outcome = try #require(
            await DepthFixtures.onThread(stackSize: 512 * 1024) { () -> String in
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as F.Nest<DepthFixtures.Zero>
                    return "resolved"
                } catch {
                    return "\(error.kind) \(error.path.count) \(error.description.count)"
                }
            })
        #expect(outcome.hasPrefix("interface not registered 101 "), "\(outcome)")
    }
}
