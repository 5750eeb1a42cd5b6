// SPDX-License-Identifier: MPL-2.0

// The C `mach-o/dyld.h` API, which the SDKs' module map puts in `MachO` (`MachO.dyld`), not in `Darwin`: in the
// iOS 17.0 and macOS 14.0 SDKs, neither `import Darwin` nor `import Foundation` brings these functions. These are
// the image-list functions as Swift imports them. developer.apple.com has no symbol page for them: Apple
// documents them in the dyld(3) manual page, cited beside each; their availability is the header's
// `__OSX_AVAILABLE_STARTING(__MAC_10_1, __IPHONE_2_0)`.
// Swift imports C functions with discardable results, hence `@discardableResult`.
// Interface only: declarations for the type checker; no body ever runs.

/// `extern uint32_t _dyld_image_count(void);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/dyld.3.html
@available(macOS 10.1, iOS 2.0, *)
@discardableResult
public func _dyld_image_count() -> UInt32 { fatalError() }

/// `extern const char* _dyld_get_image_name(uint32_t image_index);` (no nullability annotation, hence the
/// implicitly unwrapped optional): NULL when `image_index` is out of range.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/dyld.3.html
@available(macOS 10.1, iOS 2.0, *)
@discardableResult
public func _dyld_get_image_name(_ image_index: UInt32) -> UnsafePointer<CChar>! { fatalError() }
