// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

/// A model whose fields share their names with Combine operators and with the wrappers' own members.
struct Inventory: BehavioralStateContract {
    var count = 0
    var first = "none"
    var map: [String: Int] = [:]
    var filter = false
    var prefix = ""
    var publisher = "press"
    var core = 1
    var doubled = 0

    mutating func applyRules() { doubled = count * 2 }
}

/// A screen state holding an `Inventory`, to reach clashing fields through a child binding.
private struct Shelf: Equatable {
    var inventory = Inventory()
}

/// Fields named like a member of the wrapper (a Combine operator, `publisher`) are reached with the explicit
/// spellings the guide lists: `$state(\.name)`, `$state.observe(\.name)` and `$state[dynamicMember: \.name]`.
@Suite("Fields named like members of the wrapper")
struct NameClashTests {
    @Test("count, first, map, filter and prefix are reached with $state(\\.name) and observed alone")
    func operatorNamedFields() {
        @ManagedState var inventory = Inventory()
        let counts = Recorder<Int>()
        let firsts = Recorder<String>()
        let maps = Recorder<[String: Int]>()
        let filters = Recorder<Bool>()
        let prefixes = Recorder<String>()
        let subscriptions = [
            $inventory(\.count).sink { counts.append($0) },
            $inventory(\.first).sink { firsts.append($0) },
            $inventory(\.map).sink { maps.append($0) },
            $inventory(\.filter).sink { filters.append($0) },
            $inventory(\.prefix).sink { prefixes.append($0) },
        ]
        $inventory(\.count).wrappedValue = 2
        $inventory(\.first).wrappedValue = "apple"
        $inventory(\.map).wrappedValue = ["apple": 2]
        $inventory(\.filter).wrappedValue = true
        $inventory(\.prefix).wrappedValue = "ap"
        #expect(counts.all == [0, 2])
        #expect(firsts.all == ["none", "apple"])
        #expect(maps.all == [[:], ["apple": 2]])
        #expect(filters.all == [false, true])
        #expect(prefixes.all == ["", "ap"])
        #expect(inventory.doubled == 4)
        subscriptions.forEach { $0.cancel() }
    }

    @Test("The subscript and observe(_:) spellings reach the same fields, on states and child bindings")
    func otherSpellings() {
        @UIState var plain = Inventory()
        $plain[dynamicMember: \.count].wrappedValue = 3
        #expect(plain.count == 3)
        $plain.observe(\.first).wrappedValue = "pear"
        #expect(plain.first == "pear")
        @UIState var shelf = Shelf()
        let nested = $shelf.inventory(\.count)
        nested.wrappedValue = 9
        #expect(shelf.inventory.count == 9)
        #expect($shelf.inventory[dynamicMember: \.map].wrappedValue.isEmpty)
        @ValueSubject var subject = Inventory()
        $subject(\.count).wrappedValue = 4
        #expect(subject.count == 4)
    }

    @Test("$state.first is Combine's operator: the first delivery, then completion")
    func plainNameIsTheOperator() {
        @UIState var plain = Inventory()
        let firsts = Recorder<Int>()
        var finished = false
        let subscription = $plain.first().sink(
            receiveCompletion: { _ in finished = true },
            receiveValue: { (diff: DiffedValue<Inventory>) in firsts.append(diff.new.count) }
        )
        plain.count = 1
        #expect(firsts.all == [0])
        #expect(finished)
        subscription.cancel()
    }

    @Test("Fields named like the wrappers' own members, publisher and core, are reached explicitly")
    func wrapperMemberNamedFields() {
        @ManagedState var inventory = Inventory()
        let presses = Recorder<String>()
        let subscription = $inventory(\.publisher).sink { presses.append($0) }
        $inventory(\.publisher).wrappedValue = "print"
        #expect(inventory.publisher == "print")
        #expect(presses.all == ["press", "print"])
        // `$inventory.publisher` stays the state's changes.
        let diffs = Recorder<Int>()
        let changes = $inventory.publisher.sink { diffs.append($0.new.count) }
        inventory.count = 5
        #expect(diffs.all == [0, 5])
        // The engine is underscored, so `core` is an ordinary field.
        $inventory.core.wrappedValue = 7
        #expect(inventory.core == 7)
        #expect($inventory[dynamicMember: \.core].wrappedValue == 7)
        subscription.cancel()
        changes.cancel()
    }
}
