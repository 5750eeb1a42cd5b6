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

extension FanInPublisher {
    /// The upstreams of a typed operator (`CombineLatestMany`, `ZipMany`) with their values as `Any`.
    ///
    /// A parameter pack cannot require every element's `Failure` to be the same type, so it is checked here;
    /// the `CombineLatest5`-style aliases guarantee it at compile time.
    static func erase<each Upstream: Publisher>(_ upstream: repeat each Upstream) -> [AnyPublisher<Any, Failure>] {
        var erased: [AnyPublisher<Any, Failure>] = []
        for upstream in repeat each upstream {
            let values = upstream.map { $0 as Any }.eraseToAnyPublisher()
            guard let typed = values as Any as? AnyPublisher<Any, Failure> else {
                preconditionFailure(
                    "Upstream \(erased.count) of a fan-in publisher fails with \(type(of: upstream).Failure.self), "
                        + "not \(Failure.self); give every upstream the same Failure (mapError or setFailureType)."
                )
            }
            erased.append(typed)
        }
        return erased
    }

    /// Stops the program unless a typed operator's declared `Output` is the tuple its upstreams produce.
    static func checkOutput(_ declared: Any.Type, is produced: Any.Type) {
        precondition(
            declared == produced,
            "A fan-in publisher declared its Output as \(declared), but its upstreams produce \(produced)."
        )
    }

    /// Turns one array of values (one per upstream, in order) back into the operator's tuple.
    static func tuple<each Value>(of types: (repeat (each Value).Type), from values: [Any]) -> (repeat each Value) {
        var index = 0
        func next<Element>(_ type: Element.Type) -> Element {
            defer { index += 1 }
            return values[index] as! Element  // The fan-in keeps each upstream's values at its own index.
        }
        return (repeat next(each types))
    }
}
