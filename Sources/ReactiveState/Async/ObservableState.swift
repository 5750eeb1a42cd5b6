// SPDX-License-Identifier: MPL-2.0

import Observation

/// Drives Observation (`@Observable`, SwiftUI's automatic tracking) from a `ManagedState`, `UIState` or
/// `UIBinding`: reading `value` registers the read, and every change of the source notifies observers.
///
/// ```swift
/// @Observable final class ProfileModel {
///     let login: ObservableState<LoginState>
///     init(state: ManagedState<LoginState>) { login = ObservableState(state) }
/// }
/// // In a view: Text(model.login.value.status), re-rendered when the state changes.
/// ```
///
/// Assigning `value` writes through to the source (and runs its rules).
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, macCatalyst 17.0, *)
// Safety: `latest` is a _StateCore (it locks itself), `subscription` is set once in init.
public final class ObservableState<Value>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let source: UIBinding<Value>
    /// A bare core used as a lock around the mirrored value: ConcurrencySafeContainer needs a `sending` initial
    /// value, which a value read from a caller's binding is not.
    private let latest: _StateCore<Value>
    private var subscription: AnyCancellable?

    /// Mirrors `binding` (a state's `$state`, or any binding to part of it).
    public init<Binding: SafeBinding>(_ binding: Binding) where Binding.Value == Value {
        source = binding.observe()
        latest = _StateCore(binding.wrappedValue, lock: .threadSafe, isDuplicate: nil)
        subscription = source.publisher.sink { [weak self] diff in
            guard let self else { return }
            registrar.withMutation(of: self, keyPath: \.value) {
                latest.mutate { $0 = diff.new }
            }
        }
    }

    /// The source's latest delivered value. Reading it inside an observation (a SwiftUI body,
    /// `withObservationTracking`) tracks it.
    public var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return latest.value
        }
        set {
            source.wrappedValue = newValue
        }
    }
}
