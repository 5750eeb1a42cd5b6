// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

/// The code of the Getting Started article and the README, run as written.
@Suite("Documentation examples", .timeLimit(.minutes(5)))
struct DocumentationExampleTests {
    @Test func protectACounter() async {
        let counter = ConcurrencySafeContainer<Int>(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { counter.withLock { $0 += 1 } }
            }
        }
        #expect(counter.withLock { $0 } == 100)
    }

    @Test func doSeveralThingsAtomicallyThenThrow() throws {
        let accounts = ConcurrencySafeContainer(["alice": 100, "bob": 0])
        accounts.withLock { balances in
            guard let available = balances["alice"], available >= 30 else { return }
            balances["alice"] = available - 30
            balances["bob", default: 0] += 30
        }
        #expect(accounts.withLock { $0 } == ["alice": 70, "bob": 30])

        struct Overdrawn: Error {}
        #expect(throws: Overdrawn.self) {
            try accounts.withLock { balances -> Int in
                guard balances["bob", default: 0] >= 50 else { throw Overdrawn() }
                balances["bob", default: 0] -= 50
                return balances["bob", default: 0]
            }
        }
        #expect(accounts.withLock { $0["bob"] } == 30)
    }

    @Test func nonSendableStateAndTryLock() {
        let cache = ConcurrencySafeContainer<NSMutableDictionary>(NSMutableDictionary())
        cache.withLockUnchecked { $0["key"] = "value" }
        let flushed = cache.withLockIfAvailable { $0.count }
        #expect(flushed == 1)
    }

    @Test func genericCodeThroughThePrimaryAssociatedType() {
        func bump(_ counter: some ConcurrencyContainerProtocol<Int>) {
            counter.withLock { $0 += 1 }
        }
        let counter = ConcurrencySafeContainer(0)
        bump(counter)
        bump(LegacyConcurrencySafe(0))
        #expect(counter.withLock { $0 } == 1)
    }
}
