extension DependencyContainer {
    /// Resolves every interface registration and keyed variant visible from this container
    /// once, and each of `roots`, checks that every default key (see
    /// ``setDefaultKey(_:for:)``) names a registration, and throws one error listing every
    /// failure with its path.
    ///
    /// Use it in a unit test to prove that an app's composition is complete. In an async test,
    /// or wherever the app mixes actors, write ``validate(roots:)`` (`try await`), which checks
    /// each registration on its own actor. This synchronous form checks what it can where it
    /// is called: call it from the main actor, as a `@MainActor` test does, so that it checks
    /// the main-actor registrations:
    ///
    /// ```swift
    /// @Test @MainActor func compositionIsComplete() throws {
    ///     let container = DependencyContainer()
    ///     container.install(AppModule())
    ///     try container.validate(roots: NotesModel.self, SettingsModel.self)
    /// }
    /// ```
    ///
    /// **Roots** are the concrete types the app resolves without registering them (its screens
    /// and view models): `validate()` cannot know them, so name them, and each is resolved as
    /// `resolve()` would, through the same probes as the registrations, and its ``Injected``
    /// properties are read as a first read would (no resolve of a view model reads them; a
    /// failure names the property, `NotesModel.store`, first on its path).
    ///
    /// Each registration and root is resolved in a scratch scope of a scratch ``child()``, as a
    /// session would resolve it (so a ``Lifetime/scoped`` type is checked where it is used), and
    /// no instance stays cached in this container; that scope is also ``current`` while it is
    /// probed, so property injection and `inject()` inside the graph resolve from it.
    ///
    /// Where each is resolved:
    ///
    /// - On a thread of its own, first, with as much stack as the calling thread has left (at
    ///   least 4 MiB). There a failure inside a non-throwing initialiser deep in the graph is
    ///   reported too, without stopping the process: Swift cannot unwind the initialisers above
    ///   it, so that thread gives up the instances it was building and stays parked for good,
    ///   and what it built is never freed. Fine in a test process; do not call `validate()` in
    ///   production.
    /// - One that needs the main actor there (a `@MainActor` closure, a type whose conformance
    ///   is isolated to the main actor, or anything that resolves one) is resolved again on the
    ///   main actor, synchronously, when `validate()` is called on the main actor. There a
    ///   failure inside a non-throwing initialiser stops the program with its explanation, as it
    ///   would in the app (in a test case of the `.container` trait, the explanation names the
    ///   test case first); the throwing forms (`init(container:) throws` with `try
    ///   container.tryResolve…`) let `validate()` report it with the others.
    /// - An interface registered with an async closure, or an async implementation, cannot be
    ///   checked without `await`: it is listed in ``ValidationError/unchecked``, as a
    ///   ``ResolutionError/Kind/needsAwait`` error; ``validate(roots:)`` awaits it.
    /// - Called off the main actor, `validate()` builds nothing that needs the main actor: it
    ///   lists each such registration or root in ``ValidationError/unchecked``, as a
    ///   ``ResolutionError/Kind/needsMainActor`` error that says it was not checked there.
    /// - One that needs another global actor (a type isolated to it, or a closure) is resolved
    ///   again synchronously where `validate()` is called, when that code is isolated to that
    ///   actor (`isolation`, where the call is written: leave the default). Called anywhere
    ///   else, `validate()` lists it in ``ValidationError/unchecked`` as a
    ///   ``ResolutionError/Kind/needsActor(_:)`` error.
    ///
    /// It throws when anything failed or was not checked.
    ///
    /// > Important: Code that asserts the main actor (`MainActor.assumeIsolated`) inside a
    /// > nonisolated registration's graph runs on a probe thread, where the assertion stops the
    /// > process. Such code belongs in a main-actor registration (a `@MainActor` closure, or a
    /// > main-actor implementation), which `validate()` checks on the main actor.
    ///
    /// - Parameters:
    ///   - roots: Concrete types to resolve besides the registrations: the app's screens and
    ///     view models, which nothing registers.
    ///   - isolation: Where the call is written (leave the default): registrations isolated to
    ///     that actor are checked there.
    public func validate<each Root: InjectableObject>(
        roots: repeat (each Root).Type, isolation: isolated (any Actor)? = #isolation
    ) throws(ValidationError) {
        var rootChecks: [Check] = []
        for root in repeat each roots { rootChecks.append(Self.rootCheck(root, usedOn: isolation)) }
        try validate(rootChecks, isolation: isolation)
    }

