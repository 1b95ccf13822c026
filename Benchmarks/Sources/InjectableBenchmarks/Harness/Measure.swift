#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Monotonic time in nanoseconds.
@inline(__always)
func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

/// How long and how often to measure.
struct Settings {
    /// Rounds; in each, every contender of a measurement runs one sample.
    var rounds = 21
    /// The length one sample aims at, in nanoseconds.
    var sampleNanos: UInt64 = 40_000_000
    /// A run that only checks that every scenario still works.
    var smoke = false
    /// Ephemeral resolves for the memory scenario.
    var memoryResolves = 1_000_000
    /// Operations per sample, instead of calibrating to `sampleNanos`: for profiling, where a
    /// run should do the same work however slowly it goes (under valgrind, for instance).
    var fixedIterations: Int?

    static let smoke = Settings(rounds: 3, sampleNanos: 1_000_000, smoke: true, memoryResolves: 10_000)
}

/// A median with the spread around it.
struct Stat {
    let median: Double
    let min: Double
    let max: Double

    init(_ values: [Double]) {
        precondition(!values.isEmpty, "no samples")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// `1.23× (1.10–1.40)`.
    var ratioText: String { "\(times(median)) (\(plain(min))–\(plain(max)))" }
}

/// A piece of code to measure: `run(n)` does `n` operations and hands every result to a sink.
struct Contender {
    let name: String
    let run: (Int) -> Void

    init(_ name: String, _ run: @escaping (Int) -> Void) {
        self.name = name
        self.run = run
    }
}

/// The per-round samples of one measurement: ns per operation for each contender.
struct Results {
    let title: String
    let names: [String]
    let perRound: [String: [Double]]

    func ns(_ name: String) -> Stat { Stat(samples(name)) }

    /// The guardrail's ratio: in each round, the fastest of `peers` that took part over
    /// `subject` (all ran next to each other); nil when no peer took part.
    func fastestPeerRatio(
        of subject: String = "Injectable", peers: [String] = ["Swinject", "swift-dependencies"]
    ) -> Stat? {
        let present = peers.filter { perRound[$0] != nil }
        guard !present.isEmpty else { return nil }
        let times = samples(subject)
        return Stat(times.indices.map { round in present.map { samples($0)[round] }.min()! / times[round] })
    }

    /// The ratio `a / b`, computed in each round (the two ran next to each other).
    func ratio(_ a: String, _ b: String) -> Stat {
        Stat(zip(samples(a), samples(b)).map { $0 / $1 })
    }

    func samples(_ name: String) -> [Double] {
        guard let values = perRound[name] else { fatalError("no contender named \(name) in \(title)") }
        return values
    }
}

/// Runs measurements and prints them as it goes.
final class Bench {
    let settings: Settings
    let sink = Sink.make()
    var summary: [SummaryRow] = []
    /// Warnings printed under the final table.
    var notes: [String] = []

    init(settings: Settings) {
        self.settings = settings
    }

    /// Measures the contenders round by round, rotating which goes first.
    func measure(_ title: String, unit: String = "op", perUnit: Double = 1, _ contenders: [Contender]) -> Results {
        let counts = contenders.map { calibrate($0.run, perUnit: perUnit) }
        var perRound: [String: [Double]] = [:]
        for round in 0..<settings.rounds {
            for offset in 0..<contenders.count {
                let index = (round + offset) % contenders.count
                let contender = contenders[index]
                let n = counts[index]
                let start = now()
                contender.run(n)
                let elapsed = now() - start
                perRound[contender.name, default: []].append(Double(elapsed) / Double(n) / perUnit)
            }
        }
        let results = Results(title: title, names: contenders.map(\.name), perRound: perRound)
        print("  \(title)")
        let width = contenders.map(\.name.count).max() ?? 0
        for contender in contenders {
            let stat = results.ns(contender.name)
            let name = contender.name.padding(width)
            print("    \(name)  \(nanos(stat.median))/\(unit)  (\(nanos(stat.min)) – \(nanos(stat.max)))")
        }
        return results
    }

    /// How many operations make one sample of about `settings.sampleNanos`; also warms up.
    func calibrate(_ run: (Int) -> Void, perUnit: Double = 1) -> Int {
        if let fixedIterations = settings.fixedIterations { return fixedIterations }
        // NB: one operation first, untimed. A process's first operation pays what it never pays
        // again (the runtime's first conformance lookups, lazy binding, first-touch page faults:
        // 7 ms for the first start-up against 0.1 ms for the next), and timed it made the
        // samples 5 start-ups long instead of 40 ms, where the cold first one of each sample
        // weighed a fifth.
        run(1)
        let warmTarget = Swift.max(settings.sampleNanos / 8, 1_000_000)
        var n = 1
        while true {
            let start = now()
            run(n)
            let elapsed = now() - start
            if elapsed >= warmTarget || n >= 1 << 40 {
                let perOp = Double(elapsed) / Double(n)
                return Swift.max(1, Int(Double(settings.sampleNanos) / Swift.max(perOp, 0.01)))
            }
            n *= elapsed < warmTarget / 16 ? 8 : 2
        }
    }

    /// Prints a ratio line under a measurement.
    func printRatio(_ label: String, _ stat: Stat) {
        print("    \(label): \(stat.ratioText)")
    }
}

// MARK: - Formatting

/// `12.3 ns`, `4.56 µs`, `7.89 ms`.
func nanos(_ value: Double) -> String {
    if value < 1_000 { return "\(fixed(value, 1)) ns" }
    if value < 1_000_000 { return "\(fixed(value / 1_000, 2)) µs" }
    return "\(fixed(value / 1_000_000, 2)) ms"
}

/// A ratio as `1.23×`, with fewer decimals as it grows.
func times(_ value: Double) -> String { "\(plain(value))×" }

func plain(_ value: Double) -> String {
    if value >= 100 { return fixed(value, 0) }
    if value >= 10 { return fixed(value, 1) }
    if value >= 0.1 { return fixed(value, 2) }
    return fixed(value, 4)
}

/// `value` with `decimals` digits after the point, without Foundation.
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
}

/// Bytes as `512 B`, `12.3 KiB`, `4.56 MiB`.
func bytes(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude < 1024 { return "\(fixed(value, 0)) B" }
    if magnitude < 1024 * 1024 { return "\(fixed(value / 1024, 1)) KiB" }
    return "\(fixed(value / 1024 / 1024, 2)) MiB"
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
