// SPDX-License-Identifier: MPL-2.0

import MultiCastDelegate

/// The sync engine's broadcaster for ``SyncLogDelegate``s, each called on the queue it subscribed with.
///
/// A producer broadcasts one delegate protocol, so the engine keeps its queue listeners here, beside its own list of
/// main-actor ``SyncDelegate``s.
public final class SyncLog: DelegateMultiCasting, Sendable {
    /// It broadcasts to ``SyncLogDelegate``s.
    public typealias Delegate = any SyncLogDelegate
    /// The queue listeners, held weakly.
    public let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    /// A broadcaster with no listeners.
    public init() {}
}
