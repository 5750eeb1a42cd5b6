// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `unistd.h` API; these are the declarations DiagnosticReporter uses, as Swift imports them
// from the iOS 17.0 and macOS 14.0 SDKs (no availability attribute in the header). developer.apple.com has no
// symbol page for them: Apple documents them in the write(2) and stdin(3) manual pages, cited beside each.
// Swift imports C functions with discardable results, hence `@discardableResult`.
// Interface only: declarations for the type checker; no body ever runs.

/// `ssize_t write(int __fd, const void * __buf, size_t __nbyte);` (no nullability annotation, hence the
/// implicitly unwrapped optional)
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/write.2.html
@discardableResult
public func write(_ __fd: Int32, _ __buf: UnsafeRawPointer!, _ __nbyte: Int) -> Int { fatalError() }

/// `#define STDERR_FILENO 2`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/stdin.3.html
public var STDERR_FILENO: Int32 { 2 }
