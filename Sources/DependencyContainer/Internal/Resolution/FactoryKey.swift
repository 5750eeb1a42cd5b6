// SPDX-License-Identifier: MPL-2.0

/// Identifies one cached or registered dependency: the type it produces, which definition it comes from, and
/// which registration of that definition built it.
///
/// Hashed by the type and, when present, the registration variant or provider serial, but not by the name:
/// the type tells most definitions apart, and a name shared by two keys of one type costs one extra comparison,
/// while every lookup saves hashing text. Compared by the cheap fields first.
struct FactoryKey: Hashable, Sendable {
    /// The type the definition produces.
    let type: ObjectIdentifier
    /// The definition: a container property's name, or a provider.
    let definition: DefinitionID
    /// 0 for the definition itself, and a registration's serial number for what that registration builds, so
    /// that an override's cached instances never mix with the definition's.
    var variant: UInt = 0

    init<T>(_: T.Type, name: StaticString) {
        type = ObjectIdentifier(T.self)
        definition = .named(DefinitionName(name))
    }

    init<T>(_: T.Type, provider serial: UInt) {
        type = ObjectIdentifier(T.self)
        definition = .provider(serial)
    }

    /// The key with the same definition and another registration of it.
    func withVariant(_ variant: UInt) -> FactoryKey {
        var copy = self
        copy.variant = variant
        return copy
    }

    /// The key of the instance cached for `parameter` (`scopeOnParameters`): a variant of its own.
    func scoped(on parameter: AnyHashable, in variants: ParameterVariants) -> FactoryKey {
        withVariant(variants.variant(of: self, for: parameter))
    }

    /// The same key for the definition itself, whatever registration and parameter built it.
    var definitionKey: FactoryKey { withVariant(0) }

    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        lhs.type == rhs.type && lhs.variant == rhs.variant && lhs.definition == rhs.definition
    }

    func hash(into hasher: inout Hasher) {
        // One word fed to the hasher rather than two: the type's address, mixed with the definition's tag (or
        // serial) and variant spread over the word by a multiplication. Every lookup pays for each word fed.
        let definitionBits: UInt
        switch definition {
        case .named(let name): definitionBits = name.tag &+ variant
        case .provider(let serial): definitionBits = serial &+ variant
        }
        hasher.combine(UInt(bitPattern: type) ^ (definitionBits &* 0x9E37_79B9_7F4A_7C15))
    }
}

/// Which definition a key belongs to.
enum DefinitionID: Hashable, Sendable {
    /// A `Factory` or `ParameterFactory`: the name it was defined under (`#function` of the container property).
    case named(DefinitionName)
    /// A ``Provider``: its serial number, as providers are compared by identity.
    case provider(UInt)
}

/// A definition's name, compared by its text.
struct DefinitionName: Hashable, Sendable, CustomStringConvertible {
    let name: StaticString

    init(_ name: StaticString) {
        self.name = name
    }

    var description: String { name.description }

    static func == (lhs: DefinitionName, rhs: DefinitionName) -> Bool {
        // The same literal is usually the same text in memory: then there is nothing to compare.
        if lhs.name.hasPointerRepresentation, rhs.name.hasPointerRepresentation,
            lhs.name.utf8Start == rhs.name.utf8Start
        {
            return lhs.name.utf8CodeUnitCount == rhs.name.utf8CodeUnitCount
        }
        return lhs.name.withUTF8Buffer { left in
            rhs.name.withUTF8Buffer { right in
                left.count == right.count && left.elementsEqual(right)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
    }

    /// A word that equal names share and most different names do not: the length of the text and its last
    /// two bytes (definitions of one type usually differ in length or at their end: `api`, `mockAPI`,
    /// `filler01`). Reading them costs less than hashing the text.
    var tag: UInt {
        guard name.hasPointerRepresentation else { return Self.tag(of: Array(String(name.unicodeScalar).utf8)) }
        let count = name.utf8CodeUnitCount
        guard count >= 2 else { return Self.tag(of: Array(UnsafeBufferPointer(start: name.utf8Start, count: count))) }
        let end = name.utf8Start + count
        return UInt(count) << 16 | UInt(end[-2]) << 8 | UInt(end[-1])
    }

    private static func tag(of text: [UInt8]) -> UInt {
        UInt(text.count) << 16 | UInt(text.count >= 2 ? text[text.count - 2] : 0) << 8 | UInt(text.last ?? 0)
    }
}
