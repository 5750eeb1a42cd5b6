// SPDX-License-Identifier: MPL-2.0

/// How a ``FactoryKey`` hashes: one word of its own mixing, and a definition's name reduced to a tag instead of
/// its text. Every lookup of the table and the caches pays for hashing, and the instruction-count driver
/// measures the gain: the dictionaries' own hook, `_rawHashValue`, finished by a few multiplications and shifts,
/// replaces the standard `Hasher`'s set-up, SipHash rounds and finalizing.
///
/// Unsafe because correctness rests on invariants the compiler does not check: equal keys must give equal
/// words (they do: each part is a function of fields `==` compares), a name's tag reads its last bytes
/// through the literal's pointer, and the hook is an underscored part of `Hashable`. Giving up SipHash's
/// resistance to chosen collisions is sound here: keys are made of types and names written in the program,
/// never of input.
enum _UnsafeKeyHashing {
    /// The type's address, mixed with the definition's tag (or provider serial) and variant spread over the
    /// word by a multiplication by an odd constant (the golden ratio's fraction of 2^64).
    static func word(type: ObjectIdentifier, definition: DefinitionID, variant: UInt) -> UInt {
        let definitionBits: UInt
        switch definition {
        case .named(let name): definitionBits = tag(of: name.name) &+ variant
        case .provider(let serial): definitionBits = serial &+ variant
        }
        return UInt(bitPattern: type) ^ (definitionBits &* goldenRatio)
    }

    /// The multiplier of ``word(type:definition:variant:)`` for this platform's word: `UInt` has 32 bits on a
    /// 32-bit Apple Watch (arm64_32, armv7k), where a 64-bit constant does not fit. `UInt.bitWidth` is a
    /// constant, so the optimizer folds this into the one constant of the word's width.
    @inline(__always)
    static var goldenRatio: UInt { UInt(truncatingIfNeeded: goldenRatio(bits: UInt.bitWidth)) }

    /// The golden ratio's fraction of 2^`bits`, for `bits` 32 or 64: the top `bits` bits of 2^64's, odd in
    /// both cases, so that the multiplication loses no bit of the word.
    @inline(__always)
    static func goldenRatio(bits: Int) -> UInt64 { 0x9E37_79B9_7F4A_7C15 >> UInt64(64 - bits) }

    /// Where a dictionary files `word`: the word mixed with the value the dictionary hashes with (its own, per
    /// table) by a 64-bit finalizer (MurmurHash3's), so that every bit of the word moves the bits a table keeps.
    static func rawHash(of word: UInt, table: Int) -> Int {
        var bits = UInt64(word) ^ UInt64(UInt(bitPattern: table))
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits)
    }

    /// A word that equal names share and most different names do not: the length of the text and its last
    /// two bytes (definitions of one type usually differ in length or at their end: `api`, `mockAPI`,
    /// `filler01`). Reading them costs less than hashing the text.
    ///
    /// Inlined into the key's hashing: every lookup and every check of the table's key filter computes it.
    @inline(__always)
    static func tag(of name: StaticString) -> UInt {
        guard name.hasPointerRepresentation, name.utf8CodeUnitCount >= 2 else { return shortTag(of: name) }
        let count = name.utf8CodeUnitCount
        let end = name.utf8Start + count
        return UInt(count) << 16 | UInt(end[-2]) << 8 | UInt(end[-1])
    }

    /// The tag of a name of fewer than two bytes, or of one stored as a single scalar.
    private static func shortTag(of name: StaticString) -> UInt {
        guard name.hasPointerRepresentation else { return tag(of: Array(String(name.unicodeScalar).utf8)) }
        return tag(of: Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)))
    }

    private static func tag(of text: [UInt8]) -> UInt {
        UInt(text.count) << 16 | UInt(text.count >= 2 ? text[text.count - 2] : 0) << 8 | UInt(text.last ?? 0)
    }
}

extension FactoryKey {
    /// The dictionaries' hashing hook: see ``_UnsafeKeyHashing``. `hash(into:)` feeds the same word, so the two
    /// agree on which keys are equal.
    func _rawHashValue(seed table: Int) -> Int {  // `seed`: the standard Hasher's name for the table's value
        _UnsafeKeyHashing.rawHash(of: hashWord, table: table)
    }
}
