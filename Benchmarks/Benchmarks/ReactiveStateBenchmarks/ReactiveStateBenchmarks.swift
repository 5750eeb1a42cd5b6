// SPDX-License-Identifier: MPL-2.0

import Benchmark
import BenchmarkSupport
import ReactiveState

/// A model with no rules, so the ManagedState rows measure the machinery, not a model's rules.
struct Counter: BehavioralStateContract {
    var count = 0
}

/// The same model with one binding rule, to show what a rule pass costs.
struct RuledCounter: BehavioralStateContract {
    var count = 0
    var doubled = 0

    @SubscriptionBuilder
    static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bind(to: \.count) { model in model.doubled = model.count * 2 }
    }
}

/// A SwiftUI-style view model: its state fires `objectWillChange` before every change.
final class CounterViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var counter = Counter()
}

/// The peer of `CounterViewModel`: Combine's own way, a `@Published` property.
final class PublishedCounterViewModel: ObservableObject {
    @Published var counter = Counter()
}

/// One operation: change the value once and deliver the change to `sinks` subscribers, each of which reads it.
func deliveryBenchmarks(sinks: Int) {
    let configuration = Suite.configuration(scalingFactor: .kilo)
    let label = sinks == 1 ? "1 sink" : "\(sinks) sinks"

    Benchmark("Mutation to \(label): raw CurrentValueSubject.send", configuration: configuration) { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriptions = (0..<sinks).map { _ in subject.sink { blackHole($0) } }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            subject.send(value)
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
    }

    Benchmark("Mutation to \(label): ManagedState", configuration: configuration) { benchmark in
        let state = ManagedState(wrappedValue: Counter())
        let subscriptions = (0..<sinks).map { _ in state.sink { (diff: DiffedValue<Counter>) in blackHole(diff.new) } }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            state.wrappedValue.count = value
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
    }

    Benchmark("Mutation to \(label): ManagedState.withLock", configuration: configuration) { benchmark in
        let state = ManagedState(wrappedValue: Counter())
        let subscriptions = (0..<sinks).map { _ in state.sink { (diff: DiffedValue<Counter>) in blackHole(diff.new) } }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            state.withLock { $0.count += 1 }
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
    }

    Benchmark("Mutation to \(label): ManagedState with one binding rule", configuration: configuration) { benchmark in
        let state = ManagedState(wrappedValue: RuledCounter())
        let subscriptions = (0..<sinks).map { _ in
            state.sink { (diff: DiffedValue<RuledCounter>) in blackHole(diff.new) }
        }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            state.wrappedValue.count = value
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
    }

    Benchmark("Mutation to \(label): ManagedState in an ObservableObject", configuration: configuration) { benchmark in
        let viewModel = CounterViewModel()
        let willChange = viewModel.objectWillChange.sink { blackHole(()) }
        let state = viewModel.$counter
        let subscriptions = (0..<sinks).map { _ in state.sink { (diff: DiffedValue<Counter>) in blackHole(diff.new) } }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            viewModel.counter.count = value
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
        blackHole(willChange)
    }

    Benchmark("Mutation to \(label): raw @Published in an ObservableObject", configuration: configuration) {
        benchmark in
        let viewModel = PublishedCounterViewModel()
        let willChange = viewModel.objectWillChange.sink { blackHole(()) }
        let subscriptions = (0..<sinks).map { _ in viewModel.$counter.sink { blackHole($0) } }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            viewModel.counter.count = value
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
        blackHole(willChange)
    }

    Benchmark("Mutation to \(label): UIState", configuration: configuration) { benchmark in
        let state = UIState(wrappedValue: 0)
        let subscriptions = (0..<sinks).map { _ in state.sink { (diff: DiffedValue<Int>) in blackHole(diff.new) } }
        benchmark.startMeasurement()
        for value in 1...benchmark.scaledIterations.count {
            state.wrappedValue = value
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
    }
}

let benchmarks: @Sendable () -> Void = {
    for sinks in [1, 10] {
        deliveryBenchmarks(sinks: sinks)
    }
}
