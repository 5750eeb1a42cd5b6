// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// Identifies one cached or registered dependency: the type it produces, which definition it comes from, and which
/// registration of that definition built it.
struct FactoryKey: Hashable, Sendable {
    /// The type the definition produces.
    let type: ObjectIdentifier
    /// The definition: a container property's name, or a provider.
    let definition: DefinitionID
    /// 0 for the definition, a registration's serial for what it builds, so that their caches never mix.
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

/// How a ``FactoryKey`` hashes: one word through the dictionaries' `_rawHashValue` hook, a name reduced to a tag,
/// instead of `Hasher`. Unsafe because of invariants the compiler does not check: equal keys give equal words (each
/// part is a function of fields `==` compares), a name's tag reads the literal's bytes through its pointer, and the
/// hook is underscored. Keys come from the program, never from input, so SipHash's resistance to chosen collisions is
/// not needed.
enum _UnsafeKeyHashing {
    /// The type's address mixed with the definition's tag and variant, spread by an odd multiplier.
    static func word(type: ObjectIdentifier, definition: DefinitionID, variant: UInt) -> UInt {
        let definitionBits: UInt
        switch definition {
        case .named(let name): definitionBits = tag(of: name.name) &+ variant
        case .provider(let serial): definitionBits = serial &+ variant
        }
        return UInt(bitPattern: type) ^ (definitionBits &* goldenRatio)
    }

    /// The multiplier of ``word(type:definition:variant:)``, sized for this platform's word (32 bits on arm64_32 and
    /// armv7k).
    @inline(__always)
    static var goldenRatio: UInt { UInt(truncatingIfNeeded: goldenRatio(bits: UInt.bitWidth)) }

    /// The golden ratio's fraction of 2^`bits` (32 or 64), odd, so that multiplying loses no bit.
    @inline(__always)
    static func goldenRatio(bits: Int) -> UInt64 { 0x9E37_79B9_7F4A_7C15 >> UInt64(64 - bits) }

    /// Where a dictionary files `word`: mixed with the dictionary's own hashing value by MurmurHash3's finalizer.
    static func rawHash(of word: UInt, table: Int) -> Int {
        var bits = UInt64(word) ^ UInt64(UInt(bitPattern: table))
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        bits ^= bits >> 33
        return Int(truncatingIfNeeded: bits)
    }

    /// A word equal names share and most different names do not: the text's length and last two bytes.
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
    /// The dictionaries' hashing hook: see ``_UnsafeKeyHashing``.
    func _rawHashValue(seed table: Int) -> Int {  // `seed`: the standard Hasher's name for the table's value
        _UnsafeKeyHashing.rawHash(of: hashWord, table: table)
    }
}

/// Which keys a ``RegistrationTable`` may store something for, readable without its lock: a Bloom filter of 4,096 bits
/// in 64 atomic words, a key setting two bits of one word; a clear bit lets a definition that stores nothing skip the
/// lock. Bits are set under the table's lock before a change is published and cleared only by ``rebuild(from:)``, so a
/// clear bit orders the reader before any change for that key. Unsafe because it manages its own memory: ``create()``
/// allocates, ``destroy()`` (the owning table's `deinit`) frees.
struct _UnsafeKeyFilter: @unchecked Sendable {  // Safety: the words are only read and written atomically.
    private static let wordCount = 64
    private let words: UnsafeMutablePointer<UnsafeAtomic<UInt64>.Storage>

    private init(words: UnsafeMutablePointer<UnsafeAtomic<UInt64>.Storage>) {
        self.words = words
    }

    /// A filter with no key in it.
    static func create() -> _UnsafeKeyFilter {
        let words = UnsafeMutablePointer<UnsafeAtomic<UInt64>.Storage>.allocate(capacity: wordCount)
        words.initialize(repeating: UnsafeAtomic<UInt64>.Storage(0), count: wordCount)
        return _UnsafeKeyFilter(words: words)
    }

    /// Frees the words; the filter must not be used afterwards.
    func destroy() {
        words.deinitialize(count: Self.wordCount)
        words.deallocate()
    }

    /// Whether the table may store something for `key`: `false` means it stores nothing.
    func mayContain(_ key: FactoryKey) -> Bool {
        let (word, bits) = Self.position(of: key)
        return UnsafeAtomic<UInt64>(at: words + word).load(ordering: .acquiring) & bits == bits
    }

    /// Adds `key`.
    func insert(_ key: FactoryKey) {
        let (word, bits) = Self.position(of: key)
        let atomic = UnsafeAtomic<UInt64>(at: words + word)
        if atomic.load(ordering: .relaxed) & bits != bits {
            _ = atomic.loadThenBitwiseOr(with: bits, ordering: .releasing)
        }
    }

    /// Holds exactly `keys` from now on (clearing the bits of keys removed).
    func rebuild(from keys: some Sequence<FactoryKey>) {
        var bits = [UInt64](repeating: 0, count: Self.wordCount)
        for key in keys {
            let (word, keyBits) = Self.position(of: key)
            bits[word] |= keyBits
        }
        for (word, value) in bits.enumerated() {
            UnsafeAtomic<UInt64>(at: words + word).store(value, ordering: .releasing)
        }
    }

    /// The word and two bits of `key`, from the top bits of its hash word times an odd constant.
    @inline(__always)
    private static func position(of key: FactoryKey) -> (word: Int, bits: UInt64) {
        let hash = UInt64(key.hashWord) &* 0x9E37_79B9_7F4A_7C15
        return (Int(hash >> 58), 1 << (hash >> 52 & 63) | 1 << (hash >> 46 & 63))
    }
}

/// Reads a cached instance back without checking the box's type, as a checked cast looks up metadata on every hit.
/// Unsafe by an invariant: an entry's key names the type it was built for (``FactoryKey/type``), so the box is always a
/// `TypedInstanceBox` of the type asked for. Debug builds still check it.
enum _UnsafeInstanceBoxCast {
    @inline(__always)
    static func instance<T>(of box: InstanceBox, as _: T.Type) -> T {
        unsafeDowncast(box, to: TypedInstanceBox<T>.self).instance
    }
}

/// The key variants of one container's `scopeOnParameters` instances: one per key and parameter value.
final class ParameterVariants: Sendable {
    // Safety: `AnyHashable` is not `Sendable`; a stored parameter is immutable, and only hashed and compared.
    private struct Slot: Hashable, @unchecked Sendable {
        let key: FactoryKey
        let parameter: AnyHashable
    }

    private let variants = ConcurrencySafeContainer<[Slot: UInt]>([:])

    /// The variant of `key` under which the instance for `parameter` is cached.
    func variant(of key: FactoryKey, for parameter: AnyHashable) -> UInt {
        let slot = Slot(key: key, parameter: parameter)
        return variants.withLockUnchecked { variants in
            if let variant = variants[slot] { return variant }
            let variant = OverrideSerial.next()
            variants[slot] = variant
            return variant
        }
    }

    /// Forgets the variants that `inUse` does not select: those no cache holds an instance under.
    func release(keeping inUse: (UInt) -> Bool) {
        // Released after the lock is dropped: a parameter's deinit may resolve again.
        let released = variants.withLockUnchecked { variants -> [Slot: UInt] in
            let released = variants.filter { !inUse($0.value) }
            for slot in released.keys { variants.removeValue(forKey: slot) }
            return released
        }
        _ = released
    }

    /// How many variants are kept.
    var count: Int { variants.withLockUnchecked { $0.count } }
}
