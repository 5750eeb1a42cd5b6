// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import TestSupport
import Testing

private struct Cache: Equatable {
    var hits = 0
}

@Suite("CombineExt parity", .timeLimit(.minutes(5)))
struct CombineExtParityTests {
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

    @Test("_model.amount reads and writes the model through the wrapper, running its rules")
    func memberAccessThroughTheWrapper() {
        struct Stock: BehavioralStateContract {
            var amount = 0
            var doubled = 0
            mutating func applyRules() { doubled = amount * 2 }
        }
        @ManagedState var stock = Stock()
        var deliveries: [Int] = []
        let subscription = $stock.sink { (diff: DiffedValue<Stock>) in deliveries.append(diff.amount) }
        _stock.amount = 1
        _stock.amount += 1
        #expect(_stock.amount == 2)
        #expect(_stock.doubled == 4)
        #expect(deliveries == [0, 1, 2])
        let binding = $stock.amount
        binding.wrappedValue = 5
        #expect(stock.amount == 5)
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
