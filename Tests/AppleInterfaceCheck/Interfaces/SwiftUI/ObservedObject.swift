// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. `ObservableObject` is Combine's, so the
// declarations exist only where Combine does, as on every Apple platform.
#if canImport(Combine)
import Combine

/// https://developer.apple.com/documentation/swiftui/observedobject (conforms to `DynamicProperty`)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@MainActor
@propertyWrapper
@preconcurrency
@frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper (conforms to `Sendable`)
    @MainActor
    @dynamicMemberLookup
    @preconcurrency
    @frozen
    public struct Wrapper: Sendable {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        @MainActor @preconcurrency
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

#endif
