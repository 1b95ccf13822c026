import InjectableRuntime

/// What the Swift runtime's type metadata says that Swift has no public question for: whether a
/// type is a protocol existential, and whether a type conforms to one. Stable ABI on every
/// platform since Swift 5; `RuntimeAssumptionTests` fails if a layout read here changes.
enum Metadata {
    /// The metadata kinds of a protocol existential (`any P`, `any P & Q`, `any AnyObject`)
    /// and of a constrained one (`any P<X>`): the first word of the type's metadata. A class's
    /// first word is its isa pointer, never one of these.
    private static let existentialKind: UInt = 0x303
    private static let extendedExistentialKind: UInt = 0x307

    /// Whether `type` is a protocol existential (`any P`, `any P<X>`): what an override of an
    /// interface replaces.
    static func isExistential(_ type: Any.Type) -> Bool {
        let kind = kindOf(type)
        return kind == existentialKind || kind == extendedExistentialKind
    }

    /// Whether `type` conforms to every protocol of the existential `interface` (`any P`), or nil
    /// when the runtime cannot tell (a superclass constraint, an Objective-C protocol, not a
    /// plain existential). Slow the first time for each type: for explaining failures.
    ///
    /// NB: an existential's metadata (`ExistentialTypeMetadata`) is its kind, a 32-bit flags
    /// word (bit 30: a superclass constraint follows), a 32-bit protocol count, then one word
    /// per protocol descriptor (the low bit marks an Objective-C protocol).
    static func conforms(_ type: Any.Type, to interface: Any.Type) -> Bool? {
        guard kindOf(interface) == existentialKind else { return nil }
        let metadata = address(of: interface)
        let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
        guard flags & 0x4000_0000 == 0 else { return nil }
        let count = Int(metadata.load(fromByteOffset: MemoryLayout<UInt>.size + 4, as: UInt32.self))
        let protocols = metadata + MemoryLayout<UInt>.size + 8
        for index in 0..<count {
            let descriptor = protocols.load(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)
            guard descriptor & 1 == 0, let descriptor = UnsafeRawPointer(bitPattern: descriptor) else { return nil }
            if swift_conformsToProtocol(address(of: type), descriptor) == nil { return false }
        }
        return true
    }

    /// The address of `type`'s metadata: a metatype is that pointer.
    private static func address(of type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    private static func kindOf(_ type: Any.Type) -> UInt {
        address(of: type).load(as: UInt.self)
    }
}
