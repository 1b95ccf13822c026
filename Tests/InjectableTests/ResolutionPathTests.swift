// The resolution path: the frames of a thread's requests, walked from the innermost one.
//
// A request's frame keeps its key as bits borrowed from the request, not as a String of its
// own (`ResolutionFrame.keyBits`). These tests use keys made at run time and longer than a small
// string, whose characters live in an allocation freed with the last copy (a literal's never
// is): every place that reads a frame's key — a failure's path, a cycle, a provider's origin, a
// diagnostics event — must name them correctly, in optimised builds too, where the optimiser
// releases a value right after its last use. And a frame is not always on the machine stack:
// the depth guard must not take its address for how deep the stack is.

import Foundation
import Testing

@testable import Injectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private enum F {
    /// A key made at run time, 40 characters or more: never a small string.
    static func key(_ name: String) -> String { String(repeating: name + "-", count: 40 / (name.count + 1) + 1) }

    /// Under `key(hop0)`, resolves `key(hop1)`, and so on: the parameter is the next key's name,
    /// "" to end there, "fail" to throw.
    struct Hop: CustomInjectableValue {
        let depth: Int
        init(container: Container) { depth = 0 }
        init(container: Container, parameter next: String) throws {
            if next == "fail" { throw Stop() }
            if next.isEmpty {
                depth = 1
            } else {
                // A fresh copy of the key, owned by this init alone.
                let hop: Hop = try container.tryResolve(key: key(next))
                depth = hop.depth + 1
            }
        }
    }

    struct Stop: Error {}

    /// Registers `Hop` under `key(hop0)` … `key(hop<n-1>)`, each asking for the next, and the last
    /// with `last` as its parameter.
    static func chain(_ n: Int, last: String, in container: DependencyContainer) -> [String] {
        let names = (0..<n).map { "hop\($0)" }
        for (index, name) in names.enumerated() {
            let next = index + 1 < n ? names[index + 1] : last
            container.register(type: Hop.self, key: key(name)) { _ in next }
        }
        return names.map(key)
    }

    /// A persistent object, resolved under a key, that keeps a provider made in its init.
    final class Holder: CustomInjectableObject {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .persistent
        let makeLeaf: Provider<Leaf>
        init(container: Container) { makeLeaf = container.resolve() }
        init(container: Container, parameter: Int) { makeLeaf = container.resolve() }
    }

    final class Leaf: InjectableObject {
        init(container: Container) {}
    }

    struct Part: InjectableValue {
        init(container: Container) {}
    }

    final class Whole: InjectableObject {
        let part: Part
        init(container: Container) { part = container.resolve() }
    }
}

