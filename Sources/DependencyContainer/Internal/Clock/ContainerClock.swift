// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The time a container's timeouts read: when a `timeToLive` expires, and when a resolution that waits for
/// another thread's build reports the wait.
///
/// Each ``InstanceStore`` has one (``ContainerManager/clock`` sets a container's), so that a test can replace
/// it with a clock it advances by hand, exactly and at once, without touching any other test's container.
/// Package-visible: it is not part of the API.
package protocol ContainerClock: Sendable {
    /// The time now, in nanoseconds on a monotonic clock.
    func now() -> UInt64

    /// Called holding `condition`'s lock: waits until `condition` is signalled, or until the clock reaches
    /// `deadline` (`nil`: no deadline). Returns `false` when it returned because the deadline passed. As with
    /// any condition, a return does not mean the awaited state holds: the caller checks it again.
    func wait(on condition: NSCondition, until deadline: UInt64?) -> Bool
}

/// The clock of the system: monotonic time, and waits that end when the time comes.
package struct SystemContainerClock: ContainerClock {
    package init() {}

    package func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    package func wait(on condition: NSCondition, until deadline: UInt64?) -> Bool {
        guard let deadline else {
            condition.wait()
            return true
        }
        let now = now()
        guard deadline > now else { return false }
        return condition.wait(until: Date(timeIntervalSinceNow: Double(deadline - now) / 1e9))
    }
}
