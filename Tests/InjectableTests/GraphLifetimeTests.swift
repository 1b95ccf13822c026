import Foundation
import Injectable
import Testing

enum GraphFixtures {
    /// Shared by everything one outermost resolve builds.
    final class Session: InjectableObject {
        static let lifetime: Lifetime = .graph
        required init(container: Container) {}
    }

    final class Left: InjectableObject {
        let session: Session
        required init(container: Container) { session = container.resolve() }
    }

    final class Right: InjectableObject {
        let session: Session
        let nested: Left
        required init(container: Container) {
            session = container.resolve()
            nested = container.resolve()
        }
    }

    final class Root: InjectableObject {
        let left: Left
        let right: Right
        let session: Session
        required init(container: Container) {
            left = container.resolve()
            right = container.resolve()
            session = container.resolve()
        }
    }

    /// An ephemeral type, asked for with `.graph` for the length of one resolve.
    final class Plain: InjectableObject {
        required init(container: Container) {}
    }

    final class PlainPair: InjectableObject {
        let first: Plain
        let second: Plain
        let ephemeral: Plain
        required init(container: Container) {
            first = container.resolve(lifetime: .graph)
            second = container.resolve(lifetime: .graph)
            ephemeral = container.resolve()
        }
    }

    /// `A` closes a cycle with `B`: `A.didInject` resolves `B`, whose `init` resolves `A` again.
    final class CycleA: InjectableObject {
        static let lifetime: Lifetime = .graph
        private(set) var b: CycleB?
        required init(container: Container) {}
        func didInject(container: Container) throws {
            b = container.resolve()
        }
        /// Ends the reference cycle with `B`, so that a test leaks nothing.
        func breakCycle() { b = nil }
    }

    final class CycleB: InjectableObject {
        let a: CycleA
        required init(container: Container) {
            a = container.resolve()
        }
    }

    /// Resolves a session from the container it was given and one from a second container.
    final class TwoContainers: InjectableObject {
        let own: Session
        let other: Session
        let ownAgain: Session
        required init(container: Container) {
            own = container.resolve()
            other = container.stringKeyed.value(forKey: "other", as: DependencyContainer.self)!.resolve()
            ownAgain = container.resolve()
        }
    }
}

@Suite("The graph lifetime")
struct GraphLifetimeTests {
    typealias F = GraphFixtures

    @Test("every object built by one resolve shares one graph-lifetime instance")
    func sharedWithinOneResolve() {
        let container = DependencyContainer()
        let root: F.Root = container.resolve()
        #expect(root.left.session === root.session)
        #expect(root.right.session === root.session)
        #expect(root.right.nested.session === root.session)
        // The ephemeral objects around it are still distinct.
        #expect(root.left !== root.right.nested)
    }

    @Test("the next resolve gets a new graph-lifetime instance")
    func newForNextResolve() {
        let container = DependencyContainer()
        let first: F.Root = container.resolve()
        let second: F.Root = container.resolve()
        #expect(first.session !== second.session)

        let lone1: F.Session = container.resolve()
        let lone2: F.Session = container.resolve()
        #expect(lone1 !== lone2)
        #expect(lone1 !== first.session && lone1 !== second.session)
    }

    @Test("resolve(lifetime: .graph) shares an otherwise ephemeral type within one resolve")
    func requestedGraphLifetime() {
        let container = DependencyContainer()
        let pair: F.PlainPair = container.resolve()
        #expect(pair.first === pair.second)
        #expect(pair.ephemeral !== pair.first)
        let next: F.PlainPair = container.resolve()
        #expect(next.first !== pair.first)
    }

    @Test("a graph-lifetime instance closes a cycle between otherwise ephemeral objects")
    func closesCycle() throws {
        let container = DependencyContainer()
        let a: F.CycleA = container.resolve()
        defer { a.breakCycle() }
        let b = try #require(a.b)
        #expect(b.a === a)

        // Resolving again builds a new pair with its own cycle.
        let again: F.CycleA = container.resolve()
        defer { again.breakCycle() }
        #expect(again !== a)
        #expect(again.b?.a === again)
        #expect(again.b !== b)
    }

