/// Named gates that tasks wait at until a test opens them: orders the steps of an async race by
/// events, never by sleeping. A gate opened before anyone waits stays open.
actor Gates {
    private var open: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Returns once the gate `name` is open.
    func wait(_ name: String) async {
        if open.contains(name) { return }
        await withCheckedContinuation { waiting[name, default: []].append($0) }
    }

    /// Opens the gate `name`, resuming every task waiting at it.
    func open(_ name: String) {
        open.insert(name)
        for waiter in waiting.removeValue(forKey: name) ?? [] { waiter.resume() }
    }
}
