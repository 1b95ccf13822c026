// Isolated types in registrations: a registration's closure, a provider or an `@Injected`
// property may use a conformance isolated to a global actor (every type of a module compiled
// with `.defaultIsolation(MainActor.self)` has one, to the main actor), and runs on whichever
// thread resolves. The compiler checks such a conformance where it is used, not where the
// closure that keeps it runs; these guards make the closure fail instead of building the type
// elsewhere. A nonisolated conformance gets no guard, so its resolves cost what they did.
//
// Which actor: the runtime tells that a conformance is isolated, not to which actor, and
// synchronous code cannot ask "am I on actor X?" without trapping. So a type isolated to a
// global actor other than the main actor names it (`GlobalActorInjectable`), and the public
// calls that may build such a type (`Provider.get`, `Lazy.get`, `resolveInterface`) take their
// caller's isolation as an `isolated` parameter, which the compiler checks: the call, and what
// it runs synchronously, runs there (`withProvenIsolation`). A type that names no actor is
// taken for the main actor's, unless the code that made its provider or registration ran on
// another actor: then it may be that actor's, and it is built nowhere (`ActorRequirement`).

/// Where a type whose conformance is isolated to a global actor may be built.
@usableFromInline
enum ActorRequirement: Sendable {
    /// On the main actor (checked by thread).
    case mainActor
    /// Where a caller's isolation proves this actor: the one the type declares, or a closure's.
    case actor(any Actor)
    /// Nowhere: the type names no actor, and was used on this one, which the compiler allows
    /// for a conformance of that actor, or, from generic code, of another (the main actor's):
    /// Injectable cannot tell which, and says so.
    case undeclared(usedOn: any Actor)
    /// Nowhere: the type names `declared`, but its conformance was used on `usedOn` (see
    /// `misdeclaredActor` in `IsolationDomain.swift`).
    case misdeclared(declared: any Actor, usedOn: any Actor)
}

/// The requirement of `type`, whose conformance is isolated, used by code running on
/// `isolation` (the `#isolation` where a provider is made or an implementation registered).
@usableFromInline
func actorRequirement(of type: Any.Type, usedOn isolation: (any Actor)?) -> ActorRequirement {
    if let declared = declaredActor(of: type) {
        if let misdeclared = misdeclaredActor(declared, usedOn: isolation) { return misdeclared }
        return declared is MainActor ? .mainActor : .actor(declared)
    }
    guard let isolation, !(isolation is MainActor) else { return .mainActor }
    return .undeclared(usedOn: isolation)
}

/// Whether `isolation` (a `#isolation`) is a global actor other than the main actor.
@inlinable
@inline(__always)
func isOtherActor(_ isolation: (any Actor)?) -> Bool {
    otherActor(isolation) != nil
}

/// `isolation` (a caller's `isolated` parameter) when it is an actor other than the main actor:
/// the actor its call proves. The main actor needs no proof (the guard asks the thread), so a
/// call from main-actor code costs a comparison, not the thread's state.
@inlinable
@inline(__always)
func otherActor(_ isolation: (any Actor)?) -> (any Actor)? {
    guard let isolation, ObjectIdentifier(type(of: isolation)) != ObjectIdentifier(MainActor.self) else { return nil }
    return isolation
}

/// Runs `body` with `isolation`, a caller's `#isolation`, as the actor this thread is proven to
/// run on: synchronous code runs where its caller does, so what `body` resolves may build types
/// isolated to that actor.
@usableFromInline
func withProvenIsolation<R, Failure: Error>(
    _ isolation: any Actor, _ body: () throws(Failure) -> R
) throws(Failure) -> R {
    let thread = currentThread()
    let outer = thread.provenActor
    thread.provenActor = isolation
    defer { thread.provenActor = outer }
    return try body()
}

extension DependencyContainer {
    /// Throws unless this runs where `type`, whose conformance (or registered closure, when
    /// `closure`) is isolated, may be built: see ``ActorRequirement``.
    @usableFromInline
    func requireIsolation(
        for type: Any.Type, _ requirement: ActorRequirement, key: String? = nil, closure: Bool = false
    ) throws(ResolutionError) {
        switch requirement {
        case .mainActor:
            try requireMainActor(for: type, key: key, closure: closure)
        case .actor(let required):
            if let proven = currentThread().provenActor, ObjectIdentifier(proven) == ObjectIdentifier(required) {
                return
            }
            throw needsActor(required, for: type, key: key, closure: closure, undeclared: false)
        case .undeclared(let usedOn):
            throw needsActor(usedOn, for: type, key: key, closure: false, undeclared: true)
        case .misdeclared(let declared, let usedOn):
            throw misdeclared(type, key: key, declared: declared, usedOn: usedOn)
        }
    }

    /// The `.needsActor` failure of `type` (or of its registered closure, when `closure`),
    /// which needs `actor`, or which names no actor and was used on `actor` (`undeclared`).
    private func needsActor(
        _ actor: any Actor, for type: Any.Type, key: String?, closure: Bool, undeclared: Bool
    ) -> ResolutionError {
        let name = _typeName(type, qualified: false)
        let actorName = _typeName(Swift.type(of: actor), qualified: false)
        var path = ResolutionFrame.path(to: ResolutionFrame.current)
        if !closure || path.isEmpty { path.append(ResolutionStep(typeName: name, key: key)) }
        let context =
            undeclared
            ? nil
            : closure
                ? "The closure registered for \(name) is isolated to \(actorName)."
                : "\(name)'s conformance is isolated to \(actorName)."
        return failed(
            ResolutionError(
                kind: .needsActor(actorName), path: path, context: context, isolatedClosure: closure,
                undeclaredActor: undeclared, requiredActor: undeclared ? nil : actor))
    }

