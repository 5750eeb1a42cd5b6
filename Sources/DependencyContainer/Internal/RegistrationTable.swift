import SwiftConcurrency

/// A container's run-time registrations, by definition key (variant 0).
///
/// Most resolutions are of keys with no registration, so a 64-bit filter (one bit per key hash, set for
/// every registered key) answers "none" without taking the lock. A set bit only means "look".
@usableFromInline
final class RegistrationTable: Sendable {
    @usableFromInline let records = ConcurrencySafeContainer<[FactoryKey: any RegistrationRecord]>([:])
    @usableFromInline let filter = AtomicWord(0)

    init() {}

    @inlinable
    static func filterBit(for key: FactoryKey) -> UInt {
        1 << (UInt(bitPattern: key._rawHashValue(seed: 0)) >> (UInt.bitWidth - 6))
    }

    @inlinable
    @inline(__always)
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        guard filter.value & Self.filterBit(for: key) != 0 else { return nil }
        return lockedRecord(for: key)
    }

    @usableFromInline
    func lockedRecord(for key: FactoryKey) -> (any RegistrationRecord)? {
        records.withLockUnchecked { $0[key] }
    }

    /// Stores `record`, returning the record it replaces.
    @discardableResult
    func set(_ record: any RegistrationRecord, for key: FactoryKey) -> (any RegistrationRecord)? {
        records.withLockUnchecked { records in
            let previous = records.updateValue(record, forKey: key)
            filter.set(filter.value | Self.filterBit(for: key))
            return previous
        }
    }

    /// Removes the record for `key`, returning it.
    @discardableResult
    func remove(_ key: FactoryKey) -> (any RegistrationRecord)? {
        records.withLockUnchecked { records in
            let previous = records.removeValue(forKey: key)
            filter.set(records.keys.reduce(0) { $0 | Self.filterBit(for: $1) })
            return previous
        }
    }

    /// Removes every record, returning them.
    func removeAll() -> [any RegistrationRecord] {
        records.withLockUnchecked { records in
            let all = Array(records.values)
            records.removeAll()
            filter.set(0)
            return all
        }
    }
}
