// SPDX-License-Identifier: MPL-2.0

/// One dependency being built on a thread: an entry of that thread's chain (``_UnsafeResolutionThread/frames``).
///
/// A plain value with no references: pushing and popping one costs no allocation and no reference counting,
/// so a resolution level pays nothing for the chain that cycle reports print.
struct ResolutionFrame: Sendable {
    let key: FactoryKey
    /// The produced type, named only when a report is written.
    let type: Any.Type

    var typeName: String { String(describing: type) }

    var definitionName: String {
        switch key.definition {
        case .named(let name): name.description
        case .provider: "Provider<\(typeName)>"
        }
    }

    /// How reports name one frame: `api (APIClient)`, or `Provider<APIClient>`.
    var description: String {
        switch key.definition {
        case .named(let name): "\(name) (\(typeName))"
        case .provider: definitionName
        }
    }
}

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
