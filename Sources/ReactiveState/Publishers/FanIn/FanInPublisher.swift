// SPDX-License-Identifier: MPL-2.0

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
