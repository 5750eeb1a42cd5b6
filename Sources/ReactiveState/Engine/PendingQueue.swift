// SPDX-License-Identifier: MPL-2.0

/// A first-in, first-out queue that reuses its storage: appends and removals never shift elements, and the
/// buffer is emptied (keeping its capacity) whenever the reader catches up, which it almost always does.
@usableFromInline
struct PendingQueue<Element> {
    @usableFromInline var _storage: [Element] = []
    @usableFromInline var _head = 0

    @inlinable
    init() {}

    @inlinable
    mutating func append(_ element: Element) {
        _storage.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard _head < _storage.count else { return nil }
        let element = _storage[_head]
        _head += 1
        if _head == _storage.count {
            _storage.removeAll(keepingCapacity: true)
            _head = 0
        }
        return element
    }
}
