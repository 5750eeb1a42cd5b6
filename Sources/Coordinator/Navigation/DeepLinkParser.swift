// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Turns a URL into the navigation state it stands for, with rules you supply.
///
/// ```swift
/// let links = DeepLinkParser<AppRoute> { url in
///     guard url.scheme == "myapp" else { return nil }
///     switch url.host {
///     case "inbox": return NavigationState(path: [.inbox])
///     case "message": return Int(url.lastPathComponent).map { NavigationState(path: [.inbox, .message(id: $0)]) }
///     default: return nil
///     }
/// }
/// try coordinator.open(url, with: links)   // applied in one step
/// ```
public struct DeepLinkParser<Route>: Sendable {
    private let parse: @Sendable (URL) -> NavigationState<Route>?

    /// A parser from a function returning the whole state (presentations included), or `nil` for a URL it
    /// does not recognise.
    public init(_ parse: @escaping @Sendable (URL) -> NavigationState<Route>?) {
        self.parse = parse
    }

    /// A parser from a function returning the base stack only.
    public init(path parse: @escaping @Sendable (URL) -> [Route]?) {
        self.parse = { url in parse(url).map { NavigationState(path: $0) } }
    }

    /// The state `url` stands for, or `nil` if the parser does not recognise it.
    public func state(for url: URL) -> NavigationState<Route>? {
        parse(url)
    }
}
