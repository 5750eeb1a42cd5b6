// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

/// A view model counting its `objectWillChange` firings.
private final class FormViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var form = PlainModel(count: 1, title: "Ada")
}

/// Defects found by probing the features added last: each test fails on the code before its fix.
@Suite("Reliability")
struct ReliabilityTests {
    @Test("Assigning an equal value through a binding, a member or a diff fires no objectWillChange")
    func equalWritesThroughBindingsAreSilent() {
        let viewModel = FormViewModel()
        var firings = 0
        let subscription = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.$form.title.wrappedValue = "Ada"
        viewModel.$form.title = "Ada"
        viewModel.$form().wrappedValue = PlainModel(count: 1, title: "Ada")
        let diffs = viewModel.$form.publisher.sink { (diff: DiffedValue<PlainModel>) in diff.title = diff.new.title }
        #expect(firings == 0)
        viewModel.$form.title.wrappedValue = "Grace"
        #expect(firings == 1)
        viewModel.$form.title = "Linus"
        #expect(firings == 2)
        #expect(viewModel.form.title == "Linus")
        subscription.cancel()
        diffs.cancel()
    }

    @Test("An empty ZipMany and an empty CombineLatestMany finish at once, emitting nothing")
    func emptyFanInFinishes() {
        var zipped = 0
        var zipFinished = false
        var zip: AnyCancellable?
        // Cancels itself after a few values, so that the old, endless behaviour fails the test instead of hanging.
        zip = Publishers.ZipMany<Void, Never>().sink(
            receiveCompletion: { _ in zipFinished = true },
            receiveValue: {
                zipped += 1
                if zipped > 3 { zip?.cancel() }
            }
        )
        #expect(zipped == 0)
        #expect(zipFinished)
        var combined = 0
        var combineFinished = false
        let combine = Publishers.CombineLatestMany<Void, Never>().sink(
            receiveCompletion: { _ in combineFinished = true },
            receiveValue: { combined += 1 }
        )
        #expect(combined == 0)
        #expect(combineFinished)
        zip?.cancel()
        combine.cancel()
    }
}

/// Every documented stop writes its message to standard error before trapping, in debug and release builds alike.
@Suite("Stop messages")
struct StopMessageTests {
    @Test("safe(_:) with an index out of bounds names the index")
    func safeStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIState(wrappedValue: ["a"]).safe(3)
        }
        #expect(standardError(result).contains("safe(3): the index is out of bounds of the 1 elements"))
    }

    @Test("unsafe(_:) read after the collection shrank names the index")
    func unsafeStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let items = UIState(wrappedValue: ["a", "b"])
            let second = items.unsafe(1)
            items.wrappedValue = ["a"]
            _ = second.wrappedValue
        }
        #expect(standardError(result).contains("unsafe(1): the index is out of bounds of 1 elements."))
    }

    @Test("A fan-in publisher whose Output is not its upstreams' tuple names both types")
    func fanInOutputStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Publishers.ZipMany<(Int, Int), Never, _, _>(Just(1), Just("a"))
        }
        #expect(
            standardError(result).contains("declared its Output as (Int, Int), but its upstreams produce (Int, String)")
        )
    }

    @Test("Reading UIBinding.placeholder says it was used before a binding was assigned")
    func placeholderStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIBinding<String>.placeholder.wrappedValue
        }
        #expect(standardError(result).contains("UIBinding<String>.placeholder was used before a binding was assigned"))
    }

    @Test("Calling a state with two key paths asks for one")
    func dynamicallyCallStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let state = UIState(wrappedValue: PlainModel())
            _ = state(\.count, \.count)
        }
        #expect(standardError(result).contains("Call a binding with one key path, as in $state(\\.title), not with 2."))
    }

    @Test("Calling a one-argument IgnoredState closure with two arguments asks for one")
    func ignoredStateStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let double = IgnoredState<(Int) -> Int>(wrappedValue: { $0 * 2 })
            _ = double(1, 2)
        }
        #expect(standardError(result).contains("pass one argument, not 2."))
    }

    @Test("ManagedStateCyclicDependencyMaxDepth below 1 names the value")
    func maxDepthStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ManagedStateCyclicDependencyMaxDepth = 0
        }
        #expect(standardError(result).contains("ManagedStateCyclicDependencyMaxDepth must be at least 1, not 0."))
    }
}

private func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// A view model holding a collection, counting its `objectWillChange` firings.
private final class NamesViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @UIState var names = ["Ada", "Grace"]
}

/// The element bindings keep the rule the collection's own binding keeps: an equal write neither changes nor
/// announces, and a binding emits only when its own element changes.
@Suite("Element bindings skip equal writes")
struct ElementBindingEqualWriteTests {
    /// Writes "Ada" (equal), then another element, then "Lovelace" through the binding `first` makes to element 0.
    private func expectEqualWriteIsSilent(_ first: (NamesViewModel) -> UIBinding<String>) {
        let viewModel = NamesViewModel()
        var firings = 0
        let announcements = viewModel.objectWillChange.sink { firings += 1 }
        let element = first(viewModel)
        var delivered: [String] = []
        let deliveries = element.sink { (name: String) in delivered.append(name) }
        element.wrappedValue = "Ada"
        #expect(firings == 0, "an equal write announces nothing")
        #expect(delivered == ["Ada"], "an equal write delivers nothing")
        viewModel.names[1] = "Linus"
        #expect(firings == 1)
        #expect(delivered == ["Ada"], "another element's change is not this binding's")
        element.wrappedValue = "Lovelace"
        #expect(firings == 2)
        #expect(delivered == ["Ada", "Lovelace"])
        #expect(viewModel.names == ["Lovelace", "Linus"])
        announcements.cancel()
        deliveries.cancel()
    }

    @Test("safe(_:default:): an equal write neither changes nor announces")
    func safeWithDefault() {
        expectEqualWriteIsSilent { $0.$names.safe(0, default: "none") }
    }

    @Test("safe(_:): an equal write neither changes nor announces")
    func safeAtValidIndex() {
        expectEqualWriteIsSilent { $0.$names.safe(0) }
    }

    @Test("unsafe(_:): an equal write neither changes nor announces")
    func unsafeAtIndex() {
        expectEqualWriteIsSilent { $0.$names.unsafe(0) }
    }

    @Test("bindingArray(): an equal write neither changes nor announces")
    func bindingArrayElement() {
        expectEqualWriteIsSilent { $0.$names.bindingArray()[0] }
    }
}
