import Injectable

/// The deprecated string-keyed values, reached without a deprecation warning: a call through
/// this protocol names its requirement, not the deprecated method.
///
/// Used where a typed value cannot stand in: the tests of the string-keyed forms themselves
/// (RegistrationTests, DeinitTests), and the probes (counters, gates, witnesses, markers of the
/// container that built an object) of the tests whose subject is the engine's resolution
/// (caching, cycles, depth, races, validation, async parity, deinits, property injection). A typed value would change what those tests observe: it is stored as an
/// override of its key path, and a container whose lineage holds an override resolves every
/// request on the override-checking path, not the plain one the test is about; and reading it
/// is a request of its own, which joins the path and throws a failure the engine deferred to
/// the request around it (a typed read stopped CycleTests' cycles in a release build).
/// Reading a string-keyed value only reads. The tests whose subject is a value reaching an
/// initialiser, a child, a scope or a test's container use typed values.
protocol StringKeyedValues {
    func setValue(_ value: (any Sendable)?, forKey key: String)
    func value<T>(forKey key: String, as type: T.Type) -> T?
    func value<T>(forKey key: String, default defaultValue: @autoclosure () -> T) -> T
}

extension StringKeyedValues {
    /// The value under `key`, if there is one of the type the call site expects.
    func value<T>(forKey key: String) -> T? { value(forKey: key, as: T.self) }
}

extension DependencyContainer: StringKeyedValues {
    /// This container, through the deprecated string-keyed forms.
    var stringKeyed: any StringKeyedValues { self }
}
