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
        hasher.combine(type)
        switch definition {
        case .named(let name): hasher.combine(name.tag &+ variant)
        case .provider(let serial): hasher.combine(serial &+ variant)
        }
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
        lhs.name.withUTF8Buffer { left in
            rhs.name.withUTF8Buffer { right in
                // The same literal is usually the same text in memory: then there is nothing to compare.
                left.count == right.count
                    && (left.baseAddress == right.baseAddress || left.elementsEqual(right))
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
    }

    /// A word that equal names share and most different names do not: the length of the text mixed with its
    /// last eight bytes (definitions of one type usually differ at their end: `api`, `mockAPI`, `filler01`).
    /// Reading a word costs less than hashing the text.
    var tag: UInt {
        name.withUTF8Buffer { text in
            var tail = UInt(text.count)
            var index = max(0, text.count - 8)
            while index < text.count {
                tail = tail &* 257 &+ UInt(text[index])
                index += 1
            }
            return tail
        }
    }
}
