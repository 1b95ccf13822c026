// The route from a lifetime to its store: what a lifetime means to the engine (below), and
// where an object request that was not a hit goes: one decision for every path, a thread's or
// a task's, made from three things only, the request's lifetime (`Lifetime.keeping`,
// `Lifetime.keeper`, below), the overrides up the lineage (`Overrides.swift`) and the scope it
// is asked in (`keptIn`, below; what a scope keeps of its home's instances: `Scopes.swift`):
//
//   lifetime.keeping   .never       → built at once, kept nowhere          (`Route.Store.now`)
//                      .perResolve  → the resolve's `.graph` store         (`.graph`, GraphScope.swift)
//                      .cached      → the cache of the container `keptIn`  (`.cache`, InstanceCache.swift
//                                     names: this one or a scope's home;     for a thread, AsyncBuild.swift
//                                     none fails with `.notInScope`)         for a task)
//
// An override that replaces the request builds it in place of its registration, with the
// lifetime it leaves (`override(_:with:)` resolves a type that has its own: the request then
// keeps nothing); a request made by that override's own closure gets the registration, built
// anew. Each path then goes to the store the route names, where only what truly differs between
// them differs: a thread builds in its own stack frame, a task's cached build runs in a task of
// its own, which every request for it awaits.
//
// A thread's request that no override may replace, made outside any scope, takes the route's
// answer for that case without asking it: its lifetime's store, in this container
// (`requestObject`, `Resolver.swift`).

// MARK: - What a lifetime means to the engine
//
// The engine asks a lifetime two questions, answered here and nowhere else: where an instance
// is kept between requests (`keeping`), and which container keeps it (`keeper`). Every path
// (synchronous, async, overrides, scopes, the graph recorder, reporting) asks these, with an
// exhaustive `switch` (`Keeping` and `Keeper` are not `Equatable`, so no `==` can stand in for
// one): a new answer fails to compile wherever it must be handled. A new lifetime is a case of
// `Lifetime` (Lifetime.swift, the public type) and a row in each of these two switches, if it
// combines answers that exist.

extension Lifetime {
    /// Where an instance is kept between requests.
    @usableFromInline
    enum Keeping {
        /// Nowhere: each request builds one.
        case never
        /// In the outermost request's `.graph` scope (`Internal/GraphScope.swift`), until that
        /// request returns.
        case perResolve
        /// In a container's instance cache (`Internal/InstanceCache.swift`): strongly, until the
        /// container goes or is reset, or weakly, while someone else holds it.
        case cached(strongly: Bool)
    }

    /// Which container keeps the instance, when the request comes from a scope (or a child of
    /// one).
    @usableFromInline
    enum Keeper {
        /// The container asked.
        case asked
        /// The scope's home: its nearest ancestor that is not a scope, which keeps one instance
        /// for all its scopes.
        case home
        /// The scope itself; asked from a container that is not a scope, the request fails with
        /// ``ResolutionError/Kind/notInScope``.
        case scope
    }

    /// Where an instance of this lifetime is kept between requests.
    @inlinable
    var keeping: Keeping {
        switch self {
        case .ephemeral: .never
        case .graph: .perResolve
        case .transient: .cached(strongly: false)
        case .persistent, .scoped: .cached(strongly: true)
        }
    }

    /// Which container keeps an instance of this lifetime.
    @inlinable
    var keeper: Keeper {
        switch self {
        case .ephemeral, .graph, .transient: .asked
        case .persistent: .home
        case .scoped: .scope
        }
    }

    /// Whether a container holds the instance strongly.
    @inlinable
    var isKept: Bool {
        switch keeping {
        case .cached(let strongly): strongly
        case .never, .perResolve: false
        }
    }

    /// Whether the container asked keeps an instance of this lifetime when it is no scope, as the
    /// route would answer (`keptIn`): a thread's request that no override may replace then goes
    /// to its lifetime's store in that container without asking the route (`mayOverrideOrScope`,
    /// `Resolver.swift`).
    @inlinable
    var isKeptByAskedOutsideScopes: Bool {
        switch keeper {
        case .asked, .home: true  // a container that is no scope is its own home
        case .scope: false
        }
    }

    /// Whether an instance of this lifetime outlives the resolve that built it (a container's
    /// cache keeps it): only then does an override added or removed while it is built make the
    /// build stale, kept by no store (`recheckOverride`, `Overrides.swift`). A `.graph` instance
    /// lives for its resolve only, which keeps its one instance whatever changes meanwhile.
    @inlinable
    var outlivesResolve: Bool {
        switch keeping {
        case .cached: true
        case .never, .perResolve: false
        }
    }

    /// Whether an instance of this lifetime belongs to one scope, so that a request for it from
    /// another container crosses scopes (`DiagnosticEvent.crossedScopes`).
    @inlinable
    var isPerScope: Bool {
        switch keeper {
        case .scope: true
        case .asked, .home: false
        }
    }

    /// How long the holder of an instance may keep it, in the order of the holders: nothing
    /// (ephemeral, its requester's), a resolve or its users (per resolve, weakly cached), a
    /// scope, a container for good.
    var holding: Int {
        switch keeping {
        case .never: 0
        case .perResolve, .cached(strongly: false): 1
        case .cached(strongly: true):
            switch keeper {
            case .scope: 2
            case .asked, .home: 3
            }
        }
    }

    /// Whether an instance of this lifetime that holds one of `other` may keep it longer than
    /// `other` says: a strongly kept holder of a shorter-lived cached instance.
    func keepsLonger(than other: Lifetime) -> Bool {
        holding >= 2 && other.holding >= 1 && other.holding < holding
    }
}