    @Test("a cycle closed through a graph-lifetime instance also works when it starts from the ephemeral side")
    func cycleFromTheOtherSide() {
        let container = DependencyContainer()
        let b: F.CycleB = container.resolve()
        defer { b.a.breakCycle() }
        // A was built for B, and A's didInject resolved a B of its own that points back at the same A.
        #expect(b.a.b?.a === b.a)
        #expect(b.a.b !== b)
    }

    @Test("the graph-lifetime instance is released when the outermost resolve returns and nothing holds it")
    func releasedAfterResolve() {
        let container = DependencyContainer()
        weak var session: F.Session?
        do {
            let root: F.Root = container.resolve()
            session = root.session
            #expect(session != nil)
        }
        #expect(session == nil)
    }

    @Test("a graph-lifetime instance is not shared between two containers within one resolve")
    func perContainer() {
        let container = DependencyContainer()
        let other = DependencyContainer()
        container.stringKeyed.setValue(other, forKey: "other")
        let both: F.TwoContainers = container.resolve()
        #expect(both.own === both.ownAgain)
        #expect(both.own !== both.other)
    }

    @Test("resolves on different threads at once each get their own graph-lifetime instance", arguments: 0..<5)
    func concurrentResolvesAreSeparate(round: Int) {
        let container = DependencyContainer()
        let sessions = SessionsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let root: F.Root = container.resolve()
            let shared =
                root.left.session === root.session && root.right.session === root.session
                && root.right.nested.session === root.session
            sessions.add(ObjectIdentifier(root.session), shared: shared, keeping: root)
        }
        #expect(sessions.allShared)
        #expect(sessions.distinct == 8)
    }

    /// Collects what concurrent resolves saw; keeps the roots alive so identifiers stay unique.
    final class SessionsBox: @unchecked Sendable {
        // @unchecked Sendable: every field is only touched while `lock` is held.
        private let lock = NSLock()
        private var ids = Set<ObjectIdentifier>()
        private var roots: [AnyObject] = []
        private var sharedEverywhere = true

        func add(_ id: ObjectIdentifier, shared: Bool, keeping root: AnyObject) {
            lock.withLock {
                ids.insert(id)
                roots.append(root)
                sharedEverywhere = sharedEverywhere && shared
            }
        }

        var distinct: Int { lock.withLock { ids.count } }
        var allShared: Bool { lock.withLock { sharedEverywhere } }
    }
}

// The `.graph` lifetime shares an instance within one outermost resolve, per container. Inside
// that resolve a container may be freed and a new one allocated at the same address: the new
// container must get its own instance, never the freed one's.
enum GraphScopePerContainerFixtures {
    /// Remembers which container built it (the test gives each child a number).
    class Scoped: InjectableObject {
        static let lifetime: Lifetime = .graph
        let builtBy: Int?
        required init(container: Container) { builtBy = container.stringKeyed.value(forKey: "child") }
    }

    final class MockScoped: Scoped {}

    /// Within its own resolve (so within one `.graph` scope), makes child after child, resolves a
    /// `.graph` instance from each and drops it: a freed child's address is soon reused.
    final class Driver: InjectableObject {
        static let rounds = 200
        let wrongInstances: Int

        required init(container: Container) {
            let override = container.stringKeyed.value(forKey: "override", default: false)
            var wrong = 0
            for round in 0..<Self.rounds {
                let child = container.child()
                child.stringKeyed.setValue(round, forKey: "child")
                if override { child.override(Scoped.self) { container in MockScoped(container: container) } }
                let scoped: Scoped = child.resolve()
                if scoped.builtBy != round { wrong += 1 }
            }
            wrongInstances = wrong
        }
    }
}

@Suite("The graph lifetime: each container its own instance, even at a reused address")
struct GraphScopePerContainerTests {
    typealias F = GraphScopePerContainerFixtures

    @Test(
        "within one resolve, a new child container never gets a freed child's .graph instance",
        arguments: [false, true])
    func newChildGetsItsOwnInstance(overridden: Bool) {
        let container = DependencyContainer()
        container.stringKeyed.setValue(overridden, forKey: "override")
        let driver: F.Driver = container.resolve()
        #expect(
            driver.wrongInstances == 0,
            "\(driver.wrongInstances) of \(F.Driver.rounds) children got an instance another child built")
    }
}
