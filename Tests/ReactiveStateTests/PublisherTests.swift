// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

private struct Failure: Error, Equatable {}

/// `CombineLatest5/6` and `Zip5/6`: values, completion, failure, demand and cancellation.
@Suite("Extended publishers", .timeLimit(.minutes(5)))
struct PublisherTests {
    private func subjects(_ count: Int) -> [PassthroughSubject<Int, Failure>] {
        (0..<count).map { _ in PassthroughSubject<Int, Failure>() }
    }

    @Test("CombineLatestMany and ZipMany take any number of upstreams of mixed types")
    func otherArities() {
        let numbers = PassthroughSubject<Int, Never>()
        let names = PassthroughSubject<String, Never>()
        var latest: [String] = []
        var zipped: [String] = []
        let subscriptions = [
            Publishers.CombineLatestMany<(Int, String), Never, _, _>(numbers, names).sink { number, name in
                latest.append("\(number)\(name)")
            },
            Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names).sink { number, name in
                zipped.append("\(number)\(name)")
            },
        ]
        numbers.send(1)
        numbers.send(2)
        names.send("a")
        names.send("b")
        #expect(latest == ["2a", "2b"])
        #expect(zipped == ["1a", "2b"])
        subscriptions.forEach { $0.cancel() }
    }

    @Test("A CombineLatestMany whose Output is not its upstreams' tuple stops with a message")
    func mismatchedOutput() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let numbers = PassthroughSubject<Int, Never>()
            let names = PassthroughSubject<String, Never>()
            _ = Publishers.CombineLatestMany<(Int, Int), Never, _, _>(numbers, names)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("declared its Output as (Int, Int), but its upstreams produce (Int, String)"))
    }

    @Test("A ZipMany whose upstreams fail differently stops with a message")
    func mismatchedFailure() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let numbers = PassthroughSubject<Int, Never>()
            let names = PassthroughSubject<String, Failure>()
            _ = Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Upstream 1 of a fan-in publisher fails with"))
    }

    @Test("CombineLatest6 emits the latest of all six and finishes when all have finished")
    func combineLatest6() {
        var cancellables = Set<AnyCancellable>()
        let s = subjects(6)
        let values = Recorder<[Int]>()
        let completions = Recorder<String>()
        Publishers.CombineLatest6(s[0], s[1], s[2], s[3], s[4], s[5])
            .sink(
                receiveCompletion: { completions.append("\($0)") },
                receiveValue: { values.append([$0, $1, $2, $3, $4, $5]) }
            )
            .store(in: &cancellables)
        for (index, subject) in s.enumerated() { subject.send(index) }
        s[2].send(20)
        #expect(values.all == [[0, 1, 2, 3, 4, 5], [0, 1, 20, 3, 4, 5]])
        for subject in s.dropLast() { subject.send(completion: .finished) }
        #expect(completions.all.isEmpty)
        s[5].send(50)
        s[5].send(completion: .finished)
        #expect(values.all.last == [0, 1, 20, 3, 4, 50])
        #expect(completions.all == ["finished"])
    }

    @Test("CombineLatest5 finishes at once when an upstream finishes without a value, and fails on a failure")
    func combineLatestEdges() {
        var cancellables = Set<AnyCancellable>()
        let s = subjects(5)
        let completions = Recorder<String>()
        Publishers.CombineLatest5(s[0], s[1], s[2], s[3], s[4])
            .sink(receiveCompletion: { completions.append("\($0)") }, receiveValue: { _ in })
            .store(in: &cancellables)
        s[0].send(1)
        s[1].send(completion: .finished)
        #expect(completions.all == ["finished"])

        let t = subjects(5)
        let failures = Recorder<Bool>()
        Publishers.CombineLatest5(t[0], t[1], t[2], t[3], t[4])
            .sink(
                receiveCompletion: { failures.append($0 == .failure(Failure())) },
                receiveValue: { _ in Issue.record("no value expected") }
            )
            .store(in: &cancellables)
        t[3].send(completion: .failure(Failure()))
        for subject in t { subject.send(1) }
        #expect(failures.all == [true])
    }

    @Test("Zip6 pairs values in order and finishes when an exhausted upstream has finished")
    func zip6() {
        var cancellables = Set<AnyCancellable>()
        let s = subjects(6)
        let values = Recorder<[Int]>()
        let completions = Recorder<String>()
        Publishers.Zip6(s[0], s[1], s[2], s[3], s[4], s[5])
            .sink(
                receiveCompletion: { completions.append("\($0)") },
                receiveValue: { values.append([$0, $1, $2, $3, $4, $5]) }
            )
            .store(in: &cancellables)
        for round in 0..<2 {
            for (index, subject) in s.enumerated() { subject.send(round * 10 + index) }
        }
        s[0].send(99)
        s[0].send(completion: .finished)
        #expect(values.all == [[0, 1, 2, 3, 4, 5], [10, 11, 12, 13, 14, 15]])
        #expect(completions.all.isEmpty)
        for subject in s.dropFirst() { subject.send(7) }
        #expect(values.all.last == [99, 7, 7, 7, 7, 7])
        #expect(completions.all == ["finished"])
    }

    @Test("Zip5 honours the subscriber's demand and stops after cancel")
    func zipDemandAndCancel() {
        let s = subjects(5)
        let values = Recorder<Int>()
        let subscriber = ManualSubscriber<(Int, Int, Int, Int, Int), Failure> { values.append($0.0) }
        Publishers.Zip5(s[0], s[1], s[2], s[3], s[4]).subscribe(subscriber)
        for round in 0..<3 {
            for subject in s { subject.send(round) }
        }
        #expect(values.all.isEmpty)
        subscriber.request(.max(2))
        #expect(values.all == [0, 1])
        subscriber.cancel()
        subscriber.request(.max(1))
        for subject in s { subject.send(9) }
        #expect(values.all == [0, 1])
    }

    @Test("The five- and six-upstream operators keep their upstreams in order, and each subscription is its own")
    func fixedArityUpstreams() {
        let s = subjects(6)
        let combine = Publishers.CombineLatest6(s[0], s[1], s[2], s[3], s[4], s[5])
        #expect(combine.a === s[0] && combine.c === s[2] && combine.f === s[5])
        let zip = Publishers.Zip5(s[0], s[1], s[2], s[3], s[4])
        #expect(zip.b === s[1] && zip.e === s[4])

        var cancellables = Set<AnyCancellable>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        zip.sink(receiveCompletion: { _ in }, receiveValue: { first.append($0.0) }).store(in: &cancellables)
        for subject in s { subject.send(1) }
        zip.sink(receiveCompletion: { _ in }, receiveValue: { second.append($0.0) }).store(in: &cancellables)
        for subject in s { subject.send(2) }
        #expect(first.all == [1, 2])
        #expect(second.all == [2])
    }

    @Test("CombineLatest5 and Zip5 are Join5 in its two modes: written-out types and the mode's own behaviour")
    func joinModes() {
        typealias Subject = PassthroughSubject<Int, Failure>
        let s = subjects(5)
        let combine: Publishers.CombineLatest5<Subject, Subject, Subject, Subject, Subject> =
            Publishers.CombineLatest5(s[0], s[1], s[2], s[3], s[4])
        let zip: Publishers.Join5<Subject, Subject, Subject, Subject, Subject, Publishers.ZipMode> =
            Publishers.Zip5(s[0], s[1], s[2], s[3], s[4])
        #expect(combine.d === s[3] && zip.a === s[0])

        var cancellables = Set<AnyCancellable>()
        let combined = Recorder<Int>()
        let zipped = Recorder<Int>()
        combine.sink(receiveCompletion: { _ in }, receiveValue: { combined.append($0.0) }).store(in: &cancellables)
        zip.sink(receiveCompletion: { _ in }, receiveValue: { zipped.append($0.0) }).store(in: &cancellables)
        for subject in s { subject.send(1) }
        s[0].send(2)
        // Combine-latest emits on every value once all have one; zip waits for the other four second values.
        #expect(combined.all == [1, 2])
        #expect(zipped.all == [1])
        #expect(combine.modeName == "combine-latest")
    }
}

// An extension for one mode only, as the changelog tells users who extended `CombineLatest5` to write it.
extension Publishers.Join5 where Mode == Publishers.CombineLatestMode {
    fileprivate var modeName: String { "combine-latest" }
}

/// A subscriber that asks for nothing until told to.
final class ManualSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked: `subscription` is set once before use; each test drives it from one thread.
    private var subscription: (any Subscription)?
    private let onValue: (Input) -> Void

    init(onValue: @escaping (Input) -> Void) {
        self.onValue = onValue
    }

    func receive(subscription: any Subscription) { self.subscription = subscription }
    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {}
    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}
