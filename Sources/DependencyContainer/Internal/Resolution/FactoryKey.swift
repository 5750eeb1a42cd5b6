// SPDX-License-Identifier: MPL-2.0

/// Identifies one cached or registered dependency: the type it produces, which definition it comes from, and
/// which registration of that definition built it.
///
/// Hashed as one word, by a hook of its own (``_UnsafeKeyHashing``): the type, the registration variant or provider serial, and a
/// tag of the name rather than its text, as every lookup saves hashing text. Compared by the cheap fields first.
struct FactoryKey: Hashable, Sendable {
    /// The type the definition produces.
    let type: ObjectIdentifier
    /// The definition: a container property's name, or a provider.
    let definition: DefinitionID
    /// 0 for the definition itself, and a registration's serial number for what that registration builds, so
    /// that an override's cached instances never mix with the definition's.
    var variant: UInt = 0

    /// Inlined: called on every access and resolution, from code not specialized for `T`.
    @inline(__always)
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
        hasher.combine(hashWord)
    }

    /// The one word a key hashes as (see ``_UnsafeKeyHashing``).
    var hashWord: UInt { _UnsafeKeyHashing.word(type: type, definition: definition, variant: variant) }
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

    /// Inlined into every lookup that finds its key, with the comparison of text kept out of line.
    @inline(__always)
    static func == (lhs: DefinitionName, rhs: DefinitionName) -> Bool {
        // The same literal is usually the same text in memory: then there is nothing to compare.
        if lhs.name.hasPointerRepresentation, rhs.name.hasPointerRepresentation,
            lhs.name.utf8Start == rhs.name.utf8Start
        {
            return lhs.name.utf8CodeUnitCount == rhs.name.utf8CodeUnitCount
        }
        return sameText(lhs.name, rhs.name)
    }

    private static func sameText(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
        lhs.withUTF8Buffer { left in
            rhs.withUTF8Buffer { right in
                left.count == right.count && left.elementsEqual(right)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(_UnsafeKeyHashing.tag(of: name))
    }
}
