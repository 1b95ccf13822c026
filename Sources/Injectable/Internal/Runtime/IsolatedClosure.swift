/// `body` as a plain synchronous function value, to call where its isolation is proven (or
/// where it has none): `synchronous` in `IsolationGuard.swift` guards every call.
///
/// NB: an `@isolated(any)` function value is the function and its context, like any other;
/// its isolation is kept in that context for `.isolation` to read, and the function itself
/// takes no extra argument. Swift has no synchronous call of it, so it is called through a
/// plain view of the same value. (`MainActor.assumeIsolated` would make the guard's check
/// again, and trap where the guard throws an error that names the type.)
/// `RuntimeAssumptionTests` fails if the two types stop sharing a layout or the view stops
/// calling the closure with its captures.
@usableFromInline
func synchronousView<Argument, R>(
    of body: @escaping @isolated(any) @Sendable (Argument) throws -> R
) -> @Sendable (Argument) throws -> R {
    unsafeBitCast(body, to: (@Sendable (Argument) throws -> R).self)
}
