// The process's memory, for tests that check that work leaves it flat, and the sanitizers that
// make such a measure meaningless.
import Foundation

enum Memory {
    /// The resident set size of this process, in bytes, from /proc/self/statm; nil where there
    /// is no such file (Apple platforms).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Whether this process can measure its resident set: a test that measures it is enabled
    /// only where it can, rather than passing without checking anything.
    static let isMeasurable = residentBytes() != nil

    /// The Address Sanitizer keeps freed memory in quarantine, so resident memory grows anyway.
    static let underAddressSanitizer = dlsym(nil, "__asan_init") != nil

    /// The Thread Sanitizer's shadow memory makes the resident set a poor measure.
    static let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil
}
