/// One request on a resolution path: a type, an interface, an override, a key path, or a
/// `didInject` call, with its key if it has one.
public struct ResolutionStep: Sendable, Hashable, CustomStringConvertible {
    /// What kind of request a step is.
    public enum Role: Sendable, Hashable {
        /// `resolve()` of an injectable type.
        case type
        /// `resolveInterface()` of a registered interface.
        case interface
        /// A concrete type replaced by `override(_:_:)`: in a path, a request that an
        /// override's closure builds.
        case override
        /// A key-path default read through ``InjectedValues``.
        case keyPath
        /// The `didInject(container:)` call of an instance that was just built.
        case didInject
    }

    /// The requested type's name, as Swift prints it.
    public let typeName: String
    /// The key of a keyed request, or `nil`.
    public let key: String?
    /// What kind of request this is.
    public let role: Role

    /// Creates a step; the library makes these, tests may compare against them.
    public init(typeName: String, key: String? = nil, role: Role = .type) {
        self.typeName = typeName
        self.key = key
        self.role = role
    }

    /// The step as it appears in a path, for example `Programming[key: "Swift"]`.
    public var description: String {
        var text = typeName
        if let key { text += "[key: \"\(key)\"]" }
        switch role {
        case .type: break
        case .interface: text += " (interface)"
        case .override: text += " (override)"
        case .keyPath: text = "\\InjectedValues.\(typeName)"
        case .didInject: text += ".didInject"
        }
        return text
    }
}
