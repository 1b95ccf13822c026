// What the container keeps alive, and for how long: transient instances go with their last
// outside reference, persistent ones with their container, a child's with the child; repeated
// resolving leaves memory flat.
import Foundation
import Injectable
import Testing

enum MemoryFixtures {
    final class Transient: InjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) {}
    }

    final class Persistent: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let transient: Transient
        init(container: Container) { transient = container.resolve() }
    }

    final class Keyed: CustomInjectableObject {
        typealias ParameterType = Int
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        init(container: Container, parameter: Int) {}
    }

    class Overridable: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class Replacement: Overridable {}

    final class GraphScoped: InjectableObject {
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }

    final class GraphUser: InjectableObject {
        let scoped: GraphScoped
        init(container: Container) { scoped = container.resolve() }
    }

    struct Leaf: InjectableValue {
        let name: String
        init(container: Container) { name = "leaf" }
    }

    final class Ephemeral: InjectableObject {
        let leaf: Leaf
        let persistent: Persistent
        init(container: Container) {
            leaf = container.resolve()
            persistent = container.resolve()
        }
    }

    /// Keeps its container strongly: as a persistent instance, a reference cycle
    /// container → cache → instance → container.
    final class Keeper: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let container: Container
        init(container: Container) { self.container = container }
    }

    /// The same, with a transient lifetime: the container holds it weakly, so no cycle.
    final class TransientKeeper: InjectableObject {
        static let lifetime: Lifetime = .transient
        let container: Container
        init(container: Container) { self.container = container }
    }

    /// Resolves from its container when it goes away; the container is held weakly.
    final class ResolvesInDeinit: InjectableObject {
        static let lifetime: Lifetime = .persistent
        weak var container: Container?
        init(container: Container) { self.container = container }
        deinit {
            if let container {
                let leaf: Leaf = container.resolve()
                _ = leaf
                container.stringKeyed.setValue(true, forKey: "deinit ran")
            }
        }
    }

    struct Refused: Error {}

    /// Stored in the container before its didInject runs, then fails there. It records itself
    /// in the container's value "failed" (weakly) so that a test can see it go.
    final class FailsInDidInject: InjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        func didInject(container: Container) throws {
            container.stringKeyed.setValue(WeakReference(self), forKey: "failed")
            throw Refused()
        }
    }

    final class WeakReference: @unchecked Sendable {
        // @unchecked Sendable: `object` is a weak reference, only read after the fact.
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Runs `body` on a new thread and waits at most `timeout` seconds; false if it hung.
    static func finishes(timeout: TimeInterval = 30, _ body: @escaping @Sendable () -> Void) async -> Bool {
        await finishesOnItsOwnThread(within: timeout, body)
    }
}

@Suite("Memory")
struct MemoryTests {
    typealias F = MemoryFixtures

    @Test("a transient instance is freed when the last outside reference goes")
    func transientIsFreed() {
        let container = DependencyContainer()
        var object: F.Transient? = container.resolve()
        weak let weakObject = object
        #expect(container.resolve() as F.Transient === object, "reused while held")
        object = nil
        #expect(weakObject == nil, "the container holds a transient instance weakly")
        weak let next = container.resolve() as F.Transient
        #expect(next == nil, "nothing holds the fresh instance either")
    }

    /// Resolves everything into a container that lives only inside this function, and returns
    /// weak references to it and to what it built.
    private func resolveAndDrop(
        _ body: (DependencyContainer) -> [AnyObject]
    ) -> (container: F.WeakReference, objects: [F.WeakReference]) {
        let container = DependencyContainer()
        let objects = body(container).map(F.WeakReference.init)
        return (F.WeakReference(container), objects)
    }

    @Test("persistent instances are freed when their container is freed")
    func persistentFreedWithContainer() {
        let (container, objects) = resolveAndDrop { container in
            container.register(type: F.Keyed.self, key: "k") { _ in 1 }
            container.override(F.Overridable.self) { container in F.Replacement(container: container) }
            let persistent: F.Persistent = container.resolve()
            let keyed: F.Keyed = container.resolve(key: "k")
            let overridden: F.Overridable = container.resolve()
            #expect(persistent === container.resolve() as F.Persistent)
            return [persistent, persistent.transient, keyed, overridden]
        }
        #expect(container.object == nil)
        #expect(objects.allSatisfy { $0.object == nil }, "\(objects.map { $0.object.map { type(of: $0) } })")
    }

    @Test("a child container dropped frees everything it cached, and only that")
    func childFreesItsCache() {
        let parent = DependencyContainer()
        parent.register(type: F.Keyed.self, key: "k") { _ in 1 }
        let parentPersistent: F.Persistent = parent.resolve()
        weak var weakChild: DependencyContainer?
        var cached: [F.WeakReference] = []
        do {
            let child = parent.child()
            weakChild = child
            child.override(F.Overridable.self) { container in F.Replacement(container: container) }
            let persistent: F.Persistent = child.resolve()
            #expect(persistent !== parentPersistent, "a child keeps its own cache")
            let keyed: F.Keyed = child.resolve(key: "k")
            let overridden: F.Overridable = child.resolve()
            let grandchild = child.child()
            let deeper: F.Persistent = grandchild.resolve()
            cached = [persistent, persistent.transient, keyed, overridden, deeper, grandchild].map(F.WeakReference.init)
        }
        #expect(weakChild == nil)
        #expect(cached.allSatisfy { $0.object == nil })
        #expect(parent.resolve() as F.Persistent === parentPersistent, "the parent's cache is untouched")
    }

