import Dependencies
import Injectable
import Swinject

enum Concurrency {
    // Each thread resolves its own four persistent types, so the objects' reference counts
    // are never shared between the threads: only the container is. The padding keeps every
    // object on cache lines of its own, so that neighbours in memory do not share a line.
    final class A1: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class A2: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class A3: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class A4: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class B1: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class B2: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class B3: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }
    final class B4: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        let padding = CacheLinePadding()
        init() {}
        init(container: Injectable.Container) {}
    }

    /// Hand-written code keeps one holder per thread.
    final class HolderA: Sendable {
        let a1 = A1(), a2 = A2(), a3 = A3(), a4 = A4()
    }
    final class HolderB: Sendable {
        let b1 = B1(), b2 = B2(), b3 = B3(), b4 = B4()
    }

    /// A Swinject resolver shared between threads. Swinject's types are not `Sendable`; the
    /// resolver comes from `synchronize()`, which makes it safe to use from several threads.
    final class SharedResolver: @unchecked Sendable {
        let resolver: any Resolver
        init(_ resolver: any Resolver) { self.resolver = resolver }
    }

    static func swinject() -> SharedResolver {
        let container = Swinject.Container()
        container.register(A1.self) { _ in A1() }.inObjectScope(.container)
        container.register(A2.self) { _ in A2() }.inObjectScope(.container)
        container.register(A3.self) { _ in A3() }.inObjectScope(.container)
        container.register(A4.self) { _ in A4() }.inObjectScope(.container)
        container.register(B1.self) { _ in B1() }.inObjectScope(.container)
        container.register(B2.self) { _ in B2() }.inObjectScope(.container)
        container.register(B3.self) { _ in B3() }.inObjectScope(.container)
        container.register(B4.self) { _ in B4() }.inObjectScope(.container)
        ObjectChain.register(in: container)
        return SharedResolver(container.synchronize())
    }
}

/// 128 bytes that nothing writes after initialisation.
struct CacheLinePadding: Sendable {
    let words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

/// A contender that runs on several threads: `run(thread, n, sink)` does `n` operations as
/// thread number `thread` (0 or 1).
struct ThreadedContender {
    let name: String
    let run: @Sendable (_ thread: Int, _ n: Int, _ sink: Sink) -> Void

    init(_ name: String, _ run: @escaping @Sendable (Int, Int, Sink) -> Void) {
        self.name = name
        self.run = run
    }
}

/// The per-round samples of a threaded measurement.
struct ThreadResults {
    /// ns/op with one thread.
    var one: [String: [Double]] = [:]
    /// ns/op with two threads: wall time over the operations of both.
    var two: [String: [Double]] = [:]

    /// Throughput of two threads over one thread's, per round.
    func speedUp(_ name: String) -> Stat { Stat(zip(one[name]!, two[name]!).map { $0 / $1 }) }

    /// `a`'s two-thread time over `b`'s, per round.
    func ratioTwoThreads(_ a: String, _ b: String) -> Stat { Stat(zip(two[a]!, two[b]!).map { $0 / $1 }) }

