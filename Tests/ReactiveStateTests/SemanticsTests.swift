// SPDX-License-Identifier: MPL-2.0

import Foundation
import Testing

// @testable: the subscription-leak test counts a core's live subscriptions, which no public API exposes.
@testable import ReactiveState

/// What CombineExt by NikSativa gets wrong (each reproduced on it), and the behaviour ReactiveState has instead.
@Suite("Semantics CombineExt gets wrong", .timeLimit(.minutes(5)))
struct SemanticsTests {
    @Test(
        "A subscriber writes back into the state with every lock option, without deadlock",
        arguments: ["threadSafe", "absent", "NSLock"]
    )
    func writeBackFromSubscriber(lockName: String) {
        let lock: StateLock =
            switch lockName {
            case "absent": .absent
            case "NSLock": .custom(NSLock())
            default: .threadSafe
            }
        var cancellables = Set<AnyCancellable>()
        let state = ManagedState(wrappedValue: PlainModel(), lock: lock)
        state.sink { (model: PlainModel) in
            if model.count == 1 { state.wrappedValue.count = 2 }
            _ = state.wrappedValue  // reading inside a subscriber is fine too
        }
        .store(in: &cancellables)
        state.wrappedValue.count = 1
        #expect(state.wrappedValue.count == 2)
    }

    @Test("A change made inside a subscriber is delivered after the current emission, breadth-first")
    func breadthFirstDelivery() {
        var cancellables = Set<AnyCancellable>()
        @UIState var value = 0
        let first = Recorder<String>()
        let second = Recorder<String>()
        $value.publisher
            .sink { diff in
                first.append("\(diff.old.map(String.init) ?? "nil")>\(diff.new)")
                if diff.new == 1 { value = 2 }
            }
            .store(in: &cancellables)
        $value.publisher
            .sink { diff in second.append("\(diff.old.map(String.init) ?? "nil")>\(diff.new)") }
            .store(in: &cancellables)
        value = 1
        // Depth-first delivery would show the second subscriber 2 before 1, and a stale `old` for 1.
        #expect(first.all == ["nil>0", "0>1", "1>2"])
        #expect(second.all == ["nil>0", "0>1", "1>2"])
    }

    @Test("A DiffedValue is a snapshot, and its == is reflexive and compares both sides")
    func diffedValueSnapshot() {
        var cancellables = Set<AnyCancellable>()
        @UIState var value = 1
        let kept = Recorder<DiffedValue<Int>>()
        $value.publisher.sink { kept.append($0) }.store(in: &cancellables)
        value = 2
        value = 3
        let diffs = kept.all
        #expect(diffs.map(\.new) == [1, 2, 3])
        #expect(diffs.map(\.old) == [nil, 1, 2])
        for diff in diffs { #expect(diff == DiffedValue(old: diff.old, new: diff.new), "equal to a rebuilt copy") }
        #expect(DiffedValue(old: 1, new: 2) == DiffedValue(old: 1, new: 2))
        #expect(DiffedValue(old: 1, new: 2) != DiffedValue(old: 5, new: 2))
        #expect(DiffedValue(old: 1, new: 2) != DiffedValue(old: 1, new: 3))
        #expect(DiffedValue<Int>(old: nil, new: 2) != DiffedValue(old: 2, new: 2))
    }

    @Test("Rules run until the state is stable, each rule seeing the others' edits")
    func rulesSettle() {
        struct Chain: BehavioralStateContract {
            var a = 0
            var b = 0
            var c = 0
            @SubscriptionBuilder
            static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
                state.bind(to: \.b) { model in model.c = model.b * 10 }
                state.bind(to: \.a) { model in model.b = model.a + 1 }
            }
        }
        @ManagedState var chain = Chain()
        #expect(chain.c == 10)
        chain.a = 5
        #expect(chain.b == 6)
        #expect(chain.c == 60)
    }