    /// Resolves every interface registration and keyed variant visible from this container
    /// once, where it is called, and throws one error listing every failure with its path:
    /// ``validate(roots:isolation:)`` with no roots.
    ///
    /// NB: a form of its own, not the generic one with an empty pack: Swift 6.3's optimiser
    /// crashed (signal 11, in LLVM) compiling an async closure that called that one with no
    /// roots through `try?`.
    public func validate(isolation: isolated (any Actor)? = #isolation) throws(ValidationError) {
        try validate([], isolation: isolation)
    }

    /// A check `validate()` runs: one registration's, or one root's.
    typealias Check = @Sendable (Container) throws(ResolutionError) -> Void

    /// The synchronous `validate()`, with the checks of its roots.
    private func validate(_ rootChecks: [Check], isolation: isolated (any Actor)?) throws(ValidationError) {
        let registrations = registrationChecks()
        let checks = registrations.checks + rootChecks
        let hasRoots = !rootChecks.isEmpty
        let onMainActor = Isolation.isOnMainActor
        var failures: [ResolutionError] = []
        // An async registration cannot be checked without `await`: listed as not checked.
        var unchecked = registrations.asyncProbes.compactMap { $0.notCheckedHere(in: scratch()) }
        for check in checks {
            guard var failure = ValidationProbe.run(check, in: scratch()) else { continue }
            // The probe's thread is not the main actor's, so a check that needs it failed there
            // without building anything that needs it: check it on the main actor, or say that
            // it was not checked.
            if failure.kind == .needsMainActor {
                guard onMainActor else {
                    unchecked.append(failure.notCheckedHere())
                    continue
                }
                guard let onMain = ValidationProbe.runHere(check, in: scratch()) else { continue }
                failure = onMain
            } else if case .needsActor = failure.kind, failure.storage.requiredActor != nil {
                // The caller's actor is proven here; if the check needs that one, run it.
                if let actor = isolation, isOtherActor(actor) {
                    guard let here = withProvenIsolation(actor, { ValidationProbe.runHere(check, in: scratch()) })
                    else { continue }
                    failure = here
                }
                if case .needsActor = failure.kind, failure.storage.requiredActor != nil {
                    unchecked.append(failure.notCheckedHere())
                    continue
                }
            }
            failures.append(failure)
        }
        if !failures.isEmpty || !unchecked.isEmpty {
            throw ValidationError(failures: failures, unchecked: unchecked, hasRoots: hasRoots)
        }
    }

    /// Resolves every interface registration and keyed variant visible from this container
    /// once, and each of `roots`, each on its own actor, checks that every default key names a
    /// registration, and throws one error listing every failure with its path.
    ///
    /// The one call that checks an app whose types live on several actors: a registration or
    /// root that needs the main actor is checked on the main actor, one isolated to another
    /// global actor (a type that names it with ``GlobalActorInjectable``, or a closure isolated
    /// to it) on that actor, and the rest on threads of their own, as
    /// ``validate(roots:isolation:)`` does. Call it from any async test:
    ///
    /// ```swift
    /// @Test func compositionIsComplete() async throws {
    ///     let container = AppComposition.makeContainer()
    ///     try await container.validate(roots: NotesModel.self, SettingsModel.self)
    /// }
    /// ```
    ///
    /// Each interface registered with an async closure, or an async implementation, is awaited
    /// after the rest, as `resolveAsyncInterface(key:)` would resolve it, where this call runs;
    /// a failure inside a non-throwing initialiser of what it builds stops the program, as in
    /// the app (the synchronous probes' threads are for synchronous builds only).
    ///
    /// What failed on its own actor is a failure; ``ValidationError/unchecked`` stays empty.
    /// On the main actor, as in the app, a failure inside a non-throwing initialiser stops the
    /// program with its explanation (see ``validate(roots:isolation:)``). A type whose
    /// conformance is isolated to a global actor it does not name is checked on the main actor.
    ///
    /// - Parameter roots: Concrete types to resolve besides the registrations: the app's
    ///   screens and view models, which nothing registers.
    public func validate<each Root: InjectableObject>(roots: repeat (each Root).Type) async throws(ValidationError) {
        var rootChecks: [Check] = []
        for root in repeat each roots { rootChecks.append(Self.rootCheck(root, usedOn: nil)) }
        try await validate(rootChecks)
    }

