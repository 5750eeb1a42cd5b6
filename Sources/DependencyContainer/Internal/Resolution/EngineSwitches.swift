// SPDX-License-Identifier: MPL-2.0

import Atomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process-wide state that every resolution reads: whether resolutions are observed (and traced), whether an
/// isolated scope was ever entered, and the `pthread` key of each thread's resolution chain.
///
/// Created once, as ``process``, and copied into every ``ContainerManager`` (four words that refer to the same
/// state), so that a resolution reads it through the manager it already holds: reading a global instead calls
/// the runtime to check the global's one-time initialization, on every level of every resolution.
struct EngineSwitches: Sendable {
    /// Whether resolutions take the observed path (``ResolutionObservers``): the trace is on, scope validation
    /// is on in some live container (``ValidatingContainers``), or a graph is being recorded or a validation
    /// run. Created once and never destroyed: it lives as long as the process.
    let observing: UnsafeAtomic<Bool>
    /// Whether `manager.trace` is on: read by an observed resolution, so that it takes no lock to learn that it
    /// is not traced. Created once and never destroyed, like ``observing``.
    let tracing: UnsafeAtomic<Bool>
    /// Raised before the first isolated scope is bound, never lowered (see ``ContainerIsolation``). Created once
    /// and never destroyed, like ``observing``.
    let isolatedScopeEntered: UnsafeAtomic<Bool>
    /// The key under which each thread keeps its ``_UnsafeResolutionThread``.
    let threadKey: pthread_key_t

    static let process = EngineSwitches(
        observing: .create(false), tracing: .create(false), isolatedScopeEntered: .create(false),
        threadKey: _UnsafeResolutionThread.makeThreadKey())
}
