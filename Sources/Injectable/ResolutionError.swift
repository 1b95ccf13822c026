/// One request on a resolution path: a type, an interface, an override, a key path, or a
/// `didInject` call, with its key if it has one.
public struct ResolutionStep: Sendable, Hashable, CustomStringConvertible {
    /// What kind of request a step is.
    public enum Role: Sendable, Hashable {
        /// `resolve()` of an injectable type.
        case type
        /// `resolveInterface()` of a registered interface.
        case interface
        /// A concrete type replaced by `override(_:_:)`: in a path, a request that an
        /// override's closure builds.
        case override
        /// A key-path default read through ``InjectedValues``.
        case keyPath
        /// The `didInject(container:)` call of an instance that was just built.
        case didInject
    }

    /// The requested type's name, as Swift prints it.
    public let typeName: String
    /// The key of a keyed request, or `nil`.
    public let key: String?
    /// What kind of request this is.
    public let role: Role

    /// Creates a step; the library makes these, tests may compare against them.
    public init(typeName: String, key: String? = nil, role: Role = .type) {
        self.typeName = typeName
        self.key = key
        self.role = role
    }

    /// The step as it appears in a path, for example `Programming[key: "Swift"]`.
    public var description: String {
        var text = typeName
        if let key { text += "[key: \"\(key)\"]" }
        switch role {
        case .type: break
        case .interface: text += " (interface)"
        case .override: text += " (override)"
        case .keyPath: text = "\\InjectedValues.\(typeName)"
        case .didInject: text += ".didInject"
        }
        return text
    }
}

