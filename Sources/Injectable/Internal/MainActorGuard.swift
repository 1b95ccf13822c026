// Main-actor types in registrations: a registration's closure or an `@Injected` property may
// use a conformance isolated to the main actor (every type of a module compiled with
// `.defaultIsolation(MainActor.self)` has one), and runs on whichever thread resolves. The
// compiler checks the registration where it is written, not where it runs; these guards make
// such a closure fail with `.needsMainActor` off the main actor instead of building the type
// there. A nonisolated conformance gets no guard, so its resolves cost what they did.

extension DependencyContainer {
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

/// `body`, a check that ``DependencyContainer/validate()`` runs of the variant of `type` under
/// `key`, which uses a conformance of `type` that is isolated to the main actor when
/// `isolated`, as a Sendable closure that fails off the main actor instead of running there. (An interface registration checks the same way
/// before it resolves its implementation: `InterfaceFactory.isolated`.)
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes and Sendable values; what
/// makes it unsafe to call anywhere is only `type`'s conformance, and that is what the guard
/// checks. Unguarded (`isolated` false), the conformance is nonisolated.
func guardedCheck(
    _ type: Any.Type, key: String, isolated: Bool, _ body: @escaping (Container) throws(ResolutionError) -> Void
) -> @Sendable (Container) throws(ResolutionError) -> Void {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container throws(ResolutionError) in try body(container) } }
    return { container throws(ResolutionError) in
        try container.requireMainActor(for: type, key: key)
        try body(container)
    }
}

/// An override by type's factory, which resolves `type` (`override(_:with:)`), as a Sendable
/// closure that fails with `.needsMainActor` off the main actor when `type`'s conformance is
/// `isolated`, as an interface registration of `type` does (`InterfaceFactory.isolated`).
///
/// NB: `nonisolated(unsafe)`: `body` captures nothing but metatypes; what makes it unsafe to
/// call anywhere is only `type`'s conformance, and that is what the guard checks. Unguarded
/// (`isolated` false), the conformance is nonisolated.
func guardedOverride(
    _ type: Any.Type, isolated: Bool, _ body: @escaping (Container) throws -> Any
) -> OverrideFactory {
    nonisolated(unsafe) let body = body
    guard isolated else { return { container in try body(container) } }
    return { container in
        try container.requireMainActor(for: type)
        return try body(container)
    }
}

/// A registration's closure, callable synchronously from any thread: a nonisolated closure as
/// it is; a `@MainActor` one guarded, so that off the main actor it fails instead of running.
///
/// NB: an `@isolated(any)` function value is the function and its context, like any other;
/// its isolation is kept in that context for `.isolation` to read, and the function itself
/// takes no extra argument. Swift has no synchronous call of it, so it is called through a
/// plain view of the same value: as is when it is nonisolated, and after the guard proved that
/// this thread is the main actor's when it is `@MainActor`. (`MainActor.assumeIsolated` would
/// make the same check again, and trap where the guard throws an error that names the type.)
@usableFromInline
func synchronous<R>(
    _ type: Any.Type, _ body: @escaping @isolated(any) @Sendable (Container) throws -> R
) -> @Sendable (Container) throws -> R {
    let isolation = body.isolation
    let call = unsafeBitCast(body, to: (@Sendable (Container) throws -> R).self)
    guard let isolation else { return call }
    guard isolation is MainActor else {
        let name = _typeName(type, qualified: false)
        stopProgram(
            """
            Injectable cannot run the closure registered for \(name): it is isolated to \(Swift.type(of: isolation)), \
            and a resolve runs a registration's closure synchronously, where it is asked for.
              Fix: make the closure nonisolated, or @MainActor (it then runs on the main actor).
            """)
    }
    return { container in
        try container.requireMainActor(for: type, closure: true)
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