    /// Resolves every interface registration and keyed variant visible from this container
    /// once, each on its own actor, and throws one error listing every failure with its path:
    /// ``validate(roots:)`` with no roots.
    ///
    /// ```swift
    /// @Test func compositionIsComplete() async throws {
    ///     try await AppComposition.makeContainer().validate()
    /// }
    /// ```
    ///
    /// NB: a form of its own, as the synchronous `validate(isolation:)` is.
    public func validate() async throws(ValidationError) {
        try await validate([])
    }

    /// The async `validate()`, with the checks of its roots.
    private func validate(_ rootChecks: [Check]) async throws(ValidationError) {
        let registrations = registrationChecks()
        let checks = registrations.checks + rootChecks
        var failures: [ResolutionError] = []
        for check in checks {
            guard var failure = ValidationProbe.run(check, in: scratch()) else { continue }
            if failure.kind == .needsMainActor {
                let scratch = scratch()
                guard let onMain = await MainActor.run(body: { ValidationProbe.runHere(check, in: scratch) }) else {
                    continue
                }
                failure = onMain
            } else if case .needsActor = failure.kind, let actor = failure.storage.requiredActor {
                guard let there = await Self.run(check, in: scratch(), on: actor) else { continue }
                failure = there
            }
            failures.append(failure)
        }
        // Each async registration, awaited here, as `resolveAsyncInterface(key:)` would be.
        for probe in registrations.asyncProbes {
            do throws(ResolutionError) {
                try await probe.probe(in: scratch())
            } catch {
                failures.append(error)
            }
        }
        if !failures.isEmpty { throw ValidationError(failures: failures, hasRoots: !rootChecks.isEmpty) }
    }

    /// Runs `check` in `container` on `actor`, which it proves: what needs that actor is built.
    private static func run(
        _ check: @Sendable (Container) throws(ResolutionError) -> Void, in container: DependencyContainer,
        on actor: isolated any Actor
    ) -> ResolutionError? {
        withProvenIsolation(actor) { ValidationProbe.runHere(check, in: container) }
    }

    /// A check of each synchronous registration visible from this container, and a probe of
    /// each async one, each in a stable order: the farthest ancestor's first, each container's
    /// in the order they were registered.
    private func registrationChecks() -> (checks: [Check], asyncProbes: [any AsyncRegistrationProbe]) {
        typealias Ordered = (order: (level: Int, order: Int), run: Check)
        var checks: [Probe: Ordered] = [:]
        var asyncProbes: [CacheKey: (order: (level: Int, order: Int), probe: any AsyncRegistrationProbe)] = [:]
        // The nearest container's default key of each interface, as a request without a key finds it.
        var defaults: [ObjectIdentifier: (key: String, check: Ordered)?] = [:]
        // Keys whose nearest registration is async: `validate()` does not await, and an
        // ancestor's synchronous registration under the same key is shadowed (not probed).
        var asyncKeys = Set<CacheKey>()
        for (level, container) in lineage.enumerated() {
            container.state.withLock { state in
                for (key, registration) in state.interfaces where checks[.interface(key)] == nil {
                    guard !asyncKeys.contains(key) else { continue }
                    let validate = registration.factory.validate
                    let name = key.key
                    checks[.interface(key)] = (
                        (-level, registration.order),
                        { @Sendable container throws(ResolutionError) in
                            try validate(container, name)
                        }
                    )
                }
                for (key, registration) in state.asyncInterfaces where checks[.interface(key)] == nil {
                    guard !asyncKeys.contains(key) else { continue }
                    asyncKeys.insert(key)
                    if let probe = registration.factory as? any AsyncRegistrationProbe {
                        asyncProbes[key] = ((-level, registration.order), probe)
                    }
                }
                for (key, registration) in state.parameters where checks[.variant(key)] == nil {
                    checks[.variant(key)] = ((-level, registration.order), registration.validate)
                }
                for (id, key) in state.defaultKeys where defaults[id] == nil {
                    // A child's `nil` shadows its ancestors' default keys.
                    guard let key, let check = state.defaultKeyChecks[id] else {
                        defaults[id] = .some(nil)
                        continue
                    }
                    defaults[id] = (key, ((-level, check.order), check.probe))
                }
            }
        }
        // A default key that names a registration is probed with that registration; one that
        // names none is probed as the request without a key that would fail.
        for (id, entry) in defaults {
            guard let entry, checks[.interface(CacheKey(id: id, entry.key))] == nil,
                asyncProbes[CacheKey(id: id, entry.key)] == nil
            else { continue }
            checks[.unkeyedRequest(id)] = entry.check
        }
        return (
            checks.values.sorted(by: { $0.order < $1.order }).map(\.run),
            asyncProbes.values.sorted(by: { $0.order < $1.order }).map(\.probe)
        )
    }

