// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare them (see Navigation.swift for the isolation of view modifiers).

/// https://developer.apple.com/documentation/swiftui/tabview (`body` is `@MainActor(unsafe)` in the SDK)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }

    /// Its body, which the SDK declares opaque (`some View`).
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(*, unavailable)
extension TabView: Sendable {}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    /// A primitive view has no body.
    public typealias Body = Never
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:)
    public func tag<V>(_ tag: V) -> some View where V: Hashable { InterfaceOnlyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { InterfaceOnlyView() }
}
