// SPDX-License-Identifier: MPL-2.0

/// The reduced value of a sequence of slots, kept current in O(log n) per change.
///
/// A segment tree: leaf `i` of a power-of-two `capacity` sits at `nodes[capacity + i]`, and every inner node
/// holds the reduction of its two children, left before right, so the root is the reduction of all leaves
/// in slot order. An empty leaf or subtree is `nil` and drops out of the reduction. Changing a leaf
/// recomputes its `log2(capacity)` ancestors. Grouping leaves this way is only equal to a left fold when
/// `reduce` is associative; for a `Value` that declares otherwise the tree keeps no inner nodes and folds
/// the leaves from the start on every change.
///
/// Slots are handed out in order and never reused: the owner rebuilds the tree, dropping empty slots, when
/// it runs out of them.
@frozen  // its layout is built into the inlinable code that uses it (library evolution)
@usableFromInline
struct ReductionTree<Value: AssertionValue> {
    @usableFromInline
    var nodes: [Value?]
    @usableFromInline
    var capacity: Int
    /// Slots handed out so far; the next `append` uses slot `used`.
    @usableFromInline
    var used = 0
    /// `Value.defaultValue` reduced with every occupied leaf, in slot order.
    @usableFromInline
    var value = Value.defaultValue

    @usableFromInline
    let isAssociative = Value.isReductionAssociative

    /// A tree holding `leaves` in slots `0..<leaves.count`, with room for `capacity` slots in all.
    @inlinable
    init(capacity: Int, leaves: [Value] = []) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0 && leaves.count <= capacity)
        self.capacity = capacity
        nodes = Array(repeating: nil, count: 2 * capacity)
        for (slot, leaf) in leaves.enumerated() {
            nodes[capacity + slot] = leaf
        }
        used = leaves.count
        if isAssociative {
            for node in stride(from: capacity - 1, through: 1, by: -1) {
                nodes[node] = Self.combine(nodes[2 * node], nodes[2 * node + 1])
            }
        }
        refreshValue()
    }

    @inlinable
    var isFull: Bool { used == capacity }

    @inlinable
    func leaf(_ slot: Int) -> Value? {
        nodes[capacity + slot]
    }

    /// Stores `leaf` in the next free slot and returns the slot.
    @inlinable
    mutating func append(_ leaf: Value) -> Int {
        precondition(!isFull, "ReductionTree.append: the tree is full; rebuild it with more capacity first")
        let slot = used
        used += 1
        set(slot, to: leaf)
        return slot
    }

    /// Empties `slot`.
    @inlinable
    mutating func clear(_ slot: Int) {
        set(slot, to: nil)
    }

    @inlinable
    mutating func set(_ slot: Int, to leaf: Value?) {
        var node = capacity + slot
        nodes[node] = leaf
        if isAssociative {
            while node > 1 {
                node /= 2
                nodes[node] = Self.combine(nodes[2 * node], nodes[2 * node + 1])
            }
        }
        refreshValue()
    }

    @inlinable
    mutating func refreshValue() {
        var result = Value.defaultValue
        if isAssociative {
            if let all = nodes[1] {
                Value.reduce(into: &result, nextValue: all)
            }
        } else {
            for slot in 0..<used {
                if let leaf = nodes[capacity + slot] {
                    Value.reduce(into: &result, nextValue: leaf)
                }
            }
        }
        value = result
    }

    @inlinable
    static func combine(_ left: Value?, _ right: Value?) -> Value? {
        guard var result = left else { return right }
        if let right {
            Value.reduce(into: &result, nextValue: right)
        }
        return result
    }
}
