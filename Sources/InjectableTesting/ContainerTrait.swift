public import Injectable
public import Testing

/// A test trait that runs each test, and each argument case of a parameterised test, with a
/// fresh child container as `DependencyContainer.current`.
///
/// ```swift
/// @Test(.container) func savesNotes() {
///     DependencyContainer.current.override(Database.self) { _ in InMemoryDatabase() }
///     let notes: Notes = DependencyContainer.current.resolve()
///     #expect(notes.database is InMemoryDatabase)
/// }
///
/// @Suite(.container(base: app) { $0.override(Clock.self) { _ in FixedClock() } })
/// struct CheckoutTests { ... }
/// ```
///
/// The child sees its base container's registrations, overrides and values but keeps its own
/// caches, and what a test registers or overrides in it shadows the base without changing it.
/// `current` is task-local, so tests running in parallel each see their own container, and so do
/// the child tasks a test creates.
///
/// On a suite the trait applies to every test in it, including nested suites, each test case
/// getting its own child. Traits nest: without an explicit base, a test's child is made from
/// whatever is `current` where the test starts, so a test's own `.container { ... }` builds on
/// its suite's.
///
/// An app whose composition root is main-actor (every declaration of a module compiled with
/// `.defaultIsolation(MainActor.self)` is) gives its base as a closure, which runs on the main
/// actor, and so does the configuring closure that follows it:
///
/// ```swift
/// @Suite(.container(base: { AppComposition.makeContainer() }, { $0.override(Clock.self, with: FixedClock.self) }))
/// struct CheckoutTests { ... }
/// ```
///
/// ``checkingLeaks(timeout:)`` adds a leak check: after each test case, the class instances its
/// child built and that outlive the child are reported as issues of that case, one per
/// outermost request that built them, with the root first, the path that built it, the likely
/// cause and the fix.
///
/// ```swift
/// @Suite(.container(base: app).checkingLeaks())
/// struct CheckoutTests { ... }
/// ```
public struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
    /// The container each test's child is made from; `nil` for `DependencyContainer.current`
    /// where the test starts (an enclosing trait's container, else the default container), and
    /// for a trait whose base a closure makes for each test case
    /// (``container(base:_:)-5x457``).
    public let base: DependencyContainer?

    /// Makes the base for each test case, on the main actor, when the trait was given a closure.
    let makeBase: (@MainActor @Sendable () throws -> DependencyContainer)?

    /// Configures each child: nonisolated, or isolated to an actor it then runs on.
    let configure: @isolated(any) @Sendable (DependencyContainer) throws -> Void

    /// How long a test case waits for its child's instances to be freed; `nil` without a leak
    /// check.
    var leakCheckTimeout: Duration?
    /// Where the leak check's reports go; `nil` for issues of the test case. For the trait's own
    /// tests, which check the reports without recording them as issues.
    var leakReports: (@Sendable (String) -> Void)?

    init(
        base: DependencyContainer?, makeBase: (@MainActor @Sendable () throws -> DependencyContainer)? = nil,
        configure: @escaping @isolated(any) @Sendable (DependencyContainer) throws -> Void
    ) {
        self.base = base
        self.makeBase = makeBase
        self.configure = configure
    }

    /// A suite's trait applies to every test in the suite and its nested suites.
    public var isRecursive: Bool { true }

    /// Scopes each test case: a test function's cases, never a suite as a whole, so that no two
    /// tests share a child.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs one test case with a new child of the base as `DependencyContainer.current`, after
    /// the trait's closure has configured that child. A base made by a closure is made here,
    /// once for the test case, on the main actor.
    ///
    /// A resolve that stops the program in the test case (Swift Testing runs every test in one
    /// process, so a stop ends them all) names the test case, its source location and the path
    /// first, before its explanation.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await run(Self.describe(test), at: test.sourceLocation, performing: function)
    }

    /// The test case as a stop names it: its name and where it is declared.
    static func describe(_ test: Test) -> String {
        let location = test.sourceLocation
        return "\"\(test.displayName ?? test.name)\" (\(location.fileID):\(location.line):\(location.column))"
    }

    /// Runs one test case, `testCase` as a stop names it, declared at `sourceLocation`, where a
    /// leak check records its issues.
    func run(
        _ testCase: String, at sourceLocation: SourceLocation, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TestCaseContext.$current.withValue(testCase) {
            let base = try await makeBase?() ?? base ?? DependencyContainer.current
            let tracker: InstanceTracker?
            let tasks = TaskEnd()
            do {
                let container = base.child()
                tracker = leakCheckTimeout.map { _ in container.trackInstances() }
                // The tasks the test case starts inherit the token (a task-local, as `current`
                // is): it is freed when the last of them ends.
                try await TaskEnd.$token.withValue(tasks.token()) {
                    try await container.withCurrent {
                        try await configure(container)  // already current: what it resolves comes from the child
                        try await function()
                    }
                }
            }
            // The child is let go. A task the test started may still hold it, and its instances,
            // while it ends: the check waits for the last such task to end (at most the
            // timeout), and then reports at once what is still alive.
            guard let tracker, let leakCheckTimeout else { return }
            let outcome = await tasks.wait(timeout: leakCheckTimeout) {
                await tracker.waitForRelease(timeout: leakCheckTimeout).isEmpty
            }
            guard outcome != .released else { return }
            for leak in tracker.leaks {
                var report = "Leak check: \(leak)"
                if outcome == .timedOut {
                    report +=
                        "\n  A task the test case started was still running \(leakCheckTimeout) after it returned: it may be what holds them."
                }
                if let leakReports {
                    leakReports(report)
                } else {
                    Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// This trait with a leak check: after each test case that returns, every class instance
    /// the case's child container built (its scopes and children included) and that is still
    /// alive once the child is let go is reported as an issue of that case: one issue per
    /// outermost request that built them, naming the root first (the path that built it, the
    /// likely cause, labelled as a guess where it is one, and the fix), then what it built
    /// below it (see `LeakReport`).
    ///
    /// ```swift
    /// @Test(.container.checkingLeaks())
    /// func opensAndClosesADocument() async { ... }
    /// ```
    ///
    /// Each case checks only the instances of its own child, so parallel cases and argument
    /// cases do not see each other's. The check waits for the tasks the test case started
    /// (`Task { }`, which inherit its task-local values) to end, or for its instances to be
    /// freed, at most `timeout`, and reports the moment either happens: it never waits for a
    /// fixed time. A task started with
    /// `Task.detached`, or a thread, is not waited for. A case that throws is not checked.
    /// Without this modifier nothing is tracked, and resolving costs what it did.
    ///
    /// - Parameter timeout: How long each case waits for the tasks it started to end before
    ///   reporting what is still alive.
    public func checkingLeaks(timeout: Duration = .seconds(2)) -> Self {
        var trait = self
        trait.leakCheckTimeout = timeout
        return trait
    }
}

extension Trait where Self == ContainerTrait {
    /// Gives each test (and each argument case) a fresh child of `DependencyContainer.current`
    /// as `DependencyContainer.current`.
    public static var container: Self {
        ContainerTrait(base: nil) { _ in }
    }

    /// Gives each test (and each argument case) a fresh child of `base` as
    /// `DependencyContainer.current`, configured by `configure` before the test runs.
    ///
    /// ```swift
    /// @Test(.container { $0.override(Clock.self) { _ in FixedClock() } })
    /// func expiresAtMidnight() { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - base: The container each child is made from; by default `DependencyContainer.current`
    ///     where the test starts: an enclosing suite's child, else the default container
    ///     (`DependencyContainer.shared` unless the app called `setDefault(_:)`).
    ///   - configure: Registers overrides, registrations and values in the child; runs once
    ///     per test case, before the test, with the child already current. An error it throws
    ///     fails that test case. A closure that uses main-actor types is written `@MainActor`
    ///     (`{ @MainActor container in ... }`) and runs on the main actor.
    public static func container(
        base: DependencyContainer? = nil,
        _ configure: @escaping @isolated(any) @Sendable (DependencyContainer) throws -> Void = { _ in }
    ) -> Self {
        ContainerTrait(base: base, configure: configure)
    }

    /// Gives each test (and each argument case) a fresh child of the container that `base`
    /// returns, as `DependencyContainer.current`, configured by `configure` before the test
    /// runs; both closures run on the main actor.
    ///
    /// This is the form for a main-actor composition root, as an app module compiled with
    /// `.defaultIsolation(MainActor.self)` has: neither closure needs an annotation there, and
    /// `configure` may register the app's main-actor types.
    ///
    /// ```swift
    /// @Suite(.container(base: { AppComposition.makeContainer() }, { $0.override(Clock.self, with: FixedClock.self) }))
    /// struct CheckoutTests { ... }
    /// ```
    ///
    /// - Parameters:
    ///   - base: Returns the container each child is made from; called once per test case,
    ///     before `configure`. `{ AppComposition.makeContainer() }` gives every test case an
    ///     app container of its own; `{ appContainer }` (a main-actor global) shares one, whose
    ///     persistent instances the tests then share. An error it throws fails that test case.
    ///   - configure: Registers overrides, registrations and values in the child; runs once
    ///     per test case, before the test, with the child already current. An error it throws
    ///     fails that test case.
    public static func container(
        base: @escaping @MainActor @Sendable () throws -> DependencyContainer,
        _ configure: @escaping @MainActor @Sendable (DependencyContainer) throws -> Void = { _ in }
    ) -> Self {
        ContainerTrait(base: nil, makeBase: base, configure: configure)
    }
}

/// The end of every task a test case started: a token each of them inherits, as a task-local
/// value (`Task { }` copies the task-locals of the task that starts it), and that is freed when
/// the last of them ends. A task started with `Task.detached`, or a thread, does not inherit it.
final class TaskEnd: Sendable {
    @TaskLocal static var token: Token?

    private let ends: AsyncStream<Never>
    private let end: AsyncStream<Never>.Continuation

    init() { (ends, end) = AsyncStream.makeStream() }

    /// The token to bind for the test case; keep no other reference to it.
    func token() -> Token { Token(end) }

    /// How a wait ended.
    enum Outcome: Sendable {
        /// Every task that inherited the token ended.
        case tasksEnded
        /// What the wait was for happened first (every instance was freed).
        case released
        /// Neither, within the timeout.
        case timedOut
    }

    /// Waits until every task that inherited the token has ended, or `released` returns true
    /// (it returns false when cancelled), or `timeout` has passed, whichever comes first.
    func wait(timeout: Duration, orUntil released: @escaping @Sendable () async -> Bool) async -> Outcome {
        await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { [ends] in
                for await _ in ends {}
                return Task.isCancelled ? nil : .tasksEnded
            }
            group.addTask { await released() ? .released : nil }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return .timedOut
            }
            var outcome = Outcome.timedOut
            while let next = await group.next() {
                guard let next else { continue }
                outcome = next
                break
            }
            group.cancelAll()
            return outcome
        }
    }

    /// Ends the wait when the last task holding it lets it go.
    final class Token: Sendable {
        private let end: AsyncStream<Never>.Continuation
        init(_ end: AsyncStream<Never>.Continuation) { self.end = end }
        deinit { end.finish() }
    }
}
