// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// One dependency under construction, linked to the resolution that asked for it: the chain a cycle report
/// prints, and what tells a cycle from a deep graph.
///
/// The innermost link is a task-local value, which outside Swift concurrency is a thread-local one, so a
/// builder's nested resolutions (which run synchronously, on the same thread) see the links of everything
/// being built around them. Links never change once made, so a child task that inherits them may read them
/// on another thread.
final class ResolutionLink: Sendable {
    let key: FactoryKey
    /// The produced type, named only when a report is written.
    let type: Any.Type
    /// Whether the key may repeat in a chain.
    let shape: BuildShape
    /// The resolution that asked for this one; `nil` for the outermost.
    let parent: ResolutionLink?
    /// 1 for the outermost resolution.
    let depth: Int
    /// What the outermost resolution and everything inside it share: its identity and its graph-scope
    /// instances.
    let cycle: ResolutionCycle

    @TaskLocal static var innermost: ResolutionLink?

    init(key: FactoryKey, type: Any.Type, shape: BuildShape, parent: ResolutionLink?) {
        self.key = key
        self.type = type
        self.shape = shape
        self.parent = parent
        depth = (parent?.depth ?? 0) + 1
        cycle = parent?.cycle ?? ResolutionCycle()
    }

    /// This link and those around it, outermost first.
    var chain: [ResolutionLink] {
        var links: [ResolutionLink] = []
        var next: ResolutionLink? = self
        while let link = next {
            links.append(link)
            next = link.parent
        }
        return links.reversed()
    }

    /// The innermost link with `key`, searching outwards from this one.
    func enclosing(_ key: FactoryKey) -> ResolutionLink? {
        var next: ResolutionLink? = self
        while let link = next {
            if link.key == key { return link }
            next = link.parent
        }
        return nil
    }

    var typeName: String { String(describing: type) }

    var definitionName: String {
        switch key.definition {
        case .named(let name): name.description
        case .provider: "Provider<\(typeName)>"
        }
    }

    /// How reports name one link: `api (APIClient)`, or `Provider<APIClient>`.
    var description: String {
        switch key.definition {
        case .named(let name): "\(name) (\(typeName))"
        case .provider: definitionName
        }
    }
}

/// What one outermost resolution shares with everything it resolves: an identity that marks the builds it
/// holds, and the `.graph` instances of this resolution.
final class ResolutionCycle: Sendable {
    let graphInstances = ConcurrencySafeContainer<[FactoryKey: InstanceBox]>([:])
}
