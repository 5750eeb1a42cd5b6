// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI) && canImport(Combine)
import Combine
import SwiftUI

/// A SwiftUI view's `ObservableObject`, resolved from a container and owned by the view like a `@StateObject`.
///
/// ```swift
/// struct ProfileView: View {
///     @InjectedObject(\.profileModel) var model           // Container.shared.profileModel()
///     var body: some View { Text(model.name) }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@propertyWrapper
public struct InjectedObject<T>: DynamicProperty where T: ObservableObject {
    @StateObject private var dependency: T

    /// Resolves `keyPath` of `Container.shared` when SwiftUI first needs the object.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        _dependency = StateObject(wrappedValue: Container.shared[keyPath: keyPath]())
    }

    /// Resolves `keyPath` of `C.shared` when SwiftUI first needs the object.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        _dependency = StateObject(wrappedValue: C.shared[keyPath: keyPath]())
    }

    /// Uses `wrappedValue` instead of resolving, e.g. for a preview.
    public init(_ wrappedValue: T) {
        _dependency = StateObject(wrappedValue: wrappedValue)
    }

    /// The object.
    public var wrappedValue: T { dependency }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<T>.Wrapper { $dependency }
}
#endif
