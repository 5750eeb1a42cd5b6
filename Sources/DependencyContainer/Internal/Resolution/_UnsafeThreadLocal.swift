// SPDX-License-Identifier: MPL-2.0

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Each thread's ``_UnsafeResolutionThread``, kept in a `pthread` key.
///
/// What it buys: a resolution level costs less than with a task-local value (whose `withValue` allocates and
/// links a record on every push), and a task started inside a builder does not inherit the builder's chain,
/// which would report a cycle that is not there.
///
/// Unsafe because a `pthread` key holds a raw pointer: the thread's state is allocated into it here and freed
/// by the key's destructor when the thread ends. Nothing else touches the pointer.
extension _UnsafeResolutionThread {
    /// The calling thread's, created on first use.
    static var current: _UnsafeResolutionThread { current(EngineSwitches.process) }

    /// The calling thread's, created on first use, with the key read from `switches` (a manager's copy).
    @inline(__always)
    static func current(_ switches: EngineSwitches) -> _UnsafeResolutionThread {
        if let stored = pthread_getspecific(switches.threadKey) {
            return _UnsafeResolutionThread(stored)
        }
        return created(under: switches.threadKey)
    }

    private static func created(under key: pthread_key_t) -> _UnsafeResolutionThread {
        let created = _UnsafeResolutionThread()
        pthread_setspecific(key, created.opaque)
        return created
    }

    /// Creates the key, once for the process (``EngineSwitches/process``).
    static func makeThreadKey() -> pthread_key_t {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stored in _UnsafeResolutionThread.releaseThreadObject(stored) }
        precondition(created == 0, "DependencyContainer: no pthread key left for the resolution chain")
        return key
    }

    /// The key's destructor: frees a finished thread's state. (Darwin passes a non-optional pointer.)
    private static func releaseThreadObject(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        _UnsafeResolutionThread(stored).destroy()
    }
}
