// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation

/// The app's deep links into its tabs: `mailapp://message/42` (the inbox tab), `mailapp://settings` and
/// `mailapp://settings/signature` (the settings tab). `mailapp://compose`, a sheet over whichever tab shows, is
/// ``MailCoordinator/open(_:)``'s own.
///
/// A parser's closure runs off the main actor: it builds a tab and a path and reads nothing else.
public let mailLinks = TabDeepLinkParser<MailTab, MailRoute> { url in
    guard url.scheme == "mailapp" else { return nil }
    let path = url.pathComponents.filter { $0 != "/" }
    switch (url.host, path) {
    case ("message", let path):
        guard path.count == 1, let id = Int(path[0]) else { return nil }
        return (.inbox, [.message(id: id)])
    case ("settings", []):
        return (.settings, [])
    case ("settings", ["signature"]):
        return (.settings, [.signature])
    default:
        return nil
    }
}
