// SPDX-License-Identifier: MPL-2.0

import Assertions
import Foundation

/// The peer: the straightforward implementation — live values in a dictionary keyed by UUID behind a lock,
/// and the whole set re-reduced from the default on every change.
final class NaiveAssertionManager<Value: AssertionValue>: @unchecked Sendable {  // `live`, `value`: under `lock`.
    private let lock = NSLock()
    private var live: [UUID: Value] = [:]
    private(set) var value = Value.defaultValue

    func acquire(_ value: Value) -> UUID {
        let id = UUID()
        lock.withLock {
            live[id] = value
            reduceAll()
        }
        return id
    }

    func invalidate(_ id: UUID) {
        lock.withLock {
            live[id] = nil
            reduceAll()
        }
    }

    private func reduceAll() {
        var result = Value.defaultValue
        for next in live.values {
            Value.reduce(into: &result, nextValue: next)
        }
        value = result
    }
}
