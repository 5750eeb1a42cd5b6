// SPDX-License-Identifier: MPL-2.0

import Foundation
import Observation
import ReactiveState
import Testing

@Suite("values and Observation", .timeLimit(.minutes(5)))
struct AsyncAndObservationTests {
    @Test("values yields the current value, then every change, and ends its subscription when the loop ends")
    func valuesSequence() async {
        let state = ManagedState(wrappedValue: CounterModel())
        let stream = state.values  // subscribes now: the current value is buffered
        let reader = Task {
            var seen: [Int] = []
            for await model in stream {
                seen.append(model.count)
                if model.count == 3 { break }
            }
            return seen
        }
        for _ in 0..<3 { state.withLock { $0.count += 1 } }
        #expect(await reader.value == [0, 1, 2, 3])
    }

    @Test("ValueSubject and UIBinding have values too")
    func valuesOnOtherTypes() async {
        let subject = ValueSubject(wrappedValue: "a")
        var iterator = subject.values.makeAsyncIterator()
        #expect(await iterator.next() == "a")
        subject.wrappedValue = "b"
        #expect(await iterator.next() == "b")

        let state = UIState(wrappedValue: [1, 2])
        var elements = state.safe(1).values.makeAsyncIterator()
        #expect(await elements.next() == 2)
        state.wrappedValue[1] = 5
        #expect(await elements.next() == 5)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, macCatalyst 17.0, *)
    @Test("ObservableState drives Observation from a ManagedState and writes back through it")
    func observationBridge() {
        let state = ManagedState(wrappedValue: CounterModel())
        let observed = ObservableState(state)
        let changes = Recorder<Void>()
        withObservationTracking {
            _ = observed.value.count
        } onChange: {
            changes.append(())
        }
        #expect(changes.all.isEmpty)
        state.wrappedValue.count = 3
        #expect(changes.all.count == 1)
        #expect(observed.value.isOdd)
        observed.value.count = 4
        #expect(state.wrappedValue.count == 4)
        #expect(state.wrappedValue.displayText == "was: 3 - now: 4")
    }
}
