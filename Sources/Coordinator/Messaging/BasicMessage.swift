// SPDX-License-Identifier: MPL-2.0

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
