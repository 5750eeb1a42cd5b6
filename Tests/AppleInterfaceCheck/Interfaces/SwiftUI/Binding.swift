// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs'
// `SwiftUI.swiftinterface` declares it, limited to what the package uses (the SDK's `Binding` is also a
// `@propertyWrapper` and `@dynamicMemberLookup`, which the package does not use).

/// https://developer.apple.com/documentation/swiftui/binding
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    ///
    /// The iOS 17.0 and macOS 14.0 SDKs take plain escaping closures. (Apple's page now shows the newer SDKs'
    /// declaration, `@preconcurrency` with `@isolated(any) @Sendable` closures; the real SDK wins here.)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

/// The SDK declares `Binding` not `Sendable`.
@available(*, unavailable)
extension Binding: Sendable {}
