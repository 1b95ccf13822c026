// Shared by every page. A playground compiles this folder as a module of its own, so what the
// pages use is `public`.
//
// The rule every check follows: it runs whatever happens. A check never sits on a path that may
// not be taken (inside a `catch`, after an early return), because a check that does not run
// proves nothing and prints nothing to miss. `checkThrows` checks both outcomes of a call that
// should fail.
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

/// Runs `body`, which must throw an `E`: prints `✓ claim` and returns the error. When `body`
/// returns normally, or throws another type, prints `✗ claim` and stops the run.
@discardableResult
public func checkThrows<E: Error>(_ type: E.Type, _ claim: String, line: UInt = #line, _ body: () throws -> Void) -> E {
    do {
        try body()
        print("✗ \(claim)  (line \(line): nothing was thrown)")
    } catch let error as E {
        print("✓ \(claim)")
        return error
    } catch {
        print("✗ \(claim)  (line \(line): threw \(error))")
    }
    exit(1)
}

/// The async form of `checkThrows`, run on the caller's actor.
@discardableResult
public func checkThrows<E: Error>(
    _ type: E.Type, _ claim: String, line: UInt = #line, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async -> E {
    do {
        try await body()
        print("✗ \(claim)  (line \(line): nothing was thrown)")
    } catch let error as E {
        print("✓ \(claim)")
        return error
    } catch {
        print("✗ \(claim)  (line \(line): threw \(error))")
    }
    exit(1)
}

/// Runs `body`, which must not throw: prints `✓ claim`, or prints `✗ claim` with the error and
/// stops the run.
public func checkDoesNotThrow(_ claim: String, line: UInt = #line, _ body: () throws -> Void) {
    do {
        try body()
        print("✓ \(claim)")
    } catch {
        print("✗ \(claim)  (line \(line): threw \(error))")
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
