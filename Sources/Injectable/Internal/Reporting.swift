/// Whether any container has a diagnostics hook; the hot path reads this one word and does
/// nothing more when it is zero.
@usableFromInline
enum Diagnostics {
    @inlinable static var isActive: Bool { ProcessCounter.hooks.isActive }
}

extension DependencyContainer {
    /// Hands `event` to the nearest hook. The event is built only when a hook exists: type
    /// names cost an allocation, which registrations would otherwise pay every time.
    func report(_ event: @autoclosure () -> DiagnosticEvent) {
        guard Diagnostics.isActive, let hook = nearest({ $0.diagnostics }) else { return }
        hook(event())
    }

    @usableFromInline
    func reportResolved(_ frame: Frame, lifetime: Lifetime?, cacheHit: Bool) {
        report(
            .resolved(
                frame.pointee.requestedStep, lifetime: lifetime, cacheHit: cacheHit,
                requestedBy: frame.pointee.parent?.pointee.requestedStep))
    }

    /// Reports a persistent hit under the type that was asked for (not the type of the instance,
    /// which may be an override's).
    @usableFromInline
    func reportHit(_ type: Any.Type, key: String?) {
        report(
            .resolved(
                ResolutionStep(typeName: _typeName(type, qualified: false), key: key),
                lifetime: .persistent, cacheHit: true,
                requestedBy: ResolutionFrame.current?.pointee.requestedStep))
    }
}
