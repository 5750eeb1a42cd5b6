// SPDX-License-Identifier: MPL-2.0

import ReactiveState

/// One message's screen: loads the message by id and marks it read.
public final class MessageDetailViewModel: ObservableObject {
    /// Fired before every change of ``message``.
    public let objectWillChange = ObservableObjectPublisher()
    /// The message's identifier.
    public let id: Int
    /// The message, once loaded; `nil` before, or when there is no message with ``id``.
    @UIState public var message: Message?

    private let service: any MailService

    /// A model for the message with `id`, read from `service`.
    public init(id: Int, service: any MailService) {
        self.id = id
        self.service = service
    }

    /// Marks the message read and loads it.
    public func load() async {
        await service.markRead(id: id)
        message = await service.message(id: id)
    }
}
