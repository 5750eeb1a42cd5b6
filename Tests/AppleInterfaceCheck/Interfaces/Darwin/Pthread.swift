// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `pthread.h` API; these are the functions the package uses, as Swift imports them from
// the iOS 17.0 and macOS 14.0 SDKs (whose `pthread.h` is the same file). developer.apple.com has no symbol page
// for them: Apple documents them in manual pages, cited beside each. `pthread.h` declares them in an
// assume-nonnull region, so a pointer is optional only where the header says `_Nullable`; their availability is
// the header's `__API_AVAILABLE(macos(10.4), ios(2.0))`. Where the header marks a function
// `__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC(msg)`, Swift imports it `@_unavailableFromAsync(message: msg)`: it
// cannot be called directly from an async function.
// Swift imports C functions with discardable results, hence `@discardableResult`.
// Interface only: declarations for the type checker; no body ever runs.

/// The thread record `pthread_t` points to (`struct _opaque_pthread_t`); its fields are left out here.
public struct _opaque_pthread_t {}

/// `typedef struct _opaque_pthread_t *__darwin_pthread_t;`
public typealias __darwin_pthread_t = UnsafeMutablePointer<_opaque_pthread_t>

/// `typedef __darwin_pthread_t pthread_t;`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread.3.html
public typealias pthread_t = __darwin_pthread_t

/// `typedef unsigned long __darwin_pthread_key_t;`
public typealias __darwin_pthread_key_t = UInt

/// `typedef __darwin_pthread_key_t pthread_key_t;`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_key_create.3.html
public typealias pthread_key_t = __darwin_pthread_key_t

/// `pthread_t pthread_self(void);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_self.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_self() -> pthread_t { fatalError() }

/// `size_t pthread_get_stacksize_np(pthread_t);`, a Darwin extension (`_np`: not portable) with no manual page;
/// declared in `pthread.h` of the macOS and iOS SDKs.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_get_stacksize_np(_ thread: pthread_t) -> Int { fatalError() }

/// `void* pthread_get_stackaddr_np(pthread_t);`, a Darwin extension with no manual page: the stack's highest
/// address (stacks grow down). Declared in `pthread.h` of the macOS and iOS SDKs.
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_get_stackaddr_np(_ thread: pthread_t) -> UnsafeMutableRawPointer { fatalError() }

/// `int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));` (the destructor's argument is not
/// optional on Darwin, unlike Glibc's).
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_key_create.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_key_create(
    _ key: UnsafeMutablePointer<pthread_key_t>,
    _ destructor: (@convention(c) (UnsafeMutableRawPointer) -> Void)?
) -> Int32 { fatalError() }

/// `void* _Nullable pthread_getspecific(pthread_key_t);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_getspecific.3.html
@available(macOS 10.4, iOS 2.0, *)
@_unavailableFromAsync(message: "Use Task Local Values instead")
@discardableResult
public func pthread_getspecific(_ key: pthread_key_t) -> UnsafeMutableRawPointer? { fatalError() }

/// `int pthread_setspecific(pthread_key_t, const void * _Nullable);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_setspecific.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_setspecific(_ key: pthread_key_t, _ value: UnsafeRawPointer?) -> Int32 { fatalError() }

// The mutex and condition variable of the wait box (SwiftConcurrency's `_UnsafeConditionLock`).

/// `struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };` (its fields are left out here).
public struct _opaque_pthread_mutex_t {
    /// The zero value, as Swift imports every C struct with one.
    public init() {}
}

/// `typedef struct _opaque_pthread_mutex_t __darwin_pthread_mutex_t;`
public typealias __darwin_pthread_mutex_t = _opaque_pthread_mutex_t

/// `typedef __darwin_pthread_mutex_t pthread_mutex_t;`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_mutex_init.3.html
public typealias pthread_mutex_t = __darwin_pthread_mutex_t

/// `struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };` (its fields are left out here).
public struct _opaque_pthread_mutexattr_t {
    /// The zero value.
    public init() {}
}

