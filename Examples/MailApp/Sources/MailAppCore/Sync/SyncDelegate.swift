// SPDX-License-Identifier: MPL-2.0

import MultiCastDelegate

/// A screen or view model that follows the sync. Main-actor, as everything in an app target is by default: the
/// engine calls it with `invokeOnMainActor`.
public protocol SyncDelegate: MultiCastDelegate {
    func syncDidStart()
    func syncDidFinish(newMessages: [Message])
}
