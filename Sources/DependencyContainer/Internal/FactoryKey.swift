// SPDX-License-Identifier: MPL-2.0

/// Identifies one cached or registered dependency: the type it produces, which definition it comes from, and
/// which registration of that definition built it.
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
    func scoped(on parameter: AnyHashable) -> FactoryKey {
        withVariant(ParameterVariants.variant(of: self, for: parameter))
    }

    /// The same key for the definition itself, whatever registration and parameter built it.
    var definitionKey: FactoryKey { withVariant(0) }
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

    /// Hashes the length of the text only: equal names have equal lengths, and a key's type already tells
    /// most definitions apart, so two names of one type and one length cost one extra comparison, while every
    /// lookup saves hashing the text.
    func hash(into hasher: inout Hasher) {
        name.withUTF8Buffer { hasher.combine($0.count) }
    }
}
