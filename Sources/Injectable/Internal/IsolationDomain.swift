import Dispatch

// Isolation domains of kept instances: the one place that decides whether a cached instance of
// a class may be handed to a request, and where an isolated type may be built.
//
// The rule. An instance a container keeps (`.transient`, `.persistent`, `.scoped`, and a
// `.graph` instance while its resolve runs) of a type not known to be `Sendable` belongs to the
// isolation domain it was built in; a request from another domain fails with
// `.crossesIsolation` instead of getting it. A type is known `Sendable` when a request for it
// went through a `& Sendable` overload (the compiler picks it wherever it can prove the
// conformance), here or anywhere earlier in the process (`learnSendable`): Sendable-ness is a
// static fact of a type. Nothing is recorded or checked for such a type, nor for `.ephemeral`
// instances, which no two requests share.
//
// A request's domain is the first of these that applies (`requestDomain`):
//   1. the caller's `#isolation`, when not nil (an actor; the main actor included);
//   2. the actor the code resolving on this thread is proven to run on (`provenActor`): the
//      `#isolation` of the request this one is nested in (a synchronous `init(container:)` or
//      `didInject`), of a provider's `get`, of `resolveInterface`;
//   3. the main actor, when on the main queue (`Isolation.isOnMainActor`);
//   4. the actor whose job runs the code (`Isolation.currentExecutor`): a request with no
//      `#isolation` of its own (a property's first read, a value's init, `injectInterface()`)
//      made on an actor belongs to that actor, not to the task that happens to be on it;
//   5. the current task (nonisolated code in a task);
//   6. the thread (code outside any task).
//
// Every path that hands a request an instance it did not build goes through `checkHandOver`:
// the hit at the entry (`keptHit`, `InstanceCache.swift`), and the cache's and the `.graph`
// scope's hits inside a request (`claimInstance`, `CachedRequest.swift`), which are where a wait for another
// thread's build, a didInject cycle's hand-out, a scope's home instance and a `.graph` share
// end. A build records its domain where the instance is stored, and a hand-over reads it with
// the instance, under the lock its look-up takes:
//   - an instance of a container's cache: beside its entry, under the same key
//     (`ContainerState.domains`, written with the entry by `store`), and in a scope that keeps
//     its home's instance, beside that (`ContainerState.inherited`): no lock but the
//     container's, which the hit takes anyway;
//   - a `.graph` instance, and a cached one no thread built (a task's build, of an async type):
//     in the process's records (`noteBuilt`, a weak record per instance).
// An instance that reaches a hand-over without a record joins the first domain it is handed to.

/// An isolation domain, as far as a synchronous request can tell it (see the rule above).
struct IsolationDomain: Equatable {
    enum Kind {
        /// An actor of type `type`: `id` is its identity.
        case actor(type: Any.Type)
        /// Nonisolated code in a task: `id` identifies the task while it runs.
        case task
        /// Code outside any task: `id` identifies the thread while it runs.
        case thread
    }

    let kind: Kind
    let id: UInt

    /// The same domain: the same kind, and the same actor, task or thread.
    static func == (lhs: IsolationDomain, rhs: IsolationDomain) -> Bool {
        guard lhs.id == rhs.id else { return false }
        switch (lhs.kind, rhs.kind) {
        case (.actor(let left), .actor(let right)): return ObjectIdentifier(left) == ObjectIdentifier(right)
        case (.task, .task), (.thread, .thread): return true
        case (.actor, _), (.task, _), (.thread, _): return false
        }
    }

    /// `id` in eight hex digits, its two halves combined: threads' states lie at the same offset
    /// of each thread's stack, so their addresses differ in the high bits, not the low ones.
    private static func shortID(_ id: UInt) -> String {
        String(UInt32(truncatingIfNeeded: UInt64(id) ^ UInt64(id) >> 32), radix: 16)
    }

    /// The main actor's domain.
    static var mainActor: IsolationDomain { actor(MainActor.shared) }

    static func actor(_ actor: any Actor) -> IsolationDomain {
        IsolationDomain(kind: .actor(type: type(of: actor)), id: UInt(bitPattern: ObjectIdentifier(actor)))
    }

    /// The domain as a message names it: "the main actor", "global actor OtherActor", "an instance
    /// of actor Cache", "nonisolated code in task 3f2a91c0", "thread 7f3a2c1f (outside any task)".
    var name: String {
        switch kind {
        case .actor(let actorType):
            if actorType == MainActor.self { return "the main actor" }
            let typeName = _typeName(actorType, qualified: false)
            if actorType is any GlobalActor.Type { return "global actor \(typeName)" }
            // An actor with a custom executor, seen from its executor (rule 4 above).
            guard actorType is any Actor.Type else { return "the actor on executor \(typeName)" }
            return "an instance of actor \(typeName)"
        case .task: return "nonisolated code in task \(Self.shortID(id))"
        case .thread: return "thread \(Self.shortID(id)) (outside any task)"
        }
    }
}

