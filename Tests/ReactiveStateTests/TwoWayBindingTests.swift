// SPDX-License-Identifier: MPL-2.0

import Foundation
import Testing

// @testable: SwiftUI's `Binding` does not exist on Linux; these tests drive the accessors it forwards to.
@testable import ReactiveState

private struct SignUpForm: BehavioralStateContract {
    var name = ""
    var acceptsTerms = false
    var canSubmit = false

    mutating func applyRules() { canSubmit = !name.isEmpty && acceptsTerms }
}

private final class SignUpViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var form = SignUpForm()
}

/// What `$form.name.binding` (a SwiftUI `Binding`) forwards to: a `TextField` on a String field, a `Toggle` on
/// a Bool field.
@Suite("Two-way bindings for SwiftUI controls")
struct TwoWayBindingTests {
    @Test("A text field's reads and writes reach the field, run the rules, and fire objectWillChange once")
    func textField() {
        let viewModel = SignUpViewModel()
        var firings = 0
        let willChange = viewModel.objectWillChange.sink { firings += 1 }
        let text = viewModel.$form.name.twoWayAccessors
        #expect(text.get() == "")
        text.set("Ada")
        #expect(viewModel.form.name == "Ada")
        #expect(text.get() == "Ada")
        #expect(firings == 1)
        text.set("Ada")  // SwiftUI writes back what it shows: no change, no render
        #expect(firings == 1)
        willChange.cancel()
    }

    @Test("A toggle flips a Bool field and the model's rules follow")
    func toggle() {
        let viewModel = SignUpViewModel()
        viewModel.form.name = "Ada"
        let isOn = viewModel.$form.acceptsTerms.twoWayAccessors
        #expect(isOn.get() == false)
        isOn.set(true)
        #expect(viewModel.form.acceptsTerms)
        #expect(viewModel.form.canSubmit)
        isOn.set(false)
        #expect(!viewModel.form.canSubmit)
    }
}

/// The CombineExt names: `ManagedStateLock`, `UIBindingFactory`, `DiffedValue.ifChanged(keyPath:do:)`,
/// `AlwaysEqual`.
@Suite("CombineExt names")
struct CombineExtNamesTests {
    @Test("ManagedStateLock is the lock option type: synced, absent, custom")
    func managedStateLock() {
        let locks: [ManagedStateLock] = [.synced, .absent, .custom(NSRecursiveLock())]
        for lock in locks {
            @ManagedState(lock: lock) var model = PlainModel()
            $model.withLock { $0.count += 1 }
            #expect(model.count == 1)
        }
    }

    @Test("@UIBinding(.uninitialized), (.lazy) and init(creator:) make their bindings")
    func bindingFactory() {
        @UIState var name = "Ada"
        final class NameView {
            @UIBinding(.uninitialized) var uninitialized: String
            @UIBinding(.lazy) var lazy: String
            @UIBinding(.placeholder) var placeholder: String

            func configure(with binding: UIBinding<String>) {
                _uninitialized = binding
                _lazy = binding
                _placeholder = binding
            }
        }
        let view = NameView()
        view.configure(with: $name())
        view.lazy = "Grace"
        #expect(name == "Grace")
        #expect(view.uninitialized == "Grace")
        let made = UIBinding(UIBindingFactory<String> { .constant("fixed") })
        #expect(made.wrappedValue == "fixed")
    }

    @Test("An unassigned @UIBinding(.uninitialized) stops the program with the placeholder's message")
    func uninitializedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UIBinding<Int>(.uninitialized).wrappedValue
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIBinding<Int>.placeholder was used before a binding was assigned"))
    }

    @Test("ifChanged(keyPath:do:) runs on a first delivery and when the property changed, not otherwise")
    func ifChanged() {
        @UIState var model = PlainModel()
        let titles = Recorder<String>()
        let subscription = $model.sink { (diff: DiffedValue<PlainModel>) in
            diff.ifChanged(keyPath: \.title) { titles.append($0) }
        }
        model.count = 1
        model.title = "a"
        model.count = 2
        #expect(titles.all == ["", "a"])
        subscription.cancel()
    }

    @Test("An @AlwaysEqual field is stored but never counts as a change")
    func alwaysEqual() {
        struct Screen: Equatable {
            var title = ""
            @AlwaysEqual var scrollOffset = 0.0
        }
        @UIState var screen = Screen()
        let deliveries = Recorder<Double>()
        let subscription = $screen.sink { (value: Screen) in deliveries.append(value.scrollOffset) }
        screen.scrollOffset = 10
        #expect(screen.scrollOffset == 10)
        #expect(deliveries.all == [0])
        #expect(Screen(scrollOffset: 1) == Screen(scrollOffset: 2))
        subscription.cancel()
    }
}
