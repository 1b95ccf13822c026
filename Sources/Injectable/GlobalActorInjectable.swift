/// A type whose conformance to ``InjectableObject`` or ``InjectableValue`` is isolated to a
/// global actor other than the main actor, and which names that actor.
///
/// The Swift runtime tells Injectable that a conformance is isolated, but not to which actor.
/// A type isolated to the main actor (every type of a module that is main-actor by default)
/// needs nothing more. A type isolated to another global actor says which one:
///
/// ```swift
/// @globalActor
/// actor DatabaseActor {
///     static let shared = DatabaseActor()
/// }
///
/// @DatabaseActor
/// final class SQLiteStore: @DatabaseActor InjectableObject, GlobalActorInjectable {
///     typealias InjectionActor = DatabaseActor
///     static let lifetime: Lifetime = .persistent
///     init(container: Container) {}
/// }
/// ```
///
/// A direct `container.resolve()` needs no declaration (the compiler allows it only on that
/// actor). A ``Provider``, a ``Lazy``, an `implementation:` registration and `resolveInterface()`
/// keep the conformance for later: with the declaration, they build the type when they are
/// called from code isolated to that actor, which proves where the call runs; anywhere else the
/// call fails with ``ResolutionError/Kind/needsActor(_:)``. `InjectionActor` must be the actor
/// the conformance is isolated to: where a provider, a lazy or a registration is made on
/// another actor, the type is built nowhere, and its uses fail with
/// ``ResolutionError/Kind/misdeclaredActor(declared:usedOn:)``. (An `@Injected` property and a
/// direct `resolve()` do not check it.) Code on another actor, a main-actor composition root
/// say, registers such a type with `register(interface:key:isolatedImplementation:)` and gets
/// it with `try await resolveAsyncInterface()`. See <doc:ConcurrencyAndTheMainActor>.
public protocol GlobalActorInjectable {
    /// The global actor the type's conformance is isolated to.
    associatedtype InjectionActor: GlobalActor
}

/// The actor `type` declares (``GlobalActorInjectable``), if it declares one.
func declaredActor(of type: Any.Type) -> (any Actor)? {
    guard let declaring = type as? any GlobalActorInjectable.Type else { return nil }
    return sharedActor(of: declaring)
}

private func sharedActor<T: GlobalActorInjectable>(of type: T.Type) -> any Actor {
    T.InjectionActor.shared
}