/// The domain of a request made with `isolation` (its caller's `#isolation`) on this thread.
func requestDomain(_ isolation: (any Actor)?) -> IsolationDomain {
    if let isolation { return .actor(isolation) }
    let thread = currentThread()
    if let proven = thread.provenActor { return .actor(proven) }
    if Isolation.isOnMainActor { return .mainActor }
    if let actor = Isolation.currentExecutorObject {
        return IsolationDomain(kind: .actor(type: actor.type), id: actor.id)
    }
    if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) {
        return IsolationDomain(kind: .task, id: UInt(bitPattern: task))
    }
    return IsolationDomain(kind: .thread, id: thread.id)
}

// MARK: - What is known of kept instances

/// What a container knows of the domain of an instance it keeps, read with the instance.
enum KnownDomain {
    /// Nothing: the process's records decide (`KeptDomains`).
    case unknown
    /// Its type was known `Sendable` when it was built: it goes to any domain.
    case any
    /// The domain it was built in.
    case only(IsolationDomain)
}

/// The domain of an instance in a container's cache, kept beside its entry under the same key
/// (`ContainerState.domains`), and valid for that instance only (`id`).
struct KeptDomain {
    let id: ObjectIdentifier
    /// Keeps the instance's memory, not the instance (its deinit runs when its last strong
    /// reference goes): while this record lives, no other instance takes the address `id`
    /// names, so a record left by a transient instance that is gone never matches the instance
    /// a task builds in its place, which has no record.
    unowned let instance: AnyObject
    let domain: KnownDomain

    init(_ instance: AnyObject, _ domain: KnownDomain) {
        self.id = ObjectIdentifier(instance)
        self.instance = instance
        self.domain = domain
    }
}

extension ContainerState {
    /// What is known of the domain of `instance`, found in the cache under `key`.
    func knownDomain(of instance: AnyObject, at key: CacheKey) -> KnownDomain {
        guard let record = domains[key], record.id == ObjectIdentifier(instance) else { return .unknown }
        return record.domain
    }
}

/// What the process knows of kept instances' domains: the types known `Sendable`, and the
/// domains of the instances no container's cache records (see the rule above).
private struct KeptDomains {
    /// The domain an instance belongs to, while it lives.
    struct Record {
        weak var instance: AnyObject?
        let domain: IsolationDomain
    }

    /// Types a request proved `Sendable` (`ObjectIdentifier` of the type).
    var sendableTypes: Set<ObjectIdentifier> = []
    /// By instance: the domain of each such instance of a type not known `Sendable`.
    var records: [ObjectIdentifier: Record] = [:]
    /// The number of records at which released instances' records are dropped next.
    var pruneAt = 64

    /// The record of `instance`, if it has a live one (a dead one is an earlier instance's at
    /// the same address).
    func record(of instance: AnyObject) -> Record? {
        guard let record = records[ObjectIdentifier(instance)], record.instance === instance else { return nil }
        return record
    }

    mutating func record(_ instance: AnyObject, in domain: IsolationDomain) {
        if records.count >= pruneAt {
            records = records.filter { $0.value.instance != nil }
            pruneAt = max(64, records.count * 2)
        }
        records[ObjectIdentifier(instance)] = Record(instance: instance, domain: domain)
    }
}

private let keptDomains = Locked(KeptDomains())

/// Records that `type` is `Sendable`: a `& Sendable` overload asked for it with `lifetime`. Its
/// instances are handed to any domain from now on, whoever asks. (An `.ephemeral` request has
/// nothing to teach: its instance is never shared.)
@usableFromInline
func learnSendable(_ type: Any.Type, _ lifetime: Lifetime) {
    switch lifetime.keeping {
    case .never: return
    case .perResolve, .cached: break
    }
    let id = ObjectIdentifier(type)
    keptDomains.withLock { state in _ = state.sendableTypes.insert(id) }
}

/// Whether a request proved `type` `Sendable` (`learnSendable`).
private func isKnownSendable(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    return keptDomains.withLock { state in state.sendableTypes.contains(id) }
}

/// What the cache keeps of the domain of an instance of `type` a thread just built: the
/// domain of the build, unless `type` is known `Sendable`.
func builtDomain(_ type: Any.Type) -> KnownDomain {
    isKnownSendable(type) ? .any : .only(requestDomain(nil))
}

/// Records the domain of `instance`, a `.graph` `type` just built, unless `type` is known
/// `Sendable`.
func noteBuilt(_ instance: AnyObject, _ type: Any.Type) {
    let id = ObjectIdentifier(type)
    keptDomains.withLock { state in
        guard !state.sendableTypes.contains(id) else { return }
        state.record(instance, in: requestDomain(nil))
    }
}

