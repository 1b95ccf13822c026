import Dispatch
import InjectableRuntime

/// Run-time checks of actor isolation, for the paths where the compiler cannot check it: a
/// conformance found by a dynamic cast (the optional form of `@Injected`), and a conformance
/// kept in a registration's closure or a property, used by whichever thread resolves
/// (`Internal/IsolationGuard.swift`).
///
/// NB: the Swift 6.3 runtime lets `as? any InjectableObject.Type` succeed off the main actor for
/// an `@MainActor` conformance (SE-0470 says it should not), so the conformance's isolation is
/// read from its descriptor instead.
enum Isolation {
    /// Whether the conformance in `existential` (an existential metatype, laid out as the type's
    /// metadata, then the witness table) is isolated to a global actor.
    ///
    /// NB: reads the conformance descriptor the witness table points to: its flags word (after
    /// three relative pointers) has bit 19 set for a global-actor-isolated conformance, in the
    /// stable ABI since Swift 6.2; on an older runtime the bit is clear and nothing changes. The
    /// parameters are existential types, not generic ones, so that Swift does not open them.
    static func isGlobalActorIsolated(_ existential: any InjectableObject.Type) -> Bool {
        conformanceIsIsolated(ExistentialBox(existential))
    }

    static func isGlobalActorIsolated(_ existential: any CustomInjectableObject.Type) -> Bool {
        conformanceIsIsolated(ExistentialBox(existential))
    }

    static func isGlobalActorIsolated(_ existential: any InjectableValue.Type) -> Bool {
        conformanceIsIsolated(ExistentialBox(existential))
    }

    static func isGlobalActorIsolated(_ existential: any AsyncInjectableObject.Type) -> Bool {
        conformanceIsIsolated(ExistentialBox(existential))
    }

    /// Holds an existential in a struct, so that passing it on cannot open it (Swift opens an
    /// existential passed straight to a generic parameter, `inout` ones included).
    private struct ExistentialBox<Existential> {
        var existential: Existential
        init(_ existential: Existential) { self.existential = existential }
    }

    /// Whether the conformance in the existential `box` holds is isolated to a global actor: the
    /// one reading behind every overload above, which differ only in the protocol they accept.
    private static func conformanceIsIsolated<Existential>(_ box: ExistentialBox<Existential>) -> Bool {
        var box = box
        return withUnsafeBytes(of: &box, conformanceIsIsolated)
    }

    private static func conformanceIsIsolated(_ existential: UnsafeRawBufferPointer) -> Bool {
        let word = MemoryLayout<UnsafeRawPointer>.size
        guard existential.count == 2 * word else { return false }
        let witnessTable = existential.load(fromByteOffset: word, as: UnsafeRawPointer.self)
        let descriptor = witnessTable.load(as: UnsafeRawPointer.self)
        return descriptor.load(fromByteOffset: 12, as: UInt32.self) & (1 << 19) != 0
    }

    /// Whether the caller runs on the main actor, that is, on the main dispatch queue (its
    /// executor on every platform).
    static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The actor the calling code runs on, as its executor's identity (a default actor's own
    /// address; for an actor with a custom executor, that executor), or nil on the generic
    /// executor: nonisolated code, and threads outside any task. What `#isolation` says at
    /// compile time, read at run time where a caller passed none (a property's first read, a
    /// value's `init(container:)`, code without the isolation parameter).
    ///
    /// NB: a use of the Swift runtime's ABI (`swift_task_getCurrentExecutor`, in
    /// `InjectableRuntime`); no public Swift names the actor that runs a synchronous function.
    static var currentExecutor: UnsafeRawPointer? { injectable_current_executor() }

    /// The type and identity of the object behind `currentExecutor`: the actor (or, for an actor
    /// with a custom executor, that executor), alive while its job runs this code.
    static var currentExecutorObject: (type: Any.Type, id: UInt)? {
        guard let executor = currentExecutor else { return nil }
        let object = Unmanaged<AnyObject>.fromOpaque(executor).takeUnretainedValue()
        return (type(of: object), UInt(bitPattern: executor))
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
