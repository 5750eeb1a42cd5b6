// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI) && canImport(Observation)
import Observation
import SwiftUI

/// A SwiftUI view's `@Observable` model, resolved from a container on first use and kept in the view's
/// state like a `@State` property.
///
/// ```swift
/// struct ProfileView: View {
///     @InjectedObservable(\.profileModel) var model       // Container.shared.profileModel()
///     var body: some View { Text(model.name) }
/// }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@propertyWrapper
public struct InjectedObservable<T>: DynamicProperty where T: Observable {
    @State private var dependency: ResolvedOnFirstRead<T>

    /// Resolves `keyPath` of `Container.shared` on first read.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        _dependency = State(wrappedValue: ResolvedOnFirstRead { Container.shared[keyPath: keyPath]() })
    }

    /// Resolves `keyPath` of `C.shared` on first read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        _dependency = State(wrappedValue: ResolvedOnFirstRead { C.shared[keyPath: keyPath]() })
    }

    /// Uses `wrappedValue` instead of resolving, e.g. for a preview.
    public init(_ wrappedValue: @autoclosure @escaping () -> T) {
        _dependency = State(wrappedValue: ResolvedOnFirstRead(wrappedValue))
    }

    /// The model.
    public var wrappedValue: T { dependency.value }

    /// A binding to the model, for views that take one; setting it does nothing.
    public var projectedValue: Binding<T> {
        // A constant binding: `Binding(get:set:)` takes `@Sendable` closures, which cannot read main-actor state.
        .constant(dependency.value)
    }
}

/// Runs `resolve` on the first read of `value` and keeps what it returned; read on the main actor only,
/// through ``InjectedObservable``'s state.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private final class ResolvedOnFirstRead<T> {
    private var resolve: (() -> T)?
    private var resolved: T?

    init(_ resolve: @escaping () -> T) {
        self.resolve = resolve
    }

    var value: T {
        if let resolve {
            resolved = resolve()
            self.resolve = nil
        }
        return resolved!
    }
}
#endif
