// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare them.
//
// The view modifiers are members of an extension of the main-actor `View` protocol with no isolation written on
// them: the compiler infers the protocol's `@MainActor @preconcurrency` for them, from the SDK's interface file
// as from this source file, so they are written without an attribute here too. (Apple's pages now show them
// `nonisolated`, as newer SDKs declare them; the real SDK wins here.)

/// https://developer.apple.com/documentation/swiftui/navigationstack (`@MainActor(unsafe)` in the SDK)
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
@preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    { fatalError() }

    /// Its body, which the SDK declares opaque (`some View`).
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { InterfaceOnlyView() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { InterfaceOnlyView() }

    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { InterfaceOnlyView() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View { InterfaceOnlyView() }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    public func fullScreenCover<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View { InterfaceOnlyView() }
}
