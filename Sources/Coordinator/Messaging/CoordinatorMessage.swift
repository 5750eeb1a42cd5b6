// SPDX-License-Identifier: MPL-2.0

/// Anything that accepts coordinator messages: every coordinator, and whatever a screen talks to.
///
/// Screens hold a `Coordinating` reference (weakly: the coordinator owns the screen, not the other way round)
/// and send it messages instead of deciding the flow themselves.
@MainActor
public protocol Coordinating: AnyObject {
    /// Handles `message`, or passes it on.
    func send(message: any CoordinatorMessage)
}

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

/// The flow messages almost every screen sends, each carrying the object that sent it.
///
/// A screen sends itself along; a coordinator matches the case, and the sender's type when it matters:
///
/// ```swift
/// coordinator?.send(message: BasicMessage.back(sender: self))   // in the screen
///
/// override func handle(_ message: any CoordinatorMessage) -> Bool {
///     switch message {
///     case BasicMessage.back(let screen as MessageScreen): return closeMessage(screen.id)
///     case BasicMessage.done: return finish()
///     default: return false
///     }
/// }
/// ```
public enum BasicMessage: CoordinatorMessage {
    /// The sender finished its job: move on.
    case done(sender: any Sendable)
    /// The user abandoned the sender's task.
    case cancel(sender: any Sendable)
    /// The user asked to go back from the sender.
    case back(sender: any Sendable)
    /// The user skipped the sender's step.
    case skip(sender: any Sendable)

    /// The object that sent the message.
    public var sender: any Sendable {
        switch self {
        case .done(let sender), .cancel(let sender), .back(let sender), .skip(let sender):
            return sender
        }
    }
}
