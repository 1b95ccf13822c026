// What an exit test's child process measured, printed for its parent to check.
import Foundation
import Testing

enum ChildProcess {
    /// What an exit test's child process printed: the measurement its parent checks.
    ///
    /// NB: the children print what they measured and exit successfully, and the parent asserts on
    /// it, rather than exiting with a failure code: a failed exit-status expectation returns no
    /// output, and the measurement is what explains the failure. A crash or a trap still fails
    /// the exit-status expectation itself.
    static func output(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    }

    /// The integer that follows `label` in `output` (as printed by `report(_:_:)`), if any.
    static func value(_ label: String, in output: String) -> Int? {
        for line in output.split(separator: "\n") where line.hasPrefix(label + ": ") {
            return Int(line.dropFirst(label.count + 2).prefix { $0 == "-" || $0.isNumber })
        }
        return nil
    }

    /// Prints `value` under `label` for the parent of an exit test, at once (the child may exit
    /// or hang right after).
    static func report(_ label: String, _ value: Int) {
        print("\(label): \(value)")
        fflush(nil)  // every stream: `stdout` itself is global mutable state to Swift 6
    }
}
