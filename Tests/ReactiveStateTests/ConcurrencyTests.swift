// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import TestSupport
import Testing

/// Bounded stress tests: many threads (more than cores, released together) mutate and subscribe at once; the result and every subscriber's view of
/// the sequence must be consistent.
@Suite("Concurrency", .timeLimit(.minutes(5)))
struct ConcurrencyTests {
    @Test("Concurrent withLock increments are atomic and every subscriber sees an ordered, gap-free diff chain")
    func managedStateStress() {
        let writers = 8
        let incrementsPerWriter = 500
        let state = ManagedState(wrappedValue: CounterModel())
        let chains = (0..<4).map { _ in Recorder<DiffedValue<Int>>() }
        var cancellables = Set<AnyCancellable>()
        for chain in chains {
            state.publisher.map { $0.map(keyPath: \.count) }.sink { chain.append($0) }.store(in: &cancellables)
        }
        race(threads: writers + 4) { thread in
            if thread < writers {
                for _ in 0..<incrementsPerWriter {
                    state.withLock { $0.count += 1 }
                }
            } else {
                // Subscribers come and go while the writers run.
                for _ in 0..<50 {
                    let probe = Recorder<Int>()
                    let subscription = state.sink { (model: CounterModel) in probe.append(model.count) }
                    let seen = probe.all
                    #expect(seen == seen.sorted())
                    subscription.cancel()
                }
            }
        }
        let total = writers * incrementsPerWriter
        #expect(state.wrappedValue.count == total)
        #expect(state.wrappedValue.isOdd == (total % 2 != 0))
        for chain in chains {
            let diffs = chain.all
            #expect(diffs.first?.old == nil)
            #expect(diffs.last?.new == total)
            // Each subscriber saw every state once, in order, and `old` is always what it saw before.
            #expect(diffs.map(\.new) == Array(0...total))
            #expect(zip(diffs.dropFirst(), diffs).allSatisfy { $0.old == $1.new })
        }
    }

    @Test("Subscribers writing back while other threads write: nothing lost, no deadlock", arguments: [true, false])
    func writeBackUnderContention(recursiveLock: Bool) {
        let lock: StateLock = recursiveLock ? .custom(NSRecursiveLock()) : .threadSafe
        let state = UIState(wrappedValue: 0, lock: lock)
        let echoes = Recorder<Int>()
        // Every value that is a multiple of 100 gets echoed back as +1 by the subscriber.
        let subscription = state.sink { (value: Int) in
            if value % 100 == 0, value > 0 {
                echoes.append(value)
                state.withLock { $0 += 1 }
            }
        }
        race(threads: 4) { _ in
            for _ in 0..<1_000 { state.withLock { $0 += 1 } }
        }
        #expect(state.wrappedValue == 4_000 + echoes.all.count)
        subscription.cancel()
    }

    @Test("A subscription cancelled while writers run: it stops and stays stopped")
    func concurrentCancel() async {
        for _ in 0..<50 {
            let state = UIState(wrappedValue: 0)
            let received = Recorder<Int>()
            // Cancelling races the writers' deliveries: that is what this test checks. One task cancels, because
            // OpenCombine's `AnyCancellable` (what `sink` returns) is not safe to cancel from two threads at once.
            let subscription = SendableBox(state.sink { (value: Int) in received.append(value) })
            race(threads: 3) { thread in
                if thread < 2 {
                    for _ in 0..<50 { state.withLock { $0 += 1 } }
                } else {
                    subscription.value.cancel()
                }
            }
            let beforeLastWrite = received.all
            state.withLock { $0 += 1 }
            #expect(received.all == beforeLastWrite)
            // What arrived before the cancel is an ordered, gap-free prefix of the states.
            #expect(beforeLastWrite == Array(0..<beforeLastWrite.count))
        }
    }

    @Test("ValueSubject and its children under concurrent writers")
    func valueSubjectStress() {
        struct Pair: Equatable {
            var left = 0
            var right = 0
        }
        let subject = ValueSubject(wrappedValue: Pair())
        let lefts = Recorder<Int>()
        let subscription = subject.left.sink { lefts.append($0) }
        race(threads: 2) { side in
            for _ in 0..<1_000 {
                subject.withLock { pair in
                    if side == 0 { pair.left += 1 } else { pair.right += 1 }
                }
            }
        }
        #expect(subject.wrappedValue == Pair(left: 1_000, right: 1_000))
        #expect(lefts.all == Array(0...1_000))
        subscription.cancel()
    }

    @Test("Zip5 and CombineLatest5 with every upstream sending from its own task")
    func fanInStress() {
        let perUpstream = 2_000
        let zipInputs = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        let latestInputs = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        let zipped = Recorder<[Int]>()
        let latest = Recorder<[Int]>()
        let zipSubscription = Publishers.Zip5(zipInputs[0], zipInputs[1], zipInputs[2], zipInputs[3], zipInputs[4])
            .sink { zipped.append([$0, $1, $2, $3, $4]) }
        let latestSubscription = Publishers.CombineLatest5(
            latestInputs[0], latestInputs[1], latestInputs[2], latestInputs[3], latestInputs[4]
        )
        .sink { latest.append([$0, $1, $2, $3, $4]) }
        let senders = SendableBox((zipInputs, latestInputs))
        race(threads: 5) { index in
            let (zipInputs, latestInputs) = senders.value
            for value in 1...perUpstream {
                zipInputs[index].send(value)
                latestInputs[index].send(value)
            }
        }
        // Zip pairs the n-th values of all five, whatever the interleaving.
        #expect(zipped.all == (1...perUpstream).map { Array(repeating: $0, count: 5) })
        // CombineLatest ends on the last value of each, and no upstream's value ever goes backwards.
        let combinations = latest.all
        #expect(combinations.last == Array(repeating: perUpstream, count: 5))
        for column in 0..<5 {
            let values = combinations.map { $0[column] }
            #expect(values == values.sorted())
        }
        zipSubscription.cancel()
        latestSubscription.cancel()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, macCatalyst 17.0, *)
    @Test("ObservableState mirrors a state that many tasks change while others read it")
    func observableStateStress() {
        let state = ManagedState(wrappedValue: CounterModel())
        let observed = ObservableState(state)
        race(threads: 8) { thread in
            if thread.isMultiple(of: 2) {
                for _ in 0..<500 { state.withLock { $0.count += 1 } }
            } else {
                var last = 0
                for _ in 0..<500 {
                    let now = observed.value.count
                    #expect(now >= last)
                    last = now
                }
            }
        }
        #expect(observed.value.count == 2_000)
        #expect(observed.value.isOdd == false)
    }
}

/// Hands non-Sendable subjects and subscriptions to tasks; the subjects' `send` and `cancel()` are thread-safe.
private struct SendableBox<Value>: @unchecked Sendable {  // @unchecked: only thread-safe members are used.
    let value: Value
    init(_ value: Value) { self.value = value }
}
