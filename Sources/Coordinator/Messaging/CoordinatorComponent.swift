// SPDX-License-Identifier: MPL-2.0

/// A small, reusable piece of message handling that a ``ComponentCoordinator`` delegates to.
///
/// ```swift
/// struct SignOutComponent: CoordinatorComponent {
///     func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool {
///         message is SignOutMessage
///     }
///     func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) {
///         session.end()
///         coordinator.send(message: BasicMessage.done(sender: coordinator))
///     }
/// }
/// ```
///
/// `canHandle` may be called several times for one message and must have no side effects.
@MainActor
public protocol CoordinatorComponent {
    /// Whether this component takes `message`; asked in order, and the first `true` wins.
    func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool

    /// Handles `message` on behalf of `coordinator`, which it may use to send further messages.
    func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator)
}
