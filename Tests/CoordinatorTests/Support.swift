// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// An app-specific message.
struct AuthenticateMessage: CoordinatorMessage {
    let username: String
}

/// Records the messages that reach it and handles those its predicate accepts.
final class RecordingCoordinator: BaseCoordinator {
    let name: String
    private let accepts: (any CoordinatorMessage) -> Bool
    private(set) var handled: [String] = []
    private(set) var declined: [String] = []

    init(_ name: String, accepts: @escaping (any CoordinatorMessage) -> Bool = { _ in false }) {
        self.name = name
        self.accepts = accepts
        super.init()
    }

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard accepts(message) else {
            declined.append(describe(message))
            return false
        }
        handled.append(describe(message))
        return true
    }
}

/// A short text for a message, for comparing in tests.
func describe(_ message: any CoordinatorMessage) -> String {
    switch message {
    case BasicMessage.done: "done"
    case BasicMessage.cancel: "cancel"
    case BasicMessage.back: "back"
    case BasicMessage.skip: "skip"
    case let message as AuthenticateMessage: "authenticate \(message.username)"
    default: "\(type(of: message))"
    }
}

/// Routes of a small mail app.
enum MailRoute: Hashable, Codable, Sendable {
    case inbox
    case message(id: Int)
    case compose
    case settings
}
