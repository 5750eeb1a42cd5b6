// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs.
//
// In the iOS 17.0 and macOS 14.0 SDKs, `EmptyView` conforms to the main-actor `View` protocol with no isolation
// written on it. The compiler infers none for a declaration in a Swift interface file, so for a client its
// initializer is nonisolated; in a source file it would infer `@MainActor` from the conformance, hence the
// explicit `nonisolated` here.

/// https://developer.apple.com/documentation/swiftui/emptyview
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}

    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: Sendable {}
