// Each use of the Swift runtime's ABI (`Sources/Injectable/Internal/Runtime/`, and the C runtime
// it calls) rests on an assumption about the runtime; each test here fails if its assumption
// breaks (ARCHITECTURE.md, "Measured choices", lists the uses and what they buy).
import Foundation
import Testing

@testable import Injectable

enum RuntimeAssumptionFixtures {
    protocol Shape {}
    protocol ClassShape: AnyObject {}
    class Base {}

    final class Plain: InjectableObject, Shape {
        init(container: Container) {}
    }

    @MainActor
    final class Isolated {
        nonisolated init() {}
    }

    final class Other: InjectableObject {
        init(container: Container) {}
    }
}

extension RuntimeAssumptionFixtures.Isolated: @MainActor InjectableObject {
    convenience init(container: Container) { self.init() }
}

@Suite("Runtime assumptions: the runtime's ABI that Injectable reads still reads as it expects")
struct RuntimeAssumptionTests {
    typealias F = RuntimeAssumptionFixtures

    /// `swift_task_getCurrentExecutor` (`Isolation.currentExecutor`): a default actor's job runs
    /// on an executor whose identity is the actor itself; nonisolated code has none.
    @Test("the current executor's identity is the actor whose job runs, and nil in nonisolated code")
    func currentExecutor() async {
        actor Probe {
            func executor() -> UInt? { Isolation.currentExecutor.map { UInt(bitPattern: $0) } }
        }
        let probe = Probe()
        #expect(await probe.executor() == UInt(bitPattern: ObjectIdentifier(probe)))
        let detached = await Task.detached { Isolation.currentExecutor == nil }.value
        #expect(detached, "a detached task runs on the generic executor")
        let onThread = await Threads.offThePool { Isolation.currentExecutor == nil }
        #expect(onThread, "a thread outside any task")
    }

    @Test("a conformance descriptor's flags say whether the conformance is isolated to a global actor")
    @MainActor
    func isolatedConformanceFlag() {
        let isolated: any InjectableObject.Type = F.Isolated.self
        #expect(Isolation.isGlobalActorIsolated(isolated))
        #expect(!Isolation.isGlobalActorIsolated(F.Plain.self as any InjectableObject.Type))
    }

    @Test("the runtime's conformance lookup answers for a plain protocol existential, and not for others")
    func conformanceLookup() {
        #expect(Metadata.conforms(F.Plain.self, to: (any F.Shape).self) == true)
        #expect(Metadata.conforms(F.Other.self, to: (any F.Shape).self) == false)
        #expect(Metadata.conforms(F.Other.self, to: (any F.ClassShape).self) == false)
        #expect(Metadata.conforms(F.Plain.self, to: (any F.Shape & InjectableObject).self) == true)
        #expect(Metadata.conforms(F.Other.self, to: (any F.Shape & InjectableObject).self) == false)
        #expect(
            Metadata.conforms(F.Other.self, to: (any F.Base & F.Shape).self) == nil,
            "a superclass constraint is not answered")
        #expect(Metadata.conforms(F.Other.self, to: Int.self) == nil, "not an existential")
    }

    @Test("a metadata kind tells a protocol existential from every other type")
    func existentialKind() {
        #expect(Metadata.isExistential((any F.Shape).self))
        #expect(Metadata.isExistential((any F.ClassShape).self))
        #expect(Metadata.isExistential((any F.Shape & F.ClassShape).self))
        #expect(Metadata.isExistential((any F.Base & F.Shape).self))
        #expect(Metadata.isExistential((any Collection<Int>).self), "a constrained existential")
        #expect(Metadata.isExistential(Any.self))
        #expect(!Metadata.isExistential(F.Plain.self), "a class")
        #expect(!Metadata.isExistential(F.Base.self))
        #expect(!Metadata.isExistential(Int.self), "a struct")
        #expect(!Metadata.isExistential(String?.self), "an enum")
        #expect(!Metadata.isExistential((any F.Shape).Type.self), "an existential metatype")
        #expect(!Metadata.isExistential(((Int) -> Int).self), "a function")
    }

    @Test("the runtime's conditional retain retains a live object, and refuses one whose deinit has begun")
    func conditionalRetain() {
        var container: DependencyContainer? = DependencyContainer()
        let held = UnownedContainer(container!)
        #expect(held.retained() === container)
        let gone = WeakBox(container!)
        container = nil
        #expect(gone.object == nil)
        #expect(held.retained() == nil)
    }
}

extension RuntimeAssumptionTests {
    @Test("an @isolated(any) closure has a plain closure's layout, and its plain view calls it with its captures")
    func isolatedClosureView() throws {
        typealias Isolated = @isolated(any) @Sendable (Int) throws -> Int
        typealias Plain = @Sendable (Int) throws -> Int
        #expect(MemoryLayout<Isolated>.size == MemoryLayout<Plain>.size)
        #expect(MemoryLayout<Isolated>.alignment == MemoryLayout<Plain>.alignment)
        let offset = Int.random(in: 1...1000)
        let nonisolated: Isolated = { $0 + offset }
        #expect(nonisolated.isolation == nil)
        #expect(try synchronousView(of: nonisolated)(1) == offset + 1)
        let isolated: Isolated = { @MainActor value in value * offset }
        #expect(isolated.isolation is MainActor, "the isolation is still read from the closure")
    }
}
