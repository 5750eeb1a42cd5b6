// SPDX-License-Identifier: MPL-2.0

/// How a `@UIBinding` property starts before its real binding is assigned: `@UIBinding(.placeholder)`,
/// `@UIBinding(.uninitialized)`, `@UIBinding(.lazy)`, or one you make with `init(creator:)`.
///
/// ```swift
/// final class NameView {
///     @UIBinding(.uninitialized) private var name: String
///     func configure(withName binding: UIBinding<String>) { _name = binding }
/// }
/// ```
public struct UIBindingFactory<Value> {
    private let creator: () -> UIBinding<Value>

    /// A factory that makes its binding with `creator`.
    public init(creator: @escaping () -> UIBinding<Value>) {
        self.creator = creator
    }

    /// ``UIBinding/placeholder``: using the binding before one is assigned stops the program with a message.
    public static var placeholder: UIBindingFactory<Value> {
        UIBindingFactory { .placeholder }
    }

    /// Another name for ``placeholder``.
    public static var uninitialized: UIBindingFactory<Value> { placeholder }

    /// Another name for ``placeholder`` (CombineExt's older spelling).
    public static var lazy: UIBindingFactory<Value> { placeholder }

    /// Makes the binding.
    public func make() -> UIBinding<Value> {
        creator()
    }
}

extension UIBinding {
    /// A binding made by `factory`: `@UIBinding(.uninitialized) var name: String`.
    @_disfavoredOverload
    public init(_ factory: UIBindingFactory<Value>) {
        self = factory.make()
    }
}
