// SPDX-License-Identifier: MPL-2.0

/// The continuations of every live ``AssertionManager/values`` sequence.
@frozen  // its layout is built into the inlinable code that uses it (library evolution)
@usableFromInline
struct ValueListeners<Value: AssertionValue>: Sendable {
    @usableFromInline
    var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
    @usableFromInline
    var nextID = 0

    @inlinable
    init() {}

    @inlinable
    mutating func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        defer { nextID += 1 }
        continuations[nextID] = continuation
        return nextID
    }

    @inlinable
    mutating func remove(_ id: Int) {
        continuations[id] = nil
    }

    @inlinable
    func yield(_ value: Value) {
        for continuation in continuations.values {
            continuation.yield(value)
        }
    }

    /// Forgets every continuation and returns them, for the caller to finish once it has let go of the lock.
    @inlinable
    mutating func removeAll() -> [AsyncStream<Value>.Continuation] {
        defer { continuations = [:] }
        return Array(continuations.values)
    }
}
