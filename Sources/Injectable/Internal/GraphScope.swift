import InjectableShims

/// The `.graph` lifetime's instances for the outermost resolve running on one thread.
///
/// Only its own thread touches it, so it needs no lock; it is released when the outermost
/// request returns (see `popFrame`).
final class GraphScope {
    var instances: [ContainerCacheKey: AnyObject] = [:]

    struct ContainerCacheKey: Hashable {
        let container: ObjectIdentifier
        let key: CacheKey
    }

    static func current(_ thread: UnsafeMutablePointer<injectable_thread_state>) -> GraphScope {
        if let raw = thread.pointee.graph {
            return Unmanaged<GraphScope>.fromOpaque(raw).takeUnretainedValue()
        }
        let scope = GraphScope()
        thread.pointee.graph = Unmanaged.passRetained(scope).toOpaque()
        return scope
    }

    static func end(_ thread: UnsafeMutablePointer<injectable_thread_state>) {
        guard let raw = thread.pointee.graph else { return }
        thread.pointee.graph = nil
        Unmanaged<GraphScope>.fromOpaque(raw).release()
    }
}
