// Running user code: `init(container:)`, a registration's or an override's closure, and
// `didInject(container:)`. Always outside every container lock; whatever they throw becomes a
// `ResolutionError` located on the resolution path (`Failure.swift`).

extension DependencyContainer {
    /// Runs a factory, turning any error it throws into a ``ResolutionError`` with the path,
    /// and throws a failure that a property read inside it could not throw (see
    /// `InjectedStorage`).
    @inlinable
    func build<T>(_ frame: FrameIndex, _ make: (Container) throws -> T) throws(ResolutionError) -> T {
        do {
            let value = try make(self)
            try throwPendingFailure()
            return value
        } catch {
            throw wrap(error, frame)
        }
    }

    /// Runs the override `replace` if there is one, `make` otherwise.
    @inlinable
    func build<T>(
        _ frame: FrameIndex, _ replace: OverrideFactory?, _ make: (Container) throws -> T
    ) throws(ResolutionError) -> T {
        do {
            let value = try replace.map { try cast($0(self), to: T.self) } ?? make(self)
            try throwPendingFailure()
            return value
        } catch {
            throw wrap(error, frame)
        }
    }

    /// Calls `didInject(container:)` with the object's frame marked, so that failures inside
    /// name it. The object's request is the innermost frame.
    @inlinable
    func inject<T: InjectableObject>(_ object: T, _ thread: ThreadState) throws(ResolutionError) {
        markInjecting(thread, true)
        do { try object.didInject(container: self) } catch { throw wrap(error, thread.frameCount &- 1) }
        try throwPendingFailure()
        markInjecting(thread, false)
    }
}

/// Throws the failure a property read could not throw itself (see `InjectedStorage.failed`).
@inlinable
func throwPendingFailure() throws(ResolutionError) {
    let thread = currentThread()
    if thread.hasPendingFailure { throw thread.takePendingFailure() }
}

extension DependencyContainer {
    /// Runs an override's factory and casts its result to the type it replaces.
    @usableFromInline
    func runOverride<T>(_ replace: OverrideFactory, as type: T.Type) throws -> T {
        try cast(replace(self), to: T.self)
    }
}
