// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The live assertions of one manager, in acquisition order, and their reduced value.
///
/// Pure bookkeeping with no locking: the manager calls it under its lock, which is also what guards every
/// record's `slot`.
@frozen  // its layout is built into the inlinable code that uses it (library evolution)
@usableFromInline
struct AssertionLedger<Value: AssertionValue> {
    @usableFromInline
    var tree = ReductionTree<Value>(capacity: Self.minimumCapacity)
    /// The record in each slot of `tree`; `nil` once invalidated.
    @usableFromInline
    var records: [AssertionRecord?] = []
    @usableFromInline
    var liveCount = 0
    @usableFromInline
    var issuedIDs: UInt64 = 0

    @inlinable
    init() {}

    @inlinable
    static var minimumCapacity: Int { 64 }

    /// The default value reduced with every live assertion's value, in acquisition order.
    @inlinable
    var value: Value { tree.value }

    /// A new id: `base` with the next serial number mixed into its last 48 bits, which leaves the UUID's
    /// version and variant bits alone. 2⁴⁸ ids per manager before one repeats.
    @inlinable
    mutating func nextID(after base: UUID) -> UUID {
        issuedIDs &+= 1
        var bytes = base.uuid
        withUnsafeMutableBytes(of: &bytes) { raw in
            for index in 0..<6 {
                raw[10 + index] ^= UInt8(truncatingIfNeeded: issuedIDs >> (8 * (5 - index)))
            }
        }
        return UUID(uuid: bytes)
    }

    @inlinable
    mutating func insert(_ record: AssertionRecord, value: Value) {
        if tree.isFull {
            rebuild(reserving: 1)
        }
        record.slot = tree.append(value)
        records.append(record)
        liveCount += 1
    }

    /// Withdraws `record`; `false` if it was no longer live.
    @inlinable
    mutating func remove(_ record: AssertionRecord) -> Bool {
        guard let slot = record.slot else { return false }
        record.slot = nil
        records[slot] = nil
        tree.clear(slot)
        liveCount -= 1
        // Once three quarters of the slots handed out are empty, drop them: memory follows the live count.
        if tree.used > Self.minimumCapacity, liveCount * 4 <= tree.used {
            rebuild(reserving: 0)
        }
        return true
    }

    /// The live assertions, in acquisition order.
    @inlinable
    var live: [(record: AssertionRecord, value: Value)] {
        (0..<tree.used).compactMap { slot in
            guard let record = records[slot], let value = tree.leaf(slot) else { return nil }
            return (record, value)
        }
    }

    /// Moves the live assertions to the front of a new tree with at least twice the room they need, so that
    /// the next rebuild is as many changes away as there are live assertions: O(1) amortised per change.
    @inlinable
    mutating func rebuild(reserving extra: Int) {
        var leaves: [Value] = []
        var survivors: [AssertionRecord] = []
        leaves.reserveCapacity(liveCount)
        survivors.reserveCapacity(liveCount)
        for slot in 0..<tree.used {
            if let record = records[slot], let leaf = tree.leaf(slot) {
                record.slot = survivors.count
                survivors.append(record)
                leaves.append(leaf)
            }
        }
        var capacity = Self.minimumCapacity
        while capacity < 2 * (survivors.count + extra) {
            capacity *= 2
        }
        tree = ReductionTree(capacity: capacity, leaves: leaves)
        records = survivors
    }
}
