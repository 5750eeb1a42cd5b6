// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare them: the appearance actions, a view's identity and a background view, members of an extension of the
// main-actor `View` protocol (see Navigation.swift); `Transaction`, which is not `Sendable`, and
// `withTransaction(_:_:)`.

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { InterfaceOnlyView() }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { InterfaceOnlyView() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { InterfaceOnlyView() }
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View { InterfaceOnlyView() }
}

/// https://developer.apple.com/documentation/swiftui/alignment (only `center`, which the SDK declares in an
/// extension)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/transaction
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}

    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(*, unavailable)
extension Transaction: Sendable {}

/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}
