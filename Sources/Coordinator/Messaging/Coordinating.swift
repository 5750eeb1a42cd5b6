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
