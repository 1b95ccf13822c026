import Foundation
import Injectable
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var region: String? { nil }
    fileprivate var owner: String? { nil }
}

enum ChildFixtures {
    protocol Greeter {
        var text: String { get }
    }

    struct EnglishGreeter: Greeter, InjectableValue {
        let text = "hello"
        init(container: Container) {}
    }

    struct FrenchGreeter: Greeter, InjectableValue {
        let text = "bonjour"
        init(container: Container) {}
    }

    struct GermanGreeter: Greeter, InjectableValue {
        let text = "hallo"
        init(container: Container) {}
    }

    /// A persistent object: one per container.
    final class Store: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {
            InitCounts.record(Store.self, in: container)
        }
    }

    /// A keyed variant whose parameter is its title.
    final class Channel: CustomInjectableObject {
        let title: String
        required init(container: Container) { title = "default" }
        required init(container: Container, parameter: String) { title = parameter }
    }

    /// A persistent keyed variant: one instance per container and key.
    final class Station: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let title: String
        required init(container: Container) { title = "default" }
        required init(container: Container, parameter: String) { title = parameter }
    }

    class Clock: InjectableObject {
        var isMock: Bool { false }
        required init(container: Container) {}
    }

    final class MockClock: Clock {
        override var isMock: Bool { true }
    }

    /// Reads everything a container can provide through inheritance, in one place deep in a graph.
    final class Dashboard: InjectableObject {
        let greeter: any Greeter
        let clock: Clock
        let region: String?
        required init(container: Container) {
            greeter = container.resolveInterface()
            clock = container.resolve()
            region = container.resolve(\.region)
        }
    }

    final class Screen: InjectableObject {
        let dashboard: Dashboard
        required init(container: Container) { dashboard = container.resolve() }
    }

    /// An app's service, and the stub a test's child registers in its place with an async closure.
    protocol Feed: Sendable {}
    struct AppFeed: Feed {}
    struct StubFeed: Feed {}
}

@Suite("Child containers")
struct ChildContainerTests {
    typealias F = ChildFixtures