/// `typedef struct _opaque_pthread_mutexattr_t __darwin_pthread_mutexattr_t;`
public typealias __darwin_pthread_mutexattr_t = _opaque_pthread_mutexattr_t

/// `typedef __darwin_pthread_mutexattr_t pthread_mutexattr_t;`
public typealias pthread_mutexattr_t = __darwin_pthread_mutexattr_t

/// `struct _opaque_pthread_cond_t { long __sig; char __opaque[40]; };` (its fields are left out here).
public struct _opaque_pthread_cond_t {
    /// The zero value, as Swift imports every C struct with one.
    public init() {}
}

/// `typedef struct _opaque_pthread_cond_t __darwin_pthread_cond_t;`
public typealias __darwin_pthread_cond_t = _opaque_pthread_cond_t

/// `typedef __darwin_pthread_cond_t pthread_cond_t;`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_init.3.html
public typealias pthread_cond_t = __darwin_pthread_cond_t

/// `struct _opaque_pthread_condattr_t { long __sig; char __opaque[8]; };` (its fields are left out here).
public struct _opaque_pthread_condattr_t {
    /// The zero value.
    public init() {}
}

/// `typedef struct _opaque_pthread_condattr_t __darwin_pthread_condattr_t;`
public typealias __darwin_pthread_condattr_t = _opaque_pthread_condattr_t

/// `typedef __darwin_pthread_condattr_t pthread_condattr_t;`
public typealias pthread_condattr_t = __darwin_pthread_condattr_t

/// `int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t * _Nullable);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_mutex_init.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_mutex_init(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>,
    _ attributes: UnsafePointer<pthread_mutexattr_t>?
) -> Int32 { fatalError() }

/// `int pthread_mutex_destroy(pthread_mutex_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_mutex_destroy.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError() }

/// `int pthread_mutex_lock(pthread_mutex_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_mutex_lock.3.html
@available(macOS 10.4, iOS 2.0, *)
@_unavailableFromAsync(message: "Use OSAllocatedUnfairLock's withLock or NSLock for async-safe scoped locking")
@discardableResult
public func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError() }

/// `int pthread_mutex_unlock(pthread_mutex_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_mutex_unlock.3.html
@available(macOS 10.4, iOS 2.0, *)
@_unavailableFromAsync(message: "Use OSAllocatedUnfairLock's withLock or NSLock for async-safe scoped locking")
@discardableResult
public func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError() }

/// `int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t * _Nullable);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_init.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_cond_init(
    _ condition: UnsafeMutablePointer<pthread_cond_t>,
    _ attributes: UnsafePointer<pthread_condattr_t>?
) -> Int32 { fatalError() }

/// `int pthread_cond_destroy(pthread_cond_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_destroy.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_cond_destroy(_ condition: UnsafeMutablePointer<pthread_cond_t>) -> Int32 { fatalError() }

/// `int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_wait.3.html
@available(macOS 10.4, iOS 2.0, *)
@_unavailableFromAsync(message: "Use an asynchronous wait instead of a synchronous wait")
@discardableResult
public func pthread_cond_wait(
    _ condition: UnsafeMutablePointer<pthread_cond_t>,
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>
) -> Int32 { fatalError() }

/// `int pthread_cond_timedwait(pthread_cond_t *, pthread_mutex_t *, const struct timespec * _Nullable);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_timedwait.3.html
@available(macOS 10.4, iOS 2.0, *)
@_unavailableFromAsync(message: "Use an asynchronous wait instead of a synchronous wait")
@discardableResult
public func pthread_cond_timedwait(
    _ condition: UnsafeMutablePointer<pthread_cond_t>,
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>,
    _ deadline: UnsafePointer<timespec>?
) -> Int32 { fatalError() }

/// `int pthread_cond_broadcast(pthread_cond_t *);`
/// https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pthread_cond_broadcast.3.html
@available(macOS 10.4, iOS 2.0, *)
@discardableResult
public func pthread_cond_broadcast(_ condition: UnsafeMutablePointer<pthread_cond_t>) -> Int32 { fatalError() }
