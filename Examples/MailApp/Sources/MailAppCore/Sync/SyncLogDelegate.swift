// SPDX-License-Identifier: MPL-2.0

import MultiCastDelegate

/// A listener that runs on its own queue, such as a logger: `nonisolated`, so the engine calls it with `invoke`.
nonisolated public protocol SyncLogDelegate: MultiCastDelegate {
    func sync(didLog line: String)
}