    @Test("a child resolves an interface registered on its parent")
    func inheritsInterfaces() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.FrenchGreeter.self)
        let child = parent.child()
        let greeter: any F.Greeter = child.resolveInterface()
        #expect(greeter.text == "bonjour")
    }

    @Test("a registration added to the parent after the child was made is visible to the child")
    func seesLaterParentRegistrations() {
        let parent = DependencyContainer()
        let child = parent.child()
        parent.register(interface: F.Greeter.self, implementation: F.GermanGreeter.self)
        parent.setValue("eu", for: \.region)
        let greeter: any F.Greeter = child.resolveInterface()
        #expect(greeter.text == "hallo")
        #expect(child.resolve(\.region) == "eu")
    }

    @Test("a child resolves a keyed variant registered on its parent")
    func inheritsVariants() {
        let parent = DependencyContainer()
        parent.register(type: F.Channel.self, key: "news")
        let child = parent.child()
        let channel: F.Channel = child.resolve(key: "news")
        #expect(channel.title == "news")
    }

    @Test("a child follows its parent's default key, also when the parent switches it")
    func inheritsDefaultKeys() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, key: "en", implementation: F.EnglishGreeter.self)
        parent.register(interface: F.Greeter.self, key: "fr", implementation: F.FrenchGreeter.self)
        parent.setDefaultKey("fr", for: F.Greeter.self)
        let child = parent.child()
        #expect(child.defaultKey(for: F.Greeter.self) == "fr")
        #expect((child.resolveInterface() as any F.Greeter).text == "bonjour")

        parent.setDefaultKey("en", for: F.Greeter.self)
        #expect((child.resolveInterface() as any F.Greeter).text == "hello")
    }

    @Test("a child's own default key wins over its parent's")
    func childDefaultKeyShadows() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, key: "en", implementation: F.EnglishGreeter.self)
        parent.register(interface: F.Greeter.self, key: "fr", implementation: F.FrenchGreeter.self)
        parent.setDefaultKey("en", for: F.Greeter.self)
        let child = parent.child()
        child.setDefaultKey("fr", for: F.Greeter.self)
        #expect((child.resolveInterface() as any F.Greeter).text == "bonjour")
        #expect((parent.resolveInterface() as any F.Greeter).text == "hello")
        #expect(parent.defaultKey(for: F.Greeter.self) == "en")
    }

    @Test("a child honours its parent's overrides anywhere in the graph")
    func inheritsOverrides() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        parent.override(F.Clock.self) { container in F.MockClock(container: container) }
        let child = parent.child()
        let screen: F.Screen = child.resolve()
        #expect(screen.dashboard.clock.isMock)
    }

    @Test("a child reads its parent's configuration values, also from init(container:)")
    func inheritsValues() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        parent.setValue("eu-west", for: \.region)
        let child = parent.child()
        #expect(child.resolve(\.region) == "eu-west")
        let screen: F.Screen = child.resolve()
        #expect(screen.dashboard.region == "eu-west")
    }

    @Test("dependencies resolved inside init(container:) come from the child, not the parent")
    func graphResolvesThroughTheChild() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        parent.setValue("parent", for: \.region)
        let child = parent.child()
        child.register(interface: F.Greeter.self, implementation: F.FrenchGreeter.self)
        child.setValue("child", for: \.region)
        child.override(F.Clock.self) { container in F.MockClock(container: container) }

        let fromChild: F.Screen = child.resolve()
        #expect(fromChild.dashboard.greeter.text == "bonjour")
        #expect(fromChild.dashboard.region == "child")
        #expect(fromChild.dashboard.clock.isMock)

        let fromParent: F.Screen = parent.resolve()
        #expect(fromParent.dashboard.greeter.text == "hello")
        #expect(fromParent.dashboard.region == "parent")
        #expect(!fromParent.dashboard.clock.isMock)
    }

    @Test("a child keeps its own persistent instance, distinct from its parent's")
    func ownPersistentCache() {
        let parent = DependencyContainer()
        let log = InitCounts()
        InitCounts.install(log, in: parent)
        let child = parent.child()

        let inParent: F.Store = parent.resolve()
        let inChild: F.Store = child.resolve()
        #expect(inParent !== inChild)
        #expect(child.resolve() as F.Store === inChild)
        #expect(parent.resolve() as F.Store === inParent)
        #expect(log.count(F.Store.self) == 2)
    }

    @Test("an instance a child built first is not handed to its parent later")
    func childCacheDoesNotFillParent() {
        let parent = DependencyContainer()
        let child = parent.child()
        let inChild: F.Store = child.resolve()
        let inParent: F.Store = parent.resolve()
        #expect(inParent !== inChild)
    }

    @Test("two children of one parent keep separate caches")
    func siblingsHaveSeparateCaches() {
        let parent = DependencyContainer()
        let first = parent.child()
        let second = parent.child()
        #expect((first.resolve() as F.Store) !== (second.resolve() as F.Store))
    }

    @Test("a child's interface registration shadows its parent's, and removing it reveals the parent's again")
    func childRegistrationShadows() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        let child = parent.child()
        child.register(interface: F.Greeter.self, implementation: F.FrenchGreeter.self)
        #expect((child.resolveInterface() as any F.Greeter).text == "bonjour")
        #expect((parent.resolveInterface() as any F.Greeter).text == "hello")

        child.remove(interface: F.Greeter.self)
        #expect((child.resolveInterface() as any F.Greeter).text == "hello")
    }

    @Test(
        "a child's async registration shadows its parent's synchronous one: a synchronous request fails with .needsAwait"
    )
    func childAsyncRegistrationShadows() async throws {
        let app = DependencyContainer()
        app.register(interface: (any F.Feed).self) { _ in F.AppFeed() }
        let test = app.child()
        test.register(interface: (any F.Feed).self) { _ in
            await Task.yield()
            return F.StubFeed()
        }
        let single = #expect(throws: ResolutionError.self) { try test.tryResolveInterface() as any F.Feed }
        #expect(single?.kind == .needsAwait)
        let all = #expect(throws: ResolutionError.self) { try test.tryResolveAll((any F.Feed).self) }
        #expect(all?.kind == .needsAwait)
        // The optional forms take what cannot be resolved synchronously for absent.
        #expect(try test.tryResolveInterface() as (any F.Feed)? == nil)
        #expect((test.resolveAll() as [(any F.Feed)?]).map { $0 == nil } == [true])
        // Awaited, the child's stub; the parent keeps its own.
        #expect(try await test.resolveAsyncInterface() as any F.Feed is F.StubFeed)
        #expect(try app.tryResolveInterface() as any F.Feed is F.AppFeed)
        // The synchronous validate() cannot await: it lists the stub as not checked, and probes
        // nothing it shadows; the async validate() awaits the stub.
        let unchecked = #expect(throws: ValidationError.self) { try test.validate() }
        #expect(unchecked?.unchecked.map(\.kind) == [.needsAwait])
        #expect(unchecked?.failures.isEmpty == true)
        try await test.validate()
    }

    @Test("a child's keyed variant shadows its parent's for the same key")
    func childVariantShadows() {
        let parent = DependencyContainer()
        parent.register(type: F.Channel.self, key: "main") { _ in "parent's" }
        let child = parent.child()
        child.register(type: F.Channel.self, key: "main") { _ in "child's" }
        #expect((child.resolve(key: "main") as F.Channel).title == "child's")
        #expect((parent.resolve(key: "main") as F.Channel).title == "parent's")
    }

    @Test("re-registering a keyed variant in a parent reaches what its children cached, unless they register it too")
    func reRegisteredVariantReachesChildren() {
        let parent = DependencyContainer()
        parent.register(type: F.Station.self, key: "main") { _ in "first" }
        let child = parent.child()
        let grandchild = child.child()
        let shadowing = parent.child()
        shadowing.register(type: F.Station.self, key: "main") { _ in "own" }
        #expect((grandchild.resolve(key: "main") as F.Station).title == "first")
        #expect((child.resolve(key: "main") as F.Station).title == "first")
        let own: F.Station = shadowing.resolve(key: "main")

        parent.register(type: F.Station.self, key: "main") { _ in "second" }
        #expect((parent.resolve(key: "main") as F.Station).title == "second")
        #expect(
            (child.resolve(key: "main") as F.Station).title == "second", "the child's cached instance was forgotten")
        #expect((grandchild.resolve(key: "main") as F.Station).title == "second", "and the grandchild's")
        #expect(
            shadowing.resolve(key: "main") as F.Station === own, "a child with its own registration keeps its instance")
    }

    @Test("nothing registered in a child changes its parent")
    func childChangesNeverReachParent() throws {
        let parent = DependencyContainer()
        let child = parent.child()
        child.register(interface: F.Greeter.self, key: "fr", implementation: F.FrenchGreeter.self)
        child.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        child.setDefaultKey("fr", for: F.Greeter.self)
        child.register(type: F.Channel.self, key: "news")
        child.override(F.Clock.self) { container in F.MockClock(container: container) }
        child.setValue("child", for: \.region)
        _ = child.resolve() as F.Store

        let error = #expect(throws: ResolutionError.self) { try parent.tryResolveInterface() as any F.Greeter }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(throws: ResolutionError.self) { try parent.tryResolveInterface(key: "fr") as any F.Greeter }
        #expect(parent.defaultKey(for: F.Greeter.self) == nil)
        #expect((parent.resolve(key: "news") as F.Channel).title == "default")
        #expect(!(parent.resolve() as F.Clock).isMock)
        #expect(parent.resolve(\.region) == nil)
        #expect(parent.resolveAll(F.Greeter.self).isEmpty)
    }

    @Test("clearing or resetting a child leaves its parent's registrations and instances alone")
    func childUpkeepLeavesParentAlone() {
        let parent = DependencyContainer()
        parent.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        parent.setValue("parent", for: \.region)
        let parentStore: F.Store = parent.resolve()
        let child = parent.child()
        _ = child.resolve() as F.Store

        child.reset()
        child.clear()

        #expect(parent.resolve() as F.Store === parentStore)
        #expect((parent.resolveInterface() as any F.Greeter).text == "hello")
        #expect(parent.resolve(\.region) == "parent")
        // The child still sees the parent's registrations after clearing its own.
        #expect((child.resolveInterface() as any F.Greeter).text == "hello")
    }

    @Test("a chain of three containers sees every ancestor, nearest registration first")
    func threeLevelChain() {
        let root = DependencyContainer()
        root.register(interface: F.Greeter.self, implementation: F.EnglishGreeter.self)
        root.register(type: F.Channel.self, key: "news")
        root.setValue("root", for: \.region)
        root.setValue("root", for: \.owner)

        let middle = root.child()
        middle.override(F.Clock.self) { container in F.MockClock(container: container) }
        middle.setValue("middle", for: \.region)

        let leaf = middle.child()
        leaf.register(interface: F.Greeter.self, implementation: F.FrenchGreeter.self)

        // The leaf sees the root's variant and values, the middle's override and value, its own interface.
        let screen: F.Screen = leaf.resolve()
        #expect(screen.dashboard.greeter.text == "bonjour")
        #expect(screen.dashboard.clock.isMock)
        #expect(screen.dashboard.region == "middle")
        #expect(leaf.resolve(\.owner) == "root")
        #expect((leaf.resolve(key: "news") as F.Channel).title == "news")

        // The middle sees the root's interface, not the leaf's.
        let middleScreen: F.Screen = middle.resolve()
        #expect(middleScreen.dashboard.greeter.text == "hello")
        #expect(middleScreen.dashboard.clock.isMock)

        // The root sees neither descendant.
        let rootScreen: F.Screen = root.resolve()
        #expect(rootScreen.dashboard.greeter.text == "hello")
        #expect(!rootScreen.dashboard.clock.isMock)
        #expect(rootScreen.dashboard.region == "root")
    }

    @Test("each level of a chain keeps its own persistent instance")
    func threeLevelCaches() {
        let root = DependencyContainer()
        let middle = root.child()
        let leaf = middle.child()
        let stores: [F.Store] = [root.resolve(), middle.resolve(), leaf.resolve()]
        #expect(Set(stores.map(ObjectIdentifier.init)).count == 3)
        #expect(leaf.resolve() as F.Store === stores[2])
        #expect(middle.resolve() as F.Store === stores[1])
        #expect(root.resolve() as F.Store === stores[0])
    }

    @Test("a grandchild follows a default key switched on its grandparent")
    func threeLevelDefaultKey() {
        let root = DependencyContainer()
        root.register(interface: F.Greeter.self, key: "en", implementation: F.EnglishGreeter.self)
        root.register(interface: F.Greeter.self, key: "de", implementation: F.GermanGreeter.self)
        let leaf = root.child().child()
        root.setDefaultKey("de", for: F.Greeter.self)
        #expect((leaf.resolveInterface() as any F.Greeter).text == "hallo")
        root.setDefaultKey("en", for: F.Greeter.self)
        #expect((leaf.resolveInterface() as any F.Greeter).text == "hello")
    }
}

