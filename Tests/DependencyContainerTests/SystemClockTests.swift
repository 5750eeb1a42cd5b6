// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

// @testable: the system clock is package-visible; these tests pin which system clock it reads.
@testable import DependencyContainer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The clock `timeToLive` and the report of a long wait read when no test replaced it.
@Suite("The system clock counts while the device sleeps and ignores wall-clock changes")
struct SystemClockTests {
    // Apple: `mach/mach_time.h` says of `mach_continuous_time` "like mach_absolute_time, but advances during
    // sleep", and Apple's `clock_gettime` reads `CLOCK_MONOTONIC_RAW` from it; Dispatch's uptime
    // (`mach_absolute_time`) stops during sleep. Linux, Android: `clock_gettime(2)` says `CLOCK_BOOTTIME` includes
    // time suspended and `CLOCK_MONOTONIC` does not. Neither moves when the wall clock is set.
    @Test("Each platform's default is a clock that counts sleep: CLOCK_MONOTONIC_RAW on Apple, CLOCK_BOOTTIME on Linux")
    func defaultSourcePerPlatform() {
        #if canImport(Darwin)
        #expect(SystemContainerClock.source == .monotonicRaw)
        #elseif os(Linux) || os(Android)
        #expect(SystemContainerClock.source == .bootTime)
        #endif
        #expect(SystemContainerClock.source != .dispatchUptime, "Dispatch's uptime stops while the device sleeps")
        #expect(ContainerManager().clock is SystemContainerClock, "a container reads the system clock by default")
    }

    #if canImport(Glibc) || canImport(Musl)
    // `clock_gettime(2)`: CLOCK_BOOTTIME "is identical to CLOCK_MONOTONIC, except that it also includes any time
    // that the system is suspended". Read around `now()`, the two readings bracket it: an ordering, not a timing.
    @Test("On Linux, now() is CLOCK_BOOTTIME: read between two direct readings of that clock")
    func nowReadsBootTime() {
        func bootTime() -> UInt64 {
            var time = timespec()
            clock_gettime(CLOCK_BOOTTIME, &time)
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
        for _ in 0..<100 {
            let before = bootTime()
            let now = SystemContainerClock().now()
            let after = bootTime()
            #expect(before <= now && now <= after, "CLOCK_BOOTTIME \(before)...\(after), now() \(now)")
        }
    }
    #endif

    @Test("A wait that times out returns only once now() has reached its deadline")
    func timeoutMeansTheDeadlinePassed() {
        let clock = SystemContainerClock()
        let condition = ConcurrencySafeCondition(0)
        let deadline = clock.now() + 2_000_000  // 2 ms
        #expect(!clock.wait(on: condition, until: deadline, while: { true }))
        #expect(clock.now() >= deadline, "a timeout is believed only on the container's own clock")
    }

    @Test("A wait whose condition already holds returns at once, deadline or not")
    func readyWaitReturnsTrue() {
        let clock = SystemContainerClock()
        let condition = ConcurrencySafeCondition(0)
        #expect(clock.wait(on: condition, until: clock.now() + 60_000_000_000, while: { false }))
        #expect(clock.wait(on: condition, until: nil, while: { false }))
        #expect(!clock.wait(on: condition, until: clock.now(), while: { true }), "a deadline already passed")
    }
}
