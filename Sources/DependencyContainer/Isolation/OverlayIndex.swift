import SwiftConcurrency

/// The first few overlays of an ``IsolationScope``, readable without a lock: the lookup every resolution inside
/// an isolated scope makes.
///
/// An overlay is never removed while its scope lives, so the index only grows: a writer (holding the scope's
/// lock) fills the next slot, then publishes the new count with a releasing store; a reader loads the count
/// with an acquiring load and scans that many slots, which can no longer change. Slots hold the overlays
/// unretained; the scope's dictionary owns them for the scope's lifetime. A scope that touches more than
/// ``capacity`` containers finds the rest in that dictionary.
final class OverlayIndex: @unchecked Sendable {  // invariant: a slot is written once, before `count` covers it
    static let capacity = 8

    struct Slot {
        let root: UInt
        let overlay: Unmanaged<ContainerManager>
    }

    private let slots = UnsafeMutablePointer<Slot>.allocate(capacity: OverlayIndex.capacity)
    /// How many slots are filled: stored with release after the slot is written, loaded with acquire.
    private let published = AtomicWord(0)

    deinit {
        slots.deallocate()
    }

    private var count: Int { Int(published.value) }

    /// The overlay standing for the manager at `root`, if indexed.
    func overlay(for root: UInt) -> Unmanaged<ContainerManager>? {
        let count = count
        for index in 0..<count where slots[index].root == root {
            return slots[index].overlay
        }
        return nil
    }

    /// Indexes `overlay` if there is room. Callers serialize calls (the scope's lock) and keep `overlay` alive
    /// for as long as this index.
    func add(_ overlay: ContainerManager, for root: UInt) {
        let count = count
        guard count < Self.capacity else { return }
        (slots + count).initialize(to: Slot(root: root, overlay: Unmanaged.passUnretained(overlay)))
        published.set(UInt(count + 1))
    }
}
