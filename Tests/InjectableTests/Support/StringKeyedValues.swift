import Injectable

/// The deprecated string-keyed values, reached without a deprecation warning: a call through
/// this protocol names its requirement, not the deprecated method.
///
/// Used only where a typed value cannot stand in: the tests of the string-keyed forms
/// themselves (RegistrationTests, DeinitTests), and the probes that engine fixtures read inside
/// the requests under test (InitCounts, CycleTests, DepthTests, ExactlyOnceTests,
/// LimitsTests), since reading a typed value is a request of its own. Everything else in the
/// tests uses typed values.
protocol StringKeyedValues {
    func setValue(_ value: (any Sendable)?, forKey key: String)
    func value<T>(forKey key: String, as type: T.Type) -> T?
    func value<T>(forKey key: String, default defaultValue: @autoclosure () -> T) -> T
}

extension DependencyContainer: StringKeyedValues {
    /// This container, through the deprecated string-keyed forms.
    var stringKeyed: any StringKeyedValues { self }
}