    /// The check of a root: `resolve()` of `Root`, guarded as a registration of it would be
    /// when its conformance is isolated (`isolation`: where `validate()` was called).
    private static func rootCheck<Root: InjectableObject>(_ root: Root.Type, usedOn isolation: (any Actor)?) -> Check {
        guardedCheck(Root.self, key: nil, isolated: isIsolated(Root.self), usedOn: isolation) {
            (container) throws(ResolutionError) in
            let root: Root = try container.tryResolve()
            try readInjectedProperties(of: root)
        }
    }

    /// Reads each ``Injected`` property of `root` (its class's and its superclasses'), as a
    /// first read would: a view model's properties resolve when they are first read, which no
    /// resolve of the view model does. A failure names the property first on its path.
    private static func readInjectedProperties(of root: AnyObject) throws(ResolutionError) {
        var mirror: Mirror? = Mirror(reflecting: root)
        while let current = mirror {
            for child in current.children {
                guard let property = child.value as? any ValidatedProperty else { continue }
                do throws(ResolutionError) {
                    try property.validateRead()
                } catch {
                    let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
                    let owner = _typeName(type(of: root), qualified: false)
                    throw error.reached(
                        from: [ResolutionStep(typeName: "\(owner).\(name)")],
                        context: "Read through \(owner)'s @Injected property `\(name)`.")
                }
            }
            mirror = current.superclassMirror
        }
    }

    /// A container to probe a registration in: a scope of a new child, so that the probe caches
    /// nothing here, and a `.scoped` type resolves as it does in the app's sessions.
    private func scratch() -> DependencyContainer {
        child().scope()
    }

    /// What `validate()` probes, once each: an interface registration, a keyed variant (the two
    /// live in separate tables, under keys that may be equal), or the request without a key of
    /// an interface whose default key names no registration. A case each, so that no key a user
    /// registers stands for another probe.
    private enum Probe: Hashable {
        case interface(CacheKey)
        case variant(CacheKey)
        case unkeyedRequest(ObjectIdentifier)
    }
}

// MARK: - Async registrations

/// How `validate()` checks an interface registered with an async closure, whose type only the
/// registration knows.
protocol AsyncRegistrationProbe {
    /// Resolves the registration in `container`, awaiting it, as
    /// `resolveAsyncInterface(key:)` would; throws its failure.
    func probe(in container: DependencyContainer) async throws(ResolutionError)

    /// What the synchronous `validate()` reports for it: the failure of a synchronous resolve
    /// (it needs `await`), as not checked there.
    func notCheckedHere(in container: DependencyContainer) -> ResolutionError?
}

extension AsyncInterfaceFactory: AsyncRegistrationProbe {
    func probe(in container: DependencyContainer) async throws(ResolutionError) {
        do throws(ResolutionError) {
            let _: I = try await container.resolveAsyncInterface(key: key)
        } catch {
            // A synchronous resolve inside the async closure fails with a path of its own: the
            // registration comes first, as it does for a synchronous registration's failure.
            let registration = ResolutionStep(typeName: _typeName(I.self, qualified: false), key: key, role: .interface)
            guard error.path.first != registration else { throw error }
            throw error.reached(
                from: [registration], context: "Resolved inside the async closure registered for \(registration).")
        }
    }

    func notCheckedHere(in container: DependencyContainer) -> ResolutionError? {
        do throws(ResolutionError) {
            // Resolves only if a synchronous registration replaced this one since it was read.
            let _: I = try container.tryResolveInterface(key: key)
            return nil
        } catch {
            return error.notCheckedHere()
        }
    }
}
