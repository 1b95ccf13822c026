// The instance cache (`Internal/InstanceCache.swift`): what a container keeps, how it forgets an
// instance, and how it prunes the entries of instances that are gone.

import Foundation
import Injectable
import Testing

// Forgetting a persistent instance while other threads resolve it: a hit takes its own
// reference under the container's lock, and the container lets go of what it forgot only after
// that lock, in an optimised build too, where the optimiser may release it right after its last
// use. A resolve that retains a freed instance is a use-after-free that crashes within seconds.
//
// The failure mode is a crash, so each case runs in an exit test: a crash fails the test (the
// child process dies from a signal) instead of taking the whole suite down. An early release
// shows only in optimised builds (`swift test -c release`), where one round of 1.5 s of reset()
// or reset(Payload.self), run alone, catches it; a debug build runs shorter rounds. The override
// churn (which forgets through the tree walk) goes the same way.
enum CacheForgettingFixtures {
    /// Persistent and non-final, with fields a reader touches through a dynamically dispatched
    /// method: reading a freed one soon crashes.
    class Payload: InjectableObject, @unchecked Sendable {
        // @unchecked Sendable: immutable after init.
        static let lifetime: Lifetime = .persistent
        let items: [Int]
        let name: String
        required init(container: Container) {
            items = Array(0..<8)
            name = String(repeating: "payload ", count: 4)
        }

        func checksum() -> Int { items.count &+ name.utf8.count }
    }

    final class MockPayload: Payload, @unchecked Sendable {
        override func checksum() -> Int { super.checksum() &+ 1 }
    }

    /// How the churning thread makes the container forget the persistent instance.
    enum Forget: String, Codable, Sendable, CaseIterable {
        case reset = "reset()"
        case resetType = "reset(Payload.self)"
        case overrideChurn = "override() and removeOverride()"

        func run(on container: DependencyContainer) {
            switch self {
            case .reset: container.reset()
            case .resetType: container.reset(Payload.self)
            case .overrideChurn:
                container.override(Payload.self) { container in MockPayload(container: container) }
                container.removeOverride(Payload.self)
            }
        }
    }

    #if DEBUG
        static let seconds: TimeInterval = 0.3
    #else
        static let seconds: TimeInterval = 1.5
    #endif

    /// Two threads resolve and read the payload while a third makes the container forget it,
    /// for `seconds`. Returns the sum of what they read (so that the reads are not optimised away).
    static func hammer(_ forget: Forget) -> Int {
        let container = DependencyContainer()
        let deadline = Date(timeIntervalSinceNow: seconds)
        let sum = Threads.Counter()
        let done = DispatchGroup()
        for _ in 0..<2 {
            done.enter()
            Thread {
                var total = 0
                while Date() < deadline {
                    for _ in 0..<256 {
                        let payload: Payload = container.resolve()
                        total &+= payload.checksum()
                    }
                }
                sum.increment(by: total)
                done.leave()
            }.start()
        }
        done.enter()
        Thread {
            while Date() < deadline {
                for _ in 0..<64 { forget.run(on: container) }
            }
            done.leave()
        }.start()
        done.wait()
        return sum.value
    }
}

@Suite("Instance cache: a forgotten persistent instance outlives the resolves that got it")
struct CacheForgettingTests {
    typealias F = CacheForgettingFixtures

    // NB: two rounds of each reset: alone, one round catches an early release every time;
    // beside the other exit tests on a loaded machine, about one round in two.
    @Test(
        "forgetting a persistent instance while other threads resolve it does not crash",
        arguments: [(F.Forget.reset, 1), (.reset, 2), (.resetType, 1), (.resetType, 2), (.overrideChurn, 1)])
    func forgetWhileReading(forget: F.Forget, round: Int) async {
        await #expect(processExitsWith: .success, "\(forget.rawValue) while two threads resolve") { [forget] in
            _ = F.hammer(forget)
            exit(EXIT_SUCCESS)
        }
    }
}

// A type's own `.persistent` lifetime means one instance per container, held strongly. A
// request with `.transient` may have built that type first (held weakly): the persistent
// request that finds it must keep it, or the next persistent request builds a second one.
enum PersistentAfterTransientFixtures {
    final class Service: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {
            container.stringKeyed.value(forKey: "inits", as: Threads.Counter.self)?.increment()
        }
    }
}

@Suite("Instance cache: a persistent request keeps what a transient request built")
struct PersistentAfterTransientTests {
    typealias F = PersistentAfterTransientFixtures

