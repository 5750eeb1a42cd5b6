// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import TestSupport
import Testing

/// A model whose fields share their names with Combine operators.
private struct Inventory: BehavioralStateContract {
    var count = 0
    var first = "none"
    var map: [String: Int] = [:]
    var doubled = 0

    mutating func applyRules() { doubled = count * 2 }
}

/// A screen state holding an `Inventory`, to reach operator-named fields through a child binding.
private struct Shelf: Equatable {
    var inventory = Inventory()
}

private struct Cache: Equatable {
    var hits = 0
}

@Suite("CombineExt parity", .timeLimit(.minutes(5)))
struct CombineExtParityTests {
    @Test("$state.count, .first and .map reach the model's fields, not Combine's operators")
    func fieldsNamedLikeOperators() {
        @ManagedState var inventory = Inventory()
        @UIState var plain = Inventory()
        let counts = Recorder<Int>()
        let firsts = Recorder<String>()
        let maps = Recorder<[String: Int]>()
        let subscriptions = [
            $inventory.count.sink { counts.append($0) },
            $inventory.first.sink { firsts.append($0) },
            $inventory.map.sink { maps.append($0) },
        ]
        $inventory.count.wrappedValue = 2
        $inventory.first.wrappedValue = "apple"
        $inventory.map.wrappedValue = ["apple": 2]
        #expect(counts.all == [0, 2])
        #expect(firsts.all == ["none", "apple"])
        #expect(maps.all == [[:], ["apple": 2]])
        #expect(inventory.doubled == 4)
        $plain.count.wrappedValue = 3
        #expect(plain.count == 3)
        #expect($plain.first.wrappedValue == "none")
        @UIState var shelf = Shelf()
        let nested = $shelf.inventory.count
        nested.wrappedValue = 9
        #expect(shelf.inventory.count == 9)
        #expect($shelf.inventory.map.wrappedValue.isEmpty)
        subscriptions.forEach { $0.cancel() }
    }

    @Test("Combine's operators stay one step away, on publisher")
    func operatorsOnPublisher() {
        @UIState var value = 1
        var seen: [Int] = []
        let subscription = $value.publisher.map(\.new).filter { $0.isMultiple(of: 2) }.sink { seen.append($0) }
        value = 2
        value = 3
        value = 4
        #expect(seen == [2, 4])
        subscription.cancel()
    }

    @Test("_model.count reads and writes the model through the wrapper, running its rules")
    func memberAccessThroughTheWrapper() {
        @ManagedState var inventory = Inventory()
        var deliveries: [Int] = []
        let subscription = $inventory.sink { (diff: DiffedValue<Inventory>) in deliveries.append(diff.count) }
        _inventory.count = 1
        _inventory.count += 1
        #expect(_inventory.count == 2)
        #expect(_inventory.doubled == 4)
        #expect(deliveries == [0, 1, 2])
        let binding = $inventory.count
        binding.wrappedValue = 5
        #expect(inventory.count == 5)
        subscription.cancel()
    }

    @Test("subscript(safe:) reads nil out of bounds and ignores out-of-bounds writes")
    func safeSubscript() {
        var names = ["A", "B"]
        #expect(names[safe: 1] == "B")
        #expect(names[safe: 2] == nil)
        #expect(names[safe: -1] == nil)
        names[safe: 1] = "b"
        names[safe: 5] = "z"
        names[safe: 0] = nil
        #expect(names == ["A", "b"])
        let word = "hey"
        #expect(word[safe: word.startIndex] == "h")
        #expect(word[safe: word.endIndex] == nil)
        let slice = [1, 2, 3, 4][2...]
        #expect(slice[safe: 1] == nil)
        #expect(slice[safe: 3] == 4)
    }

    @Test("AnyTokenBuilder.build collects single tokens, nested arrays, conditionals and loops in order")
    func tokenBuilder() {
        let isEnabled = true
        let isDisabled = false
        let tokens = AnyTokenBuilder<Int>.build {
            1
            [2, 3]
            if isEnabled { [4, 5] }
            if isDisabled { 99 }
            if isDisabled { 98 } else { 6 }
            for value in 7...8 { value }
            print("", terminator: "")
        }
        #expect(tokens == [1, 2, 3, 4, 5, 6, 7, 8])
        let anyTokens = AnyTokenBuilder<Any>.build {
            "observer"
            if isEnabled { ["timer", 2] as [Any] }
        }
        #expect(anyTokens.count == 3)
    }

    @Test("IgnoredState mirrors its wrapped value")
    func ignoredStateMirror() {
        let ignored = IgnoredState(wrappedValue: Cache(hits: 3))
        let children = Mirror(reflecting: ignored).children.map { "\($0.label ?? ""): \($0.value)" }
        #expect(children == ["hits: 3"])
        var dumped = ""
        dump(ignored, to: &dumped)
        #expect(dumped.contains("hits: 3"))
        #expect(!dumped.contains("id"))
    }

    @Test("UIState is Equatable by its current value")
    func uiStateEquatable() {
        let lhs = UIState(wrappedValue: Cache(hits: 1))
        let rhs = UIState(wrappedValue: Cache(hits: 2))
        #expect(lhs != rhs)
        rhs.wrappedValue.hits = 1
        #expect(lhs == rhs)
        #expect(lhs == UIState(wrappedValue: Cache(hits: 1)), "another state holding an equal value")
    }

    @Test(".synced is .threadSafe under another name", .timeLimit(.minutes(5)))
    func syncedLock() {
        guard case .threadSafe = StateLock.synced else {
            Issue.record(".synced is not .threadSafe")
            return
        }
        let state = UIState(wrappedValue: 0, lock: .synced)
        race(threads: 4) { _ in
            for _ in 0..<500 { state.withLock { $0 += 1 } }
        }
        #expect(state.wrappedValue == 2_000)
    }
}
