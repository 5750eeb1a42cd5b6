// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 and macOS 14.0 SDKs
// declare it.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    /// SwiftUI's default implementation, which lets a conforming type leave `update()` out.
    public mutating func update() {}
}
