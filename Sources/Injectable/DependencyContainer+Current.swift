extension DependencyContainer {
    @TaskLocal static var taskCurrent: DependencyContainer?

    private static let fallback = Locked<DependencyContainer?>(nil)

    /// The container that property injection (``Injected``) and `inject()` resolve from.
    ///
    /// It is the container made current with `withCurrent(_:)` for the running task
    /// (and its child tasks); outside of that, the default container (``setDefault(_:)``), which
    /// is ``shared`` unless an app chose another. Being task-local, tests running in parallel
    /// each see their own.
    public static var current: DependencyContainer {
        taskCurrent ?? fallback.withLock { $0 } ?? shared
    }

    /// Which container `current` is, for a failure message: where a property or `inject()`
    /// resolved from.
    var currentDescription: String { currentDescription(madeCurrent: self === Self.taskCurrent) }

    /// Which container `current` was, given whether it was made current with `withCurrent`.
    func currentDescription(madeCurrent: Bool) -> String {
        if madeCurrent { return "from the container made current with withCurrent" }
        if self === Self.shared && Self.fallback.withLock({ $0 }) == nil {
            return
                "from DependencyContainer.shared: no withCurrent was in effect, and no setDefault (did the test forget withCurrent?)"
        }
        return "from the default container (setDefault)"
    }

    /// Makes `container` what ``current`` returns wherever no `withCurrent(_:)` is
    /// in effect: the app's main container. `nil` goes back to ``shared``.
    ///
    /// Call it once at start-up. Tests should not: they use `withCurrent(_:)`, which
    /// is task-local and so cannot leak into a test running beside them.
    public static func setDefault(_ container: DependencyContainer?) {
        // The container replaced goes after the lock: its instances' deinits may ask for `current`.
        let replaced = fallback.withLock { fallback in
            defer { fallback = container }
            return fallback
        }
        withExtendedLifetime(replaced) {}
    }

    /// Runs `body` with this container as ``current``, including in child tasks it creates.
    ///
    /// ```swift
    /// let test = DependencyContainer()
    /// test.override(Clock.self) { _ in FixedClock() }
    /// test.withCurrent {
    ///     let model = ViewModel()   // its @Injected properties resolve from `test`
    /// }
    /// ```
    public func withCurrent<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        do {
            return try Self.$taskCurrent.withValue(self) { try body() }
        } catch let error as E {
            throw error
        } catch {
            fatalError("unreachable: body throws only \(E.self)")
        }
    }

    /// Runs the async `body` with this container as ``current``, including in its child tasks.
    public func withCurrent<R>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await Self.$taskCurrent.withValue(self, operation: body, isolation: isolation)
    }
}
