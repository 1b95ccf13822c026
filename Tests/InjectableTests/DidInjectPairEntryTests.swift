// The pair of Injectable.docc/CyclesAndDidInject.md, entered from its owned half: wired when
// that half is cached, two of it when it is ephemeral (each request for it is a new instance).
import Injectable
import Testing

protocol PairLifetimes {
    static var parent: Lifetime { get }
    static var child: Lifetime { get }
    /// Whether the pair is resolved in a scope (a scoped parent needs one).
    static var inScope: Bool { get }
}

extension PairLifetimes {
    static var inScope: Bool { false }
}

enum PairFixtures {
    enum TransientParent: PairLifetimes {
        static var parent: Lifetime { .transient }
        static var child: Lifetime { .ephemeral }
    }
    enum PersistentParent: PairLifetimes {
        static var parent: Lifetime { .persistent }
        static var child: Lifetime { .ephemeral }
    }
    enum ScopedParent: PairLifetimes {
        static var parent: Lifetime { .scoped }
        static var child: Lifetime { .ephemeral }
        static var inScope: Bool { true }
    }
    enum TransientChild: PairLifetimes {
        static var parent: Lifetime { .persistent }
        static var child: Lifetime { .transient }
    }
    enum GraphChild: PairLifetimes {
        static var parent: Lifetime { .persistent }
        static var child: Lifetime { .graph }
    }

    /// The article's `Parent`, with the lifetime `L` gives it.
    final class Parent<L: PairLifetimes>: InjectableObject {
        static var lifetime: Lifetime { L.parent }
        var child: Child<L>!
        init(container: Container) { InitCounts.record(Self.self, in: container) }
        func didInject(container: Container) { child = container.resolve() }
    }

    /// The article's `Child`: its reference back is weak.
    final class Child<L: PairLifetimes>: InjectableObject {
        static var lifetime: Lifetime { L.child }
        weak var parent: Parent<L>?
        init(container: Container) {
            parent = container.resolve()
            InitCounts.record(Self.self, in: container)
        }
    }
}

@Suite("A didInject pair entered from its owned half")
struct DidInjectPairEntryTests {
    typealias F = PairFixtures

    /// Resolves `Child<L>` first in a counted container (in a scope of it, for a scoped
    /// parent); returns whether the parent's child is that very instance, and how many times
    /// `Child.init` ran.
    func enterFromChild<L: PairLifetimes>(_ lifetimes: L.Type) -> (wired: Bool, childInits: Int) {
        let (app, counts) = InitCounts.container()
        let container = L.inScope ? app.scope() : app
        let child: F.Child<L> = container.resolve()
        // The parent is held while it is checked (a transient one is otherwise freed).
        let parent: F.Parent<L> = container.resolve()
        return (parent.child === child && child.parent === parent, counts[F.Child<L>.self])
    }

    @Test("an ephemeral Child, entered first, is built twice: the parent's didInject gets a new one")
    func ephemeralChild() {
        for result in [
            enterFromChild(F.TransientParent.self), enterFromChild(F.PersistentParent.self),
            enterFromChild(F.ScopedParent.self),
        ] {
            #expect(result.wired == false)
            #expect(result.childInits >= 2)
        }
    }

    @Test("a cached Child, entered first, is built once and wired: the parent's didInject waits for its init")
    func cachedChild() {
        let persistentParent = enterFromChild(F.PersistentParent.self)
        #expect(persistentParent.childInits >= 2, "the ephemeral case, for contrast")
        #expect(enterFromChild(F.TransientChild.self) == (true, 1))
    }

    @Test("a .graph Child, entered first, is built once and wired within the resolve")
    func graphChild() {
        let (app, counts) = InitCounts.container()
        let child: F.Child<F.GraphChild> = app.resolve()
        let parent: F.Parent<F.GraphChild> = app.resolve()
        #expect(counts[F.Child<F.GraphChild>.self] == 1)
        #expect(parent.child === child && child.parent === parent)
    }
}
