/// A way to build `T` from a value known only at run time: each call passes the parameter to
/// `T`'s `init(container:parameter:)` and resolves the rest of `T`'s graph from the container
/// the provider came from.
///
/// Nothing is registered: a type that is a ``CustomInjectableObject`` or a
/// ``CustomInjectableValue`` is asked for this way, and the compiler checks the parameter's
/// type.
///
/// ```swift
/// struct Episode: Sendable { let title: String }
///
/// final class EpisodeDownload: CustomInjectableObject {
///     let episode: Episode
///     init(container: Container) { fatalError("built with an episode") }
///     init(container: Container, parameter: Episode) { episode = parameter }
/// }
///
/// final class DownloadsModel: InjectableObject {
///     let makeDownload: ParameterProvider<Episode, EpisodeDownload>
///     init(container: Container) { makeDownload = container.resolve() }
///
///     func download(_ episode: Episode) -> EpisodeDownload { makeDownload(episode) }
/// }
/// ```
///
/// **Never cached.** Every call builds a new `T`, whatever `T`'s ``Lifetime`` says: an
/// instance built from an argument belongs to that argument, and the container keeps nothing
/// per argument. (A keyed variant, `resolve(key:)`, is the cached form, for parameters known
/// when the container is set up.) An override of `T` replaces what each call builds, as it does
/// for `resolve()`; its closure receives the container, not the parameter.
///
/// The container is held as a ``Provider`` holds it, failures stop the program (or, with
/// ``get(_:isolation:)``, throw), and a type isolated to a global actor is built only on its
/// actor, as for ``Provider``.
public struct ParameterProvider<Parameter, T> {
    /// A provider of the function that builds `T` from a parameter, in the container the call
    /// finds: its isolation check, container rule and failure location are the provider's.
    @usableFromInline let builder: Provider<ParameterBuild<Parameter, T>>

    @usableFromInline
    init(_ builder: Provider<ParameterBuild<Parameter, T>>) { self.builder = builder }

    /// Builds a new `T` from `parameter`; stops the program with the ``ResolutionError``
    /// explanation if it cannot.
    ///
    /// `isolation` is where the call is written (leave the default): for a `T` isolated to a
    /// global actor other than the main actor, it proves that the call runs there.
    @inlinable
    public func callAsFunction(_ parameter: Parameter, isolation: isolated (any Actor)? = #isolation) -> T {
        do { return try get(parameter, isolation: isolation) } catch { resolutionFailed(error) }
    }

    /// Builds a new `T` from `parameter`, throwing a ``ResolutionError`` if it cannot
    /// (`isolation`: as for ``callAsFunction(_:isolation:)``).
    @inlinable
    public func get(_ parameter: Parameter, isolation: isolated (any Actor)? = #isolation) throws(ResolutionError) -> T
    {
        let build = try builder.get(isolation: isolation)
        do { return try build.make(parameter) } catch {
            throw builder.source.located(error, asking: ParameterBuild<Parameter, T>.self)
        }
    }
}

// @unchecked: its one stored property is a provider whose closures capture only metatypes (immutable)
// and an isolation requirement (immutable); the containers are `Sendable`. `T` and `Parameter`
// being `Sendable` makes what crosses a domain (the parameter in, the instance out) safe.
extension ParameterProvider: @unchecked Sendable where T: Sendable, Parameter: Sendable {}

/// What a ``ParameterProvider``'s provider gives a call: how to build `T` from a parameter in
/// the container the call found.
@usableFromInline
struct ParameterBuild<Parameter, T> {
    @usableFromInline let make: (Parameter) throws(ResolutionError) -> T

    @usableFromInline
    init(_ make: @escaping (Parameter) throws(ResolutionError) -> T) { self.make = make }
}

// MARK: - Making parameter providers

extension DependencyContainer {
    /// A provider that builds an object from a parameter on each call: `make(parameter)` runs
    /// ``CustomInjectableObject/init(container:parameter:)`` (never cached).
    ///
    /// ```swift
    /// let makeDownload: ParameterProvider<Episode, EpisodeDownload> = container.resolve()
    /// let download = makeDownload(episode)
    /// ```
    @inlinable
    public func resolve<Parameter, T: CustomInjectableObject>(
        isolation: (any Actor)? = #isolation
    ) -> ParameterProvider<Parameter, T> where T.ParameterType == Parameter {
        parameterProvider(isolated: isIsolated(T.self), usedOn: isolation, Self.builder(T.self))
    }

    /// A provider that builds a value from a parameter on each call: `make(parameter)` runs
    /// ``CustomInjectableValue/init(container:parameter:)``.
    @inlinable
    public func resolve<Parameter, T: CustomInjectableValue>(
        isolation: (any Actor)? = #isolation
    ) -> ParameterProvider<Parameter, T> where T.ParameterType == Parameter {
        parameterProvider(isolated: isIsolated(T.self), usedOn: isolation, Self.builder(T.self))
    }

}

// MARK: - Building from a parameter

extension DependencyContainer {
    /// What a parameter provider of an object runs on each call: the object built in the
    /// container from the parameter by its `init(container:parameter:)`.
    @inlinable
    static func builder<T: CustomInjectableObject>(
        _ type: T.Type
    ) -> (Container, T.ParameterType) throws(ResolutionError) -> T {
        { (container, parameter) throws(ResolutionError) -> T in
            // Never kept, so never handed to a second domain: no hand-over to check.
            try container.resolveObject(T.self, key: nil, lifetime: .ephemeral, sendable: false, isolation: nil) {
                try T(container: $0, parameter: parameter)
            }
        }
    }

    /// What a parameter provider of a value runs on each call: the value built in the
    /// container from the parameter by its `init(container:parameter:)`.
    @inlinable
    static func builder<T: CustomInjectableValue>(
        _ type: T.Type
    ) -> (Container, T.ParameterType) throws(ResolutionError) -> T {
        { (container, parameter) throws(ResolutionError) -> T in
            try container.resolveValue(T.self, key: nil) { try T(container: $0, parameter: parameter) }
        }
    }

    /// A parameter provider whose calls run `build` in the container they find, on `T`'s actor
    /// only when `isolated` (as a ``Provider`` of `T` checks it); reported to the diagnostics
    /// hook as a provider of `T` made now.
    @usableFromInline
    func parameterProvider<Parameter, T>(
        isolated: Bool, usedOn isolation: (any Actor)?,
        _ build: @escaping (Container, Parameter) throws(ResolutionError) -> T
    ) -> ParameterProvider<Parameter, T> {
        // Drawn as a Provider is: a reviewer sees the type a screen makes per argument.
        noteDeferred(T.self, .provider)
        let requirement = isolated ? actorRequirement(of: T.self, usedOn: isolation) : nil
        return ParameterProvider(
            Provider(self) { (container) throws(ResolutionError) -> ParameterBuild<Parameter, T> in
                if let requirement { try container.requireIsolation(for: T.self, requirement) }
                return ParameterBuild { (parameter) throws(ResolutionError) -> T in try build(container, parameter) }
            })
    }
}
