// SPDX-License-Identifier: MPL-2.0

/// The state a view-controller flow is built from: CoordinatorKit's `FlowState`.
///
/// Any type can be a flow's state; it conforms to say so, and the flow's `FlowPresentable` casts it back:
///
/// ```swift
/// struct SignupState: FlowState {
///     var hasAccount: Bool
///     var acceptedTerms: Bool
/// }
/// ```
///
/// A route-based ``FlowCoordinator`` has a state type of its own choice and needs no conformance.
public protocol FlowState {}
