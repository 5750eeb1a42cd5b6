// SPDX-License-Identifier: MPL-2.0

import Foundation

/// A coordinator that owns a ``TabNavigationState`` and changes it; adapters (a `TabView`, a `UITabBarController`
/// driver) render what it holds.
///
/// ```swift
/// enum AppTab: Hashable, Codable, Sendable { case mail, settings }
///
/// let tabs = TabNavigationCoordinator(
///     navigation: try TabNavigationState<AppTab, AppRoute>(tabs: [.mail, .settings], selected: .mail))
/// tabs.push(.inbox)
/// try tabs.select(.settings)
/// ```
///
/// Its operations and observers are ``LayeredNavigationCoordinator``'s, shared with ``NavigationCoordinator``.
@MainActor
open class TabNavigationCoordinator<Tab: Hashable, Route: Hashable>:
    LayeredNavigationCoordinator<TabNavigationState<Tab, Route>>
{
    /// Creates a coordinator showing `navigation`.
    public override init(navigation: TabNavigationState<Tab, Route>) {
        super.init(navigation: navigation)
    }

    /// Selects `tab` as a tap on the tab bar does (the selected tab pops to its root), after dismissing what is
    /// presented over the tab bar; throws ``NavigationError/unknownTab(_:)`` for a tab the state does not have.
    public func select(_ tab: Tab) throws(NavigationError) {
        try store.change { state throws(NavigationError) in try state.select(tab) }
    }

    /// Shows `path` in `tab` in one step, changing only the part of the tab's stack that differs (see
    /// ``TabNavigationState/open(_:in:)``); returns how many routes at the bottom of the stack stayed.
    @discardableResult
    public func open(_ path: [Route], in tab: Tab) throws(NavigationError) -> Int {
        try store.change { state throws(NavigationError) in try state.open(path, in: tab) }
    }

    /// Applies the tab and stack `url` stands for, in one step; throws
    /// ``NavigationError/unrecognizedDeepLink(_:)`` if `parser` does not recognise it, and
    /// ``NavigationError/unknownTab(_:)`` if it names a tab the state does not have (both leave the state unchanged).
    public func open(_ url: URL, with parser: TabDeepLinkParser<Tab, Route>) throws(NavigationError) {
        guard let destination = parser.destination(for: url) else {
            throw .unrecognizedDeepLink(url.absoluteString)
        }
        try open(destination.path, in: destination.tab)
    }
}
