// SPDX-License-Identifier: MPL-2.0

/// CombineExt's name for the lock options: `@ManagedState(lock: .synced) var model = Model()`.
///
/// The same type as ``StateLock``; `.synced` is ``StateLock/threadSafe``.
public typealias ManagedStateLock = StateLock