    @Test("resolve(lifetime: .transient) then resolve() keeps one persistent instance after outside references go")
    func persistentKeepsTransientInstance() {
        let container = DependencyContainer()
        let inits = Threads.Counter()
        container.stringKeyed.setValue(inits, forKey: "inits")

        weak var persistent: F.Service?
        do {
            let transient: F.Service = container.resolve(lifetime: .transient)
            let strong: F.Service = container.resolve()
            persistent = strong
            _ = transient
        }
        let buildsSoFar = inits.value
        // Every outside reference is gone: only the container can keep the persistent instance.
        #expect(persistent != nil, "the persistent instance was freed with the outside references")
        let again: F.Service = container.resolve()
        #expect(inits.value == buildsSoFar, "a second persistent instance was built")
        #expect(again === persistent)
    }
}

// Transient instances are held weakly; once the last outside reference goes, the container's
// entry for it is dead. Keyed transient variants under ever-new keys (a session per id) must not
// leave one dead entry per key behind: memory must stay flat.
//
// The measure: the resident set after 200,000 keys against the resident set after a warm-up, in
// an exit test so that the process does nothing else meanwhile (the same measure as the memory
// suite's). Not wall-clock time, which depends on the machine's load; not `mallinfo2()`, which
// the Glibc module does not import. Dropped instances free their memory for the next ones, so a
// container that prunes dead entries stays flat; a dead entry (its key, its slot, the weak box
// and the side table the weak reference keeps alive) costs well over 100 bytes, so 200,000 of
// them grow the resident set by 20 MB or more, against a bound of 8 MiB.
enum CachePruningFixtures {
    final class Session: CustomInjectableObject {
        static let lifetime: Lifetime = .transient
        let id: String?
        init(container: Container) { id = nil }
        init(container: Container, parameter: String) { id = parameter }
    }

    /// The same, built asynchronously.
    final class AsyncSession: CustomAsyncInjectableObject {
        static let lifetime: Lifetime = .transient
        let id: String?
        init(container: Container) async throws { id = nil }
        init(container: Container, parameter: String) async throws { id = parameter }
    }

    static let keys = 200_000
    static let bound = 8 << 20

}

@Suite("Instance cache: dead transient variants are pruned")
struct CachePruningTests {
    typealias F = CachePruningFixtures

    @Test(
        "resolving transient variants under 200,000 distinct keys, each dropped at once, leaves memory flat",
        .enabled(if: Memory.isMeasurable, "needs /proc/self/statm"),
        .disabled(if: Memory.underAddressSanitizer, "the Address Sanitizer's quarantine keeps freed memory resident"))
    func distinctKeysLeaveMemoryFlat() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = DependencyContainer()
            func churn(_ keys: Range<Int>) {
                for index in keys {
                    let session: F.Session = container.resolve(key: "session-\(index)")
                    precondition(session.id == nil)
                }
            }
            churn(0..<2_000)  // warms up the container's tables and the allocator
            guard let before = Memory.residentBytes() else { exit(EXIT_FAILURE) }
            churn(2_000..<(2_000 + F.keys))
            ChildProcess.report("growth in KiB", ((Memory.residentBytes() ?? before) - before) / 1024)
            exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child crashed: already recorded
        let output = ChildProcess.output(result)
        let growth = try #require(ChildProcess.value("growth in KiB", in: output), "\(output)")
        #expect(
            growth < F.bound / 1024, "the resident set grew by \(growth) KiB over \(F.keys) dropped transient keys")
    }

    /// The async cache is pruned as the synchronous one is (a dead entry there costs about 145
    /// bytes).
    ///
    /// NB: not under the Thread Sanitizer: there the child process ended with status 66 in about
    /// half the runs, having written nothing to standard error, after 200,000 async resolves.
    @Test(
        "resolving async transient variants under 200,000 distinct keys, each dropped at once, leaves memory flat",
        .enabled(if: Memory.isMeasurable, "needs /proc/self/statm"),
        .disabled(if: Memory.underAddressSanitizer, "the Address Sanitizer's quarantine keeps freed memory resident"),
        .disabled(if: Memory.underThreadSanitizer, "its child process ends with status 66 there"))
    func distinctAsyncKeysLeaveMemoryFlat() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = DependencyContainer()
            func churn(_ keys: Range<Int>) async throws {
                for index in keys {
                    let session: F.AsyncSession = try await container.resolve(key: "session-\(index)")
                    precondition(session.id == nil)
                }
            }
            try await churn(0..<2_000)
            guard let before = Memory.residentBytes() else { exit(EXIT_FAILURE) }
            try await churn(2_000..<(2_000 + F.keys))
            ChildProcess.report("growth in KiB", ((Memory.residentBytes() ?? before) - before) / 1024)
            exit(EXIT_SUCCESS)
        }
        guard let result else { return }  // the child crashed: already recorded
        let output = ChildProcess.output(result)
        let growth = try #require(ChildProcess.value("growth in KiB", in: output), "\(output)")
        #expect(
            growth < F.bound / 1024,
            "the resident set grew by \(growth) KiB over \(F.keys) dropped async transient keys")
    }
}
