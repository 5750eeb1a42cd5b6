// SPDX-License-Identifier: MPL-2.0

import ReactiveState

/// One message's screen: loads the message by id and marks it read.
public final class MessageDetailViewModel: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()
    public let id: Int
    /// The message, once loaded; `nil` before, or when there is no message with ``id``.
    @UIState public var message: Message?

    private let service: any MailService

    public init(id: Int, service: any MailService) {
        self.id = id
        self.service = service
    }

    public func load() async {
        await service.markRead(id: id)
        message = await service.message(id: id)
    }
}
