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
/// (see ``Resolution/checkStack(on:for:)``) instead of dying with SIGSEGV and no message. How deep that is,
/// per build and stack size, is measured by `scripts/measure-depth.py` (BENCHMARKS.md lists it).
///
/// Unsafe because it compares the address of a local variable with the bounds `pthread` reports (on Linux
/// through a function looked up by name); nothing else in DependencyContainer reads memory addresses. A
/// thread's bounds are read once, by its first nested resolution (on Linux that may read `/proc/self/maps`
/// for the main thread). After that, on a stack of at least ``smallStack``, only resolutions nested at least
/// ``Resolution/stackCheckDepth`` levels deep measure, so ordinary graphs never pay for it; a smaller stack is
/// measured at every level.
enum _UnsafeStackSpace {
    /// A stack smaller than this is small: a debug build's levels (up to about 6 KiB each) would overflow it
    /// before ``Resolution/stackCheckDepth`` levels and the reserve kept for larger stacks would leave little of
    /// it, so it is measured at every level and keeps a quarter of it free.
    static let smallStack = 512 << 10
    /// The least a small stack keeps free: one level, its builder, and starting the thread that writes the report.
    static let smallStackReserve = 16 << 10

    /// How a thread's resolutions watch its stack.
    struct Plan {
        /// The lowest address of the thread's stack (stacks grow down).
        let lowest: Int
        /// The stack's size in bytes.
        let size: Int
        /// The first depth at which a resolution measures the stack.
        let firstCheckedDepth: Int
        /// A resolution measures the stack where `depth & checkedDepthMask == 0`.
        let checkedDepthMask: Int
        /// The stack a resolution keeps free: less than this left stops the resolution with a report.
        let reserve: Int

        init(lowest: Int, size: Int) {
            self.lowest = lowest
            self.size = size
            if size >= _UnsafeStackSpace.smallStack {
                firstCheckedDepth = Resolution.stackCheckDepth
                checkedDepthMask = Resolution.stackCheckInterval - 1
                reserve = Resolution.stackReserve
            } else {
                firstCheckedDepth = 2
                checkedDepthMask = 0
                reserve = max(size / 4, _UnsafeStackSpace.smallStackReserve)
            }
        }
    }

    /// The bytes left between the caller's frame and `lowest`, the lowest address of its thread's stack.
    static func left(above lowest: Int) -> Int {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) } - lowest
    }

    /// The lowest address of the calling thread's stack (stacks grow down) and its size, or `nil` where the
    /// platform does not tell. Asked once per thread (``_UnsafeResolutionThread/stackPlan``): on Linux it
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
