// SPDX-License-Identifier: MPL-2.0

import Coordinator

extension BasicMessage {
    /// `BasicMessage.done(self)`, as CoordinatorKit's README writes it: the same message as
    /// `BasicMessage.done(sender:)`, which pattern matching (`case .done(let sender)`) still takes apart.
    public static func done(_ sender: any Sendable) -> BasicMessage {
        .done(sender: sender)
    }

    /// `BasicMessage.cancel(self)`: the same message as `BasicMessage.cancel(sender:)`.
    public static func cancel(_ sender: any Sendable) -> BasicMessage {
        .cancel(sender: sender)
    }
}
