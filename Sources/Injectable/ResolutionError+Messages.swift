// The failure messages: what was asked, the resolution path, and the fix, for each kind of
// failure. A message is part of the API: a newcomer reads it without the documentation.

extension ResolutionError {
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
        case .needsActor(let actor) where storage.notChecked:
            let registration = path.first ?? asked
            let needing = path.count > 1 ? " (\(asked), on its path, does)" : ""
            lines.append(
                "Injectable did not check \(registration): it needs \(actor)\(needing), and validate() ran where nothing proves \(actor)."
            )
        case .needsActor(let actor) where storage.undeclaredActor:
            lines.append(
                "Injectable cannot build \(asked.typeName): its conformance is isolated to a global actor that \(asked.typeName) does not name, and it was used on \(actor), so it may be \(actor)'s or the main actor's (Swift lets generic code on one actor use another's conformance)."
            )
        case .needsActor(let actor) where storage.isolatedClosure:
            lines.append(
                "Injectable cannot run the closure registered for \(asked.typeName) here: it is isolated to \(actor), and nothing proves that this resolve runs on \(actor)."
            )
        case .needsActor(let actor):
            lines.append(
                "Injectable cannot build \(asked.typeName) here: it needs \(actor), and nothing proves that this resolve runs on \(actor)."
            )
        case .needsAwait where storage.notChecked:
            lines.append(
                "Injectable did not check \(path.first ?? asked): it is registered with an async closure, and the synchronous validate() does not await."
            )
        case .needsAwait where storage.awaitedBuild != nil:
            let build = storage.awaitedBuild!
            lines.append(
                "Injectable cannot resolve \(asked) synchronously now: its instance exists, but its didInject(container:) waits until the init(container:) of \(build), an async build of another resolve, has returned; that init may suspend, and a thread that waited for it could hold up what the init waits for."
            )
        case .needsAwait where asked.role != .interface:
            lines.append(
                "Injectable cannot resolve \(asked) synchronously now: a task is building it (\(asked.typeName) conforms to AsyncInjectableObject too), and its init(container:) or didInject(container:) may suspend; a thread that waited for it could hold up what that build waits for."
            )
        case .needsAwait:
            lines.append(
                "Injectable cannot resolve \(asked) synchronously: it is registered with an async implementation."
            )
        case .notInScope:
            lines.append(
                "Injectable cannot resolve \(asked.typeName) here: it is .scoped, and the container asked is not a scope, so nothing would free it."
            )
        case .cancelled:
            lines.append(
                "Injectable stopped resolving \(asked): the task that asked for it was cancelled."
            )
        case .containerReleased:
            lines.append(
                "Injectable cannot build \(asked.typeName): it was asked for after the container it comes from was released."
            )
        case .crossesIsolation(let builtOn, let askedOn):
            lines.append(
                "Injectable cannot hand \(asked.typeName) to \(askedOn): its instance belongs to \(builtOn), where it was built, and \(asked.typeName) is not Sendable, so two isolation domains could use one instance at the same time (a data race)."
            )
        case .misdeclaredActor(let declared, let usedOn):
            lines.append(
                "Injectable cannot build \(asked.typeName): it declares InjectionActor = \(declared), but its isolated conformance was used on \(usedOn), where its provider, lazy or registration was made."
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
                let awaited = storage.awaitedKeys
                let keys = registeredKeys.map { awaited.contains($0) ? "\"\($0)\" (async)" : "\"\($0)\"" }
                lines.append("Registered keys for \(asked.typeName): \(keys.joined(separator: ", ")).")
                if let key = awaited.first {
                    lines.append("A key marked async needs await (its implementation is async), for example")
                    lines.append(
                        "    let value: \(asked.typeName) = try await container.resolveAsyncInterface(key: \"\(key)\")")
                }
                if asked.key == nil {
                    // A default key with a synchronous implementation, if there is one.
                    let key = registeredKeys.first { !awaited.contains($0) } ?? registeredKeys[0]
                    lines.append("Fix: resolve with one of those keys, or choose a default:")
                    lines.append("    container.setDefaultKey(\"\(key)\", for: \(asked.typeName).self)")
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
        case .cycle where storage.throughLazy:
            return [
                "An AsyncLazy builds its value once, on its first get(); this get() came from inside that build (or from a build it waits for), so it would wait for itself.",
                "Fix: read the lazy once the init(container:) it builds has returned: in didInject(container:), or where the value is used.",
            ]
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
                "Fix: call the async validate(), which checks each registration on its own actor, from any async test:",
                "    @Test func compositionIsComplete() async throws { try await container.validate() }",
                "or call validate() from main-actor code, such as a @MainActor test.",
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
        case .needsActor(let actor) where storage.notChecked:
            return [
                "Fix: call the async validate(), which checks each registration on its own actor (\(actor) included), from any async test:",
                "    @Test func compositionIsComplete() async throws { try await container.validate() }",
            ]
        case .needsActor(let actor) where storage.undeclaredActor:
            return [
                "Fix: if \(asked.typeName) is \(actor)'s, name its actor (Injectable then builds it on \(actor)):",
                "    extension \(asked.typeName): GlobalActorInjectable { typealias InjectionActor = \(actor) }",
                "If it is the main actor's, make its provider or registration on the main actor.",
            ]
        case .needsActor(let actor):
            let anywhere =
                storage.isolatedClosure
                ? "or register a nonisolated closure if what it builds can be built anywhere."
                : "or declare it `nonisolated` (type and conformance) if \(asked.typeName) can be built anywhere."
            return [
                "Fix: call the Provider, Lazy or resolveInterface() from code isolated to \(actor) (a @\(actor) function, or await one),",
                "whose #isolation proves where it runs (a nonisolated function called from there does not),",
                anywhere,
            ]
        case .needsAwait where storage.notChecked:
            return [
                "Fix: call the async validate(), which awaits each async registration, from any async test:",
                "    @Test func compositionIsComplete() async throws { try await container.validate() }",
            ]
        case .needsAwait where storage.awaitedBuild != nil:
            let build = storage.awaitedBuild!.typeName
            return [
                "Fix: ask for \(asked.typeName) once that resolve is over (after try await container.resolve() as \(build) returns),",
                "or resolve it synchronously before \(build)'s init asks for it, or from inside that resolve.",
            ]
        case .needsAwait where asked.role != .interface:
            return [
                "Fix: resolve it from async code (let value: \(asked.typeName) = try await container.resolve()), which waits for that build,",
                "or resolve it synchronously before any async request builds it.",
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
        case .cancelled:
            return [
                "Nothing to fix if the task was meant to stop: a build it waited for goes on for the other requests, and a later request gets its instance.",
                "Otherwise, resolve from a task that is not cancelled (check Task.isCancelled where it was started).",
            ]
        case .containerReleased:
            return [
                "A provider or @Injected property that a persistent or scoped object holds (or an object such an object built) holds its container weakly (the container holds that object, itself or through an ancestor, so a strong reference would be a cycle).",
                "Fix: keep the container alive as long as the objects it built are used, or resolve the provider outside a persistent object.",
            ]
        case .crossesIsolation(let builtOn, let askedOn):
            let type = asked.typeName
            var lines = [
                "Fix, whichever fits \(type):",
                "- make it Sendable (a final class whose state is immutable or behind a lock), an actor, or isolated to a global actor (@MainActor);",
                "- give it the .ephemeral lifetime, so that each request builds its own;",
                "- resolve it once, in one domain, and pass it on (from isolated code, the compiler then checks every hand-off);",
                "- give each domain a child container of its own (container.child());",
            ]
            if builtOn.hasPrefix("nonisolated code") || askedOn.hasPrefix("nonisolated code") {
                lines.append(
                    "- nonisolated code (a nonisolated async function, a Task.detached body, an async type's init) runs in its task, not on its caller's actor: pass the caller's isolation on (isolation: isolated (any Actor)? = #isolation), or enable the NonisolatedNonsendingByDefault feature;"
                )
            }
            lines.append(
                "- if \(type) is Sendable and was asked for from generic code, add `& Sendable` to the generic constraint (T: InjectableObject & Sendable)."
            )
            return lines
        case .misdeclaredActor(let declared, let usedOn):
            let actor = Self.bare(usedOn)
            return [
                "Fix: if \(asked.typeName)'s conformance is isolated to \(actor), declare that actor:",
                "    typealias InjectionActor = \(actor)",
                "If this is generic code on \(actor) that received \(declared)'s conformance, make the provider, lazy or registration on \(declared).",
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
