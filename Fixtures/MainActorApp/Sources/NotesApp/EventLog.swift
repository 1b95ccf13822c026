import Foundation

/// Collects diagnostic events from any thread.
nonisolated final class EventLog: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var events: [String] = []

    func append(_ event: String) {
        lock.withLock { events.append(event) }
    }

    var count: Int { lock.withLock { events.count } }
}
