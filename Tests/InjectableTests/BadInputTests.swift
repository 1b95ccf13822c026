// Wrong use, one row per test: what the user sees (the error's kind and message, or the message a
// non-throwing resolve stops the process with), and that the container stays usable afterwards.
import Foundation
import Injectable
import Testing

enum BadInputFixtures {
    protocol Plugin: AnyObject {}

    final class PluginA: Plugin, InjectableObject {
        init(container: Container) {}
    }

    final class PluginB: Plugin, InjectableObject {
        init(container: Container) {}
    }

    /// Injectable, but not a Plugin.
    final class NotAPlugin: InjectableObject {
        init(container: Container) {}
    }

    /// Registers an interface, overrides a type, switches a default key and resets the
    /// container from inside its own initialiser, then resolves what it registered.
    final class SelfConfiguring: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let plugin: any Plugin
        let replaced: Replaceable

        init(container: Container) throws {
            container.register(interface: Plugin.self, key: "late", implementation: PluginB.self)
            container.setDefaultKey("late", for: Plugin.self)
            container.override(Replaceable.self) { container in ReplaceableMock(container: container) }
            container.reset()
            plugin = try container.tryResolveInterface()
            replaced = try container.tryResolve()
        }
    }

    class Replaceable: InjectableObject {
        required init(container: Container) {}
    }

    final class ReplaceableMock: Replaceable {}

    struct Boom: Error, Equatable {
        let code: Int
    }

    /// Top → Middle → Bottom, and Bottom's initialiser throws.
    final class Top: InjectableObject {
        let middle: Middle
        init(container: Container) throws { middle = try container.tryResolve() }
    }

    final class Middle: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let bottom: Bottom
        init(container: Container) throws { bottom = try container.tryResolve() }
    }

    final class Bottom: InjectableObject {
        init(container: Container) throws { throw Boom(code: 42) }
    }

    /// Like Top, but Middle uses the non-throwing resolve().
    final class TopNonThrowing: InjectableObject {
        let middle: MiddleNonThrowing
        init(container: Container) { middle = container.resolve() }
    }

    final class MiddleNonThrowing: InjectableObject {
        let bottom: Bottom
        init(container: Container) { bottom = container.resolve() }
    }

    /// Its initialiser resolves itself.
    final class Ouroboros: InjectableObject {
        let me: Ouroboros
        init(container: Container) throws { me = try container.tryResolve() }
    }

    final class OuroborosNonThrowing: InjectableObject {
        let me: OuroborosNonThrowing
        init(container: Container) { me = container.resolve() }
    }

    final class FailsInDidInject: InjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) {}
        func didInject(container: Container) throws { throw Boom(code: 7) }
    }

    final class Named: CustomInjectableObject {
        typealias ParameterType = String
        let name: String
        init(container: Container) { name = "default" }
        init(container: Container, parameter: String) { name = parameter }
    }

    /// The error a throwing resolve ends with, or nil if it succeeded.
    static func failure<T>(_ body: () throws -> T) -> ResolutionError? {
        do {
            _ = try body()
            return nil
        } catch let error as ResolutionError {
            return error
        } catch {
            Issue.record("expected a ResolutionError, got \(error)")
            return nil
        }
    }

    /// Runs `body` on a new thread and waits at most `timeout` seconds; false if it hung.
    static func finishes(timeout: TimeInterval = 30, _ body: @escaping @Sendable () -> Void) async -> Bool {
        await finishesOnItsOwnThread(within: timeout, body)
    }
}

@Suite("Bad input")
struct BadInputTests {
    typealias F = BadInputFixtures

    static func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    // MARK: Unregistered interface

    @Test("an unregistered interface: .interfaceNotRegistered, then usable once registered")
    func unregisteredInterface() throws {
        let container = DependencyContainer()
        let error = try #require(F.failure { try container.tryResolveInterface() as any F.Plugin })
        #expect(error.kind == .interfaceNotRegistered)
        #expect(error.path == [ResolutionStep(typeName: "Plugin", role: .interface)])
        #expect(error.registeredKeys.isEmpty)
        #expect(
            error.description.contains("Injectable cannot resolve the interface Plugin: nothing is registered for it."))
        #expect(error.description.contains("Resolution path: Plugin (interface)"))
        #expect(error.description.contains("Fix: register an implementation before resolving"))
        print("bad input, unregistered interface:\n\(error)")

