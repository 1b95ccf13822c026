import Synchronization

/// Where every benchmark puts what it built, so that the optimiser cannot delete the work.
///
/// `take` is never inlined and, on a condition the compiler cannot decide, stores the object in
/// a property: every object handed to it escapes, so an allocation can be neither removed nor
/// moved to the stack, for any contender alike. Each thread uses its own sink, padded to keep
/// two sinks off the same cache line.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable: a sink is used by one thread at a time; the harness hands it over
    // between threads only across a thread start or join.
    private var leadingPadding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0)
    private(set) var accumulator: UInt = 0
    private var kept: AnyObject?
    private var trailingPadding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
        (0, 0, 0, 0, 0, 0, 0, 0)

    /// Consumes an object: adds its address to the accumulator.
    @inline(never)
    func take(_ object: AnyObject) {
        let bits = UInt(bitPattern: ObjectIdentifier(object))
        accumulator &+= bits
        if bits == 1 { kept = object }
    }

    /// Consumes a number.
    @inline(never)
    func take(_ value: Int) {
        accumulator &+= UInt(bitPattern: value)
    }

    /// Every sink made so far, for the checksum printed at the end of a run.
    private static let all = Mutex<[Sink]>([])

    /// A new sink, remembered for ``checksum``.
    static func make() -> Sink {
        let sink = Sink()
        all.withLock { $0.append(sink) }
        return sink
    }

    /// The sum of every sink's accumulator: printed, so that no work is dead.
    static var checksum: UInt {
        all.withLock { $0.reduce(0) { $0 &+ $1.accumulator } }
    }
}
