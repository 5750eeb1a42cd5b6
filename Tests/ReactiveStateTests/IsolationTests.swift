// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

/// A view model as an app writes one: main-actor state mutated from its sinks. Each sink checks that it runs on
/// the main actor's executor (a trap otherwise; the main actor is not the main thread in a Linux test run).
@MainActor
private final class CounterScreen {
    @ManagedState var state = PlainModel()
    var counts: [Int] = []
    var titles: [String] = []
    private var bag = Set<AnyCancellable>()

    func start() {
        $state(\.count).sink { [weak self] (count: Int) in
            guard let self else { return }
            MainActor.preconditionIsolated("a main-actor sink ran off the main actor")
            counts.append(count)
        }
        .store(in: &bag)
        $state.publisher.sink { [weak self] (model: PlainModel) in
            guard let self else { return }
            MainActor.preconditionIsolated("a main-actor sink ran off the main actor")
            titles.append(model.title)
        }
        .store(in: &bag)
    }
}

/// An explicitly `@MainActor` view model in a nonisolated target: its `ObservableObject` conformance is spelled
/// `@MainActor` (a plain one does not compile: the main-actor `objectWillChange` cannot satisfy the protocol's
/// nonisolated requirement).
@MainActor
private final class MainActorViewModel: @MainActor ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @UIState var name = ""
}

/// An actor that observes a state: its sink mutates the actor's own storage.
private actor Collector {
    private(set) var values: [Int] = []
    private var subscription: AnyCancellable?

    func start(_ state: UIState<Int>) {
        subscription = state.sink { (value: Int) in self.record(value) }
    }

    func stop() {
        subscription?.cancel()
    }

    private func record(_ value: Int) {
        assertIsolated()
        values.append(value)
    }
}

/// Subscriber closures of the states' own `sink` run in the isolation they were written in.
@Suite("Where subscribers run", .timeLimit(.minutes(1)))
struct IsolationTests {
    @Test("A main-actor view model's sinks run on the main actor when a detached task writes")
    @MainActor
    func mainActorSinks() async {
        let screen = CounterScreen()
        screen.start()
        let state = screen.$state
        await Task.detached {
            for value in 1...50 {
                state.withLock { $0.count = value }
                state.withLock { $0.title = "\(value)" }
            }
        }.value
        while screen.counts.last != 50 || screen.titles.last != "50" { await Task.yield() }
        #expect(screen.counts == Array(0...50))
        #expect(screen.titles.count == 101)
    }

    @Test("A @MainActor view model conforming as @MainActor ObservableObject gets its objectWillChange fired")
    @MainActor
    func mainActorObservableObject() {
        let viewModel = MainActorViewModel()
        var firings = 0
        let willChange = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.name = "Ada"
        viewModel.name = "Ada"
        #expect(firings == 1)
        willChange.cancel()
    }

    @Test("A sink written inside an actor runs on that actor, in order")
    func actorSinks() async {
        let state = UIState(wrappedValue: 0)
        let collector = Collector()
        await collector.start(state)
        await Task.detached {
            for value in 1...50 { state.wrappedValue = value }
        }.value
        while await collector.values.last != 50 { await Task.yield() }
        #expect(await collector.values == Array(0...50))
        await collector.stop()
    }

    @Test("A sink written in nonisolated code runs at once, on the writing thread")
    func nonisolatedSinks() {
        let state = UIState(wrappedValue: 0)
        let seen = Recorder<Int>()
        let subscription = state.sink { (value: Int) in seen.append(value) }
        state.wrappedValue = 1
        #expect(seen.all == [0, 1])
        subscription.cancel()
    }
}
