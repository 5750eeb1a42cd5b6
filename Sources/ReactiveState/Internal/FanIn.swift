// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

// The engine behind `CombineLatest5`/`6`, `Zip5`/`6` and the `…Many` publishers: the type-erased publisher, its
// state, its subscription, and the typed front that turns arrays back into tuples.

/// Joins type-erased upstreams into arrays of their values; the typed operators (`CombineLatest5`, `Zip6`, …)
/// turn each array back into a tuple.
struct FanInPublisher<Failure: Error>: Publisher {
    typealias Output = [Any]

    let mode: FanInState<Failure>.Mode
    let upstreams: [AnyPublisher<Any, Failure>]

    init(_ mode: FanInState<Failure>.Mode, _ upstreams: [AnyPublisher<Any, Failure>]) {
        self.mode = mode
        self.upstreams = upstreams
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
        let subscription = FanInSubscription(mode: mode, count: upstreams.count, downstream: subscriber)
        subscriber.receive(subscription: subscription)
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(FanInInput(index: index, target: subscription))
        }
        subscription.start()
    }
}

/// The subscriber a `FanInSubscription` puts on one upstream.
struct FanInInput<Downstream: Subscriber>: Subscriber where Downstream.Input == [Any] {
    typealias Input = Any
    typealias Failure = Downstream.Failure

    let index: Int
    let target: FanInSubscription<Downstream>
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) {
        target.attach(subscription, at: index)
    }

    func receive(_ input: Any) -> Subscribers.Demand {
        target.receive(input, at: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        target.finish(completion, at: index)
    }
}

/// How a fan-in pairs its upstreams' values; `Publishers.JoinMode`'s two conformers are the public names.
enum FanInMode {
    /// Emit the latest value of every upstream whenever one changes, once all have produced one.
    case combineLatest
    /// Emit the n-th values of all upstreams together.
    case zip
}

/// The pure bookkeeping of an operator that joins several upstreams (combine-latest or zip): what arrived, what
/// may be sent, and when it is over. `FanInSubscription` adds the locking and the calls.
struct FanInState<Failure: Error> {
    typealias Mode = FanInMode

    enum Step {
        case send([Any])
        case complete(Subscribers.Completion<Failure>)
    }

    let mode: Mode
    private var latest: [Any?]
    /// combineLatest: the newest combination not yet sent (older ones are replaced, not queued).
    private var unsentLatest: [Any]?
    private var queues: [[Any]]
    private var finished: [Bool]
    private var completion: Subscribers.Completion<Failure>?
    private(set) var isOver = false
    var demand: Subscribers.Demand = .none

    init(mode: Mode, count: Int) {
        self.mode = mode
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        // No upstream: nothing can ever be combined, so it is over at once, as an empty `MergeMany` is.
        if count == 0 { completion = .finished }
    }

    mutating func receive(_ value: Any, at index: Int) {
        guard !isOver, completion == nil else { return }
        switch mode {
        case .combineLatest:
            latest[index] = value
            if latest.allSatisfy({ $0 != nil }) {
                unsentLatest = latest.map { $0! }
            }
        case .zip:
            queues[index].append(value)
        }
    }

    mutating func finish(_ end: Subscribers.Completion<Failure>, at index: Int) {
        guard !isOver, completion == nil else { return }
        if case .failure = end {
            completion = end
            unsentLatest = nil
            queues = queues.map { _ in [] }
            return
        }
        finished[index] = true
        switch mode {
        case .combineLatest:
            // Without a value from this upstream no combination can ever exist; otherwise wait for all.
            if latest[index] == nil || finished.allSatisfy({ $0 }) { completion = .finished }
        case .zip:
            if queues[index].isEmpty { completion = .finished }
        }
    }

    /// The next thing to do for the subscriber, consuming demand; nil when there is nothing to do now.
    mutating func nextStep() -> Step? {
        guard !isOver else { return nil }
        if demand > 0, let output = takeOutput() {
            demand -= 1
            return .send(output)
        }
        if let completion, !hasOutput {
            isOver = true
            return .complete(completion)
        }
        return nil
    }

    mutating func cancel() {
        isOver = true
    }

    private var hasOutput: Bool {
        switch mode {
        case .combineLatest: unsentLatest != nil
        case .zip: !queues.isEmpty && queues.allSatisfy { !$0.isEmpty }
        }
    }

    private mutating func takeOutput() -> [Any]? {
        switch mode {
        case .combineLatest:
            defer { unsentLatest = nil }
            return unsentLatest
        case .zip:
            guard hasOutput else { return nil }
            let output = queues.map { $0[0] }
            for index in queues.indices { queues[index].removeFirst() }
            // An upstream that finished and has nothing left ends the zip.
            if completion == nil, zip(finished, queues).contains(where: { $0 && $1.isEmpty }) {
                completion = .finished
            }
            return output
        }
    }
}

