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
///     let coordinator: (any LoginCoordinating)?
///
///     required init(coordinator: (any LoginCoordinating)?) {
///         self.coordinator = coordinator
///         super.init(rootView: LoginView(coordinator: coordinator!))
///         coordinator?.initialize(with: self)
///     }
///     @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
///
///     func navigateToHome() { navigationController?.pushViewController(HomeViewController(), animated: true) }
///     func showError(_ message: String) { /* present an alert */ }
/// }
/// ```
///
/// The coordinator is optional in the initializer for hosts created before their coordinator exists (lazy
/// injection, storyboards, previews).
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