extension DependencyContainer {
    /// `keptHit` (`InstanceCache.swift`) of a type not known `Sendable`: the instance and what is
    /// known of its domain, read under the container's lock, and the hand-over checked.
    @usableFromInline
    func keptHandOver<T: AnyObject>(
        _ type: T.Type, key: String?, lifetime: Lifetime, isolation: (any Actor)?
    ) throws(ResolutionError) -> T? {
        guard let (object, domain) = keptEntry(CacheKey(T.self, key)) else { return nil }
        if Diagnostics.isActive { reportHit(T.self, key: key, lifetime: lifetime) }
        let hit = unsafeDowncast(object, to: T.self)
        try checkHandOver(hit, domain, key: key, lifetime: lifetime, isolation: isolation)
        return hit
    }

    /// Throws ``ResolutionError/Kind/crossesIsolation(builtOn:askedOn:)`` when `instance`, kept
    /// with `lifetime` for a request of `T` under `key` made with `isolation` (nil: the domain
    /// the thread says, see `requestDomain`), belongs to another domain and `T` is not known
    /// `Sendable`; an instance with no domain yet joins the request's. `known`: what the
    /// container that keeps it knows of its domain, read with it. `frame`: the request's, when
    /// it is on the path. The one check of every hand-over (see the rule at the top of this
    /// file).
    func checkHandOver<T: AnyObject>(
        _ instance: T, _ known: KnownDomain = .unknown, key: String?, lifetime: Lifetime,
        isolation: (any Actor)? = nil, at frame: Frame? = nil
    ) throws(ResolutionError) {
        let crossing: (built: IsolationDomain, asked: IsolationDomain)?
        switch known {
        case .any:
            return
        case .only(let built):
            let asked = requestDomain(isolation)
            // Another domain gets it only when a request proved `T` `Sendable` since its build.
            guard built != asked, !isKnownSendable(T.self) else { return }
            crossing = (built, asked)
        case .unknown:
            let type = ObjectIdentifier(T.self)
            // Worked out only for a type not known `Sendable`, under the lock that keeps the records.
            crossing = keptDomains.withLock { state in
                if state.sendableTypes.contains(type) { return nil }
                let asked = requestDomain(isolation)
                guard let record = state.record(of: instance) else {
                    state.record(instance, in: asked)
                    return nil
                }
                return record.domain == asked ? nil : (record.domain, asked)
            }
        }
        guard let (built, asked) = crossing else { return }
        var path = ResolutionFrame.path(to: frame ?? ResolutionFrame.current)
        if frame == nil { path.append(ResolutionStep(typeName: _typeName(T.self, qualified: false), key: key)) }
        throw failed(
            ResolutionError(
                kind: .crossesIsolation(builtOn: built.name, askedOn: asked.name), path: path,
                context: "\(_typeName(T.self, qualified: false)) is \(lifetime): its instance is shared."))
    }
}

// MARK: - The actor a type declares

/// `.misdeclared` when a type's isolated conformance was used on `isolation` (a caller's
/// `#isolation`, where a provider, lazy or `implementation:` registration was made), an actor
/// other than the one the type declares (`GlobalActorInjectable.InjectionActor`): there the
/// compiler allows the use only on the conformance's actor (or, in generic code, on an actor
/// that received another's conformance), so `isolation` names where it may be built, and
/// `declared` is wrong for it. Nil where `isolation` is nil: nonisolated generic code proves
/// nothing, and neither does `@Injected`, which has no caller.
func misdeclaredActor(_ declared: any Actor, usedOn isolation: (any Actor)?) -> ActorRequirement? {
    guard let isolation, ObjectIdentifier(isolation) != ObjectIdentifier(declared) else { return nil }
    return .misdeclared(declared: declared, usedOn: isolation)
}

/// Whether `implementation`, whose conformance is `isolated` to a global actor, declares an
/// actor other than `isolation` (see `misdeclaredActor`): its registration is then its own, not
/// the one the process shares for the pair, which knows no caller.
@usableFromInline
func declaresAnotherActor(
    _ implementation: Any.Type, isolated: @autoclosure () -> Bool, usedOn isolation: (any Actor)?
) -> Bool {
    guard let isolation, isolated(), let declared = declaredActor(of: implementation) else { return false }
    return misdeclaredActor(declared, usedOn: isolation) != nil
}

extension DependencyContainer {
    /// The ``ResolutionError/Kind/misdeclaredActor(declared:usedOn:)`` failure of `type`.
    func misdeclared(_ type: Any.Type, key: String?, declared: any Actor, usedOn: any Actor) -> ResolutionError {
        var path = ResolutionFrame.path(to: ResolutionFrame.current)
        path.append(ResolutionStep(typeName: _typeName(type, qualified: false), key: key))
        return failed(
            ResolutionError(
                kind: .misdeclaredActor(
                    declared: _typeName(Swift.type(of: declared), qualified: false),
                    usedOn: _typeName(Swift.type(of: usedOn), qualified: false)),
                path: path))
    }
}
