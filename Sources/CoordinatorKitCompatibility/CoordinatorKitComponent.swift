// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// A `CoordinatorComponent` written with CoordinatorKit's method names,
/// `canHandleMessage(message:with:)` and `handle(message:with:)`.
///
/// ```swift
/// struct SignOutComponent: CoordinatorKitComponent {
///     func canHandleMessage(message: CoordinatorMessageable, with coordinator: BaseCoordinator) -> Bool {
///         message is SignOutMessage
///     }
///     func handle(message: CoordinatorMessageable, with coordinator: BaseCoordinator) {
///         coordinator.send(message: BasicMessage.done(coordinator))
///     }
/// }
/// ```
///
/// The protocol answers `CoordinatorComponent`'s `canHandle(_:with:)` and `handle(_:with:)` with these two. They
/// are its requirements, with no default: a component that implements neither does not compile.
@MainActor
public protocol CoordinatorKitComponent: CoordinatorComponent {
    /// Whether this component takes `message`; asked in order, and the first `true` wins. It may be asked several
    /// times for one message and must have no side effects.
    func canHandleMessage(message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool

    /// Handles `message` on behalf of `coordinator`, which it may use to send further messages.
    func handle(message: any CoordinatorMessage, with coordinator: BaseCoordinator)
}

extension CoordinatorKitComponent {
    /// Asks ``canHandleMessage(message:with:)``.
    public func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool {
        canHandleMessage(message: message, with: coordinator)
    }

    /// Calls ``handle(message:with:)``.
    public func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) {
        handle(message: message, with: coordinator)
    }
}