    @Test("a .graph instance lives only as long as the outermost resolve, unless held")
    func graphScopeIsReleased() {
        let container = DependencyContainer()
        weak var scoped: F.GraphScoped?
        do {
            let user: F.GraphUser = container.resolve()
            scoped = user.scoped
            #expect(scoped != nil)
        }
        #expect(scoped == nil)
    }

    @Test("a persistent instance that keeps its container strongly keeps both alive: a reference cycle")
    func keeperLeaksUntilReset() throws {
        let (container, objects) = resolveAndDrop { container in [container.resolve() as F.Keeper] }
        // The container → its cache → Keeper → the container: nothing outside holds either, and
        // neither is freed.
        #expect(container.object != nil, "the cycle keeps the container alive")
        #expect(objects[0].object != nil)
        // reset() breaks the cycle.
        try #require(container.object as? DependencyContainer).reset()
        #expect(container.object == nil)
        #expect(objects[0].object == nil)
    }

    @Test("clear() breaks the same cycle")
    func keeperFreedByClear() throws {
        let (container, objects) = resolveAndDrop { container in [container.resolve() as F.Keeper] }
        try #require(container.object as? DependencyContainer).clear()
        #expect(container.object == nil)
        #expect(objects[0].object == nil)
    }

    @Test("reset(Type) breaks it too; a transient keeper makes no cycle")
    func keeperVariants() throws {
        let (container, objects) = resolveAndDrop { container in [container.resolve() as F.Keeper] }
        try #require(container.object as? DependencyContainer).reset(F.Keeper.self)
        #expect(container.object == nil && objects[0].object == nil)

        let (transientContainer, transientObjects) = resolveAndDrop { container in
            [container.resolve() as F.TransientKeeper]
        }
        #expect(transientContainer.object == nil)
        #expect(transientObjects[0].object == nil)
    }

    @Test("instances released by reset(), clear() and override() may use the container in their deinit")
    func deinitUsesContainer() async {
        let container = DependencyContainer()
        for release in 0..<3 {
            container.stringKeyed.setValue(false, forKey: "deinit ran")
            _ = container.resolve() as F.ResolvesInDeinit
            let finished = await F.finishes {
                switch release {
                case 0: container.reset()
                case 1: container.reset(F.ResolvesInDeinit.self)
                default:
                    container.override(F.ResolvesInDeinit.self) { container in F.ResolvesInDeinit(container: container)
                    }
                }
            }
            #expect(finished, "release \(release) did not deadlock")
            #expect(container.stringKeyed.value(forKey: "deinit ran", default: false), "release \(release)")
        }
    }

    @Test("an instance whose didInject fails is not kept")
    func failedDidInjectIsReleased() throws {
        let container = DependencyContainer()
        #expect(throws: ResolutionError.self) { try container.tryResolve() as F.FailsInDidInject }
        let reference = try #require(container.stringKeyed.value(forKey: "failed", as: F.WeakReference.self))
        #expect(reference.object == nil)
    }

    @Test(
        "a million ephemeral resolves leave memory flat",
        .enabled(if: Memory.isMeasurable, "needs /proc/self/statm"),
        .disabled(if: Memory.underAddressSanitizer, "the Address Sanitizer's quarantine keeps freed memory resident"))
    func millionResolves() async {
        // NB: an exit test, so that the resident set is this work's alone, not that of the tests
        // running beside it in the same process.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = DependencyContainer()
            for _ in 0..<10_000 { _ = container.resolve() as F.Ephemeral }
            guard let before = Memory.residentBytes() else { exit(EXIT_FAILURE) }
            for _ in 0..<1_000_000 { _ = container.resolve() as F.Ephemeral }
            let after = Memory.residentBytes() ?? before
            print("memory: resident set grew by \((after - before) / 1024) KiB over 1,000,000 ephemeral resolves")
            exit(after - before < 8 << 20 ? 0 : 1)
        }
        print(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self), terminator: "")
    }

    @Test(
        "failing resolves and dropped child containers leave memory flat",
        .enabled(if: Memory.isMeasurable, "needs /proc/self/statm"),
        .disabled(if: Memory.underAddressSanitizer, "the Address Sanitizer's quarantine keeps freed memory resident"))
    func failuresAndChildren() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let container = DependencyContainer()
            func churn(_ count: Int) {
                for index in 0..<count {
                    _ = try? container.tryResolveInterface(key: "missing") as any Sendable
                    let child = container.child()
                    child.register(type: F.Keyed.self, key: "k") { _ in index }
                    _ = child.resolve() as F.Persistent
                    _ = child.resolve(key: "k") as F.Keyed
                }
            }
            churn(1_000)
            guard let before = Memory.residentBytes() else { exit(EXIT_FAILURE) }
            churn(100_000)
            let after = Memory.residentBytes() ?? before
            print(
                "memory: resident set grew by \((after - before) / 1024) KiB over 100,000 failures and child containers"
            )
            exit(after - before < 8 << 20 ? 0 : 1)
        }
        print(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self), terminator: "")
    }
}
