import SwiftConcurrency

/// A container's run-time state per definition (``DefinitionOverrides``), by definition key (variant 0).
///
/// Most resolutions are of definitions with no overrides, so a filter answers "none" without taking the lock.
/// It is a blocked Bloom filter: the key's hash picks one of 16 words and two bits in it, set for every key
/// with an entry, so a resolution reads one word. A set pair only means "look": with a dozen keys registered,
/// about one other definition in a thousand looks in vain. (A single 64-bit word, one bit per key, sent one
/// in 64 definitions down the locked path per registered key, and which ones changed with every launch,
/// because keys hash addresses.) A container decorator sets every bit, because then every resolution has
/// something to do.
@usableFromInline
final class RegistrationTable: Sendable {
    @usableFromInline let entries = ConcurrencySafeContainer<State>(State())
    @usableFromInline let filter = AtomicWords(count: RegistrationTable.filterWords)

    @usableFromInline
    struct State: Sendable {
        var overrides: [FactoryKey: DefinitionOverrides] = [:]
        var decorator: (@Sendable (Any) -> Void)?
        /// Each key's plain registration, apart: reading it out of `overrides` would copy (retain and release)
        /// the whole entry.
        @usableFromInline var registrationIndex: [FactoryKey: any RegistrationRecord] = [:]
    }

    init() {}

    /// How many words the filter has: a power of two.
    @inlinable static var filterWords: Int { 16 }

    /// Where `key` lives in the filter: the word, and the two bits in it. Both come from the top 16 bits of
    /// the hash, which the instance tables' probes (low bits) do not use.
    @inlinable
    @inline(__always)
    static func filterSlot(for key: FactoryKey) -> (word: Int, bits: UInt) {
        let hash = UInt(bitPattern: key._rawHashValue(seed: 0))
        let word = Int(truncatingIfNeeded: hash >> 48) & (filterWords - 1)
        let bits = (1 as UInt) << (hash >> 58) | (1 as UInt) << ((hash >> 52) & 63)
        return (word, bits)
    }

    /// Whether `key` may have overrides or a container decorator applies: the lock-free pre-check.
    @inlinable
    @inline(__always)
    func mayHaveOverrides(for key: FactoryKey) -> Bool {
        let slot = Self.filterSlot(for: key)
        return filter.value(at: slot.word) & slot.bits == slot.bits
    }

    /// The overrides of `key` and the container decorator.
    @usableFromInline
    func lookup(_ key: FactoryKey) -> (overrides: DefinitionOverrides?, decorator: (@Sendable (Any) -> Void)?) {
        entries.withLockUnchecked { ($0.overrides[key], $0.decorator) }
    }

    /// The plain registration of `key` and the container decorator, without copying the rest of the entry: the
    /// whole lookup of a type-based resolution.
    @usableFromInline
    func registrationAndDecorator(
        for key: FactoryKey
    ) -> (registration: (any RegistrationRecord)?, decorator: (@Sendable (Any) -> Void)?) {
        entries.withLockUnchecked { ($0.registrationIndex[key], $0.decorator) }
    }

    /// The plain registration of `key`, if any.
    @inlinable
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        guard mayHaveOverrides(for: key) else { return nil }
        return lookup(key).overrides?.registration
    }

    /// Changes the overrides of `key` under the lock; returns what `body` returns.
    func update<R>(_ key: FactoryKey, _ body: (inout DefinitionOverrides) -> R) -> R {
        entries.withLockUnchecked { state in
            var overrides = state.overrides[key] ?? DefinitionOverrides()
            let result = body(&overrides)
            state.overrides[key] = overrides.isEmpty ? nil : overrides
            refreshDerived(&state)
            return result
        }
    }

    /// Stores `record` as the registration of `key`, returning the record it replaces.
    @discardableResult
    func set(_ record: any RegistrationRecord, for key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = record }
            return overrides.registration
        }
    }

    /// Removes the registration of `key`, returning it.
    @discardableResult
    func remove(_ key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = nil }
            return overrides.registration
        }
    }

    /// Removes what `parts` selects from every definition, returning the records removed.
    func removeAll(_ parts: Parts) -> [any RegistrationRecord] {
        entries.withLockUnchecked { state in
            var removed: [any RegistrationRecord] = []
            for key in Array(state.overrides.keys) {
                guard var overrides = state.overrides[key] else { continue }
                if parts.contains(.registrations), let record = overrides.registration {
                    removed.append(record)
                    overrides.registration = nil
                }
                if parts.contains(.contexts) {
                    removed += overrides.contexts.map(\.record)
                    overrides.contexts = []
                }
                if parts.contains(.decorators) {
                    overrides.decorator = nil
                    overrides.once = false
                }
                state.overrides[key] = overrides.isEmpty ? nil : overrides
            }
            if parts.contains(.decorators) { state.decorator = nil }
            refreshDerived(&state)
            return removed
        }
    }

    /// The container decorator, called with every instance this container resolves.
    var decorator: (@Sendable (Any) -> Void)? {
        get { entries.withLockUnchecked { $0.decorator } }
        set {
            entries.withLockUnchecked { state in
                state.decorator = newValue
                refreshDerived(&state)
            }
        }
    }

    /// Everything stored, for `push()` and for isolated containers that start from this one.
    var snapshot: State { entries.withLockUnchecked { $0 } }

    /// Replaces everything stored with `state`, returning the records no longer stored.
    func restore(_ state: State) -> [any RegistrationRecord] {
        entries.withLockUnchecked { current in
            let kept = Set(state.overrides.values.flatMap(\.records).map(\.serial))
            let dropped = current.overrides.values.flatMap(\.records).filter { !kept.contains($0.serial) }
            current = state
            refreshDerived(&current)
            return dropped
        }
    }

    // Called with the lock held after every change, so the filter and the registration index always match the
    // table they were computed from. Changes are rare; resolutions read these on every call.
    private func refreshDerived(_ state: inout State) {
        var words = [UInt](repeating: state.decorator != nil ? ~0 : 0, count: Self.filterWords)
        for key in state.overrides.keys {
            let slot = Self.filterSlot(for: key)
            words[slot.word] |= slot.bits
        }
        // Word by word: a resolution racing with this change reads each of its key's words either before or
        // after, which is all a racing resolution could ever be promised.
        for (index, word) in words.enumerated() { filter.set(word, at: index) }
        state.registrationIndex = state.overrides.compactMapValues(\.registration)
    }

    /// The parts of the table a reset removes.
    struct Parts: OptionSet {
        let rawValue: Int
        static let registrations = Parts(rawValue: 1)
        static let contexts = Parts(rawValue: 2)
        static let decorators = Parts(rawValue: 4)
        static let all: Parts = [.registrations, .contexts, .decorators]
    }
}
