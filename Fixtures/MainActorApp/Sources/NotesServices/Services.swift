import Injectable

/// A nonisolated service library used by the main-actor app module.
public protocol Clock: Sendable {
    var now: Int { get }
}

public final class SystemClock: Clock, InjectableObject {
    public static let lifetime: Lifetime = .persistent
    public init(container: Container) {}
    public var now: Int { 42 }
}

public struct FixedClock: Clock {
    public let now: Int
    public init(now: Int) { self.now = now }
}

public final class Logger: InjectableObject, Sendable {
    public static let lifetime: Lifetime = .persistent
    public init(container: Container) {}
    public func log(_ message: String) {}
}

public struct NoteFormatter: CustomInjectableValue {
    public let pattern: String
    public init(container: Container) { pattern = "default" }
    public init(container: Container, parameter: String) { pattern = parameter }
}

/// A Sendable service with property injection.
public struct Uploader: Sendable {
    @Injected public var logger: Logger
    public init() {}
}

public actor SyncEngine {
    @Injected var logger: Logger
    public init() {}
    public func sync() -> Bool {
        logger.log("sync")
        return true
    }
}

/// A nonisolated final class that is Sendable: resolve once into a `let`.
public final class Reporter: Sendable {
    let logger: Logger
    public init(logger: Logger = inject()) { self.logger = logger }
}

/// A shared service that is not Sendable: it belongs to the domain that builds it.
public final class DraftCounter: InjectableObject {
    public static let lifetime: Lifetime = .persistent
    public var drafts = 0
    public init(container: Container) {}
}

/// A nonisolated async function of a module without `NonisolatedNonsendingByDefault`: it runs
/// off its caller's actor, in its task's domain, so it is refused the main actor's counter (a
/// false positive ConcurrencyAndTheMainActor lists, fixed by the feature or by forwarding the
/// caller's isolation).
public func countDraftsOffTheCallersActor(_ container: DependencyContainer) async -> ResolutionError? {
    do {
        let counter: DraftCounter = try container.tryResolve()
        counter.drafts += 1
        return nil
    } catch {
        return error
    }
}

/// The same, forwarding its caller's isolation: it resolves in its caller's domain.
public func countDrafts(
    _ container: DependencyContainer, isolation: isolated (any Actor)? = #isolation
) async -> ResolutionError? {
    do {
        let counter: DraftCounter = try container.tryResolve()
        counter.drafts += 1
        return nil
    } catch {
        return error
    }
}

extension InjectedValues {
    public var retries: Int { 3 }
}

public struct ServicesModule: InjectableModule {
    public init() {}
    public func register(in container: DependencyContainer) {
        container.register(interface: (any Clock).self, implementation: SystemClock.self)
        container.register(type: NoteFormatter.self, key: "short") { _ in "d/M" }
    }
}
