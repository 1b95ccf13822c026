// Shared by every page. A playground compiles this folder as a module of its own, so what the
// pages use is `public`.
import Foundation

/// Prints `✓ claim` when `condition` holds. Otherwise prints `✗ claim` and stops the run with a
/// non-zero exit status, so that a page can never print a claim that is not true.
public func check(_ condition: Bool, _ claim: String, line: UInt = #line) {
    if condition {
        print("✓ \(claim)")
    } else {
        print("✗ \(claim)  (line \(line))")
        exit(1)
    }
}

/// Counts events from any thread; pages use it to count how often an initialiser ran.
public final class Counter: @unchecked Sendable {
    // @unchecked Sendable: `count` is only read and written while `lock` is held.
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    public var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
