// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Turns a URL into the tab and the stack it stands for, with rules you supply.
///
/// ```swift
/// let links = TabDeepLinkParser<AppTab, AppRoute> { url in
///     guard url.scheme == "myapp", url.host == "message", let id = Int(url.lastPathComponent) else { return nil }
///     return (.mail, [.inbox, .message(id: id)])
/// }
/// try tabs.open(url, with: links)   // selects the mail tab; keeps what it shows of the path already
/// ```
public struct TabDeepLinkParser<Tab, Route>: Sendable {
    private let parse: @Sendable (URL) -> (tab: Tab, path: [Route])?

    /// A parser from a function returning the tab and its routes above the tab's root screen, or `nil` for a URL
    /// it does not recognise.
    public init(_ parse: @escaping @Sendable (URL) -> (tab: Tab, path: [Route])?) {
        self.parse = parse
    }

    /// The tab and the stack `url` stands for, or `nil` if the parser does not recognise it.
    public func destination(for url: URL) -> (tab: Tab, path: [Route])? {
        parse(url)
    }
}
