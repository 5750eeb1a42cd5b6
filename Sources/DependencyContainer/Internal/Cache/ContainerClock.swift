// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The time a container's timeouts read: when a `timeToLive` expires, and when a resolution that waits for
/// another thread's build reports the wait.
///
/// Each ``InstanceStore`` has one (``ContainerManager/clock`` sets a container's), so that a test can replace
/// it with a clock it advances by hand, exactly and at once, without touching any other test's container.
/// Package-visible: it is not part of the API.
package protocol ContainerClock: Sendable {
    /// The time now, in nanoseconds on a monotonic clock (the system's counts while the device sleeps).
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

/// The clock of every container unless a test sets its own: time since boot, counted while the device sleeps,
/// and never moved by a change of the wall clock.
///
/// A `timeToLive(3600)` must expire after an hour of the user's time, asleep or not, so Dispatch's uptime
/// (`DispatchTime`, `mach_absolute_time` on Apple platforms) will not do: it stops while the device sleeps, and a
/// cached token would still be fresh the morning after. The wall clock (`Date`) counts sleep but moves when the
/// user or the network changes the time, which would expire a cached value at once or keep it for ever.
package struct SystemContainerClock: ContainerClock {
    /// A system clock that ``SystemContainerClock`` may read.
    package enum Source: String, Sendable {
        /// Apple platforms: `clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)`, in nanoseconds. Apple's `clock_gettime`
        /// reads this clock from `mach_continuous_time()`, of which `mach/mach_time.h` says "like
        /// mach_absolute_time, but advances during sleep". Both are declared
        /// `__OSX_AVAILABLE(10.12) __IOS_AVAILABLE(10.0) __TVOS_AVAILABLE(10.0) __WATCHOS_AVAILABLE(3.0)`
        /// (`time.h`, `mach/mach_time.h`), older than every deployment target of this package. (`CLOCK_UPTIME_RAW`
        /// is the one that stops during sleep.)
        case monotonicRaw = "CLOCK_MONOTONIC_RAW"
        /// Linux and Android: `clock_gettime(CLOCK_BOOTTIME)`, which counts time suspended, where
        /// `CLOCK_MONOTONIC` does not (`clock_gettime(2)`).
        case bootTime = "CLOCK_BOOTTIME"
        /// Any other system: Dispatch's uptime, which may stop while the system sleeps.
        case dispatchUptime = "DispatchTime.uptimeNanoseconds"
    }

    /// The system clock `now()` reads on this platform.
    package static var source: Source {
        #if canImport(Darwin)
        .monotonicRaw
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        .bootTime
        #else
        .dispatchUptime
        #endif
    }

    package init() {}

    package func now() -> UInt64 {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #else
        return DispatchTime.now().uptimeNanoseconds
        #endif
    }

    /// The condition times out on a clock of its own (the wall clock `pthread_cond_timedwait` reads), not on
    /// `now()`'s: a timeout counts only once `now()` has reached the deadline, else the wait goes on, so a wall
    /// clock set forward cannot end it early; and each wait lasts a second at most, so a wall clock set back
    /// delays the deadline by no more than that.
    package func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    ) -> Bool {
        guard let deadline else {
            condition.withLock(waitingUntil: { _ in !isWaiting() }) { _ in }
            return true
        }
        while true {
            let now = now()
            guard deadline > now else { return condition.withLock { _ in !isWaiting() } }
            let seconds = min(Double(deadline - now) / 1e9, Self.longestWait)
            if condition.withLock(waitingUntil: { _ in !isWaiting() }, timeout: seconds, { _ in }) != nil {
                return true
            }
        }
    }

    /// The longest single timed wait, in seconds: how late a deadline may be seen when the wall clock is set back.
    static let longestWait: Double = 1
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
