// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

private struct Counter: BehavioralStateContract {
    var value = 0
    var label = ""
}

/// States and bindings are Combine publishers of their `DiffedValue`s: CombineExt-style operator chains on `$state`
/// compile (and type-check quickly: this file is built in CI) and see every change.
@Suite("Operator chains on states")
struct OperatorChainTests {
    @Test("A five-operator chain on $state type-checks and delivers")
    func fiveOperators() {
        var bag = Set<AnyCancellable>()
        @ManagedState var counter = Counter()
        var seen: [String] = []
        $counter
            .filter { $0.new.value > 1 }
            .map { $0.new.value * 2 }
            .removeDuplicates()
            .dropFirst()
            .map { "doubled \($0)" }
            .sink { seen.append($0) }
            .store(in: &bag)
        for value in [1, 2, 2, 3, 4] { counter.value = value }
        #expect(seen == ["doubled 6", "doubled 8"])
    }

    @Test("A child binding is a publisher too: map, assign and the fan-in operators")
    func bindingChains() {
        var bag = Set<AnyCancellable>()
        @UIState var counter = Counter()
        let target: UIBinding<Int> = $counter(\.value)
        var sums: [Int] = []
        target.map(\.new).sink { sums.append($0) }.store(in: &bag)
        @UIState var mirror = 0
        $counter.label.map { $0.new.count }.assign(to: \.wrappedValue, on: $mirror).store(in: &bag)
        var pairs: [String] = []
        Publishers.CombineLatestMany<(DiffedValue<String>, DiffedValue<Int>), Never, _, _>($counter.label, target)
            .map { "\($0.new)\($1.new)" }
            .sink { pairs.append($0) }
            .store(in: &bag)
        counter.value = 3
        counter.label = "abc"
        #expect(sums == [0, 3])
        #expect(mirror == 3)
        #expect(pairs == ["0", "3", "abc3"])
    }

    @Test("A ValueSubject publishes plain values")
    func valueSubjectChain() {
        var bag = Set<AnyCancellable>()
        @ValueSubject var counter = Counter()
        var seen: [Int] = []
        $counter.map(\.value).filter { $0 > 0 }.sink { seen.append($0) }.store(in: &bag)
        counter.value = 4
        #expect(seen == [4])
    }
}