        container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
        #expect(try container.tryResolveInterface() as any F.Plugin is F.PluginA)
    }

    @Test("an unregistered interface stops resolveInterface() with the name, the path and the fix")
    func unregisteredInterfaceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: any F.Plugin = DependencyContainer().resolveInterface()
        }
        // The child's stderr is piped to this process and checked here, not printed: its stop is
        // expected, and a log that shows a fatal error makes a green run look broken. (The same
        // explanation, without the stop, is printed by unregisteredInterface().)
        let text = Self.standardError(result)
        #expect(text.contains("Injectable cannot resolve the interface Plugin"))
        #expect(text.contains("Resolution path: Plugin (interface)"))
        #expect(text.contains("Fix:"))
        #expect(text.contains("Fatal error: Injectable stopped the program"), "then the runtime's stop")
    }

    // MARK: Unregistered key

    @Test("an unregistered key: the error lists the keys that are registered")
    func unregisteredKey() throws {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, key: "a", implementation: F.PluginA.self)
        let error = try #require(F.failure { try container.tryResolveInterface(key: "b") as any F.Plugin })
        #expect(error.kind == .interfaceNotRegistered)
        #expect(error.path == [ResolutionStep(typeName: "Plugin", key: "b", role: .interface)])
        #expect(error.registeredKeys == ["a"])
        #expect(error.description.contains("the interface Plugin under the key \"b\""))
        #expect(error.description.contains("Registered keys for Plugin: \"a\"."))
        print("bad input, unregistered key:\n\(error)")

        // No key and no unkeyed registration: the fix suggests choosing a default key.
        let noKey = try #require(F.failure { try container.tryResolveInterface() as any F.Plugin })
        #expect(noKey.description.contains("container.setDefaultKey(\"a\", for: Plugin.self)"))

        container.register(interface: F.Plugin.self, key: "b", implementation: F.PluginB.self)
        #expect(try container.tryResolveInterface(key: "b") as any F.Plugin is F.PluginB)
        container.setDefaultKey("a", for: F.Plugin.self)
        #expect(try container.tryResolveInterface() as any F.Plugin is F.PluginA)
    }

    @Test("an unregistered key stops resolveInterface(key:) with the key and the registered ones")
    func unregisteredKeyStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            container.register(interface: F.Plugin.self, key: "a", implementation: F.PluginA.self)
            let _: any F.Plugin = container.resolveInterface(key: "b")
        }
        let text = Self.standardError(result)
        #expect(text.contains("Injectable cannot resolve the interface Plugin under the key \"b\""))
        #expect(text.contains("Resolution path: Plugin[key: \"b\"] (interface)"))
        #expect(text.contains("Registered keys for Plugin: \"a\"."))
        #expect(text.contains("Fix:"))
    }

    // MARK: Wrong type

    @Test("an implementation that does not conform: .typeMismatch naming both types")
    func wrongImplementation() throws {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, implementation: F.NotAPlugin.self)
        let error = try #require(F.failure { try container.tryResolveInterface() as any F.Plugin })
        #expect(error.kind == .typeMismatch(expected: "Plugin", actual: "NotAPlugin"))
        #expect(error.path == [ResolutionStep(typeName: "Plugin", role: .interface)])
        #expect(error.description.contains("NotAPlugin is not a Plugin"))
        print("bad input, wrong implementation:\n\(error)")

        // validate() finds it too, and a corrected registration resolves.
        #expect(throws: ValidationError.self) { try container.validate() }
        container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
        #expect(try container.tryResolveInterface() as any F.Plugin is F.PluginA)
    }

    @Test("an implementation that does not conform stops resolveInterface() with both names and the fix")
    func wrongImplementationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = DependencyContainer()
            container.register(interface: F.Plugin.self, implementation: F.NotAPlugin.self)
            let _: any F.Plugin = container.resolveInterface()
        }
        let text = Self.standardError(result)
        #expect(text.contains("Injectable resolved NotAPlugin for Plugin (interface), but NotAPlugin is not a Plugin."))
        #expect(text.contains("Resolution path: Plugin (interface)"))
        #expect(text.contains("Fix: register an implementation that conforms to Plugin"))
    }

    // MARK: Registered twice

    @Test("the same interface, key or variant registered twice: the last registration wins")
    func registeredTwice() {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
        container.register(interface: F.Plugin.self, implementation: F.PluginB.self)
        #expect(container.resolveInterface() as any F.Plugin is F.PluginB)

        container.register(interface: F.Plugin.self, key: "k", implementation: F.PluginB.self)
        container.register(interface: F.Plugin.self, key: "k") { container in container.resolve() as F.PluginA }
        #expect(container.resolveInterface(key: "k") as any F.Plugin is F.PluginA)
        #expect(container.resolveAll(F.Plugin.self).count == 2, "one per key, not per registration")

        container.register(type: F.Named.self, key: "n") { _ in "first" }
        container.register(type: F.Named.self, key: "n") { _ in "second" }
        #expect((container.resolve(key: "n") as F.Named).name == "second")
    }

    // MARK: Registering from inside a resolve

    @Test("registering, overriding, switching a default key and resetting inside an init works, without deadlock")
    func registerInsideResolve() async throws {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
        let seen = Unexpected()
        let finished = await F.finishes {
            let object: F.SelfConfiguring = container.resolve()
            if !(object.plugin is F.PluginB) { seen.add("the plugin was \(type(of: object.plugin))") }
            if !(object.replaced is F.ReplaceableMock) {
                seen.add("the replaced type was \(type(of: object.replaced))")
            }
            if container.resolve() as F.SelfConfiguring !== object {
                seen.add("the reset inside its own init dropped it")
            }
        }
        #expect(finished, "resolving deadlocked")
        #expect(seen.all.isEmpty)
        #expect(container.resolveInterface() as any F.Plugin is F.PluginB)
        #expect(container.resolve() as F.Replaceable is F.ReplaceableMock)
    }

    // MARK: Resolving while another thread clears

    @Test("resolving while another thread clears and resets the container", arguments: 0..<5)
    func resolveWhileClearing(round: Int) async {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
        let unexpected = Unexpected()
        let finished = await F.finishes(timeout: 60) {
            let group = DispatchGroup()
            for worker in 0..<4 {
                group.enter()
                Thread {
                    for step in 0..<2_000 {
                        if worker == 0 {
                            // The clearing thread: removes everything, then registers again.
                            if step.isMultiple(of: 2) { container.clear() } else { container.reset() }
                            container.register(interface: F.Plugin.self, implementation: F.PluginA.self)
                            continue
                        }
                        do throws(ResolutionError) {
                            let plugin: any F.Plugin = try container.tryResolveInterface()
                            if !(plugin is F.PluginA) { unexpected.add("resolved \(type(of: plugin))") }
                        } catch {
                            // Only legitimate failure: the registration was cleared just then.
                            if error.kind != .interfaceNotRegistered { unexpected.add("\(error.kind)") }
                        }
                        do throws(ResolutionError) {
                            let middle: F.Replaceable = try container.tryResolve()
                            if type(of: middle) != F.Replaceable.self { unexpected.add("resolved \(type(of: middle))") }
                        } catch {
                            unexpected.add("a plain type failed: \(error.kind)")
                        }
                    }
                    group.leave()
                }.start()
            }
            group.wait()
        }
        #expect(finished, "deadlock")
        #expect(unexpected.all.isEmpty)
        #expect(container.resolveInterface() as any F.Plugin is F.PluginA)
    }

    final class Unexpected: @unchecked Sendable {
        // @unchecked Sendable: `messages` is only touched while `lock` is held.
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { if messages.count < 10 { messages.append(message) } } }
        var all: [String] { lock.withLock { messages } }
    }

    // MARK: The empty key

    @Test("the empty key is a key like any other, distinct from no key")
    func emptyKey() throws {
        let container = DependencyContainer()
        container.register(interface: F.Plugin.self, key: "", implementation: F.PluginB.self)
        #expect(container.resolveInterface(key: "") as any F.Plugin is F.PluginB)
        let unkeyed = try #require(F.failure { try container.tryResolveInterface() as any F.Plugin })
        #expect(unkeyed.kind == .interfaceNotRegistered)
        #expect(unkeyed.registeredKeys == [""])
        print("bad input, the empty key registered, none asked:\n\(unkeyed)")

        container.register(type: F.Named.self, key: "") { _ in "empty" }
        #expect((container.resolve(key: "") as F.Named).name == "empty")

        let other = DependencyContainer()
        let missing = try #require(F.failure { try other.tryResolveInterface(key: "") as any F.Plugin })
        #expect(missing.path == [ResolutionStep(typeName: "Plugin", key: "", role: .interface)])
        #expect(missing.description.contains("under the key \"\""))
        #expect(
            (other.resolve(key: "") as F.Named).name == "default", "an unregistered key falls back to init(container:)")
    }

    // MARK: A throwing initialiser deep in the graph

    @Test("a throwing init deep in the graph: .initializerFailed with the path and the thrown error")
    func throwingInitDeep() throws {
        let container = DependencyContainer()
        let error = try #require(F.failure { try container.tryResolve() as F.Top })
        #expect(error.kind == .initializerFailed)
        #expect(error.path.map(\.typeName) == ["Top", "Middle", "Bottom"])
        #expect(error.underlyingError as? F.Boom == F.Boom(code: 42))
        #expect(
            error.description.contains("Injectable could not build Bottom: its init(container:) threw Boom(code: 42)."))
        #expect(error.description.contains("Resolution path: Top → Middle → Bottom"))
        print("bad input, throwing init:\n\(error)")

        // Nothing half-built stays cached: the persistent Middle is attempted again, and fails again.
        let again = try #require(F.failure { try container.tryResolve() as F.Middle })
        #expect(again.path.map(\.typeName) == ["Middle", "Bottom"])
    }

    @Test("a keyed variant whose registered parameter throws: the message blames the parameter's closure, not the init")
    func throwingParameter() throws {
        let container = DependencyContainer()
        container.register(type: F.Named.self, key: "broken") { _ in throw F.Boom(code: 9) }
        let error = try #require(F.failure { try container.tryResolve(key: "broken") as F.Named })
        #expect(error.kind == .initializerFailed)
        #expect(error.path == [ResolutionStep(typeName: "Named", key: "broken")])
        #expect(error.underlyingError as? F.Boom == F.Boom(code: 9))
        #expect(
            error.description.contains(
                "Injectable could not build Named[key: \"broken\"]: the closure registered for its parameter threw Boom(code: 9)."
            ))
        #expect(error.description.contains("register(type: Named.self, key: \"broken\")"))
        #expect(!error.description.contains("init(container:) threw"))
        print("bad input, throwing parameter:\n\(error)")

        // A parameter closure that resolves something failing reports that failure, with its path.
        container.register(type: F.Named.self, key: "deep") { container in
            _ = try container.tryResolve() as F.Top
            return "unreached"
        }
        let deep = try #require(F.failure { try container.tryResolve(key: "deep") as F.Named })
        #expect(deep.path.map(\.typeName) == ["Named", "Top", "Middle", "Bottom"])
        #expect(deep.description.contains("its init(container:) threw Boom(code: 42)"))
    }

    @Test("a throwing init under resolve() stops the process with the path and the thrown error")
    func throwingInitStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: F.TopNonThrowing = DependencyContainer().resolve()
        }
        let text = Self.standardError(result)
        #expect(text.contains("Injectable could not build Bottom: its init(container:) threw Boom(code: 42)."))
        #expect(text.contains("Resolution path: TopNonThrowing → MiddleNonThrowing → Bottom"))
        #expect(text.contains("Fix:"))
    }

    @Test("a throwing didInject: .initializerFailed naming didInject")
    func throwingDidInject() throws {
        let container = DependencyContainer()
        let error = try #require(F.failure { try container.tryResolve() as F.FailsInDidInject })
        #expect(error.kind == .initializerFailed)
        #expect(error.requested.role == .didInject)
        #expect(error.underlyingError as? F.Boom == F.Boom(code: 7))
        #expect(error.description.contains("its didInject(container:) threw Boom(code: 7)"))
        print("bad input, throwing didInject:\n\(error)")
    }

    // MARK: A type that resolves itself

    @Test("a type whose init resolves itself: a cycle of length 1")
    func selfCycle() throws {
        let container = DependencyContainer()
        let error = try #require(F.failure { try container.tryResolve() as F.Ouroboros })
        #expect(error.kind == .cycle)
        #expect(error.cycle == [ResolutionStep(typeName: "Ouroboros"), ResolutionStep(typeName: "Ouroboros")])
        #expect(error.path == error.cycle)
        #expect(error.description.contains("Cycle: Ouroboros → Ouroboros"))
        print("bad input, a type that resolves itself:\n\(error)")
        // Still usable.
        #expect(type(of: container.resolve() as F.Replaceable) == F.Replaceable.self)
    }

    @Test("a type whose init resolves itself stops resolve() with the cycle, the path and the fix")
    func selfCycleStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let _: F.OuroborosNonThrowing = DependencyContainer().resolve()
        }
        let text = Self.standardError(result)
        #expect(
            text.contains(
                "Injectable found a dependency cycle that can never finish while resolving OuroborosNonThrowing."))
        #expect(text.contains("Cycle: OuroborosNonThrowing → OuroborosNonThrowing"))
        #expect(text.contains("Resolution path: OuroborosNonThrowing → OuroborosNonThrowing"))
        #expect(text.contains("Fix:"))
    }
}
