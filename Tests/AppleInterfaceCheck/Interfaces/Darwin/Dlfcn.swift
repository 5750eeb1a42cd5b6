// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `dlfcn.h` API; this is `dlsym` as Swift imports it from the iOS 17.0 and macOS 14.0
// SDKs (the header has no nullability annotations, hence the implicitly unwrapped optionals, and no availability
// attribute). Apple documents it in the dlsym(3) manual page.
// Interface only: declarations for the type checker; no body ever runs.

/// `extern void * dlsym(void * __handle, const char * __symbol);`: the address of `__symbol`, or NULL when it
/// is not found.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/dlsym.3.html
public func dlsym(_ __handle: UnsafeMutableRawPointer!, _ __symbol: UnsafePointer<CChar>!) -> UnsafeMutableRawPointer! {
    fatalError()
}
