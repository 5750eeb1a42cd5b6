// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

extension UIBinding {
    /// A read-only binding: it always returns `value`, ignores writes (reporting them to the unified log on
    /// Apple platforms, on standard error elsewhere), and publishes `value` once to each subscriber.
    ///
    /// ```swift
    /// let title = UIBinding<String>.constant("Fixed Title")
    /// title.wrappedValue = "New Title"  // ignored
    /// ```
    public static func constant(_ value: Value) -> UIBinding<Value> {
        UIBinding(
            read: { value },
            modify: { change, _ in
                var copy = value
                change(&copy)
                Diagnostics.report("a constant UIBinding<\(Value.self)> was assigned; the write is ignored.")
            },
            publisher: Just(DiffedValue(old: nil, new: value, editor: nil)).eraseToAnyPublisher()
        )
    }

    /// A binding that stands in until the real one is assigned (`_name = binding`). Reading or writing it
    /// stops the program with a message saying so, instead of showing a made-up value.
    public static var placeholder: UIBinding<Value> {
        func unassigned() -> Never {
            ProgramStop.stop(
                "UIBinding<\(Value.self)>.placeholder was used before a binding was assigned to it "
                    + "(assign one first, as in `_name = $state.name`)."
            )
        }
        return UIBinding(
            read: { unassigned() },
            modify: { _, _ in unassigned() },
            publisher: Empty(completeImmediately: false).eraseToAnyPublisher()
        )
    }
}
