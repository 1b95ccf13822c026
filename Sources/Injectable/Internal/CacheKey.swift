/// Identifies a registration or a cached instance: a type (or interface) and an optional key.
@usableFromInline
struct CacheKey: Hashable, Sendable {
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let key: String?

    @inlinable
    init(_ type: Any.Type, _ key: String?) {
        self.type = ObjectIdentifier(type)
        self.key = key
    }

    @inlinable
    init(id: ObjectIdentifier, _ key: String?) {
        self.type = id
        self.key = key
    }
}

/// A weak reference, for the `.transient` lifetime.
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The state of one cached instance in a container.
enum Slot {
    /// `owner` (a thread) is running `init(container:)`; other threads wait.
    case building(owner: UInt)
    /// The instance exists and is stored; `owner` is running its `didInject`. The owner's own
    /// re-entrant requests get the instance, other threads wait for `didInject` to finish.
    case injecting(owner: UInt, AnyObject)
    /// A `.persistent` instance.
    case strong(AnyObject)
    /// A `.transient` instance, alive as long as someone else holds it.
    case weak(WeakBox)
}
