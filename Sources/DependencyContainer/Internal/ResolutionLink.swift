// SPDX-License-Identifier: MPL-2.0

/// One dependency under construction, linked to the resolution that asked for it: the chain a cycle report
/// prints, and what tells a cycle from a deep graph.
///
/// The innermost link is kept per thread (``ResolutionThread``), so a builder's nested resolutions (which run
/// synchronously, on the same thread) see the links of everything being built around them. Links never change
/// once made, so another thread waiting for a build may read its chain.
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

    /// The calling thread's innermost link; `nil` outside resolutions.
    static var innermost: ResolutionLink? { ResolutionThread.currentIfCreated?.innermost }

    init(key: FactoryKey, type: Any.Type, shape: BuildShape, parent: ResolutionLink?) {
        self.key = key
        self.type = type
        self.shape = shape
        self.parent = parent
        depth = (parent?.depth ?? 0) + 1
    }

    /// The outermost link of this chain: it identifies one resolution and everything built inside it.
    var outermost: ResolutionLink {
        var link = self
        while let parent = link.parent { link = parent }
        return link
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
