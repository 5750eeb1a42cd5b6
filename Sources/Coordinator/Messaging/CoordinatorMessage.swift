// SPDX-License-Identifier: MPL-2.0

/// Something a screen or coordinator tells its coordinator: "I'm done", "the user cancelled", "log in with…".
///
/// Messages are plain values; define your own for app-specific actions:
///
/// ```swift
/// struct AuthenticateMessage: CoordinatorMessage {
///     let username: String
///     let password: String
/// }
/// ```
///
/// A coordinator that does not handle a message passes it to its parent, like a responder chain; see
/// ``BaseCoordinator/send(message:)``.
public protocol CoordinatorMessage: Sendable {}
