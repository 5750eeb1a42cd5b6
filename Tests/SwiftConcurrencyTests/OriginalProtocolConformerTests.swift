// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
import Testing

/// A conformer written against the protocol as UtilityKit 0.1 declared it: `init`, `withLock` and
/// `withLockUnchecked`, no `withLockIfAvailable`. It counts how often its own `withLock` runs.
final class OriginalProtocolConformer<State>: ConcurrencyContainerProtocol {
    private let box: ConcurrencySafeContainer<State>
    private let lockCalls = ConcurrencySafeContainer(0)

    init(_ state: sending State) {
        box = ConcurrencySafeContainer(state)
    }

    @discardableResult
    func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        lockCalls.withLock { $0 += 1 }
        return try box.withLock(body)
    }

    @discardableResult
    func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try box.withLockUnchecked(body)
    }

    var withLockCalls: Int { lockCalls.withLock { $0 } }
}

@Suite("A conformer written against the original protocol")
struct OriginalProtocolConformerTests {
    /// Generic code written against the protocol, as a caller of any conformer writes it.
    func tryIncrement<Container: ConcurrencyContainerProtocol<Int>>(_ container: Container) -> Int? {
        container.withLockIfAvailable { state in
            state += 1
            return state
        }
    }

    @Test func itStillConformsAndTheDefaultTryLockRunsTheBodyUnderItsOwnWithLock() {
        let container = OriginalProtocolConformer(41)
        #expect(tryIncrement(container) == 42)
        #expect(container.withLockCalls == 1)
        #expect(container.withLockUnchecked { $0 } == 42)
    }

    @Test func theDefaultRethrowsTheBodysError() {
        struct Refused: Error, Equatable {}
        let container = OriginalProtocolConformer("state")
        #expect(throws: Refused()) {
            try container.withLockIfAvailable { _ -> Int in throw Refused() }
        }
    }

    @Test func theShippedConformersKeepTheirOwnTryLock() {
        // Held by this thread, the package's container refuses at once rather than waiting (the default would wait
        // for itself forever here).
        let container = ConcurrencySafeContainer(0)
        let whileHeld = container.withLockUnchecked { _ in
            container.withLockIfAvailable { $0 }
        }
        #expect(whileHeld == nil)
    }
}
