// SPDX-License-Identifier: MPL-2.0

/// How a ``FactoryKey`` hashes: one word of its own mixing fed to the hasher, and a definition's name reduced
/// to a tag instead of its text. Every lookup of the table and the caches pays for each word fed and for
/// hashing text, and the instruction-count driver measures the gain.
///
/// Unsafe because correctness rests on invariants the compiler does not check: equal keys must give equal
/// words (they do: each part is a function of fields `==` compares), and a name's tag reads its last bytes
/// through the literal's pointer.
enum _UnsafeKeyHashing {
    /// The type's address, mixed with the definition's tag (or provider serial) and variant spread over the
    /// word by a multiplication by an odd constant (the golden ratio's fraction of 2^64).
    static func word(type: ObjectIdentifier, definition: DefinitionID, variant: UInt) -> UInt {
        let definitionBits: UInt
        switch definition {
        case .named(let name): definitionBits = tag(of: name.name) &+ variant
        case .provider(let serial): definitionBits = serial &+ variant
        }
        return UInt(bitPattern: type) ^ (definitionBits &* 0x9E37_79B9_7F4A_7C15)
    }

    /// A word that equal names share and most different names do not: the length of the text and its last
    /// two bytes (definitions of one type usually differ in length or at their end: `api`, `mockAPI`,
    /// `filler01`). Reading them costs less than hashing the text.
    static func tag(of name: StaticString) -> UInt {
        guard name.hasPointerRepresentation else { return tag(of: Array(String(name.unicodeScalar).utf8)) }
        let count = name.utf8CodeUnitCount
        guard count >= 2 else { return tag(of: Array(UnsafeBufferPointer(start: name.utf8Start, count: count))) }
        let end = name.utf8Start + count
        return UInt(count) << 16 | UInt(end[-2]) << 8 | UInt(end[-1])
    }

    private static func tag(of text: [UInt8]) -> UInt {
        UInt(text.count) << 16 | UInt(text.count >= 2 ? text[text.count - 2] : 0) << 8 | UInt(text.last ?? 0)
    }
}
