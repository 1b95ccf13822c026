/// Which thread waits for which, across all containers, to refuse a wait that would deadlock.
///
/// Thread A waits for a slot that thread B is building only if B is not (transitively) waiting
/// for A. Only consulted when two threads meet on the same slot, so the global lock is cold.
enum WaitGraph {
    private static let waits = Locked<[UInt: UInt]>([:])

    /// Records that `waiter` is about to wait for `owner`, unless that closes a loop of waits.
    /// - Returns: `false` when waiting would deadlock (nothing is recorded then).
    static func beginWait(_ waiter: UInt, for owner: UInt) -> Bool {
        waits.withLock { waits in
            var current = owner
            var hops = 0
            while hops < 10_000 {
                if current == waiter { return false }
                guard let next = waits[current] else { break }
                current = next
                hops += 1
            }
            waits[waiter] = owner
            return true
        }
    }

    static func endWait(_ waiter: UInt) {
        waits.withLock { _ = $0.removeValue(forKey: waiter) }
    }
}
