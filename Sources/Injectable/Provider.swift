/// A way to build `T` later, as many times as needed: each call resolves `T` from the container
/// the provider came from, as `container.resolve()` would there and then.
///
/// Nothing is registered: a type asks for a provider where it would ask for `T` itself.
///
/// ```swift
/// final class SyncService: InjectableObject {
///     static let lifetime: Lifetime = .persistent
///     let makeOperation: Provider<SyncOperation>
///
///     init(container: Container) {
///         makeOperation = container.resolve()
///     }
///
///     func sync(_ notes: [Note]) {
///         for note in notes { makeOperation().run(note) }   // a new operation each time
///     }
/// }
/// ```
///
/// Each call respects `T`'s ``Lifetime`` (a persistent `T` is the container's one instance)
/// and the container's overrides, registrations and default keys at the time of the call. A
/// failure stops the program, like `resolve()`; ``get(isolation:)`` throws it instead. Its
/// ``ResolutionError/path`` starts where the provider was made, so it names the type that
/// received it.
///
/// **The container.** A provider keeps its container alive, except one made while an instance
/// is built that the container keeps alive (a `.persistent` or `.scoped` object of that
/// container or of one it descends from, or anything that object resolves in its
/// `init(container:)`, synchronously or not): that instance holds the provider, so the provider
/// does not keep the container alive, forming no cycle, and using it after the container is
/// gone fails with ``ResolutionError/Kind/containerReleased``. A `.transient` instance that
/// holds a provider of its container is never kept by it later: a `.persistent` request for its
/// type builds an instance of its own.
///
/// Providers of interfaces come from ``DependencyContainer/interfaceProvider(key:)``, of keyed
/// variants from `resolve(key:)`. ``Lazy`` builds once, on first use.
public struct Provider<T> {
    // NB: one reference: a copy of the provider (each call from a closure that captured it may
    // make one) is then a single retain, not a weak reference's side-table traffic.
    @usableFromInline let source: ProviderSource<T>

    @usableFromInline
    init(_ container: DependencyContainer, _ make: @escaping (Container) throws(ResolutionError) -> T) {
        source = ProviderSource(container, make)
    }

    /// A provider that builds `T` (`make`) only on `T`'s actor when `isIsolated`: `T`'s
    /// conformance is isolated to a global actor (`actor`, or the main actor when nil), and a
    /// provider of such a type is `Sendable` (the type is), so it may be called anywhere.
    @inlinable
    init(
        _ container: DependencyContainer, isolated isIsolated: Bool, usedOn isolation: (any Actor)?,
        _ make: @escaping (Container) throws(ResolutionError) -> T
    ) {
        guard isIsolated else {
            self.init(container, make)
            return
        }
        let requirement = actorRequirement(of: T.self, usedOn: isolation)
        self.init(container) { (container) throws(ResolutionError) -> T in
            try container.requireIsolation(for: T.self, requirement)
            return try make(container)
        }
    }

    /// The requests on the resolution path where the provider was made, outermost first.
    var origin: [ProviderOrigin] { source.origin }

