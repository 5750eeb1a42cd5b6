// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `time.h` and `errno.h` APIs; these are the declarations the package uses, as Swift
// imports them from the iOS 17.0 and macOS 14.0 SDKs. The clock's availability is the header's
// `__CLOCK_AVAILABILITY` (`__OSX_AVAILABLE(10.12) __IOS_AVAILABLE(10.0) __TVOS_AVAILABLE(10.0)
// __WATCHOS_AVAILABLE(3.0)`), on the enumerators and functions, not on the `clockid_t` type.
// Interface only: declarations for the type checker; no body ever runs.

/// `typedef long __darwin_time_t;`
public typealias __darwin_time_t = Int

/// `struct timespec { __darwin_time_t tv_sec; long tv_nsec; };`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
public struct timespec {
    /// Whole seconds.
    public var tv_sec: __darwin_time_t
    /// Nanoseconds past `tv_sec`.
    public var tv_nsec: Int
    /// The zero value.
    public init() {
        tv_sec = 0
        tv_nsec = 0
    }
    /// The memberwise initializer Swift imports.
    public init(tv_sec: __darwin_time_t, tv_nsec: Int) {
        self.tv_sec = tv_sec
        self.tv_nsec = tv_nsec
    }
}

/// `typedef enum { _CLOCK_REALTIME = 0, … } clockid_t;`, imported as a struct with raw values.
public struct clockid_t: Hashable, Equatable, RawRepresentable {
    /// The enumerator's value.
    public var rawValue: UInt32
    /// The clock with this value.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    /// The clock with this value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// `#define CLOCK_REALTIME _CLOCK_REALTIME`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public var CLOCK_REALTIME: clockid_t { fatalError() }

/// `#define CLOCK_MONOTONIC_RAW _CLOCK_MONOTONIC_RAW`: read from `mach_continuous_time()`, which advances during sleep.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public var CLOCK_MONOTONIC_RAW: clockid_t { fatalError() }

/// `__uint64_t clock_gettime_nsec_np(clockid_t __clock_id);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public func clock_gettime_nsec_np(_ __clock_id: clockid_t) -> UInt64 { fatalError() }

/// `int clock_gettime(clockid_t __clock_id, struct timespec *__tp);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/clock_gettime.3.html
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult
public func clock_gettime(_ __clock_id: clockid_t, _ __tp: UnsafeMutablePointer<timespec>!) -> Int32 {
    fatalError()
}

/// `#define ETIMEDOUT 60`: what `pthread_cond_timedwait` returns when the deadline passed.
public var ETIMEDOUT: Int32 { fatalError() }
