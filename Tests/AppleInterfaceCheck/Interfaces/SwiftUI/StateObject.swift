// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. `ObservableObject` is Combine's, so the
// declarations exist only where Combine does, as on every Apple platform.
#if canImport(Combine)
import Combine

/// https://developer.apple.com/documentation/swiftui/stateobject (conforms to `DynamicProperty`)
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@frozen
@propertyWrapper
@preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

#endif
