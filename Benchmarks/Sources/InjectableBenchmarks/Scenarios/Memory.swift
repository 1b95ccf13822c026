import BenchmarkShims
import Dependencies
import Injectable
import Swinject

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Memory as the process sees it.
enum MemoryUse {
    /// Resident set size in bytes, from /proc/self/statm (0 where it does not exist).
    static var resident: Double {
        #if os(Linux)
            // "size resident shared text lib data dt", in pages.
            guard let file = fopen("/proc/self/statm", "r") else { return 0 }
            defer { fclose(file) }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = fread(&buffer, 1, buffer.count - 1, file)
            let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
            return Double(pages) * Double(sysconf(Int32(_SC_PAGESIZE)))
        #else
            var usage = rusage()
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss)
        #endif
    }

    /// Bytes the allocator has handed out and not had back (glibc's mallinfo2; 0 elsewhere).
    static var heapInUse: Double { Double(benchmark_heap_in_use()) }
}

extension Scenario {
    static let memory = Scenario(
        name: "memory",
        about: "resident memory and heap in use around a million ephemeral resolves; bytes per registration"
    ) { bench in
        let sink = bench.sink
        let resolves = bench.settings.memoryResolves
        let injectable = DependencyContainer()
        let swinject = Swinject.Container()
        ObjectChain.register(in: swinject)

        print("  \(resolves) ephemeral resolves of the Dog chain (5 objects each), after 10,000 to warm up")
        var growth: [String: (resident: Double, heap: Double, nanos: Double)] = [:]
        let loops: [(String, (Int) -> Void)] = [
            ("hand-written", { n in for _ in 0..<n { sink.take(ObjectChain.handWritten()) } }),
            ("Injectable", { n in for _ in 0..<n { sink.take(injectable.resolve() as ObjectChain.Dog) } }),
            ("Swinject", { n in for _ in 0..<n { sink.take(swinject.resolve(ObjectChain.Dog.self)!) } }),
            (
                "swift-dependencies",
                { n in
                    for _ in 0..<n {
                        @Dependency(\.objectDog) var dog
                        sink.take(dog.make())
                    }
                }
            ),
        ]
        for (name, loop) in loops {
            loop(10_000)
            let resident = MemoryUse.resident
            let heap = MemoryUse.heapInUse
            let start = now()
            loop(resolves)
            let elapsed = Double(now() - start)
            growth[name] = (MemoryUse.resident - resident, MemoryUse.heapInUse - heap, elapsed / Double(resolves))
            print(
                "    \(name.padding(18))  resident \(bytes(resident)) → growth \(bytes(growth[name]!.resident)), heap in use growth \(bytes(growth[name]!.heap)) (\(nanos(growth[name]!.nanos))/op)"
            )
        }

        let registrations = bench.settings.smoke ? 1_000 : 10_000
        print("  \(registrations) keyed interface registrations in a fresh container")
        func perRegistration(_ register: () -> AnyObject) -> (resident: Double, heap: Double) {
            let resident = MemoryUse.resident
            let heap = MemoryUse.heapInUse
            let container = register()
            let result = (
                (MemoryUse.resident - resident) / Double(registrations),
                (MemoryUse.heapInUse - heap) / Double(registrations)
            )
            withExtendedLifetime(container) {}
            return result
        }
        let injectableBytes = perRegistration {
            let container = DependencyContainer()
            for i in 0..<registrations {
                container.register(interface: Scale.Unrelated.self, key: "k\(i)") { _ in Scale.UnrelatedImpl() }
            }
            return container
        }
        let swinjectBytes = perRegistration {
            let container = Swinject.Container()
            for i in 0..<registrations {
                container.register(Scale.Unrelated.self, name: "k\(i)") { _ in Scale.UnrelatedImpl() }.inObjectScope(
                    .transient)
            }
            return container
        }
        // swift-dependencies: a key is declared, not registered, and takes no memory until it is
        // read; read, its live value has an entry in the context's cache. So a registration is
        // modelled as a key read once in a fresh `DependencyValues` (a cache of its own), its
        // factory never called. The keys are generic over tags made at run time, whose type
        // metadata the runtime allocates on first use: a first, discarded context makes it, so
        // that the one measured holds what many hand-written keys would cost.
        final class DependencyContext {
            let values = DependencyValues()
        }
        func dependencyContext() -> DependencyContext {
            let context = DependencyContext()
            withDependencies {
                $0 = context.values
            } operation: {
                for i in 0..<registrations { ManyKeys.read(i, variant: false) }
            }
            return context
        }
        withExtendedLifetime(dependencyContext()) {}
        let dependenciesBytes = perRegistration { dependencyContext() }
        print(
            "    Injectable          heap \(bytes(injectableBytes.heap)) per registration, resident \(bytes(injectableBytes.resident))"
        )
        print(
            "    Swinject            heap \(bytes(swinjectBytes.heap)) per registration, resident \(bytes(swinjectBytes.resident))"
        )
        print(
            "    swift-dependencies  heap \(bytes(dependenciesBytes.heap)) per key read, resident \(bytes(dependenciesBytes.resident))"
        )

        // Flat: no heap left behind by the resolves (a leak of one byte per resolve would show
        // as a megabyte), and resident memory within a megabyte of where it started.
        func isFlat(_ name: String) -> Bool {
            growth[name]!.heap <= 16 * 1024 && growth[name]!.resident <= 1024 * 1024
        }
        func growthText(_ name: String) -> String {
            "RSS +\(bytes(growth[name]!.resident)), heap +\(bytes(growth[name]!.heap))"
        }
        bench.record(
            "memory",
            hand: growthText("hand-written"),
            injectable: growthText("Injectable"),
            swinject: growthText("Swinject"),
            dependencies: growthText("swift-dependencies"),
            [
                Check(
                    "Injectable growth over \(resolves) resolves", value: growthText("Injectable"),
                    target: "flat (heap ≤ 16 KiB, RSS ≤ 1 MiB)", met: isFlat("Injectable")),
                Check(
                    "heap per registration, Injectable / Swinject",
                    value: "\(bytes(injectableBytes.heap)) / \(bytes(swinjectBytes.heap))", target: "–", met: nil),
                Check(
                    "swift-dependencies growth over \(resolves) resolves", value: growthText("swift-dependencies"),
                    target: "–", met: nil),
                Check(
                    "swift-dependencies ÷ Injectable, heap per registration",
                    value: times(dependenciesBytes.heap / injectableBytes.heap), target: "–", met: nil),
            ])
    }
}