/// Where an object request goes (see above).
struct Route {
    enum Store {
        /// Built at once and kept nowhere (`.ephemeral`).
        case now
        /// The resolve's `.graph` store.
        case graph
        /// The cache of `keeper`: the container asked, or its home for a scope's persistent
        /// request.
        case cache(keeper: DependencyContainer)
    }

    /// The override's factory that builds the request in place of its registration, if one does.
    let replace: OverrideFactory?
    /// The lifetime the request is built with.
    let lifetime: Lifetime
    let store: Store

    var isOverridden: Bool { replace != nil }
}

extension DependencyContainer {
    /// The route of a request for `type` with `lifetime` made here (see above); `frame` and
    /// `asyncRequest` are the requests that made it, for the override rule; `path` the steps to
    /// it, its own last, for the failure of a `.scoped` request outside a scope.
    func route(
        _ type: Any.Type, lifetime: Lifetime, below frame: Frame?, asyncRequest: @autoclosure () -> AsyncFrame?,
        path: () -> [ResolutionStep]
    ) throws(ResolutionError) -> Route {
        var replace: OverrideFactory?
        var lifetime = lifetime
        if mayOverride {
            switch override(of: type, below: frame, asyncRequest: asyncRequest()) {
            case .none: break
            case .original: lifetime = .ephemeral
            case .replace(let override):
                replace = override.make
                if override.resolvesType { lifetime = .ephemeral }
            }
        }
        let store: Route.Store
        switch lifetime.keeping {
        case .never: store = .now
        case .perResolve: store = .graph
        case .cached:
            switch keptIn(type, lifetime, overridden: replace != nil) {
            case .this: store = .cache(keeper: self)
            case .home(let home): store = .cache(keeper: home)
            case .notInScope: throw notInScope(path: path())
            }
        }
        return Route(replace: replace, lifetime: lifetime, store: store)
    }
}

// MARK: - The keeper

extension DependencyContainer {
    /// Which container keeps the instance of a request for `type` with `lifetime` made here, on
    /// either path: a scope's home, for a persistent type (unless an override inside the scope
    /// replaces it); none, for a `.scoped` type asked outside a scope; otherwise this container.
    func keptIn(_ type: Any.Type, _ lifetime: Lifetime, overridden: Bool) -> KeptIn {
        switch lifetime.keeper {
        case .asked: return .this
        case .home:
            guard let home = persistentHome, !(overridden && isOverriddenInScope(type)) else { return .this }
            return .home(home)
        case .scope: return holdsScoped ? .this : .notInScope
        }
    }

    /// The container that keeps a request's instance (`keptIn(_:_:overridden:)`).
    enum KeptIn {
        case this
        case home(DependencyContainer)
        case notInScope
    }

    /// The failure of a `.scoped` request in a container that is not a scope, on either path
    /// (`path`: the steps to the request, its own last).
    @usableFromInline
    func notInScope(path: [ResolutionStep]) -> ResolutionError {
        failed(ResolutionError(kind: .notInScope, path: path))
    }
}

// MARK: - A thread's request

extension DependencyContainer {
    /// A thread's object request, pushed at `frame`, that an override may replace or that
    /// involves a scope (or, for an ephemeral one, made while an uncached `didInject` runs):
    /// sent where `route` says, built by the override when one replaces it (no `didInject`).
    ///
    /// NB: the common path, with no override anywhere and no scope, carries none of this (see
    /// Performance.md, "Measured choices in the code"): each lifetime's request function
    /// dispatches itself and comes here only when the route may differ.
    @usableFromInline
    func routedRequest<T: InjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, frame: Frame, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let thread = currentThread()
        let route = try self.route(
            T.self, lifetime: lifetime, below: frame.pointee.parent,
            asyncRequest: RequestContext.current(thread).asyncRequest, path: { ResolutionFrame.path(to: frame) })
        if route.isOverridden { markOverridden(frame) }
        // An ephemeral request while an uncached object's didInject runs: checked whether or not
        // an override builds it.
        if thread.uncachedInjects != 0, case .now = route.store { try checkUncachedCycle(at: frame, self) }
        guard let replace = route.replace else {
            return try routedObject(T.self, key: key, route, frame: frame, thread, make)
        }
        return try routedObject(T.self, key: key, route, frame: frame, thread) { container in
            try container.runOverride(replace, as: T.self)
        }
    }

    /// The instance `make` builds for the request at `frame`, in the store `route` names: the
    /// one dispatch for the registration's own `make` and for an override's replacement.
    private func routedObject<T: InjectableObject>(
        _ type: T.Type, key: String?, _ route: Route, frame: Frame, _ thread: ThreadState,
        _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        let overridden = route.isOverridden
        switch route.store {
        case .now:
            return try ephemeralObject(frame, thread, lifetime: route.lifetime, overridden: overridden, make)
        case .graph:
            return try GraphStore(self).cachedObject(
                T.self, key: key, lifetime: route.lifetime, frame: frame, overridden: overridden, make)
        case .cache(let keeper) where keeper === self:
            return try ContainerCache(self).cachedObject(
                T.self, key: key, lifetime: route.lifetime, frame: frame, overridden: overridden, make)
        case .cache(let home):
            frame.pointee.isBuiltByHome = true
            let object = try ContainerCache(home).cachedObject(
                T.self, key: key, lifetime: route.lifetime, frame: frame, overridden: overridden, make)
            return publish(object, key, from: home)
        }
    }
}
