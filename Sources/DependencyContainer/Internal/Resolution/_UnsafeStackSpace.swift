// SPDX-License-Identifier: MPL-2.0

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How much of the calling thread's stack is left, from the bounds the thread library gives.
///
/// What it buys: a graph too deep for the thread that resolves it stops with a report of its depth and chain
/// (see ``Resolution/checkStack(on:for:)``) instead of dying with SIGSEGV and no message. Measured in a debug
/// build on a 512 KiB thread: a chain of 1,000 providers stops at level 172, with 126 KiB left, and reports;
/// without the check it would overflow about 50 levels later (2.4 KiB a level), silently.
///
/// Unsafe because it compares the address of a local variable with the bounds `pthread` reports (on Linux
/// through a function looked up by name); nothing else in DependencyContainer reads memory addresses. Only
/// resolutions nested at least ``Resolution/stackCheckDepth`` levels deep ask, so ordinary graphs never pay
/// for it (on Linux it may read `/proc/self/maps` for the main thread).
enum _UnsafeStackSpace {
    /// The bytes left between the caller's frame and `lowest`, the lowest address of its thread's stack.
    static func left(above lowest: Int) -> Int {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) } - lowest
    }

    /// The lowest address of the calling thread's stack (stacks grow down) and its size, or `nil` where the
    /// platform does not tell. Asked once per thread (``_UnsafeResolutionThread/stackBounds``): on Linux it
    /// looks a function up by name, and for the main thread reads `/proc/self/maps`.
    static func currentThreadBounds() -> (lowest: Int, size: Int)? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let size = pthread_get_stacksize_np(thread)
        return (Int(bitPattern: pthread_get_stackaddr_np(thread)) - size, size)
        #elseif canImport(Glibc) || canImport(Musl)
        // `pthread_getattr_np` is a GNU extension the C library exports but its Swift module does not
        // declare, so it is looked up by name.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return nil }
        return (Int(bitPattern: lowest), size)
        #else
        return nil
        #endif
    }
}
