#if canImport(Darwin)
import SwiftConcurrency
#else
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
#endif

/// The lock of an ``InstanceStore``, with the state it guards: built for the cache-hit path, which takes it on
/// every cached resolution.
///
/// On Linux a blocking mutex costs two atomic read-modify-writes per hit (lock and unlock), as much as the
/// rest of the hit. This lock takes one: a compare-and-swap to lock, a plain releasing store to unlock. The
/// price is that a waiter spins, then yields, instead of sleeping in the kernel; that is sound here because
/// nothing slow ever runs under it: builders, deinits and user code all run outside, so it is only ever held
/// for a table lookup or update. Apple platforms use `os_unfair_lock`, which is already this cheap.
@usableFromInline
final class CacheLocked<State>: @unchecked Sendable {  // invariant: `state` is only touched under the lock
    // Accessed only between `lock()` and `unlock()`, which already exclude each other, so the run-time
    // exclusivity checks can never fire and are turned off.
    @exclusivity(unchecked) @usableFromInline var state: State

    #if canImport(Darwin)
    @usableFromInline let mutex = PlatformMutex()
    #else
    /// 0 when free, 1 when held.
    @usableFromInline let word = Atomic<UInt32>(0)
    #endif

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable
    @inline(__always)
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body(&state)
    }

    @inlinable
    @inline(__always)
    func lock() {
        #if canImport(Darwin)
        mutex.lock()
        #else
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { lockContended() }
        #endif
    }

    @inlinable
    @inline(__always)
    func unlock() {
        #if canImport(Darwin)
        mutex.unlock()
        #else
        word.store(0, ordering: .releasing)
        #endif
    }

    #if !canImport(Darwin)
    /// Spins briefly (the holder is about to finish a table operation), then yields the processor, then sleeps
    /// in short naps, so that a holder that was descheduled gets the core back.
    @usableFromInline
    func lockContended() {
        var attempts = 0
        while true {
            if word.load(ordering: .relaxed) == 0,
                word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
            attempts += 1
            if attempts < 64 { continue }
            if attempts < 1_024 {
                sched_yield()
            } else {
                var nap = timespec(tv_sec: 0, tv_nsec: 50_000)
                nanosleep(&nap, nil)
            }
        }
    }
    #endif
}
