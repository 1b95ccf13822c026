import InjectableRuntime

/// A container held without keeping it alive, for a provider that a container's own instance
/// holds (see ``Provider``): what `weak` would do, without its cost.
///
/// NB: a weak reference moves its object's reference counts into a side table, after which
/// every retain and release of that object — here, the container, on every resolve that
/// passes it around — takes the runtime's slow path (see Performance.md, "Measured choices in
/// the code"). An unowned reference keeps the container's memory allocated but not the
/// container; `retained()` asks the runtime to retain it unless its deinitialisation has begun.
@usableFromInline
struct UnownedContainer: @unchecked Sendable {
    // @unchecked Sendable: `address` is only passed to the runtime's atomic conditional retain,
    // which is safe on any thread while `memory` keeps the object's memory allocated; both are
    // written once, in `init`.
    private unowned let memory: DependencyContainer
    private let address: UnsafeMutableRawPointer

    init(_ container: DependencyContainer) {
        memory = container
        address = Unmanaged.passUnretained(container).toOpaque()
    }

    /// The container, retained, or `nil` when it is gone (or going).
    @usableFromInline
    func retained() -> DependencyContainer? {
        guard swift_tryRetain(address) != nil else { return nil }
        return Unmanaged<DependencyContainer>.fromOpaque(address).takeRetainedValue()
    }
}
