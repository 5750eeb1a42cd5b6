// SPDX-License-Identifier: MPL-2.0

import Atomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process-wide state that every resolution reads: the trace switch, whether an isolated scope was ever
/// entered, and the `pthread` key of each thread's resolution chain.
///
/// Created once, as ``process``, and copied into every ``ContainerManager`` (three words that refer to the same
/// state), so that a resolution reads it through the manager it already holds: reading a global instead calls
/// the runtime to check the global's one-time initialization, on every level of every resolution.
struct EngineSwitches: Sendable {
    /// Whether `manager.trace` is on (see ``ResolutionTrace``). Created once and never destroyed: it lives as
    /// long as the process.
    let traceIsOn: UnsafeAtomic<Bool>
    /// Raised before the first isolated scope is bound, never lowered (see ``ContainerIsolation``). Created once
    /// and never destroyed, like ``traceIsOn``.
    let isolatedScopeEntered: UnsafeAtomic<Bool>
    /// The key under which each thread keeps its ``_UnsafeResolutionThread``.
    let threadKey: pthread_key_t

    static let process = EngineSwitches(
        traceIsOn: .create(false), isolatedScopeEntered: .create(false),
        threadKey: _UnsafeResolutionThread.makeThreadKey())
}
