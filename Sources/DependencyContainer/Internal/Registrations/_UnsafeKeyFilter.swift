// SPDX-License-Identifier: MPL-2.0

import Atomics

/// Which keys a ``RegistrationTable`` may store something for, readable without the table's lock: a Bloom
/// filter of 4,096 bits in 64 atomic words, in which a key sets two bits of one word. A clear bit means the
/// table stores nothing for the key, so a resolution of a definition without modifiers or registrations, the
/// most common kind, skips the lock and the dictionary lookup. Both bits set may be other keys': then the caller
/// asks the table under its lock, as before (about one key in a thousand, with a hundred keys stored).
///
/// Bits are set under the table's lock before the change is published, and cleared only by ``rebuild(from:)``,
/// also under the lock: a reader that sees a clear bit has seen no change for that key, which orders its
/// resolution before any change it did not see.
///
/// Unsafe because it manages its own memory: the words are allocated by ``create()`` and freed by
/// ``destroy()``, which the owning table calls in its `deinit`, like the `UnsafeAtomic`s it holds.
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

    /// Adds `key`. Called under the table's lock, before the change is published.
    func insert(_ key: FactoryKey) {
        let (word, bits) = Self.position(of: key)
        let atomic = UnsafeAtomic<UInt64>(at: words + word)
        if atomic.load(ordering: .relaxed) & bits != bits {
            _ = atomic.loadThenBitwiseOr(with: bits, ordering: .releasing)
        }
    }

    /// Holds exactly `keys` from now on (clearing the bits of keys removed). Called under the table's lock.
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

    /// The word and the two bits of `key`: the top eighteen bits of the key's hash word multiplied by an odd
    /// constant (the golden ratio's fraction of 2^64), where the multiplication has mixed in every lower bit.
    @inline(__always)
    private static func position(of key: FactoryKey) -> (word: Int, bits: UInt64) {
        let hash = UInt64(key.hashWord) &* 0x9E37_79B9_7F4A_7C15
        return (Int(hash >> 58), 1 << (hash >> 52 & 63) | 1 << (hash >> 46 & 63))
    }
}
