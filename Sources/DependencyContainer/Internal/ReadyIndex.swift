/// An open-addressing hash index from key to finished, strongly cached box, unretained: the cache-hit path of
/// an ``InstanceTable``.
///
/// `Dictionary` lookups go through two generic functions the optimiser will not inline across the standard
/// library boundary, about as much work as the rest of a hit. This table is probed inline: linear probing, at
/// most half full, and deletion by shifting later entries back, so there are no tombstones and a probe stops
/// at the first empty slot. Slots hold no references, so reading one costs no reference counting.
@usableFromInline
struct ReadyIndex: Sendable {
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var key: FactoryKey
        /// `nil` marks an empty slot. Unretained: the table's `entries` own the box.
        @usableFromInline var box: Unmanaged<AnyObject & Sendable>?
        @usableFromInline var builtAt: UInt64

        @usableFromInline
        static let empty = Slot(key: FactoryKey(type: ObjectIdentifier(Slot.self), site: 0), box: nil, builtAt: 0)

        @usableFromInline
        init(key: FactoryKey, box: Unmanaged<AnyObject & Sendable>?, builtAt: UInt64) {
            self.key = key
            self.box = box
            self.builtAt = builtAt
        }
    }

    /// A power of two, or empty before the first insertion.
    @usableFromInline private(set) var slots: ContiguousArray<Slot> = []
    @usableFromInline private(set) var count = 0

    init() {}

    @inlinable
    @inline(__always)
    static func home(of key: FactoryKey, mask: Int) -> Int {
        key._rawHashValue(seed: 0) & mask
    }

    /// The slot holding `key`, if any.
    @inlinable
    @inline(__always)
    func slot(for key: FactoryKey) -> Slot? {
        let mask = slots.count &- 1
        guard mask > 0 else { return nil }
        var index = Self.home(of: key, mask: mask)
        while true {
            let slot = slots[index]
            guard slot.box != nil else { return nil }
            if slot.key == key { return slot }
            index = (index &+ 1) & mask
        }
    }

    /// Inserts or replaces the slot of `key`.
    mutating func set(_ box: AnyObject & Sendable, builtAt: UInt64, for key: FactoryKey) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Self.home(of: key, mask: mask)
        while slots[index].box != nil, slots[index].key != key {
            index = (index + 1) & mask
        }
        if slots[index].box == nil { count += 1 }
        slots[index] = Slot(key: key, box: Unmanaged.passUnretained(box), builtAt: builtAt)
    }

    /// Removes the slot of `key`, if any, shifting later slots of the same probe run back into the gap.
    mutating func remove(_ key: FactoryKey) {
        let mask = slots.count - 1
        guard mask > 0 else { return }
        var gap = Self.home(of: key, mask: mask)
        while slots[gap].key != key || slots[gap].box == nil {
            guard slots[gap].box != nil else { return }
            gap = (gap + 1) & mask
        }
        count -= 1
        var next = gap
        while true {
            slots[gap] = .empty
            // Find the next slot that may move into the gap: one whose home is not cyclically in (gap, next].
            while true {
                next = (next + 1) & mask
                guard slots[next].box != nil else { return }
                let home = Self.home(of: slots[next].key, mask: mask)
                let staysPut = gap <= next ? (gap < home && home <= next) : (gap < home || home <= next)
                if !staysPut { break }
            }
            slots[gap] = slots[next]
            gap = next
        }
    }

    private mutating func grow() {
        let old = slots
        slots = ContiguousArray(repeating: .empty, count: Swift.max(8, old.count * 2))
        count = 0
        for slot in old {
            if let box = slot.box { set(box.takeUnretainedValue(), builtAt: slot.builtAt, for: slot.key) }
        }
    }
}