@Suite("The resolution path: the keys its frames borrow")
struct ResolutionPathKeyTests {
    @Test("a failure's path names every long key on it")
    func failurePath() throws {
        let container = DependencyContainer()
        let keys = F.chain(4, last: "fail", in: container)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve(key: F.key("hop0")) as F.Hop }
        #expect(error?.path.map(\.key) == keys)
        #expect(error?.path.allSatisfy { $0.typeName == "Hop" } == true)
        #expect(error?.description.contains(keys[3]) == true)
    }

    @Test("a cycle through keyed variants names their long keys")
    func cycle() throws {
        let container = DependencyContainer()
        // hop0 → hop1 → hop2 → hop0 → …: values, never cached, so it repeats until the stack
        // runs low and is reported as the cycle it is.
        _ = F.chain(3, last: "hop0", in: container)
        let error = try #require(
            #expect(throws: ResolutionError.self) { try container.tryResolve(key: F.key("hop0")) as F.Hop })
        #expect(error.kind == .cycle)
        #expect(error.cycle.map(\.key) == ["hop0", "hop1", "hop2", "hop0"].map(F.key))
    }

    @Test("a diagnostics event names the long key of the request that asked")
    func requestedBy() throws {
        let container = DependencyContainer()
        let events = Locked<[DiagnosticEvent]>([])
        container.setDiagnostics { event in events.withLock { $0.append(event) } }
        let keys = F.chain(2, last: "", in: container)
        let hop: F.Hop = try container.tryResolve(key: F.key("hop0"))
        #expect(hop.depth == 2)
        let resolved = events.withLock { $0 }.compactMap { event -> (String?, String?)? in
            guard case .resolved(let step, _, _, let requestedBy) = event else { return nil }
            return (step.key, requestedBy?.key)
        }
        #expect(resolved.map(\.0) == [keys[1], keys[0]])
        #expect(resolved.map(\.1) == [keys[0], nil])
    }

    /// Under the Address Sanitizer a local whose address is taken (a frame, in optimised builds)
    /// lives on a stack of the sanitizer's own: the depth guard measures the machine stack, not
    /// frames' addresses, or every graph is "too deep" at its first request
    /// (`swift test -c release --sanitize=address --filter ResolutionPathKeyTests`).
    @Test("a value, and an object holding one, resolve wherever their frames live")
    func framesOffTheStack() throws {
        let container = DependencyContainer()
        #expect(throws: Never.self) { try container.tryResolve() as F.Part }
        #expect(throws: Never.self) { try container.tryResolve() as F.Whole }
    }

    @Test("a provider made under a long key names it once its container is gone")
    func providerOrigin() throws {
        var container: DependencyContainer? = DependencyContainer()
        let key = F.key("holder")
        container?.register(type: F.Holder.self, key: key) { _ in 1 }
        let holder: F.Holder = try #require(container).resolve(key: F.key("holder"))
        container = nil
        let error = #expect(throws: ResolutionError.self) { try holder.makeLeaf.get() }
        #expect(error?.kind == .containerReleased)
        #expect(error?.path.map(\.key) == [key, nil])
    }
}

// A thread that ends inside a resolve (`pthread_exit` from an init) leaves its requests' frames
// behind, on a stack that is gone in optimised builds. A thread-local destructor that runs
// afterwards on that thread and resolves must start a new path, not walk the old one.
//
// The key below is made at run time, before this test's first resolve when the test runs alone
// (`swift test --filter ResolutionPathThreadExitTests`): the library's own key must still be
// destroyed first.
private enum X {
    /// Ends its thread from its init, after giving the thread a value under `key`.
    final class Exits: InjectableObject {
        init(container: Container) {
            pthread_setspecific(X.key, UnsafeRawPointer(bitPattern: 1))
            pthread_exit(nil)
        }
    }

    final class Middle: InjectableObject {
        let exits: Exits
        init(container: Container) { exits = container.resolve() }
    }

    struct Fails: InjectableValue {
        init(container: Container) throws { throw Stop() }
    }

    struct Stop: Error {}

    // Written before the thread starts and read after `done` is signalled: never at once.
    nonisolated(unsafe) static var key = pthread_key_t()
    nonisolated(unsafe) static var container: DependencyContainer?
    nonisolated(unsafe) static var seenPath: [String]?
    static let done = DispatchSemaphore(value: 0)
}

@Suite("The resolution path: a thread that ends inside a resolve")
struct ResolutionPathThreadExitTests {
    @Test("a thread-local destructor that resolves afterwards starts a new path")
    func destructorAfterExit() async {
        let made = pthread_key_create(&X.key) { _ in
            // The thread's innermost request was `Exits`, under `Middle`, when it ended.
            if let container = X.container {
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as X.Fails
                    X.seenPath = []
                } catch {
                    X.seenPath = error.path.map(\.typeName)
                }
            }
            X.done.signal()
        }
        #expect(made == 0)
        X.container = DependencyContainer()
        startThread(stackSize: 1 << 20) { _ = X.container?.resolve() as X.Middle? }
        // Waited for off the cooperative pool, which the thread does not need.
        #expect(await Threads.offThePool { X.done.wait(timeout: .now() + 60) } == .success)
        #expect(X.seenPath == ["Fails"])
    }
}
