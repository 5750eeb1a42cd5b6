// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI view driven by a coordinator: it renders the coordinator's state and forwards user input to
/// it as method calls.
///
/// ```swift
/// struct LoginView: CoordinatedView {
///     let coordinator: any LoginCoordinating
///     var body: some View {
///         Button("Sign in") { coordinator.login(email: email, password: password) }
///     }
/// }
/// ```
///
/// `Coordinator` is only required to be `Sendable`, not a ``CoordinatorProtocol``, so that a view can
/// hold a sub-protocol existential (`any LoginCoordinating`) or a preview stand-in without dealing with
/// associated types.
public protocol CoordinatedView: View {
    /// The type of the coordinator the view talks to.
    associatedtype Coordinator: Sendable

    /// The coordinator the view forwards input to.
    var coordinator: Coordinator { get }

    /// Creates the view for `coordinator`.
    init(coordinator: Coordinator)
}
#endif
