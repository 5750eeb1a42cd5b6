import SwiftConcurrency

/// A container's run-time state per definition (``DefinitionOverrides``), by definition key (variant 0).
///
/// Most resolutions are of definitions with no overrides, so a 64-bit filter (one bit per key hash, set for
/// every key with an entry) answers "none" without taking the lock. A set bit only means "look". A container
/// decorator sets every bit, because then every resolution has something to do.
@usableFromInline
final class RegistrationTable: Sendable {
    @usableFromInline let entries = ConcurrencySafeContainer<State>(State())
    @usableFromInline let filter = AtomicWord(0)

    @usableFromInline
    struct State: Sendable {
        var overrides: [FactoryKey: DefinitionOverrides] = [:]
        var decorator: (@Sendable (Any) -> Void)?
        /// Each key's plain registration, apart: reading it out of `overrides` would copy (retain and release)
        /// the whole entry.
        @usableFromInline var registrationIndex: [FactoryKey: any RegistrationRecord] = [:]
    }

    init() {}

    @inlinable
    static func filterBit(for key: FactoryKey) -> UInt {
        1 << (UInt(bitPattern: key._rawHashValue(seed: 0)) >> (UInt.bitWidth - 6))
    }

    /// Whether `key` may have overrides or a container decorator applies: the lock-free pre-check.
    @inlinable
    @inline(__always)
    func mayHaveOverrides(for key: FactoryKey) -> Bool {
        filter.value & Self.filterBit(for: key) != 0
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
        let bits = state.decorator != nil ? ~0 : state.overrides.keys.reduce(0) { $0 | Self.filterBit(for: $1) }
        filter.set(bits)
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
