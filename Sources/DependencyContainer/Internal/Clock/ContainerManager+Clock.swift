// SPDX-License-Identifier: MPL-2.0

extension ContainerManager {
    /// The clock this container's `.cached` and `.shared` instances read: when a `timeToLive` expires, and when
    /// a resolution that waits for another thread's build reports the wait. The system's by default; a test
    /// sets a clock it advances by hand, which affects no other container (process-wide singletons keep the
    /// system's). Inside `withIsolated { … }` it is the isolated copy's.
    package var clock: any ContainerClock {
        get { effective.instances.clock.withLock { $0 } }
        set { effective.instances.clock.withLock { $0 = newValue } }
    }
}