    /// The guardrail's ratio on two threads: the faster peer's time over Injectable's, per round.
    var fastestPeerRatioTwoThreads: Stat {
        Stat(
            two["Injectable"]!.indices.map { round in
                min(two["Swinject"]![round], two["swift-dependencies"]![round]) / two["Injectable"]![round]
            })
    }
}

extension Bench {
    /// For each contender and round: `n` operations on one thread, then `n` on each of two
    /// threads at once, both on threads started for the sample.
    func measureThreads(_ title: String, _ contenders: [ThreadedContender]) -> ThreadResults {
        let sinks = [Sink.make(), Sink.make()]
        final class Count: @unchecked Sendable {
            // @unchecked Sendable: written by the one worker thread, read after it was joined.
            var value = 0
        }
        let counts = contenders.map { contender in
            // Calibrated on a worker thread, like the samples.
            let count = Count()
            let settings = self.settings
            _ = runConcurrently([
                {
                    count.value = Bench(settings: settings).calibrate { contender.run(0, $0, sinks[0]) }
                }
            ])
            return count.value
        }
        var results = ThreadResults()
        for round in 0..<settings.rounds {
            for offset in 0..<contenders.count {
                let index = (round + offset) % contenders.count
                let contender = contenders[index]
                let n = counts[index]
                let single = runConcurrently([{ contender.run(0, n, sinks[0]) }])
                let double = runConcurrently([{ contender.run(0, n, sinks[0]) }, { contender.run(1, n, sinks[1]) }])
                results.one[contender.name, default: []].append(Double(single) / Double(n))
                results.two[contender.name, default: []].append(Double(double) / Double(2 * n))
            }
        }
        print("  \(title)")
        let width = contenders.map(\.name.count).max() ?? 0
        for contender in contenders {
            let one = Stat(results.one[contender.name]!)
            let two = Stat(results.two[contender.name]!)
            print(
                "    \(contender.name.padding(width))  1 thread \(nanos(one.median))/op, 2 threads \(nanos(two.median))/op (over both threads' ops), throughput 2 ÷ 1: \(results.speedUp(contender.name).ratioText)"
            )
        }
        return results
    }
}

extension Scenario {
    static let threads = Scenario(
        name: "threads",
        about:
            "two threads resolving from one container (different persistent types per thread; ephemeral chains); throughput of 2 threads vs 1"
    ) { bench in
        let holders = (Concurrency.HolderA(), Concurrency.HolderB())
        let injectable = DependencyContainer()
        let swinject = Concurrency.swinject()

        let persistent = bench.measureThreads(
            "threads: persistent hits (one op = one resolve)",
            [
                ThreadedContender("hand-written") { thread, n, sink in
                    if thread == 0 {
                        let holder = holders.0
                        for _ in 0..<(n / 4) {
                            sink.take(holder.a1)
                            sink.take(holder.a2)
                            sink.take(holder.a3)
                            sink.take(holder.a4)
                        }
                    } else {
                        let holder = holders.1
                        for _ in 0..<(n / 4) {
                            sink.take(holder.b1)
                            sink.take(holder.b2)
                            sink.take(holder.b3)
                            sink.take(holder.b4)
                        }
                    }
                },
                ThreadedContender("Injectable") { thread, n, sink in
                    if thread == 0 {
                        for _ in 0..<(n / 4) {
                            sink.take(injectable.resolve() as Concurrency.A1)
                            sink.take(injectable.resolve() as Concurrency.A2)
                            sink.take(injectable.resolve() as Concurrency.A3)
                            sink.take(injectable.resolve() as Concurrency.A4)
                        }
                    } else {
                        for _ in 0..<(n / 4) {
                            sink.take(injectable.resolve() as Concurrency.B1)
                            sink.take(injectable.resolve() as Concurrency.B2)
                            sink.take(injectable.resolve() as Concurrency.B3)
                            sink.take(injectable.resolve() as Concurrency.B4)
                        }
                    }
                },
                ThreadedContender("Swinject") { thread, n, sink in
                    let r = swinject.resolver
                    if thread == 0 {
                        for _ in 0..<(n / 4) {
                            sink.take(r.resolve(Concurrency.A1.self)!)
                            sink.take(r.resolve(Concurrency.A2.self)!)
                            sink.take(r.resolve(Concurrency.A3.self)!)
                            sink.take(r.resolve(Concurrency.A4.self)!)
                        }
                    } else {
                        for _ in 0..<(n / 4) {
                            sink.take(r.resolve(Concurrency.B1.self)!)
                            sink.take(r.resolve(Concurrency.B2.self)!)
                            sink.take(r.resolve(Concurrency.B3.self)!)
                            sink.take(r.resolve(Concurrency.B4.self)!)
                        }
                    }
                },
                // swift-dependencies: both threads read the process's one dependency context
                // (they run outside any task, so no `withDependencies` scope reaches them); its
                // cache of live values is what they share, as the containers are.
                ThreadedContender("swift-dependencies") { thread, n, sink in
                    if thread == 0 {
                        for _ in 0..<(n / 4) {
                            @Dependency(\.concurrencyA1) var a1
                            @Dependency(\.concurrencyA2) var a2
                            @Dependency(\.concurrencyA3) var a3
                            @Dependency(\.concurrencyA4) var a4
                            sink.take(a1)
                            sink.take(a2)
                            sink.take(a3)
                            sink.take(a4)
                        }
                    } else {
                        for _ in 0..<(n / 4) {
                            @Dependency(\.concurrencyB1) var b1
                            @Dependency(\.concurrencyB2) var b2
                            @Dependency(\.concurrencyB3) var b3
                            @Dependency(\.concurrencyB4) var b4
                            sink.take(b1)
                            sink.take(b2)
                            sink.take(b3)
                            sink.take(b4)
                        }
                    }
                },
            ].map { contender in
                // n / 4 loops of four resolves: keep n a multiple of 4 so that ns/op is exact.
                ThreadedContender(contender.name) { thread, n, sink in contender.run(thread, max(4, n - n % 4), sink) }
            })

        let ephemeral = bench.measureThreads(
            "threads: ephemeral chains (one op = one Dog chain of 5 objects)",
            [
                ThreadedContender("hand-written") { _, n, sink in
                    for _ in 0..<n { sink.take(ObjectChain.handWritten()) }
                },
                ThreadedContender("Injectable") { _, n, sink in
                    for _ in 0..<n { sink.take(injectable.resolve() as ObjectChain.Dog) }
                },
                ThreadedContender("Swinject") { _, n, sink in
                    let r = swinject.resolver
                    for _ in 0..<n { sink.take(r.resolve(ObjectChain.Dog.self)!) }
                },
                ThreadedContender("swift-dependencies") { _, n, sink in
                    for _ in 0..<n {
                        @Dependency(\.objectDog) var dog
                        sink.take(dog.make())
                    }
                },
            ])

        for (kind, results) in [("persistent", persistent), ("ephemeral", ephemeral)] {
            let handSpeedUp = results.speedUp("hand-written").median
            if handSpeedUp < 1.6 {
                let note =
                    "threads (\(kind)): hand-written code itself gained only \(times(handSpeedUp)) from a second thread; the machine was busy, so these thread results understate scaling."
                print("    warning: \(note)")
                bench.notes.append(note)
            }
            func oneAndTwo(_ name: String) -> String {
                "\(nanos(Stat(results.one[name]!).median)) / \(nanos(Stat(results.two[name]!).median))"
            }
            bench.record(
                "threads (\(kind)), 1 / 2 threads",
                hand: oneAndTwo("hand-written"), injectable: oneAndTwo("Injectable"), swinject: oneAndTwo("Swinject"),
                dependencies: oneAndTwo("swift-dependencies"),
                [
                    Check("fastest peer ÷ Injectable, 2 threads", results.fastestPeerRatioTwoThreads, .guardrail),
                    Check("Injectable throughput 2 threads ÷ 1", results.speedUp("Injectable"), .none),
                    Check("hand-written throughput 2 threads ÷ 1", results.speedUp("hand-written"), .none),
                    Check("Swinject throughput 2 threads ÷ 1", results.speedUp("Swinject"), .none),
                    Check(
                        "Swinject ÷ Injectable, 2 threads", results.ratioTwoThreads("Swinject", "Injectable"),
                        .none),
                    Check("swift-dependencies throughput 2 threads ÷ 1", results.speedUp("swift-dependencies"), .none),
                    Check(
                        "swift-dependencies ÷ Injectable, 2 threads",
                        results.ratioTwoThreads("swift-dependencies", "Injectable"), .none),
                ])
        }
    }
}