// `clear()` empties a container but must not forget its children: a registration or override
// added to the container afterwards must still reach what a child had cached.
enum ClearedParentFixtures {
    class Store: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class MockStore: Store {}

    final class Variant: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let parameter: String?
        init(container: Container) { parameter = nil }
        init(container: Container, parameter: String) { self.parameter = parameter }
    }
}

@Suite("Child containers: what a cleared parent registers reaches its children")
struct ClearedParentTests {
    typealias F = ClearedParentFixtures

    @Test("after clear(), an override added on the parent reaches an instance a child had cached")
    func overrideAfterClearReachesChild() {
        let parent = DependencyContainer()
        let child = parent.child()
        let cached: F.Store = child.resolve()
        #expect(!(cached is F.MockStore))

        parent.clear()
        parent.override(F.Store.self) { container in F.MockStore(container: container) }
        let after: F.Store = child.resolve()
        #expect(after is F.MockStore, "the child kept the instance it cached before the override")
        #expect(after !== cached)
    }

    @Test("after clear(), a keyed variant registered again on the parent reaches what a child had cached")
    func variantAfterClearReachesChild() {
        let parent = DependencyContainer()
        parent.register(type: F.Variant.self, key: "k") { _ in "old" }
        let child = parent.child()
        #expect((child.resolve(key: "k") as F.Variant).parameter == "old")

        parent.clear()
        parent.register(type: F.Variant.self, key: "k") { _ in "new" }
        #expect((parent.resolve(key: "k") as F.Variant).parameter == "new")
        let after: F.Variant = child.resolve(key: "k")
        #expect(after.parameter == "new", "the child kept the variant built from the registration clear() removed")
    }
}
