// Graphs whose levels use much more stack than the library does: 64 KiB values, and inits with
// 64 KiB of locals. The depth guard measures the stack a level uses, so such graphs stop with
// .tooDeep while there is room to say so, on any thread, instead of overflowing the stack.
import Foundation
import Injectable
import Testing

enum LargeFrameFixtures {
    typealias Outcome = DepthFixtures.ChainOutcome

    /// 64 bytes.
    typealias Line = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// Four of `T`.
    struct Quad<T> {
        var a, b, c, d: T
        init(_ x: T) { (a, b, c, d) = (x, x, x, x) }
    }

    /// A payload of a given size, filled from a seed.
    protocol Size {
        associatedtype Payload
        static func payload(_ seed: UInt64) -> Payload
    }

    /// 16 KiB (64 × 4⁴ bytes).
    enum KiB16: Size {
        static func payload(_ seed: UInt64) -> Quad<Quad<Quad<Quad<Line>>>> {
            Quad(Quad(Quad(Quad((seed, seed, seed, seed, seed, seed, seed, seed)))))
        }
    }

    /// 64 KiB (64 × 4⁵ bytes).
    enum KiB64: Size {
        static func payload(_ seed: UInt64) -> Quad<Quad<Quad<Quad<Quad<Line>>>>> {
            Quad(KiB16.payload(seed))
        }
    }

    /// A value of `S`'s size; key `n` resolves key `n - 1`.
    struct BigValue<S: Size>: CustomInjectableValue {
        typealias ParameterType = Int
        var payload: S.Payload
        let depth: Int
        init(container: Container) {
            payload = S.payload(0)
            depth = 1
        }
        init(container: Container, parameter: Int) throws {
            payload = S.payload(UInt64(parameter))
            depth = parameter == 0 ? 1 : (try container.tryResolve(key: String(parameter - 1)) as Self).depth + 1
        }
    }

    /// An object whose init keeps 64 KiB of locals while it resolves the next one.
    final class BigInit: CustomInjectableObject {
        typealias ParameterType = Int
        let depth: Int
        init(container: Container) { depth = 1 }
        init(container: Container, parameter: Int) throws {
            var scratch = KiB64.payload(UInt64(parameter))
            let next = parameter == 0 ? 0 : (try container.tryResolve(key: String(parameter - 1)) as BigInit).depth
            // Uses the locals after the resolve, so that they stay on the stack across it.
            withUnsafeMutableBytes(of: &scratch) { $0[Int(parameter) % $0.count] &+= 1 }
            depth = next + 1 + Int(scratch.d.d.d.d.d.7 & 0)
        }
    }

    static func container<T: CustomInjectableValue & SendableMetatype>(_ type: T.Type, keys: Int) -> DependencyContainer
    where T.ParameterType == Int {
        let container = DependencyContainer()
        for index in 0..<keys { container.register(type: T.self, key: String(index)) { _ in index } }
        return container
    }

    static func container<T: CustomInjectableObject & SendableMetatype>(_ type: T.Type, keys: Int)
        -> DependencyContainer
    where T.ParameterType == Int {
        let container = DependencyContainer()
        for index in 0..<keys { container.register(type: T.self, key: String(index)) { _ in index } }
        return container
    }

    static func outcome(_ body: () throws(ResolutionError) -> Int) -> Outcome {
        do throws(ResolutionError) {
            return .resolved(depth: try body())
        } catch {
            if case .tooDeep(let depth) = error.kind { return .tooDeep(depth: depth) }
            return .failed(error.description)
        }
    }

}

@Suite("Limits: levels with large frames")
struct LargeFrameTests {
    typealias F = LargeFrameFixtures

    /// In a debug build one level of a 64 KiB value takes about 650 KiB of stack (the value is
    /// copied in several unoptimised frames, the test's own init among them), more than a
    /// 512 KiB thread has: there the values are 16 KiB.
    static let valueChains: [(stackSize: Int, valueKiB: Int)] = [(512 << 10, 16), (8 << 20, 16), (8 << 20, 64)]

    @Test("a chain of large values resolves or stops with .tooDeep, never overflowing", arguments: valueChains)
    func bigValues(stackSize: Int, valueKiB: Int) async throws {
        let outcome: F.Outcome
        if valueKiB == 64 {
            outcome = try await Self.resolveChain(F.BigValue<F.KiB64>.self, stackSize: stackSize)
        } else {
            outcome = try await Self.resolveChain(F.BigValue<F.KiB16>.self, stackSize: stackSize)
        }
        guard case .tooDeep(let depth) = outcome else {
            Issue.record("expected .tooDeep for 1,000 levels of \(valueKiB) KiB, got \(outcome)")
            return
        }
        print("depth: \(valueKiB) KiB values on a \(stackSize >> 10) KiB thread stop at \(depth) levels")
        #expect(depth >= 2)
    }

    static func resolveChain<S: F.Size>(
        _ type: F.BigValue<S>.Type, stackSize: Int, depth: Int = 1_000
    ) async throws -> F.Outcome {
        let container = F.container(F.BigValue<S>.self, keys: depth)
        return try #require(
            await DepthFixtures.onThread(stackSize: stackSize) {
                F.outcome { () throws(ResolutionError) in
                    (try container.tryResolve(key: String(depth - 1)) as F.BigValue<S>).depth
                }
            })
    }

    @Test("a chain of inits with 64 KiB of locals resolves or stops with .tooDeep", arguments: [512 << 10, 8 << 20])
    func bigInits(stackSize: Int) async throws {
        let container = F.container(F.BigInit.self, keys: 1_000)
        // Both chains on one thread, so that both have the same stack.
        let (outcome, shorter) = try #require(
            await DepthFixtures.onThread(stackSize: stackSize) { () -> (F.Outcome, F.Outcome?) in
                let outcome = F.outcome { () throws(ResolutionError) in
                    (try container.tryResolve(key: "999") as F.BigInit).depth
                }
                guard case .tooDeep(let depth) = outcome else { return (outcome, nil) }
                let fits = max(1, depth / 2)
                return (
                    outcome,
                    F.outcome { () throws(ResolutionError) in
                        (try container.tryResolve(key: String(fits - 1)) as F.BigInit).depth
                    }
                )
            })
        guard case .tooDeep(let depth) = outcome, let shorter else {
            Issue.record("expected .tooDeep for 1,000 levels of 64 KiB, got \(outcome)")
            return
        }
        print("depth: inits with 64 KiB of locals on a \(stackSize >> 10) KiB thread stop at \(depth) levels")
        #expect(depth >= 2)
        // NB: half, not one less, as a margin: the guard keeps three times the largest level it
        // has measured free, and the shorter chain measures its own levels afresh.
        let fits = max(1, depth / 2)
        #expect(shorter == .resolved(depth: fits), "a chain half as deep as the limit resolves")
    }
}
