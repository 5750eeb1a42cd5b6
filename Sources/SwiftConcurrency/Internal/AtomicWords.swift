// SPDX-License-Identifier: MPL-2.0

#if !canImport(Darwin)
import Synchronization
#endif

/// A fixed number of machine words shared between threads, each read and written atomically on its own
/// (package access only).
///
/// DependencyContainer keeps a blocked Bloom filter of the keys a container has registrations for: one word
/// per block, so that a resolution reads a single word to learn that its key has none. Each word is atomic;
/// the array as a whole is not, and its writers must exclude each other. Same platform choice as
/// ``AtomicWord``.
@usableFromInline
package final class AtomicWords: Sendable {
    /// How many words there are.
    package let count: Int

    #if canImport(Darwin)
    @usableFromInline let state: ConcurrencySafeContainer<[UInt]>

    /// Creates `count` words, all zero.
    package init(count: Int) {
        precondition(count > 0, "AtomicWords needs at least one word")
        self.count = count
        state = ConcurrencySafeContainer([UInt](repeating: 0, count: count))
    }

    /// The word at `index`, which must be below `count`.
    @inlinable
    package func value(at index: Int) -> UInt { state.withLock { $0[index] } }

    /// Stores `value` at `index`, which must be below `count`.
    @usableFromInline
    package func set(_ value: UInt, at index: Int) {
        state.withLock { $0[index] = value }
    }
    #else
    /// Allocated in `init` and freed in `deinit`; every access is an atomic operation on one element.
    @usableFromInline nonisolated(unsafe) let words: UnsafeMutablePointer<Atomic<UInt>>

    /// Creates `count` words, all zero.
    package init(count: Int) {
        precondition(count > 0, "AtomicWords needs at least one word")
        self.count = count
        words = .allocate(capacity: count)
        for index in 0..<count { (words + index).initialize(to: Atomic(0)) }
    }

    deinit {
        words.deinitialize(count: count)
        words.deallocate()
    }

    /// The word at `index`, which must be below `count`.
    @inlinable
    package func value(at index: Int) -> UInt { words[index].load(ordering: .acquiring) }

    /// Stores `value` at `index`, which must be below `count`.
    @usableFromInline
    package func set(_ value: UInt, at index: Int) {
        precondition(index >= 0 && index < count, "AtomicWords index \(index) is out of 0..<\(count)")
        words[index].store(value, ordering: .releasing)
    }
    #endif
}