    #if DEBUG
    @Test("Rules that never settle stop the program in debug builds, naming the state type")
    func cyclicRulesTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            @ManagedState var runaway = RunawayModel()
            runaway.trigger = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the rules of RunawayModel did not settle after 100 passes"))
    }
    #endif

    // The cyclic-rule settings are process-wide: a test that changes them runs in a child process of its own,
    // so that no test running in parallel sees the change.
    @Test("With the warning off, runaway rules stop at the maximum depth and keep the last state")
    func cyclicRulesStopAtDepth() async {
        await #expect(processExitsWith: .success) {
            ManagedStateCyclicDependencyWarning = false
            ManagedStateCyclicDependencyMaxDepth = 7
            @ManagedState var runaway = RunawayModel()
            #expect(runaway.tick == 7)
            runaway.trigger = 1  // not observed by the rule: settles at once
            #expect(runaway.tick == 7)
            runaway.tick = 100  // observed: runs away again, and stops after 7 more passes
            #expect(runaway.tick == 107)
            #expect(runaway.trigger == 1)
        }
    }

    @Test("A child binding emits only when its own value changes")
    func childBindingDeduplicates() {
        var cancellables = Set<AnyCancellable>()
        @ManagedState var model = PlainModel()
        let titles = Recorder<String>()
        $model.title.sink { titles.append($0) }.store(in: &cancellables)
        model.count = 1
        model.count = 2
        model.title = "a"
        model.count = 3
        model.title = "a"
        model.title = "b"
        #expect(titles.all == ["", "a", "b"])
    }

    @Test("Accessing ValueSubject children leaves no subscription behind")
    func valueSubjectChildrenDoNotLeak() throws {
        struct User: Equatable { var name = "" }
        @ValueSubject var user = User()
        let core = try #require($user.root as? _StateCore<User>)
        for index in 0..<100_000 {
            _ = $user.name
            if index % 10_000 == 0 { $user.name.wrappedValue = "\(index)" }
        }
        #expect(core.subscriptionCount == 0)
        #expect(user.name == "90000")
        let subscription = $user.name.sink { _ in }
        #expect(core.subscriptionCount == 1)
        subscription.cancel()
        #expect(core.subscriptionCount == 0)
    }

    @Test("A change to IgnoredState fields only is stored but not published")
    func ignoredOnlyChangeIsStored() {
        var cancellables = Set<AnyCancellable>()
        @ManagedState var login = LoginState()
        let deliveries = Recorder<Bool>()
        $login.sink { deliveries.append($0.isLoading) }.store(in: &cancellables)
        login.isLoading = true
        #expect(login.isLoading)
        #expect(deliveries.all == [false])
        login.username = "nik"
        #expect(deliveries.all == [false, true])
    }

    @Test("withLock batches several changes into one emission")
    func withLockBatches() {
        var cancellables = Set<AnyCancellable>()
        @ManagedState var model = CounterModel()
        let seen = Recorder<Int>()
        $model.sink { seen.append($0.count) }.store(in: &cancellables)
        $model.withLock { value in
            value.count += 1
            value.count += 1
            value.displayText = "manual"
        }
        #expect(seen.all == [0, 2])
        #expect(model.displayText == "was: 0 - now: 2")
    }

    @Test("bind on a state's publisher changes the current state, not the stale snapshot")
    func bindWritesToCurrentState() {
        var cancellables = Set<AnyCancellable>()
        @ManagedState var model = PlainModel()
        // The first subscriber moves `count` on; the second reacts to the same delivery later.
        $model.sink { (value: PlainModel) in if value.count == 1 { model.count = 5 } }.store(in: &cancellables)
        $model.publisher.bind(to: \PlainModel.count) { value in value.title = "count \(value.count)" }
            .store(in: &cancellables)
        model.count = 1
        #expect(model.count == 5)
        #expect(model.title == "count 5")
    }

    @Test("A subscriber with limited demand catches up to the latest state when it asks again")
    func limitedDemand() {
        @UIState var value = 0
        let received = Recorder<String>()
        final class Manual: Subscriber, @unchecked Sendable {  // @unchecked: used from one thread in this test.
            typealias Input = DiffedValue<Int>
            typealias Failure = Never
            var subscription: (any Subscription)?
            let received: Recorder<String>
            init(_ received: Recorder<String>) { self.received = received }
            func receive(subscription: any Subscription) { self.subscription = subscription }
            func receive(_ input: DiffedValue<Int>) -> Subscribers.Demand {
                received.append("\(input.old.map(String.init) ?? "nil")>\(input.new)")
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = Manual(received)
        $value.publisher.subscribe(subscriber)
        value = 1
        #expect(received.all.isEmpty)
        subscriber.subscription?.request(.max(1))
        value = 2
        value = 3
        subscriber.subscription?.request(.max(1))
        #expect(received.all == ["nil>1", "1>3"])
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.max(1))
        value = 4
        #expect(received.all == ["nil>1", "1>3"])
    }

    @Test("A rule that writes after its pass ended is ignored")
    func lateRuleWriteIgnored() {
        struct Escaping: BehavioralStateContract {
            var count = 0
            nonisolated(unsafe) static var sink: Recorder<DiffedValue<Escaping>>?
            @SubscriptionBuilder
            static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
                state.sink { (diff: DiffedValue<Escaping>) in sink?.append(diff) }
            }
        }
        let recorder = Recorder<DiffedValue<Escaping>>()
        Escaping.sink = recorder
        @ManagedState var model = Escaping()
        let passes = recorder.all
        #expect(passes.count == 1)
        passes.first?.count = 42
        #expect(model.count == 0)
        Escaping.sink = nil
    }
}

/// Releases that run user code (deinits) must happen with no lock held.
@Suite("Releases outside the lock", .timeLimit(.minutes(5)))
struct ReleaseTests {
    final class Token: Sendable {
        let onDeinit: @Sendable () -> Void
        init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    struct Holder: Equatable, Sendable {
        var count = 0
        @IgnoredState var token: Token?
    }

    @Test(
        "A replaced value whose deinit reads the state does not deadlock", .timeLimit(.minutes(5)),
        arguments: [true, false]
    )
    func deinitReadsState(ignoredOnly: Bool) {
        let state = UIState(wrappedValue: Holder(), lock: .custom(NSLock()))
        let reads = Recorder<Int>()
        state.withLock { holder in
            holder.token = Token { reads.append(state.wrappedValue.count) }
        }
        state.withLock { holder in
            holder.token = nil
            if !ignoredOnly { holder.count = 1 }
        }
        #expect(reads.all == [ignoredOnly ? 0 : 1])
    }

    @Test("$state(\\.kp) also works for properties that are not Equatable")
    func callWithNonEquatableKeyPath() {
        struct Model: Equatable {
            var count = 0
            @IgnoredState var format: @Sendable (Int) -> String = { "\($0)" }
        }
        @UIState var model = Model()
        let format = $model(\.format)
        #expect(format.wrappedValue(3) == "3")
    }
}
