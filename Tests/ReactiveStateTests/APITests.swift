// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

extension Notification.Name {
    fileprivate static let resetCounter = Notification.Name("ReactiveStateTests.resetCounter")
}

/// A model that listens to the outside world through `applyAnyRules`.
private struct ResettableCounter: BehavioralStateContract {
    var count = 0

    @AnyTokenBuilder<Any>
    static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
        NotificationCenter.default.addObserver(forName: .resetCounter, object: nil, queue: nil) { _ in
            state.wrappedValue.count = 0
        }
    }
}

@Suite("API details", .timeLimit(.minutes(5)))
struct APITests {
    @Test("applyAnyRules observers write through their binding and live as long as the state")
    func anyRules() {
        var state: ManagedState<ResettableCounter>? = ManagedState(wrappedValue: ResettableCounter(count: 5))
        NotificationCenter.default.post(name: .resetCounter, object: nil)
        #expect(state?.wrappedValue.count == 0)
        weak let released = state
        state = nil
        NotificationCenter.default.post(name: .resetCounter, object: nil)
        #expect(released == nil)
    }

    @Test("Result builders collect statements, conditionals and loops")
    func builders() {
        let subject = PassthroughSubject<Int, Never>()
        @SubscriptionBuilder
        func subscriptions(extra: Bool, count: Int) -> [AnyCancellable] {
            subject.sink { _ in }
            if extra { subject.sink { _ in } }
            for _ in 0..<count { subject.sink { _ in } }
            [subject.sink { _ in }]
        }
        #expect(subscriptions(extra: true, count: 2).count == 5)
        #expect(subscriptions(extra: false, count: 0).count == 2)

        @AnyTokenBuilder<Any>
        func tokens(flag: Bool) -> [Any] {
            "token"
            if flag { 1 } else { 2.0 }
        }
        #expect(tokens(flag: true).count == 2)
    }

    @Test("DiffedValue: map(keyPath:), hasChanged(keyPath:), and writing one property back")
    func diffedValueHelpers() {
        struct Item: Equatable {
            var name = ""
            var count = 0
        }
        let diff = DiffedValue(old: Item(name: "a", count: 1), new: Item(name: "a", count: 2))
        #expect(diff.hasChanged(keyPath: \.count))
        #expect(!diff.hasChanged(keyPath: \.name))
        #expect(DiffedValue<Item>(old: nil, new: Item()).hasChanged(keyPath: \.name))
        let counts = diff.map(keyPath: \.count)
        #expect(counts.old == 1 && counts.new == 2)

        var cancellables = Set<AnyCancellable>()
        @UIState var item = Item()
        $item.publisher.sink { (diff: DiffedValue<Item>) in
            if diff.count == 1 { diff.name = "one" }  // writes that one property of the current state
        }
        .store(in: &cancellables)
        item.count = 1
        #expect(item == Item(name: "one", count: 1))
    }

    @Test("Reading a placeholder binding stops the program with a message")
    func placeholderTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let binding = UIBinding<String>.placeholder
            _ = binding.wrappedValue
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIBinding<String>.placeholder was used before a binding was assigned to it"))
    }

    @Test("unsafe(_:) stops the program once its index is out of bounds, with a message naming the index")
    func unsafeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let items = UIState(wrappedValue: ["a", "b"])
            let second = items.unsafe(1)
            items.wrappedValue = ["a"]
            _ = second.wrappedValue
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("unsafe(1): the index is out of bounds of 1 elements."))
    }
}
