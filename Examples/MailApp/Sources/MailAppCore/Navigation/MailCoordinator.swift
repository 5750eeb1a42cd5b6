// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation

/// Decides what the app shows: screens send it messages, deep links replace its state, and the state is saved and
/// restored as JSON.
public final class MailCoordinator: NavigationCoordinator<MailRoute> {
    /// The settings sheet's own navigation; messages it does not handle come here.
    public let settings = SettingsCoordinator()

    override public init(navigation: NavigationState<MailRoute> = NavigationState()) {
        super.init(navigation: navigation)
        add(child: settings)
    }

    override public func handle(_ message: any CoordinatorMessage) -> Bool {
        switch message {
        case let open as OpenMessage:
            push(.message(id: open.id))
            return true
        case is ComposeMessage:
            present(.compose, style: .sheet)
            return true
        case is ComposeFinished:
            return (try? dismiss()) != nil
        case is OpenSettings:
            settings.popToRoot()
            present(.settings, style: .sheet)
            return true
        case is CloseSettings:
            return (try? dismiss()) != nil
        case BasicMessage.back:
            return (try? pop()) != nil
        default:
            return false
        }
    }

    /// Shows what `url` links to; throws for a link the app does not know.
    public func open(_ url: URL) throws(NavigationError) {
        try open(url, with: mailLinks)
    }

    /// The navigation state, for state restoration.
    public func savedState() throws -> Data {
        try JSONEncoder().encode(navigation)
    }

    /// Shows a state that ``savedState()`` returned.
    public func restore(from data: Data) throws {
        show(try JSONDecoder().decode(NavigationState<MailRoute>.self, from: data))
    }
}
