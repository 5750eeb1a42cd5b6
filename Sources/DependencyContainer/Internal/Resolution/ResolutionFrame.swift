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
