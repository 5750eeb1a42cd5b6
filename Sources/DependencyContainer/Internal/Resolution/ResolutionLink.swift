// SPDX-License-Identifier: MPL-2.0

/// A thread's chain of builds, captured when another thread may need to see it: when a resolution claims a
/// cached instance it is about to build (a resolution on another thread that wants the same instance waits
/// for it, and reports the chain if the wait closes a cycle), and when a resolution waits.
///
/// Captured only on a cache miss; a cache hit and a unique level never allocate one.
final class ResolutionLink: Sendable {
    /// The chain, outermost first; the last frame is the dependency being built or waited for.
    let chain: [ResolutionFrame]
    /// The resolution the chain belongs to: the identity of its thread (``_UnsafeResolutionThread/id``), as a thread
    /// runs one outermost resolution at a time and everything nested in it on the same chain.
    let resolution: UInt

    init(chain: [ResolutionFrame], resolution: UInt) {
        self.chain = chain
        self.resolution = resolution
    }

    /// The dependency being built or waited for.
    var frame: ResolutionFrame { chain[chain.count - 1] }

    var key: FactoryKey { frame.key }

    var description: String { frame.description }
}
