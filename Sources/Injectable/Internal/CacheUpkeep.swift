// Keeping the instance cache in shape: forgetting what a change made stale (`Commit.swift`
// carries the changes out), and pruning the entries of released transient instances.

extension DependencyContainer {
    /// Makes every live descendant forget the persistent instances it inherited from this
    /// container that `matches`: this container no longer has them.
    func forgetInherited(where matches: @escaping (ObjectIdentifier) -> Bool) {
        var pending = liveChildren
        // Released after the locks: a deinit may use the container.
        var released: [AnyObject] = []
        while let container = pending.popLast() {
            container.state.withLock { state in
                for (id, kept) in state.inherited where matches(id) {
                    state.inherited[id] = nil
                    released.append(kept.object)
                }
            }
            pending.append(contentsOf: container.liveChildren)
        }
        withExtendedLifetime(released) {}
    }
}

extension ContainerState {
    /// Forgets the finished instances `forget` matches (and marks those in flight stale, if it
    /// says so). What it removes goes to `commit`, to be released after the lock.
    mutating func forgetInstances(_ forget: Forget, into commit: inout Commit) {
        for (id, kept) in inherited where forget.matches(CacheKey(id: id, nil)) {
            inherited[id] = nil
            commit.release(kept.object)
        }
        for (key, entry) in cache.entries where forget.matches(key) {
            switch entry {
            case .strong(let object):
                cache.entries[key] = nil
                domains[key] = nil
                commit.release(object)
            case .weak(let box):
                cache.entries[key] = nil
                domains[key] = nil
                commit.release(box)
            case .building(let owner, _):
                if forget.includesInFlight { cache.entries[key] = .building(owner: owner, stale: true) }
            case .injecting(let owner, let object, _):
                if forget.includesInFlight { cache.entries[key] = .injecting(owner: owner, object, stale: true) }
            case .task(let build):
                if forget.includesInFlight { build.stale = true }
            case .handedOver(let build, let object, _):
                if forget.includesInFlight { cache.entries[key] = .handedOver(build, object, stale: true) }
            }
        }
    }

    /// Removes the entries of transient instances that were released, once the cache has
    /// doubled since the last time: a transient keyed by ever new keys would otherwise grow
    /// the cache for good. Their boxes hold nothing, so releasing them here runs no user code.
    ///
    /// The instances still alive go to `alive`, for the caller to release after the lock:
    /// loading a weak reference makes a strong one, which is the last one if another thread
    /// lets the instance go meanwhile, and its deinit may use the container (under the lock, it
    /// would deadlock).
    mutating func pruneReleasedInstances(keepingAlive alive: inout [AnyObject]) {
        guard cache.entries.count >= pruneAt else { return }
        cache.entries = Self.pruned(cache.entries, keepingAlive: &alive) { entry in
            guard case .weak(let box) = entry else { return nil }
            return .some(box.object)
        }
        // The domains of the instances whose entries went with them.
        domains = domains.filter { cache.entries[$0.key] != nil }
        pruneAt = max(64, cache.entries.count * 2)
    }

    /// `entries` without the weak entries whose instance is gone; the instances still alive go
    /// to `alive`. `weakObject` answers, for a weak entry, its instance if alive (nil for any
    /// other entry).
    private static func pruned<Entry>(
        _ entries: KeyedTable<Entry>, keepingAlive alive: inout [AnyObject], weakObject: (Entry) -> AnyObject??
    ) -> KeyedTable<Entry> {
        entries.filter { entry in
            guard let weak = weakObject(entry.value) else { return true }
            guard let object = weak else { return false }
            alive.append(object)
            return true
        }
    }
}
