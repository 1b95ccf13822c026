/// Why a resolve failed, with the path that led there and how to fix it.
///
/// The throwing variants (`tryResolve()`,
/// ``DependencyContainer/tryResolveInterface(key:isolation:)->I``) throw it; the non-throwing ones stop the
/// program with its ``description``. The description names what was asked, the resolution path
/// from the outermost request, and the fix.
///
/// ```swift
/// do {
///     let planet: Planet = try container.tryResolveInterface()
/// } catch {
///     print(error.kind)   // .interfaceNotRegistered
///     print(error.path)   // [Planet (interface)]
/// }
/// ```
public struct ResolutionError: Error, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        /// `resolveInterface()` of an interface (or key) that nothing registered.
        case interfaceNotRegistered
        /// A cycle that cannot end: every request in ``ResolutionError/cycle`` asks for the
        /// next while being built, and no cached instance closes it.
        case cycle
        /// A registration's result is not an instance of the type asked for.
        case typeMismatch(expected: String, actual: String)
        /// An `init(container:)`, `didInject(container:)` or registration closure threw an
        /// error of its own (see ``ResolutionError/underlyingError``).
        case initializerFailed
        /// The graph is so deep that resolving further would overflow the thread's stack (for
        /// an async resolve, whose path is not on a stack: deeper than 4,096 requests).
        case tooDeep(depth: Int)
        /// A cycle closed in `didInject(container:)` through an uncached (ephemeral) object:
        /// the cached object in the cycle (``ResolutionError/keeper``) would keep a second
        /// instance of it instead of the one being wired. Resolve the cached side first, or
        /// give the uncached type a cached lifetime.
        case uncachedCycle
        /// A type whose conformance is isolated to the main actor (or a `@MainActor`
        /// registration closure) was asked for off the main actor, where the compiler could not
        /// check it (an optional `@Injected` property read from another thread): its
        /// `init(container:)` does not run there. Also what ``DependencyContainer/validate(roots:isolation:)``,
        /// called off the main actor, reports for each registration that needs the main actor:
        /// not checked.
        case needsMainActor
        /// A type whose conformance is isolated to the global actor named (not the main actor),
        /// or a registration closure isolated to it, was asked for where Injectable could not
        /// prove that code runs on that actor: a ``Provider``, ``Lazy`` or `resolveInterface()`
        /// called from code that is not isolated to it (their caller's `#isolation` proves it),
        /// or a resolve of its `implementation:` registration from such code. Its
        /// `init(container:)` does not run there.
        case needsActor(String)
        /// A synchronous `resolveInterface()` of an interface registered with an async
        /// implementation: resolve it with `try await container.resolveAsyncInterface()`.
        case needsAwait
        /// A ``Lifetime/scoped`` type was asked for from a container that is not a scope (see
        /// ``DependencyContainer/scope()``), for example by a persistent object, which would
        /// keep one session's instance for good.
        case notInScope
        /// The task of an async resolve was cancelled while it waited for an instance another
        /// task builds (that build goes on, for the other requests and later ones), or an
        /// ephemeral async object's or value's initialiser threw `CancellationError` in it;
        /// ``ResolutionError/underlyingError`` is that `CancellationError`.
        case cancelled
        /// A ``Provider`` or ``Lazy`` was used, or an ``Injected`` property first read, after the
        /// container it came from was released. One that a persistent or scoped object received
        /// (or an object such an object built) holds its container weakly, since the container
        /// holds that object (itself, or through an ancestor).
        case containerReleased
        /// A kept instance (``Lifetime/transient``, ``Lifetime/persistent``,
        /// ``Lifetime/scoped``, or ``Lifetime/graph`` while its resolve runs) of a type that is not
        /// known to be `Sendable` was asked for from another isolation domain than the one it
        /// belongs to (`builtOn`, where it was built): handing it over would let two domains use
        /// one non-`Sendable` instance at once. Both are named as a message says them ("the main
        /// actor", "global actor DatabaseActor", "task 3f2a"). See
        /// <doc:ConcurrencyAndTheMainActor>.
        case crossesIsolation(builtOn: String, askedOn: String)
        /// A type's ``GlobalActorInjectable/InjectionActor`` (`declared`) is not the actor its
        /// isolated conformance was used on (`usedOn`, where its provider, lazy or registration
        /// was made): the declaration is wrong, or generic code on `usedOn` received the
        /// conformance of another actor. Injectable builds it nowhere.
        case misdeclaredActor(declared: String, usedOn: String)

        /// A short name for the kind.
        public var description: String {
            switch self {
            case .interfaceNotRegistered: "interface not registered"
            case .cycle: "unbreakable cycle"
            case .typeMismatch: "wrong type"
            case .initializerFailed: "initializer failed"
            case .tooDeep: "graph too deep"
            case .uncachedCycle: "cycle through an uncached object"
            case .needsMainActor: "needs the main actor"
            case .needsActor(let actor): "needs \(actor)"
            case .needsAwait: "needs await"
            case .notInScope: "scoped type outside a scope"
            case .cancelled: "cancelled"
            case .containerReleased: "container released"
            case .crossesIsolation: "crosses isolation domains"
            case .misdeclaredActor: "wrong InjectionActor"
            }
        }
    }

    /// What failed.
    public var kind: Kind { storage.kind }
    /// The requests from the outermost one to the one that failed (the last element).
    public var path: [ResolutionStep] { storage.path }
    /// For ``Kind/cycle`` and ``Kind/uncachedCycle``: the requests that repeat, first and last
    /// being the same request.
    public var cycle: [ResolutionStep] { storage.cycle }
    /// For ``Kind/uncachedCycle``: the cached object that would keep a second instance; resolve
    /// it first.
    public var keeper: ResolutionStep? { storage.keeper }
    /// For ``Kind/initializerFailed``: the error that was thrown.
    public var underlyingError: (any Error)? { storage.underlyingError }
    /// For ``Kind/interfaceNotRegistered``: keys that *are* registered for the interface,
    /// synchronously or async (the description of a synchronous request's failure marks those
    /// that need `await`).
    public var registeredKeys: [String] { storage.registeredKeys }

    /// The request that failed.
    public var requested: ResolutionStep { path.last ?? ResolutionStep(typeName: "?") }

    // NB: one reference instead of the fields themselves: every resolve function throws this
    // type (typed throws), a word is returned in a register, and each frame that is not
    // inlined would otherwise reserve room for it, once per level of a graph.
    let storage: Storage

    final class Storage: Sendable {
        let kind: Kind
        let path: [ResolutionStep]
        let cycle: [ResolutionStep]
        let underlyingError: (any Error)?
        let registeredKeys: [String]
        /// For `.interfaceNotRegistered` of a synchronous request: the registered keys whose
        /// registration is async, which it cannot build.
        let awaitedKeys: [String]
        let keyIsDefault: Bool
        let keeper: ResolutionStep?
        let context: String?
        /// For `.needsMainActor`: a `@MainActor` registration closure, not a conformance.
        let isolatedClosure: Bool
        /// For `.initializerFailed`: the closure that supplies a keyed variant's parameter threw,
        /// not the initialiser.
        let failedParameter: Bool
        /// For `.tooDeep`: the async path's limit that was reached, not the thread's stack.
        let asyncLimit: Int?
        /// For `.needsMainActor`: `validate()` ran off the main actor and did not check the
        /// registration, the path's first step.
        let notChecked: Bool
        /// For `.needsActor`: the type names no actor, and was used on that one (see
        /// `GlobalActorInjectable`), so it is built nowhere.
        let undeclaredActor: Bool
        /// For `.needsActor`, the actor that would prove where the request may run (not one a
        /// type that names none was merely used on): where `validate()` checks it.
        let requiredActor: (any Actor)?
        /// For `.needsAwait` of a synchronous type: the async build whose `init` its instance's
        /// `didInject` waits for (see Construction.swift).
        let awaitedBuild: ResolutionStep?
        /// For `.cycle`: the loop closed through an `AsyncLazy` read while its value was built.
        let throughLazy: Bool

        init(
            kind: Kind, path: [ResolutionStep], cycle: [ResolutionStep], underlyingError: (any Error)?,
            registeredKeys: [String], awaitedKeys: [String], keyIsDefault: Bool, keeper: ResolutionStep?,
            context: String?,
            isolatedClosure: Bool, failedParameter: Bool, asyncLimit: Int?, notChecked: Bool, undeclaredActor: Bool,
            requiredActor: (any Actor)?, awaitedBuild: ResolutionStep?, throughLazy: Bool
        ) {
            self.awaitedBuild = awaitedBuild
            self.throughLazy = throughLazy
            self.requiredActor = requiredActor
            self.notChecked = notChecked
            self.undeclaredActor = undeclaredActor
            self.isolatedClosure = isolatedClosure
            self.failedParameter = failedParameter
            self.asyncLimit = asyncLimit
            self.kind = kind
            self.path = path
            self.cycle = cycle
            self.underlyingError = underlyingError
            self.registeredKeys = registeredKeys
            self.awaitedKeys = awaitedKeys
            self.keyIsDefault = keyIsDefault
            self.keeper = keeper
            self.context = context
        }
    }

    /// - Parameter keyIsDefault: For ``Kind/interfaceNotRegistered``: the request gave no key
    ///   and the failed key is the interface's default key (see `setDefaultKey(_:for:)`).
    init(
        kind: Kind, path: [ResolutionStep], cycle: [ResolutionStep] = [],
        underlyingError: (any Error)? = nil, registeredKeys: [String] = [], awaitedKeys: [String] = [],
        keyIsDefault: Bool = false, keeper: ResolutionStep? = nil, context: String? = nil,
        isolatedClosure: Bool = false, failedParameter: Bool = false, asyncLimit: Int? = nil,
        notChecked: Bool = false, undeclaredActor: Bool = false, requiredActor: (any Actor)? = nil,
        awaitedBuild: ResolutionStep? = nil, throughLazy: Bool = false
    ) {
        storage = Storage(
            kind: kind, path: path, cycle: cycle, underlyingError: underlyingError, registeredKeys: registeredKeys,
            awaitedKeys: awaitedKeys, keyIsDefault: keyIsDefault, keeper: keeper, context: context,
            isolatedClosure: isolatedClosure, failedParameter: failedParameter, asyncLimit: asyncLimit,
            notChecked: notChecked, undeclaredActor: undeclaredActor, requiredActor: requiredActor,
            awaitedBuild: awaitedBuild, throughLazy: throughLazy)
    }

    /// This `.needsMainActor` or `.needsActor` failure, met by `validate()` off that actor: the
    /// registration (the path's first step) was not checked, and a `validate()` on it checks it.
    func notCheckedHere() -> ResolutionError {
        ResolutionError(
            kind: kind, path: path, context: storage.context, isolatedClosure: storage.isolatedClosure,
            notChecked: true, undeclaredActor: storage.undeclaredActor, requiredActor: storage.requiredActor)
    }

    /// The same failure, reached through a provider: `origin` (the path where the provider was
    /// made) comes before the path, and `context` says so.
    func reached(from origin: [ResolutionStep], context: String) -> ResolutionError {
        ResolutionError(
            kind: kind, path: origin + path, cycle: cycle, underlyingError: underlyingError,
            registeredKeys: registeredKeys, awaitedKeys: storage.awaitedKeys, keyIsDefault: storage.keyIsDefault,
            keeper: keeper,
            context: storage.context ?? context, isolatedClosure: storage.isolatedClosure,
            failedParameter: storage.failedParameter, asyncLimit: storage.asyncLimit, notChecked: storage.notChecked,
            undeclaredActor: storage.undeclaredActor, requiredActor: storage.requiredActor,
            awaitedBuild: storage.awaitedBuild)
    }

    /// The same failure, with a line saying where it was asked for (a property, `inject()`).
    func asked(from context: String) -> ResolutionError {
        ResolutionError(
            kind: kind, path: path, cycle: cycle, underlyingError: underlyingError, registeredKeys: registeredKeys,
            awaitedKeys: storage.awaitedKeys, keyIsDefault: storage.keyIsDefault, keeper: keeper, context: context,
            isolatedClosure: storage.isolatedClosure, failedParameter: storage.failedParameter,
            asyncLimit: storage.asyncLimit, notChecked: storage.notChecked, undeclaredActor: storage.undeclaredActor,
            requiredActor: storage.requiredActor, awaitedBuild: storage.awaitedBuild)
    }
}