/// Subscribes to every upstream of a combine-latest or zip and feeds one downstream subscriber.
///
/// Upstreams are asked for unlimited values; what the downstream has not asked for waits here (combine-latest
/// keeps only the newest combination, zip keeps every value). Calls to the downstream are serialized: one thread
/// at a time runs the delivery loop, and anything arriving meanwhile is picked up by that loop.
// Safety: `state`, `upstreams`, `downstream` and `isDelivering` are guarded by `mutex`.
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == [Any] {
    // The package's lock, used bare: `update` and `cancelUpstreamsLocked` release it mid-operation.
    private let mutex = ConcurrencySafeContainer<Void>(())
    private var state: FanInState<Downstream.Failure>
    private var upstreams: [(any Subscription)?]
    private var downstream: Downstream?
    private var isDelivering = false

    init(mode: FanInState<Downstream.Failure>.Mode, count: Int, downstream: Downstream) {
        state = FanInState(mode: mode, count: count)
        upstreams = Array(repeating: nil, count: count)
        self.downstream = downstream
    }

    func attach(_ subscription: any Subscription, at index: Int) {
        mutex.lock()
        let isOver = state.isOver
        if !isOver { upstreams[index] = subscription }
        mutex.unlock()
        if isOver {
            subscription.cancel()
        } else {
            subscription.request(.unlimited)
        }
    }

    func receive(_ value: Any, at index: Int) {
        update { $0.receive(value, at: index) }
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        update { $0.finish(completion, at: index) }
    }

    /// Runs the delivery loop once every upstream is attached: a fan-in with no upstream completes here.
    func start() {
        update { _ in }
    }

    func request(_ demand: Subscribers.Demand) {
        update { $0.demand += demand }
    }

    func cancel() {
        mutex.lock()
        state.cancel()
        let cancelled = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        mutex.unlock()
        for subscription in cancelled { subscription?.cancel() }
    }

    private func update(_ change: (inout FanInState<Downstream.Failure>) -> Void) {
        mutex.lock()
        change(&state)
        guard !isDelivering else {
            mutex.unlock()
            return
        }
        isDelivering = true
        while let step = state.nextStep(), let downstream {
            mutex.unlock()
            switch step {
            case .send(let output):
                let more = downstream.receive(output)
                mutex.lock()
                state.demand += more
            case .complete(let completion):
                downstream.receive(completion: completion)
                mutex.lock()
                cancelUpstreamsLocked()
            }
        }
        isDelivering = false
        mutex.unlock()
    }

    /// After completion: drops the downstream and cancels what is still subscribed. Called with `mutex` held; it
    /// unlocks around the cancels, so an upstream that calls back while cancelling cannot deadlock.
    private func cancelUpstreamsLocked() {
        let remaining = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        mutex.unlock()
        for subscription in remaining { subscription?.cancel() }
        mutex.lock()
    }
}

/// What every join shares (`Join5`, `Join6`, `JoinMany`): a `FanInPublisher` over upstreams of any types, whose
/// arrays of values come out as the join's tuple.
///
/// A parameter pack cannot require every upstream's `Failure` (or the tuple of their outputs) to be a given
/// type, so both are checked once, here, when the join is created; `Join5` and `Join6` also guarantee them at
/// compile time.
struct TypedFanIn<Output, Failure: Error> {
    private let mode: FanInState<Failure>.Mode
    private let upstreams: [AnyPublisher<Any, Failure>]
    private let makeOutput: ([Any]) -> Output

    init<each Upstream: Publisher>(_ mode: FanInState<Failure>.Mode, _ upstream: repeat each Upstream) {
        let produced = (repeat (each Upstream).Output).self
        ProgramStop.require(
            Output.self == produced,
            "A fan-in publisher declared its Output as \(Output.self), but its upstreams produce \(produced)."
        )
        var erased: [AnyPublisher<Any, Failure>] = []
        for upstream in repeat each upstream {
            let values = upstream.map { $0 as Any }.eraseToAnyPublisher()
            guard let typed = values as Any as? AnyPublisher<Any, Failure> else {
                ProgramStop.stop(
                    "Upstream \(erased.count) of a fan-in publisher fails with \(type(of: upstream).Failure.self), "
                        + "not \(Failure.self); give every upstream the same Failure (mapError or setFailureType)."
                )
            }
            erased.append(typed)
        }
        self.mode = mode
        upstreams = erased
        makeOutput = { values in
            var index = 0
            func next<Element>(_ type: Element.Type) -> Element {
                defer { index += 1 }
                return values[index] as! Element  // The fan-in keeps each upstream's values at its own index.
            }
            // `as!` cannot fail: the precondition above checked that `Output` is this tuple.
            return (repeat next((each Upstream).Output.self)) as! Output
        }
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        FanInPublisher(mode, upstreams).map(makeOutput).receive(subscriber: subscriber)
    }
}
