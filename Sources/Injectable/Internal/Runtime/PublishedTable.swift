import InjectableRuntime

/// Objects a container publishes for lock-free reading (see `injectable_published.h`):
/// complete unkeyed persistent instances, and a root container's unkeyed interface factories.
///
/// The table holds its objects unretained; the strong reference stays in the container's
/// state. Written only under the container's lock. Whoever unpublishes an object releases it
/// only after ``ReadSections/synchronize()`` (or retires it, for a held factory).
///
/// A struct around the C table's pointer, so that a read costs no extra indirection; the
/// container that owns it calls ``destroy()`` in its `deinit`.
@usableFromInline
struct PublishedTable: @unchecked Sendable {
    // @unchecked Sendable: `table` never changes; its entries are C11 atomics, written under
    // the owning container's lock and read inside read sections.
    @usableFromInline let table = injectable_published_create()

    init() {}

    /// Frees the table. Only from the owning container's `deinit`: nobody can be reading then,
    /// since a reader holds a reference to the container.
    func destroy() { injectable_published_destroy(table) }

    /// The object published for `type`, retained; a whole read section, no lock.
    @inlinable
    func read<T: AnyObject>(_ type: Any.Type, as: T.Type, _ thread: ThreadState) -> T? {
        guard let raw = injectable_published_read(table, thread, UInt(bitPattern: ObjectIdentifier(type))) else {
            return nil
        }
        return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue(), to: T.self)
    }

    /// Runs `body` with the object published for `type`, held by a hazard pointer rather than a
    /// reference count; `nil` when nothing is published.
    @inlinable
    func withHeld<T: AnyObject, R>(
        _ type: Any.Type, as: T.Type, _ thread: ThreadState, _ body: (T) throws(ResolutionError) -> R
    ) throws(ResolutionError) -> R? {
        guard let raw = injectable_published_hold(table, thread, UInt(bitPattern: ObjectIdentifier(type))) else {
            return nil
        }
        // Held by a hazard pointer (no reference count) unless the low bit says it was retained.
        let bits = UInt(bitPattern: raw)
        let object = Unmanaged<T>.fromOpaque(UnsafeRawPointer(bitPattern: bits & ~1)!)
        defer { if bits & 1 == 0 { injectable_hazard_clear(thread) } else { object.release() } }
        // The hold keeps the object alive until the deferred clear; no retain of its own.
        return try object._withUnsafeGuaranteedRef { (object) -> Result<R, ResolutionError> in
            do throws(ResolutionError) { return .success(try body(object)) } catch { return .failure(error) }
        }.get()
    }

    /// Publishes `object` for the type `id`, or with `nil` unpublishes it. Call under the lock.
    func store(_ object: AnyObject?, for id: ObjectIdentifier) {
        injectable_published_store(table, UInt(bitPattern: id), object.map { Unmanaged.passUnretained($0).toOpaque() })
    }

    /// Publishes `object`, which the caller keeps alive, for the type `id`. Call under the lock.
    func store(unretained object: Unmanaged<AnyObject>, for id: ObjectIdentifier) {
        injectable_published_store(table, UInt(bitPattern: id), object.toOpaque())
    }

    /// Unpublishes everything. Call under the lock.
    func clear() { injectable_published_clear(table) }
}

/// Waiting for lock-free readers, and retiring what they may hold (see
/// `injectable_read_section.h` and `injectable_hazards.h`).
enum ReadSections {
    /// Returns once every read section that began before the call has ended: an object
    /// unpublished before the call is no longer being read.
    static func synchronize() { injectable_synchronize() }

    /// Releases `object` once no hazard pointer names it. Call after ``synchronize()``.
    static func retire(_ object: AnyObject) {
        injectable_retire(Unmanaged.passRetained(object).toOpaque())
    }
}
