// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation

/// The app's deep links: `mailapp://message/42`, `mailapp://compose` and `mailapp://settings`.
///
/// A parser's closure runs off the main actor: it builds a navigation state and reads nothing else.
public let mailLinks = DeepLinkParser<MailRoute> { url in
    guard url.scheme == "mailapp" else { return nil }
    switch url.host {
    case "message":
        guard let id = Int(url.lastPathComponent) else { return nil }
        return NavigationState(path: [.message(id: id)])
    case "compose", "settings":
        var state = NavigationState<MailRoute>()
        state.present(url.host == "compose" ? .compose : .settings, style: .sheet)
        return state
    default:
        return nil
    }
}