    /// Throws ``ResolutionError/Kind/needsMainActor`` naming `type` (under `key`, for a keyed
    /// variant's check) unless this runs on the main actor.
    ///
    /// `closure`: what needs the main actor is a `@MainActor` registration closure, run as the
    /// current request; otherwise it is `type`'s conformance, a step of its own on the path.
    @usableFromInline
    func requireMainActor(for type: Any.Type, key: String? = nil, closure: Bool = false) throws(ResolutionError) {
        guard !Isolation.isOnMainActor else { return }
        let name = _typeName(type, qualified: false)
        var path = ResolutionFrame.path(to: ResolutionFrame.current)
        if !closure || path.isEmpty { path.append(ResolutionStep(typeName: name, key: key)) }
        let context =
            closure
            ? nil
            : "\(name)'s conformance is isolated to the main actor (as every type of a module with default main-actor isolation is)."
        throw failed(ResolutionError(kind: .needsMainActor, path: path, context: context, isolatedClosure: closure))
    }
}

/// `write`, which resolves `implementation`, whose conformance is isolated to a global actor:
/// it fails where the implementation may not be built (see `ActorRequirement`), registered by
/// code running on `isolation`.
@usableFromInline
func guardedWrite(
    _ write: @escaping (Container, UnsafeMutableRawPointer) throws -> Void, _ implementation: Any.Type,
    usedOn isolation: (any Actor)?
) -> (Container, UnsafeMutableRawPointer) throws -> Void {
    let requirement = actorRequirement(of: implementation, usedOn: isolation)
    return { container, value in
        try container.requireIsolation(for: implementation, requirement)
        try write(container, value)
    }
}

/// `body`, a check that `validate()` runs of the variant of `type` under `key` (of `type` itself,
/// a root, without one), which uses a
/// conformance of `type` that is isolated to a global actor when `isolated` (used on
/// `isolation`, see ``ActorRequirement``), as a Sendable closure that fails off that actor
/// instead of running there. (An interface registration checks the same way before it resolves its
/// implementation: `guardedWrite`.)
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes and Sendable values; what
/// makes it unsafe to call anywhere is only `type`'s conformance, and that is what the guard
/// checks. Unguarded (`isolated` false), the conformance is nonisolated.
func guardedCheck(
    _ type: Any.Type, key: String?, isolated: Bool, usedOn isolation: (any Actor)?,
    _ body: @escaping (Container) throws(ResolutionError) -> Void
) -> @Sendable (Container) throws(ResolutionError) -> Void {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container throws(ResolutionError) in try body(container) } }
    let requirement = actorRequirement(of: type, usedOn: isolation)
    return { container throws(ResolutionError) in
        try container.requireIsolation(for: type, requirement, key: key)
        try body(container)
    }
}

/// An override by type's factory, which resolves `type` (`override(_:with:)`), as a Sendable
/// closure that fails off its actor when `type`'s conformance is `isolated` (used on
/// `isolation`, see ``ActorRequirement``), as an interface registration of `type` does
/// (`guardedWrite`).
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes; what makes it unsafe to
/// call anywhere is only `type`'s conformance, and that is what the guard checks. Unguarded
/// (`isolated` false), the conformance is nonisolated.
func guardedOverride(
    _ type: Any.Type, isolated: Bool, usedOn isolation: (any Actor)?, _ body: @escaping (Container) throws -> Any
) -> OverrideFactory {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container in try body(container) } }
    let requirement = actorRequirement(of: type, usedOn: isolation)
    return { container in
        try container.requireIsolation(for: type, requirement)
        return try body(container)
    }
}

/// A registration's closure, callable synchronously from any thread: a nonisolated closure as
/// it is; an isolated one guarded, so that off its actor it fails instead of running (it is
/// called through `synchronousView`, once the guard proved that this thread runs on its actor).
@usableFromInline
func synchronous<R>(
    _ type: Any.Type, _ body: @escaping @isolated(any) @Sendable (Container) throws -> R
) -> @Sendable (Container) throws -> R {
    let isolation = body.isolation
    let call = synchronousView(of: body)
    guard let isolation else { return call }
    // A closure's isolation is its own: no guess, whatever the type it builds declares.
    let requirement: ActorRequirement = isolation is MainActor ? .mainActor : .actor(isolation)
    return { container in
        try container.requireIsolation(for: type, requirement, closure: true)
        return try call(container)
    }
}

/// Whether `T`'s conformance is isolated to a global actor (so its closures need a guard).
@usableFromInline
func isIsolated<T: InjectableObject>(_ type: T.Type) -> Bool {
    Isolation.isGlobalActorIsolated(T.self)
}

@usableFromInline
func isIsolated<T: InjectableValue>(_ type: T.Type) -> Bool {
    Isolation.isGlobalActorIsolated(T.self)
}
