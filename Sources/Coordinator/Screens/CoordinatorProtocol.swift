// SPDX-License-Identifier: MPL-2.0

/// The brain of one screen: it owns the screen's state, logic and I/O, and asks its view delegate for
/// anything that needs the UI framework (pushing, presenting, alerts).
///
/// Pin the view delegate in a sub-protocol, and let views hold that as an existential:
///
/// ```swift
/// @MainActor protocol LoginViewDelegate: AnyObject, Sendable {
///     func navigateToHome()
///     func showError(_ message: String)
/// }
///
/// protocol LoginCoordinating: CoordinatorProtocol where ViewDelegate == LoginViewDelegate {
///     func login(email: String, password: String)
/// }
/// ```
///
/// Conformers hold the view delegate weakly — the view controller owns the coordinator, so a strong
/// reference back would be a cycle — and, being `Sendable`, must do so safely across threads.
/// ``ViewDelegateReference`` does both:
///
/// ```swift
/// final class LoginCoordinator: LoginCoordinating {
///     private let delegateReference = ViewDelegateReference<LoginViewDelegate>()
///     var viewDelegate: LoginViewDelegate? { delegateReference.value }
///
///     func initialize(with viewDelegate: LoginViewDelegate) {
///         delegateReference.set(viewDelegate)
///     }
///     // …
/// }
/// ```
public protocol CoordinatorProtocol: AnyObject, Sendable {
    /// What the coordinator asks the UI side to do; usually a protocol implemented by the view controller.
    associatedtype ViewDelegate: Sendable

    /// The view delegate given to ``initialize(with:)``, while it is alive (held weakly).
    var viewDelegate: ViewDelegate? { get }

    /// Connects the coordinator to its view delegate; called by the screen when it is ready. Calling it again
    /// replaces the previous delegate.
    func initialize(with viewDelegate: ViewDelegate)
}
