// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare them.

/// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@MainActor
@preconcurrency
public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content (its documented type is opaque)
    typealias Content = _ViewModifier_Content<Self>
}

/// The proxy `ViewModifier.Content` names, a view.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (conforms to `View` where `Content` is a
/// view and `Modifier` a view modifier)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) (like the other view modifiers, a
    /// member of an extension of `View` with no isolation written on it: see Navigation.swift)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
