// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare them: `View` is `@MainActor @preconcurrency`, its `body` requirement `@MainActor(unsafe)` (written
// `@MainActor @preconcurrency` here), and view-building parameters are `@ViewBuilder`, a result builder (spelled
// `@_functionBuilder` in the SDK's interface) that is not `Sendable`.

/// https://developer.apple.com/documentation/swiftui/view
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@MainActor
@preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body type of SwiftUI's primitive views: https://developer.apple.com/documentation/swift/never
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    /// A primitive view has no body.
    public typealias Body = Never
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

/// What `buildIf(_:)` produces: https://developer.apple.com/documentation/swift/optional (conforms to `View`
/// where `Wrapped` does).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public typealias Body = Never
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

/// A view the stubs below return for their `some View`; not part of SwiftUI's API.
struct InterfaceOnlyView: View {
    var body: Never { fatalError() }
}
