// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. `ObservableObject` is Combine's, so the
// declarations exist only where Combine does, as on every Apple platform.
//
// As the iOS 17.0 and macOS 14.0 SDKs declare it: the struct and its `Wrapper` have no actor isolation, only the
// properties are `@MainActor(unsafe)` (written `@MainActor @preconcurrency` here), and neither is `Sendable`.
// The package only names `ObservedObject<T>.Wrapper` (as `StateObject`'s projected value); the initializer,
// `wrappedValue` and the dynamic-member subscript stay because `@propertyWrapper` and `@dynamicMemberLookup`
// require them.
#if canImport(Combine)
import Combine

/// https://developer.apple.com/documentation/swiftui/observedobject (conforms to `DynamicProperty`)
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
@frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup
    @frozen
    public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    public init(wrappedValue: ObjectType) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(*, unavailable)
extension ObservedObject.Wrapper: Sendable {}

@available(*, unavailable)
extension ObservedObject: Sendable {}

#endif
