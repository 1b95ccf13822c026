// Isolated types in registrations: a registration's closure, a provider or an `@Injected`
// property may use a conformance isolated to a global actor (every type of a module compiled
// with `.defaultIsolation(MainActor.self)` has one, to the main actor), and runs on whichever
// thread resolves. The compiler checks such a conformance where it is used, not where the
// closure that keeps it runs; these guards make the closure fail instead of building the type
// elsewhere. A nonisolated conformance gets no guard, so its resolves cost what they did.
//
// Which actor: the runtime tells that a conformance is isolated, not to which actor, and
// synchronous code cannot ask "am I on actor X?" without trapping. But the compiler lets code
// use an isolated conformance only on its actor, so the `#isolation` of the code that makes a
// provider or registers an implementation names the conformance's actor (`conformanceActor`).
// For the main actor, the guard asks the thread. For another actor, the caller proves it: the
// public calls that may build such a type (`Provider.get`, `Lazy.get`, `resolveInterface`) take
// their caller's `#isolation`, and what they run synchronously runs there too
// (`withProvenIsolation`). Code that only passes a conformance on, in a nonisolated generic
// function, hides its actor: then the main actor is assumed.

/// The actor of a conformance isolated to a global actor, from the `#isolation` of code that
/// used it: nil for the main actor (which the guard checks by thread), or when that code was
/// nonisolated (generic code passing the conformance on), where the main actor is assumed.
@inlinable
func conformanceActor(_ isolation: (any Actor)?) -> (any Actor)? {
    guard let isolation, !(isolation is MainActor) else { return nil }
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
    thread.provenActor = UInt(bitPattern: ObjectIdentifier(isolation))
    defer { thread.provenActor = outer }
    return try body()
}

extension DependencyContainer {
    /// Throws unless this runs where a conformance of `type` isolated to `actor` may be used:
    /// on the main actor when `actor` is nil (``requireMainActor(for:key:closure:)``), otherwise
    /// where a caller's `#isolation` proved `actor` (``ResolutionError/Kind/needsActor(_:)``).
    @usableFromInline
    func requireIsolation(
        for type: Any.Type, actor: (any Actor)?, key: String? = nil, closure: Bool = false
    ) throws(ResolutionError) {
        guard let actor else { return try requireMainActor(for: type, key: key, closure: closure) }
        if currentThread().provenActor == UInt(bitPattern: ObjectIdentifier(actor)) { return }
        let name = _typeName(type, qualified: false)
        let actorName = _typeName(Swift.type(of: actor), qualified: false)
        var path = ResolutionFrame.path(to: ResolutionFrame.current)
        if !closure || path.isEmpty { path.append(ResolutionStep(typeName: name, key: key)) }
        let context =
            closure
            ? "The closure registered for \(name) is isolated to \(actorName)."
            : "\(name)'s conformance is isolated to \(actorName)."
        throw failed(
            ResolutionError(kind: .needsActor(actorName), path: path, context: context, isolatedClosure: closure))
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

/// `body`, a check that `validate()` runs of the variant of `type` under `key`, which uses a
/// conformance of `type` that is isolated to a global actor (`actor`, or the main actor when
/// nil) when `isolated`, as a Sendable closure that fails off that actor instead of running
/// there. (An interface registration checks the same way before it resolves its
/// implementation: `InterfaceFactory.isolated`.)
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes and Sendable values; what
/// makes it unsafe to call anywhere is only `type`'s conformance, and that is what the guard
/// checks. Unguarded (`isolated` false), the conformance is nonisolated.
func guardedCheck(
    _ type: Any.Type, key: String, isolated: Bool, actor: (any Actor)?,
    _ body: @escaping (Container) throws(ResolutionError) -> Void
) -> @Sendable (Container) throws(ResolutionError) -> Void {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container throws(ResolutionError) in try body(container) } }
    return { container throws(ResolutionError) in
        try container.requireIsolation(for: type, actor: actor, key: key)
        try body(container)
    }
}

/// An override by type's factory, which resolves `type` (`override(_:with:)`), as a Sendable
/// closure that fails off its actor (`actor`, or the main actor when nil) when `type`'s
/// conformance is `isolated`, as an interface registration of `type` does
/// (`InterfaceFactory.isolated`).
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes; what makes it unsafe to
/// call anywhere is only `type`'s conformance, and that is what the guard checks. Unguarded
/// (`isolated` false), the conformance is nonisolated.
func guardedOverride(
    _ type: Any.Type, isolated: Bool, actor: (any Actor)?, _ body: @escaping (Container) throws -> Any
) -> OverrideFactory {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container in try body(container) } }
    return { container in
        try container.requireIsolation(for: type, actor: actor)
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
    let actor = conformanceActor(isolation)
    return { container in
        try container.requireIsolation(for: type, actor: actor, closure: true)
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
