// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import UIKit

/// A `UIHostingController` that puts a ``CoordinatedView`` in a UIKit hierarchy, wired at the type level:
/// it must host exactly its `RootCoordinatedView`, and share that view's coordinator type.
///
/// ```swift
/// final class LoginHostingController: UIHostingController<LoginView>, CoordinatedHostingViewController,
///     LoginViewDelegate
/// {
///     typealias Coordinator = any LoginCoordinating
///     typealias RootCoordinatedView = LoginView
///
///     /// `nil` in a host made without one (a storyboard, a preview) until it is set; setting it connects the screen.
///     var coordinator: (any LoginCoordinating)? {
///         didSet { connect() }
///     }
///
///     required init(coordinator: (any LoginCoordinating)?) {
///         self.coordinator = coordinator
///         super.init(rootView: LoginView(coordinator: coordinator ?? LoginPlaceholder()))
///         coordinator?.initialize(with: self)
///     }
///
///     required init?(coder: NSCoder) {
///         coordinator = nil
///         super.init(coder: coder, rootView: LoginView(coordinator: LoginPlaceholder()))
///     }
///
///     private func connect() {
///         guard let coordinator else { return }
///         rootView = LoginView(coordinator: coordinator)
///         coordinator.initialize(with: self)
///     }
///
///     func navigateToHome() { navigationController?.pushViewController(HomeViewController(), animated: true) }
///     func showError(_ message: String) { /* present an alert */ }
/// }
///
/// /// What the screen talks to until its coordinator is set: input goes nowhere.
/// final class LoginPlaceholder: LoginCoordinating {
///     nonisolated var viewDelegate: LoginViewDelegate? { nil }
///     nonisolated func initialize(with viewDelegate: LoginViewDelegate) {}
///     nonisolated func login(email: String, password: String) {}
/// }
/// ```
///
/// The coordinator is optional in the initializer for hosts created before their coordinator exists (lazy
/// injection, storyboards, previews): such a host shows its view with a placeholder until the coordinator is set.
/// A host that always has one at creation may force-unwrap it instead.
public protocol CoordinatedHostingViewController
where Self: UIHostingController<RootCoordinatedView>, RootCoordinatedView.Coordinator == Coordinator {
    /// The SwiftUI view hosted.
    associatedtype RootCoordinatedView: CoordinatedView
    /// The coordinator type shared with `RootCoordinatedView`.
    associatedtype Coordinator: Sendable

    /// Creates the host, with its coordinator if there is one yet.
    init(coordinator: Coordinator?)
}
#endif
