// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs.

/// https://developer.apple.com/documentation/swiftui/emptyview
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}

    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}