    /// Builds (or finds, depending on its lifetime) a `T`; stops the program with the
    /// ``ResolutionError`` explanation if it cannot.
    ///
    /// `isolation` is where the call is written (leave the default): for a `T` isolated to a
    /// global actor other than the main actor, it proves that the call runs there.
    @inlinable
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation) -> T {
        do { return try get(isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// Builds (or finds) a `T`, throwing a ``ResolutionError`` if it cannot (`isolation`: as
    /// for ``callAsFunction(isolation:)``).
    @inlinable
    public func get(isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) -> T {
        guard let actor = otherActor(isolation) else { return try getHere() }
        return try get(provenOn: actor)
    }

    /// `get()` called from code isolated to `actor`, another actor than the main one.
    ///
    /// NB: out of line, so that `get()` stays small enough to inline where it is called.
    @usableFromInline
    @inline(never)
    func get(provenOn actor: any Actor) throws(ResolutionError) -> T {
        try withProvenIsolation(actor) { () throws(ResolutionError) -> T in try getHere() }
    }

    /// Builds (or finds) a `T` on the calling thread.
    @inlinable
    func getHere() throws(ResolutionError) -> T {
        // The container the provider does not keep alive is read out of line.
        guard let container = source.container else { return try getFromUnownedContainer() }
        do { return try source.make(container) } catch { throw source.located(error, asking: T.self) }
    }

    /// `get()` for a provider that does not keep its container alive.
    @inlinable
    @inline(never)
    func getFromUnownedContainer() throws(ResolutionError) -> T {
        guard let container = source.unownedContainer?.retained() else { throw source.released(asking: T.self) }
        do { return try source.make(container) } catch { throw source.located(error, asking: T.self) }
    }
}

// @unchecked: its source never changes after `init`; `make` is one of the closures below, which
// capture only `T`'s metatype (immutable) and a key (a value); the containers are `Sendable`.
extension Provider: @unchecked Sendable where T: Sendable {}

/// What a ``Provider`` and its copies share: how to build `T`, and the container.
@usableFromInline
final class ProviderSource<T>: ProviderHome {
    /// Resolves `T` from the container it is given.
    @usableFromInline let make: (Container) throws(ResolutionError) -> T

    init(_ container: DependencyContainer, _ make: @escaping (Container) throws(ResolutionError) -> T) {
        self.make = make
        super.init(container, deferral: "a Provider")
    }
}

/// Where a provider (a ``Provider``, an ``AsyncProvider``, and the lazies they serve) gets its
/// container, and where it was made: the one rule for when a provider keeps its container alive.
@usableFromInline
class ProviderHome {
    /// The container, when the provider keeps it alive.
    @usableFromInline let container: DependencyContainer?
    /// The container, when the provider must not keep it alive (see ``Provider``).
    @usableFromInline let unownedContainer: UnownedContainer?
    /// The requests on the resolution path where the provider was made, outermost first.
    let origin: [ProviderOrigin]
    /// What the provider is called in a failure's context: "a Provider", "an AsyncProvider".
    let deferral: StaticString

    init(_ container: DependencyContainer, deferral: StaticString) {
        self.deferral = deferral
        let context = RequestContext.current()
        // The thread's path, or, in an async init (whose thread has no path), the task's.
        origin =
            context.frame == nil
            ? context.asyncRequest.map { $0.frames.map(ProviderOrigin.init) } ?? []
            : ResolutionFrame.frames(to: context.frame).map { ProviderOrigin($0.pointee) }
        if isBuildingInstanceKept(through: container) {
            self.container = nil
            unownedContainer = UnownedContainer(container)
            return
        }
        self.container = container
        unownedContainer = nil
        noteHeldStrongly(container)
    }

    /// The failure of a provider of `type` whose container is gone.
    @usableFromInline
    func released(asking type: Any.Type) -> ResolutionError {
        let path = origin.map(\.step) + [ResolutionStep(typeName: _typeName(type, qualified: false))]
        // Not reported to a diagnostics hook: the container that had it is gone.
        return ResolutionError(kind: .containerReleased, path: path, context: context(type))
    }

    /// `error`, with the path where the provider was made before its own when the provider was
    /// called outside any resolve (inside one, the path already leads to the caller).
    @usableFromInline
    func located(_ error: ResolutionError, asking type: Any.Type) -> ResolutionError {
        guard currentThread().innermost == nil, !origin.isEmpty else { return error }
        return error.reached(from: origin.map(\.step), context: context(type))
    }

    private func context(_ type: Any.Type) -> String {
        let receiver = origin.last.map { " made while resolving \($0.step.typeName)" } ?? ""
        return "Asked through \(deferral)<\(_typeName(type, qualified: false))>\(receiver)."
    }
}

/// One request on the path where a provider was made; named only if a failure needs it.
struct ProviderOrigin: @unchecked Sendable {
    // @unchecked Sendable: `type` is a metatype, which is immutable; the rest are values.
    let type: Any.Type
    let key: String?
    let role: ResolutionStep.Role

    init(_ request: some PathRequest) {
        type = request.type
        key = request.key
        role = request.stepRole
    }

    var step: ResolutionStep {
        ResolutionStep(typeName: _typeName(type, qualified: false), key: key, role: role)
    }
}

// MARK: - Making providers

extension DependencyContainer {
    /// A provider of an object: each call resolves it with its type's lifetime.
    ///
    /// ```swift
    /// let makeOperation: Provider<SyncOperation> = container.resolve()
    /// let operation = makeOperation()
    /// ```
    ///
    /// A provider of a type whose conformance is isolated to the main actor (any type of a
    /// module compiled with `.defaultIsolation(MainActor.self)`) builds it on the main actor
    /// only; called elsewhere (a provider of such a type is `Sendable`), it fails with
    /// ``ResolutionError/Kind/needsMainActor`` instead of building it there. One isolated to
    /// another global actor builds it when called from code isolated to that actor, which
    /// `isolation` names (leave the default: the compiler lets this call use the conformance
    /// only there); elsewhere it fails with ``ResolutionError/Kind/needsActor(_:)``.
    @inlinable
    public func resolve<T: InjectableObject>(isolation: (any Actor)? = #isolation) -> Provider<T> {
        provider(.provider, usedOn: isolation, resolver(T.self))
    }

    /// A provider of a value: each call builds a new one (on the main actor only, for a
    /// main-actor type, as the provider of an object without a key).
    @inlinable
    public func resolve<T: InjectableValue>(isolation: (any Actor)? = #isolation) -> Provider<T> {
        provider(.provider, usedOn: isolation, resolver(T.self))
    }

    /// A provider of an object's variant registered under `key` (on the main actor only, for a
    /// main-actor type, as the provider of an object without a key).
    @inlinable
    public func resolve<T: CustomInjectableObject>(
        key: String, isolation: (any Actor)? = #isolation
    ) -> Provider<T> {
        provider(.provider, key: key, usedOn: isolation, resolver(T.self, key: key))
    }

    /// A provider of a value's variant registered under `key` (on the main actor only, for a
    /// main-actor type, as the provider of an object without a key).
    @inlinable
    public func resolve<T: CustomInjectableValue>(
        key: String, isolation: (any Actor)? = #isolation
    ) -> Provider<T> {
        provider(.provider, key: key, usedOn: isolation, resolver(T.self, key: key))
    }

    /// A provider of a `Sendable` object, whose instances it may hand to any isolation domain
    /// (see `Internal/IsolationDomain.swift`).
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: InjectableObject & Sendable>(isolation: (any Actor)? = #isolation) -> Provider<T> {
        provider(.provider, usedOn: isolation, resolver(T.self))
    }

    /// A provider of a `Sendable` object's variant registered under `key`.
    @_documentation(visibility: internal)
    @inlinable
    public func resolve<T: CustomInjectableObject & Sendable>(
        key: String, isolation: (any Actor)? = #isolation
    ) -> Provider<T> {
        provider(.provider, key: key, usedOn: isolation, resolver(T.self, key: key))
    }

    /// A provider of an interface: each call resolves the implementation registered for it
    /// (under `key`, or the default key) at the time of the call.
    ///
    /// ```swift
    /// let makeStore: Provider<NoteStore> = container.interfaceProvider()
    /// ```
    ///
    /// (Not an overload of `resolveInterface()`: that one can return any type, a provider too.)
    @inlinable
    public func interfaceProvider<I>(key: String? = nil) -> Provider<I> {
        noteDeferred(I.self, key: key, interface: true, .provider)
        return makeInterfaceProvider(key: key)
    }

    @inlinable
    func makeInterfaceProvider<I>(key: String?) -> Provider<I> {
        Provider(self) { (container) throws(ResolutionError) -> I in try container.tryResolveInterface(key: key) }
    }

    /// A provider whose calls resolve `T` (under `key`) as `resolver` says, reported now as
    /// `deferral` (a ``Provider``, or the ``Lazy`` that holds it): what the providers and lazies
    /// of every kind share. `isolation` is as for ``Provider``'s isolation check.
    @inlinable
    func provider<T>(
        _ deferral: DiagnosticEvent.Deferral, key: String? = nil, usedOn isolation: (any Actor)?,
        _ resolver: KindResolver<T>
    ) -> Provider<T> {
        noteDeferred(T.self, key: key, deferral)
        return Provider(self, isolated: resolver.isolated, usedOn: isolation, resolver.resolve)
    }

    /// Reports a provider, a lazy or a property of `type` made now to the diagnostics hook (a
    /// graph draws it as a deferred dependency of the request making it); one load while no
    /// hook exists.
    @inlinable
    func noteDeferred(
        _ type: Any.Type, key: String? = nil, interface: Bool = false, _ deferral: DiagnosticEvent.Deferral
    ) {
        if Diagnostics.isActive { reportDeferred(type, key: key, interface: interface, deferral) }
    }
}
