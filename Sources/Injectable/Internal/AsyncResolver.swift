// The async engine: `try await container.resolve()` of an `AsyncInjectableObject` or
// `AsyncInjectableValue`, and `resolveAsyncInterface()`, beside the synchronous one
// (`Resolver.swift`), with which it shares the instance cache, the override rules and the
// failures:
//
//   1. an instance the container keeps strongly is a hit as a synchronous one is (`keptHit`);
//   2. otherwise the request becomes an `AsyncFrame` on the task's resolution path, a task-local
//      list (a thread's resolution path does not survive a suspension): `AsyncPath.swift`;
//   3. an ephemeral object or a value is built at once, in the asking task;
//   4. a cached one goes through the container's instance cache (or, for `.graph`, the store
//      of the outermost request, whose frame opens it): the first request starts an
//      `AsyncBuild` in a task of its own, and every request — the first included — waits for
//      it (`AsyncBuild.swift`).

// MARK: - Objects and values

extension DependencyContainer {
    /// Resolves an async object with `lifetime`: a kept persistent instance, an override,
    /// a build in the asking task (ephemeral), or the cache.
    @usableFromInline
    func resolveAsyncObject<T: AsyncInjectableObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, make: @escaping @Sendable (Container) async throws -> T
    ) async throws -> T {
        // The same hit as a thread's; an async type is `Sendable` by its protocol.
        if lifetime.isKept, let hit = try keptHit(T.self, key: key, lifetime: lifetime, sendable: true, isolation: nil)
        {
            return hit
        }
        // The same route as a thread's request (Route.swift).
        let parent = AsyncPath.innermost
        let route = try self.route(
            T.self, lifetime: lifetime, below: nil, asyncRequest: parent,
            path: { AsyncPath.path(to: ResolutionStep(typeName: _typeName(T.self, qualified: false), key: key)) })
        let replace = route.replace
        switch route.store {
        case .now:
            let frame = try asyncFrame(T.self, key: key, overridden: replace != nil, parent: parent)
            try checkUncachedCycle(at: frame, self)
            return try await inAsyncFrame(frame) {
                let object: T
                if let replace {
                    object = try self.runOverride(replace, as: T.self)
                } else {
                    object = try await make(self)
                    // While a cached init below it runs, its didInject waits (Construction.swift).
                    if !self.deferEphemeralInjection(of: object, frame) {
                        try await self.injectAsync(object, frame, uncached: true)
                    }
                }
                if Diagnostics.isActive {
                    self.reportAsyncBuilt(object, frame, lifetime: route.lifetime, overridden: replace != nil)
                }
                return object
            }
        case .graph:
            return try await cachedAsyncObject(T.self, key: key, route, make: make)
        case .cache(let keeper):
            let object = try await keeper.cachedAsyncObject(T.self, key: key, route, make: make)
            return keeper === self ? object : publish(object, key, from: keeper)
        }
    }

    /// The instance of a cached request (`route.store` `.graph` or `.cache`), built in this
    /// container's cache or the resolve's `.graph` store (see `AsyncBuild.swift`), by the
    /// override the route names or by `make`.
    private func cachedAsyncObject<T: AsyncInjectableObject>(
        _ type: T.Type, key: String?, _ route: Route, make: @escaping @Sendable (Container) async throws -> T
    ) async throws -> T {
        let replace = route.replace
        let object = try await cachedAsyncObject(
            T.self, key: key, lifetime: route.lifetime, overridden: replace != nil
        ) { container in
            if let replace { return (try container.runOverride(replace, as: T.self), false) }
            return (try await make(container), true)
        }
        // The cache holds only instances built for this key, that is of type `T`.
        return unsafeDowncast(object, to: T.self)
    }

    /// Builds an async value (the variant under `key`, if any): `make`, then
    /// `didInject(container:)`.
    @usableFromInline
    func resolveAsyncValue<T: AsyncInjectableValue>(
        _ type: T.Type, key: String? = nil, make: @Sendable (Container) async throws -> T
    ) async throws -> T {
        // The override rule of every request (Overrides.swift).
        let parent = AsyncPath.innermost
        var replace: OverrideFactory?
        if mayOverride, case .replace(let override) = override(of: T.self, below: nil, asyncRequest: parent) {
            replace = override.make
        }
        let frame = try asyncFrame(T.self, key: key, overridden: replace != nil, parent: parent)
        if let replace {
            return try await inAsyncFrame(frame) { try self.runOverride(replace, as: T.self) }
        }
        return try await inAsyncFrame(frame) {
            var value = try await make(self)
            do { try await value.didInject(container: self) } catch {
                throw self.wrap(error, AsyncFrame(injecting: frame, container: self, uncached: false))
            }
            if Diagnostics.isActive { self.reportAsyncBuilt(frame, value: T.self) }
            return value
        }
    }

    /// Runs `object`'s `didInject` as a request of its own, which stands in for `frame` (the
    /// object's) on the path, as a thread's request becomes its `didInject`. A failure names the
    /// call. `uncached`: no cache keeps the object (see `checkUncachedCycle`).
    func injectAsync<T: AsyncInjectableObject>(_ object: T, _ frame: AsyncFrame, uncached: Bool = false) async throws {
        let request = AsyncFrame(injecting: frame, container: self, uncached: uncached)
        try await inAsyncFrame(request) { try await object.didInject(container: self) }
    }
}

// MARK: - Interfaces

extension DependencyContainer {
    /// Resolves an interface from async code: its async registration, or its synchronous one.
    @usableFromInline
    func resolveAsyncInterface<I>(_ interface: I.Type, key: String?) async throws -> I {
        // An override of the interface replaces every request for it, whatever is registered:
        // the synchronous lookup applies it (its closure is synchronous).
        if mayOverride, overrideFactory(of: I.self) != nil {
            return try lookUpInterface(I.self, key: key, useDefaultKey: true)
        }
        let (effectiveKey, found) = registeredInterface(ObjectIdentifier(I.self), key: key, useDefaultKey: true)
        switch found {
        case .async(let factory):
            // Registered for exactly this interface (the table is keyed by `I`).
            let factory = unsafeDowncast(factory, to: AsyncInterfaceFactory<I>.self)
            let frame = try asyncFrame(I.self, key: effectiveKey, role: .interface)
            let value = try await inAsyncFrame(frame) { try await factory.make(self) }
            if Diagnostics.isActive { reportResolved(frame, lifetime: nil, cacheHit: false) }
            return value
        case .sync(let factory):
            return try runInterfaceFactory(I.self, factory)
        case .none:
            let step = ResolutionStep(
                typeName: _typeName(I.self, qualified: false), key: effectiveKey, role: .interface)
            throw unregisteredInterface(
                I.self, key: key, effectiveKey: effectiveKey, found, path: AsyncPath.path(to: step), awaiting: true)
        }
    }
}

/// An async interface registration's factory, typed by its interface. (`validate()` cannot
/// await: an async registration is not probed.)
final class AsyncInterfaceFactory<I> {
    let make: @Sendable (Container) async throws -> I
    let key: String?

    init(_ make: @escaping @Sendable (Container) async throws -> I, key: String?) {
        self.make = make
        self.key = key
    }

}