/// Why a resolve failed, with the path that led there and how to fix it.
///
/// The throwing variants (`tryResolve()`,
/// ``DependencyContainer/tryResolveInterface(key:)->I``) throw it; the non-throwing ones stop the
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
        /// `init(container:)` does not run there. Also what ``DependencyContainer/validate()``,
        /// called off the main actor, reports for each registration that needs the main actor:
        /// not checked.
        case needsMainActor
        /// A synchronous `resolveInterface()` of an interface registered with an async
        /// implementation: resolve it with `try await container.resolveAsyncInterface()`.
        case needsAwait
        /// A ``Lifetime/scoped`` type was asked for from a container that is not a scope (see
        /// ``DependencyContainer/scope()``), for example by a persistent object, which would
        /// keep one session's instance for good.
        case notInScope
        /// A ``Provider`` or ``Lazy`` was used after the container it came from was released.
        /// One that a persistent or scoped object received holds its container weakly, since
        /// the container holds that object (itself, or through an ancestor).
        case containerReleased

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
            case .needsAwait: "needs await"
            case .notInScope: "scoped type outside a scope"
            case .containerReleased: "container released"
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
    /// For ``Kind/interfaceNotRegistered``: keys that *are* registered for the interface.
    public var registeredKeys: [String] { storage.registeredKeys }

    /// The request that failed.
    public var requested: ResolutionStep { path.last ?? ResolutionStep(typeName: "?") }

    // NB: one reference instead of the fields themselves: every resolve function throws this
    // type (typed throws), and in unoptimised builds each of their frames reserves room for
    // it, which multiplied by the depth of a graph decides how deep it can go on a small stack.
    private let storage: Storage

    private final class Storage: Sendable {
        let kind: Kind
        let path: [ResolutionStep]
        let cycle: [ResolutionStep]
        let underlyingError: (any Error)?
        let registeredKeys: [String]
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

        init(
            kind: Kind, path: [ResolutionStep], cycle: [ResolutionStep], underlyingError: (any Error)?,
            registeredKeys: [String], keyIsDefault: Bool, keeper: ResolutionStep?, context: String?,
            isolatedClosure: Bool, failedParameter: Bool, asyncLimit: Int?, notChecked: Bool
        ) {
            self.notChecked = notChecked
            self.isolatedClosure = isolatedClosure
            self.failedParameter = failedParameter
            self.asyncLimit = asyncLimit
            self.kind = kind
            self.path = path
            self.cycle = cycle
            self.underlyingError = underlyingError
            self.registeredKeys = registeredKeys
            self.keyIsDefault = keyIsDefault
            self.keeper = keeper
            self.context = context
        }
    }

    /// - Parameter keyIsDefault: For ``Kind/interfaceNotRegistered``: the request gave no key
    ///   and the failed key is the interface's default key (see `setDefaultKey(_:for:)`).
    init(
        kind: Kind, path: [ResolutionStep], cycle: [ResolutionStep] = [],
        underlyingError: (any Error)? = nil, registeredKeys: [String] = [], keyIsDefault: Bool = false,
        keeper: ResolutionStep? = nil, context: String? = nil, isolatedClosure: Bool = false,
        failedParameter: Bool = false, asyncLimit: Int? = nil, notChecked: Bool = false
    ) {
        storage = Storage(
            kind: kind, path: path, cycle: cycle, underlyingError: underlyingError, registeredKeys: registeredKeys,
            keyIsDefault: keyIsDefault, keeper: keeper, context: context, isolatedClosure: isolatedClosure,
            failedParameter: failedParameter, asyncLimit: asyncLimit, notChecked: notChecked)
    }

    /// This `.needsMainActor` failure, met by `validate()` off the main actor: the registration
    /// (the path's first step) was not checked, and a `validate()` on the main actor checks it.
    func notCheckedOffMainActor() -> ResolutionError {
        ResolutionError(
            kind: kind, path: path, context: storage.context, isolatedClosure: storage.isolatedClosure,
            notChecked: true)
    }

    /// The same failure, reached through a provider: `origin` (the path where the provider was
    /// made) comes before the path, and `context` says so.
    func reached(from origin: [ResolutionStep], context: String) -> ResolutionError {
        ResolutionError(
            kind: kind, path: origin + path, cycle: cycle, underlyingError: underlyingError,
            registeredKeys: registeredKeys, keyIsDefault: storage.keyIsDefault, keeper: keeper,
            context: storage.context ?? context, isolatedClosure: storage.isolatedClosure,
            failedParameter: storage.failedParameter, asyncLimit: storage.asyncLimit, notChecked: storage.notChecked)
    }

    /// The same failure, with a line saying where it was asked for (a property, `inject()`).
    func asked(from context: String) -> ResolutionError {
        ResolutionError(
            kind: kind, path: path, cycle: cycle, underlyingError: underlyingError, registeredKeys: registeredKeys,
            keyIsDefault: storage.keyIsDefault, keeper: keeper, context: context,
            isolatedClosure: storage.isolatedClosure, failedParameter: storage.failedParameter,
            asyncLimit: storage.asyncLimit, notChecked: storage.notChecked)
    }

    /// The full explanation: what was asked, the resolution path, and the fix.
    public var description: String {
        let asked = requested
        var lines: [String] = []
        switch kind {
        case .interfaceNotRegistered:
            if asked.key == nil && !registeredKeys.isEmpty {
                lines.append(
                    "Injectable cannot resolve the interface \(asked.typeName) without a key: it has only keyed registrations and no default key."
                )
            } else if let key = asked.key, storage.keyIsDefault {
                lines.append(
                    "Injectable cannot resolve the interface \(asked.typeName) without a key: its default key is \"\(key)\", and nothing is registered under that key."
                )
            } else {
                let keyText = asked.key.map { " under the key \"\($0)\"" } ?? ""
                lines.append(
                    "Injectable cannot resolve the interface \(asked.typeName)\(keyText): nothing is registered for it."
                )
            }
        case .cycle:
            lines.append("Injectable found a dependency cycle that can never finish while resolving \(asked.typeName).")
            lines.append("  Cycle: \(Self.render(cycle))")
        case .typeMismatch(let expected, let actual):
            lines.append("Injectable resolved \(actual) for \(asked), but \(actual) is not a \(expected).")
        case .initializerFailed:
            let thrown = underlyingError.map { String(describing: $0) } ?? "an error"
            if asked.role == .didInject {
                lines.append(
                    "Injectable could not finish \(asked.typeName): its didInject(container:) threw \(thrown).")
            } else if storage.failedParameter {
                lines.append(
                    "Injectable could not build \(asked): the closure registered for its parameter threw \(thrown).")
            } else {
                lines.append("Injectable could not build \(asked): its init(container:) threw \(thrown).")
            }
        case .uncachedCycle:
            let keeper = storage.keeper?.typeName ?? "the cached object"
            lines.append(
                "Injectable cannot complete the didInject cycle \(Self.render(cycle)): \(asked.typeName) is not cached, so \(keeper) would keep a second \(asked.typeName) instead of the one being wired."
            )
        case .needsMainActor where storage.notChecked:
            let registration = path.first ?? asked
            let needing = path.count > 1 ? " (\(asked), on its path, does)" : ""
            lines.append(
                "Injectable did not check \(registration): it needs the main actor\(needing), and validate() ran off the main actor (a registration that needs it is not checked off the main actor)."
            )
        case .needsMainActor where storage.isolatedClosure:
            lines.append(
                "Injectable cannot run the @MainActor closure registered for \(asked.typeName) here: this resolve runs off the main actor."
            )
        case .needsMainActor:
            lines.append(
                "Injectable cannot build \(asked.typeName) here: it needs the main actor, and this resolve runs off the main actor."
            )
        case .needsAwait:
            lines.append(
                "Injectable cannot resolve \(asked) synchronously: it is registered with an async implementation."
            )
        case .notInScope:
            lines.append(
                "Injectable cannot resolve \(asked.typeName) here: it is .scoped, and the container asked is not a scope, so nothing would free it."
            )
        case .containerReleased:
            lines.append(
                "Injectable cannot build \(asked.typeName): the provider asked for it after its container was released."
            )
        case .tooDeep(let depth):
            if let limit = storage.asyncLimit {
                lines.append(
                    "Injectable stopped resolving \(asked.typeName) at depth \(depth): an async resolve goes at most \(Self.grouped(limit)) requests deep."
                )
            } else {
                lines.append(
                    "Injectable stopped resolving \(asked.typeName) at depth \(depth): the thread's stack is nearly exhausted."
                )
            }
        }
        lines.append("  Resolution path: \(Self.render(path, limit: 24))")
        if let context = storage.context { lines.append("  \(context)") }
        lines.append(contentsOf: fix.map { "  " + $0 })
        return lines.joined(separator: "\n")
    }

    private var fix: [String] {
        let asked = requested
        switch kind {
        case .interfaceNotRegistered:
            var lines: [String] = []
            if !registeredKeys.isEmpty {
                let keys = registeredKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                lines.append("Registered keys for \(asked.typeName): \(keys).")
                if asked.key == nil {
                    lines.append("Fix: resolve with one of those keys, or choose a default:")
                    lines.append("    container.setDefaultKey(\"\(registeredKeys[0])\", for: \(asked.typeName).self)")
                    return lines
                }
            }
            let keyArgument = asked.key.map { ", key: \"\($0)\"" } ?? ""
            lines.append("Fix: register an implementation before resolving, for example")
            lines.append(
                "    container.register(interface: \(asked.typeName).self\(keyArgument), implementation: Some\(Self.bare(asked.typeName)).self)"
            )
            lines.append("or  container.register(interface: \(asked.typeName).self\(keyArgument)) { container in ... }")
            if storage.keyIsDefault {
                lines.append(
                    "or  stop using the default key, so that an unkeyed request uses the unkeyed registration:")
                lines.append("    container.setDefaultKey(nil, for: \(asked.typeName).self)")
            }
            return lines
        case .cycle where cycle.contains { $0.role == .didInject }:
            return [
                "The cycle runs through didInject(container:) of types that are not cached: each didInject builds a new instance, whose own didInject asks for the next.",
                "Fix: give one type in the cycle a cached lifetime (static let lifetime: Lifetime = .transient, .persistent or .graph):",
                "a cached instance is stored before its didInject runs, so the cycle closes on it.",
            ]
        case .cycle where cycle.contains { $0.role == .override }:
            return [
                "The cycle runs through the closures of overrides: each builds its replacement by resolving the next type, and an override's result is neither cached first nor given a didInject(container:) call.",
                "Fix: build one replacement without resolving the type that leads back to it (a stub needs no container),",
                "or let it take a Provider of that type (container.resolve() as Provider<T>) and resolve it when it is used.",
            ]
        case .cycle:
            return [
                "Each init(container:) in the cycle asks for the next type before any instance is cached, so it would recurse forever.",
                "Fix: give one type in the cycle a cached lifetime (static let lifetime: Lifetime = .transient, .persistent or .graph)",
                "and resolve the next type in its didInject(container:) instead of its init(container:): a cached instance is stored before didInject runs.",
            ]
        case .uncachedCycle:
            let keeper = storage.keeper?.typeName ?? "the cached type"
            return [
                "Fix: resolve \(keeper) first (its didInject(container:) then gets a complete \(asked.typeName)),",
                "or give \(asked.typeName) a cached lifetime (static let lifetime: Lifetime = .transient, .persistent or .graph).",
            ]
        case .needsMainActor where storage.notChecked:
            return [
                "Fix: call validate() from main-actor code, such as a @MainActor test, where it checks every registration:",
                "    @Test @MainActor func compositionIsComplete() throws { try container.validate() }",
            ]
        case .needsMainActor:
            let anywhere =
                storage.isolatedClosure
                ? "or register a nonisolated closure if what it builds can be built anywhere."
                : "or declare it `nonisolated` (type and conformance) if \(asked.typeName) can be built anywhere."
            return [
                "Fix: resolve it from main-actor code (a @MainActor function or Task, or await MainActor.run { ... }),",
                anywhere,
            ]
        case .needsAwait:
            let keyArgument = asked.key.map { "key: \"\($0)\"" } ?? ""
            return [
                "Fix: resolve it from async code: let value: \(asked.typeName) = try await container.resolveAsyncInterface(\(keyArgument))",
                "or register a synchronous implementation for it.",
            ]
        case .typeMismatch(let expected, _):
            return [
                "Fix: register an implementation that conforms to \(expected), or resolve the type it really returns."
            ]
        case .initializerFailed where storage.failedParameter:
            let key = asked.key.map { ", key: \"\($0)\"" } ?? ""
            return [
                "Fix: see the thrown error above; it comes from the closure passed to register(type: \(asked.typeName).self\(key)), and the path shows where in the graph it was asked for."
            ]
        case .initializerFailed:
            return ["Fix: see the thrown error above; the path shows where in the graph it happened."]
        case .notInScope:
            return [
                "Fix: resolve it from a scope (let session = container.scope(); session.resolve()).",
                "If a .persistent object asks for it (see the path), that object outlives every scope: make it .scoped too, or ephemeral.",
            ]
        case .containerReleased:
            return [
                "A provider that a persistent or scoped object received holds its container weakly (the container holds that object, itself or through an ancestor, so a strong reference would be a cycle).",
                "Fix: keep the container alive as long as the objects it built are used, or resolve the provider outside a persistent object.",
            ]
        case .tooDeep where storage.asyncLimit != nil:
            return [
                "The limit is what tells an endless async recursion (which has no stack to exhaust) from a deep graph.",
                "Fix: make the graph shallower: let a type take a Provider of what it needs (container.resolve() as Provider<T>)",
                "and resolve it when it is used, instead of in its init.",
            ]
        case .tooDeep:
            return [
                "Fix: resolve this graph on a thread with a larger stack, or make it shallower (inject a factory instead of resolving eagerly)."
            ]
        }
    }

    static func render(_ steps: [ResolutionStep], limit: Int = .max) -> String {
        guard steps.count > limit else { return steps.map(\.description).joined(separator: " → ") }
        let head = steps.prefix(limit / 3).map(\.description)
        let tail = steps.suffix(limit - limit / 3).map(\.description)
        return (head + ["… \(steps.count - head.count - tail.count) more …"] + tail).joined(separator: " → ")
    }

    /// `n` with its thousands grouped: 4,096.
    private static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    private static func bare(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
