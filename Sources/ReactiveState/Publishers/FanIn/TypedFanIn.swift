// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// What `CombineLatestMany` and `ZipMany` share: a `FanInPublisher` over upstreams of any types, whose arrays of
/// values come out as the operator's tuple.
///
/// A parameter pack cannot require every upstream's `Failure` (or the tuple of their outputs) to be a given
/// type, so both are checked once, here, when the operator is created; the `CombineLatest5`-style aliases also
/// guarantee them at compile time.
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
