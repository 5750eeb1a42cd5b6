// SPDX-License-Identifier: MPL-2.0

/// A first-in, first-out queue that reuses its storage: appends and removals never shift elements, and the
/// buffer is emptied (keeping its capacity) whenever the reader catches up, which it almost always does.
@usableFromInline
struct PendingQueue<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
