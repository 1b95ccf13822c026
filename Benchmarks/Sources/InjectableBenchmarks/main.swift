#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

// swift run -c release InjectableBenchmarks [--smoke] [--rounds N] [--sample-ms M] [--iterations N] [scenario...]

let usage = """
    usage: InjectableBenchmarks [--smoke] [--rounds N] [--sample-ms M] [--iterations N] [scenario...]

      --smoke         run every chosen scenario for a few milliseconds (checks that it still works)
      --rounds N      rounds per measurement (default 21)
      --sample-ms M   length of one sample in milliseconds (default 40)
      --iterations N  exactly N operations per sample instead of timing them (for profilers)

    scenarios (default: all): \(Scenario.all.map(\.name).joined(separator: ", "))
    """

var settings = Settings()
var chosen: [Scenario] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--smoke":
        settings = .smoke
    case "--rounds":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
            print(usage)
            exit(2)
        }
        settings.rounds = value
    case "--sample-ms":
        guard let value = arguments.popFirst().flatMap({ UInt64($0) }), value > 0 else {
            print(usage)
            exit(2)
        }
        settings.sampleNanos = value * 1_000_000
    case "--iterations":
        guard let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 else {
            print(usage)
            exit(2)
        }
        settings.fixedIterations = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard let scenario = Scenario.all.first(where: { $0.name == argument }) else {
            print("unknown scenario \"\(argument)\"\n")
            print(usage)
            exit(2)
        }
        chosen.append(scenario)
    }
}
if chosen.isEmpty { chosen = Scenario.all }

#if DEBUG
    print("WARNING: a debug build; measure with `swift run -c release InjectableBenchmarks`.\n")
#endif

let bench = Bench(settings: settings)
let began = now()
print(
    "Injectable benchmarks: \(settings.rounds) rounds, samples of \(fixed(Double(settings.sampleNanos) / 1e6, 1)) ms\(settings.smoke ? " (smoke)" : "")"
)
print("ns per op: median over rounds (min – max); ratios: median of the per-round ratios (min–max)")
print(
    "Swinject 2.10.0: a plain Container on one thread, synchronize() in the threads scenario; .transient for ephemeral, .container for persistent\n"
)
for scenario in chosen {
    print("## \(scenario.name): \(scenario.about)")
    scenario.run(bench)
    print("")
}
print("## Summary\n")
bench.printSummary()
print("\nchecksum \(Sink.checksum), \(fixed(Double(now() - began) / 1e9, 1)) s")
