// SPDX-License-Identifier: MPL-2.0

import MultiCastDelegate

/// The sync engine's broadcaster for ``SyncLogDelegate``s, each called on the queue it subscribed with.
///
/// A producer broadcasts one delegate protocol, so the engine keeps its queue listeners here, beside its own list of
/// main-actor ``SyncDelegate``s.
public final class SyncLog: DelegateMultiCasting, Sendable {
    public typealias Delegate = any SyncLogDelegate
    public let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    public init() {}
}
