// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The time a container's timeouts read: when a `timeToLive` expires, and when a resolution that waits for
/// another thread's build reports the wait.
///
/// Each ``InstanceStore`` has one (``ContainerManager/clock`` sets a container's), so that a test can replace
/// it with a clock it advances by hand, exactly and at once, without touching any other test's container.
/// Package-visible: it is not part of the API.
package protocol ContainerClock: Sendable {
    /// The time now, in nanoseconds on a monotonic clock.
    func now() -> UInt64

    /// Waits on `condition` while `isWaiting()` holds, until the clock reaches `deadline` (`nil`: no deadline).
    /// Returns `false` when it stopped because the deadline passed while `isWaiting()` still held. `isWaiting`
    /// is called holding `condition`'s lock, so a change announced with `withLockBroadcasting` after the state
    /// it reads changed is never missed.
    func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    )
        -> Bool
}

package struct SystemContainerClock: ContainerClock {
    package init() {}

    package func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    package func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    ) -> Bool {
        guard let deadline else {
            condition.withLock(waitingUntil: { _ in !isWaiting() }) { _ in }
            return true
        }
        let now = now()
        guard deadline > now else { return condition.withLock { _ in !isWaiting() } }
        let seconds = Double(deadline - now) / 1e9
        return condition.withLock(waitingUntil: { _ in !isWaiting() }, timeout: seconds) { _ in } != nil
    }
}

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
