// SPDX-License-Identifier: MPL-2.0

import Assertions
import Observation
import SwiftConcurrency
import Testing

@Suite("Following the value: Observation and AsyncSequence", .timeLimit(.minutes(5)))
struct ObservingTests {
    @Test func observationFiresOnAChangeAndNotOnAnEqualValue() {
        let manager = AssertionManager<Bool>("Busy")
        let changes = ConcurrencySafeContainer(0)
        func track() {
            withObservationTracking {
                _ = manager.value
            } onChange: {
                changes.withLock { $0 += 1 }
            }
        }

        track()
        let first = manager.acquireAssertion(reason: "one", value: true)
        #expect(changes.withLock { $0 } == 1)

        track()
        let second = manager.acquireAssertion(reason: "two", value: true)  // still true
        #expect(changes.withLock { $0 } == 1)

        first.invalidate()
        second.invalidate()
        #expect(changes.withLock { $0 } == 2)
    }

    @Test func valuesStartsWithTheCurrentValueThenFollowsChanges() async {
        let manager = AssertionManager<Trail>("Steps")
        let holder = Holder()
        holder.assertion = manager.acquireAssertion(reason: "a", value: Trail(text: "a"))
        var iterator = manager.values.makeAsyncIterator()
        #expect(await iterator.next()?.text == "a")

        let second = Holder()
        second.assertion = manager.acquireAssertion(reason: "b", value: Trail(text: "b"))
        #expect(await iterator.next()?.text == "ab")

        holder.assertion = nil
        #expect(await iterator.next()?.text == "b")
    }

    @Test func aSlowConsumerSeesTheLatestValue() async {
        let manager = AssertionManager<Level>("Levels")
        var iterator = manager.values.makeAsyncIterator()
        let holders = (1...5).map { rank in
            let holder = Holder()
            holder.assertion = manager.acquireAssertion(reason: "\(rank)", value: Level(rank: rank))
            return holder
        }
        // The initial 0 and the four intermediate values were overtaken before the consumer asked.
        #expect(await iterator.next() == Level(rank: 5))
        withExtendedLifetime(holders) {}  // the assertions hold until the value was read
    }

    @Test func valuesEndsWhenTheManagerIsDeallocated() async {
        var manager: AssertionManager<Bool>? = AssertionManager("Short-lived")
        let values = manager!.values
        let consumer = Task {
            var seen: [Bool] = []
            for await value in values { seen.append(value) }
            return seen
        }
        let assertion = manager!.acquireAssertion(reason: "work", value: true)
        assertion.invalidate()
        manager = nil
        let seen = await consumer.value
        #expect(seen.last == false, "the loop ended, having seen the final value")
    }

    @Test func everyIteratorGetsEveryChange() async {
        let manager = AssertionManager<Bool>("Busy")
        var first = manager.values.makeAsyncIterator()
        var second = manager.values.makeAsyncIterator()
        #expect(await first.next() == false)
        #expect(await second.next() == false)

        let assertion = manager.acquireAssertion(reason: "work", value: true)
        #expect(await first.next() == true)
        #expect(await second.next() == true)
        let valid = assertion.isValid
        #expect(valid)
    }
}
