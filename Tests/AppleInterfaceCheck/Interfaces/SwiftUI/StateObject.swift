// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. `ObservableObject` is Combine's, so the
// declarations exist only where Combine does, as on every Apple platform.
//
// As the iOS 17.0 and macOS 14.0 SDKs declare it: the struct has no actor isolation and its initializer none,
// only the properties are `@MainActor(unsafe)` (written `@MainActor @preconcurrency` here); it is not `Sendable`.
#if canImport(Combine)
import Combine

/// https://developer.apple.com/documentation/swiftui/stateobject (conforms to `DynamicProperty`)
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@frozen
@propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@available(*, unavailable)
extension StateObject: Sendable {}

#endif
