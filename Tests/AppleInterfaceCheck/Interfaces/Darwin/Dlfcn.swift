// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `dlfcn.h` API; this is `dlsym` as Swift imports it (the header has no nullability
// annotations, hence the implicitly unwrapped optionals). Apple documents it in the dlsym(3) manual page;
// available since macOS 10.3 and iOS 2.0.
// Interface only: declarations for the type checker; no body ever runs.

/// `void* dlsym(void* handle, const char* symbol);`: the address of `symbol`, or NULL when it is not found.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/dlsym.3.html
@available(macOS 10.3, iOS 2.0, *)
public func dlsym(_ handle: UnsafeMutableRawPointer!, _ symbol: UnsafePointer<CChar>!) -> UnsafeMutableRawPointer! {
    fatalError()
}
