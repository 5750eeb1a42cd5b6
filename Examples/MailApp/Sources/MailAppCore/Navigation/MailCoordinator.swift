// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation

/// Decides what the app shows, in two tabs, the inbox and the settings, each with its own stack: screens send it
/// messages, deep links select a tab and show a stack in it, and the state is saved and restored as JSON.
public final class MailCoordinator: TabNavigationCoordinator<MailTab, MailRoute> {
    /// The app at launch: the inbox tab, both tabs at their first screen.
    public convenience init() {
        // Two different tabs, one of them selected: the state's rules hold, so this cannot throw.
        self.init(navigation: try! TabNavigationState(tabs: MailTab.allCases, selected: .inbox))
    }

    override public init(navigation: TabNavigationState<MailTab, MailRoute>) {
        super.init(navigation: navigation)
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
            return (try? select(.settings)) != nil
        case let edit as EditSignature:
            if edit.inSheet { present(.signature, style: .sheet) } else { push(.signature) }
            return true
        case is ShowInbox:
            // From a sheet too: selecting a tab closes what is presented over the tabs.
            return (try? select(.inbox)) != nil
        case BasicMessage.back, BasicMessage.done:
            // A screen that is finished or that the user leaves goes away: the signature editor's Done pops it, or
            // closes the sheet it is the first screen of.
            return (try? pop()) != nil || (try? dismiss()) != nil
        default:
            return false
        }
    }

    /// Shows what `url` links to; throws for a link the app does not know, and then changes nothing.
    public func open(_ url: URL) throws(NavigationError) {
        if url.scheme == "mailapp", url.host == "compose", url.pathComponents.filter({ $0 != "/" }).isEmpty {
            dismissAll()
            present(.compose, style: .sheet)
            return
        }
        try open(url, with: mailLinks)
    }

    /// The navigation state, for state restoration.
    public func savedState() throws -> Data {
        try JSONEncoder().encode(navigation)
    }

    /// Shows a state that ``savedState()`` returned.
    public func restore(from data: Data) throws {
        show(try JSONDecoder().decode(TabNavigationState<MailTab, MailRoute>.self, from: data))
    }
}
