// SPDX-License-Identifier: MPL-2.0

import Foundation
import Observation

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
/// Changes reach observers and Observation as ``NavigationCoordinator``'s do, through the same code.
@MainActor
open class TabNavigationCoordinator<Tab: Hashable, Route: Hashable>: BaseCoordinator {
    let store: NavigationStore<TabNavigationState<Tab, Route>>

    /// Creates a coordinator showing `navigation`.
    public init(navigation: TabNavigationState<Tab, Route>) {
        store = NavigationStore(navigation)
        super.init()
    }

    /// What the coordinator shows now.
    public var navigation: TabNavigationState<Tab, Route> {
        store.state
    }

    /// Selects `tab` as a tap on the tab bar does (the selected tab pops to its root), after dismissing what is
    /// presented over the tab bar; throws ``NavigationError/unknownTab(_:)`` for a tab the state does not have.
    public func select(_ tab: Tab) throws(NavigationError) {
        try store.change { state throws(NavigationError) in try state.select(tab) }
    }

    /// Pushes `route` on the top layer.
    public func push(_ route: Route) {
        store.change { $0.push(route) }
    }

    /// Pops the top route of the top layer; throws ``NavigationError/nothingToPop`` at its root.
    @discardableResult
    public func pop() throws(NavigationError) -> Route {
        try store.change { state throws(NavigationError) in try state.pop() }
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        store.change { $0.popToRoot() }
    }

    /// Replaces the top layer's routes.
    public func replace(with routes: [Route]) throws(NavigationError) {
        try store.change { state throws(NavigationError) in try state.replace(with: routes) }
    }

    /// Presents `route` over the tab bar, in a new layer over everything.
    public func present(_ route: Route, style: PresentationStyle) {
        store.change { $0.present(route, style: style) }
    }

    /// Dismisses the top presented layer; throws ``NavigationError/nothingPresented`` if there is none.
    public func dismiss() throws(NavigationError) {
        try store.change { state throws(NavigationError) in try state.dismiss() }
    }

    /// Dismisses every layer presented over the tab bar.
    public func dismissAll() {
        store.change { $0.dismissAll() }
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

    /// Replaces the whole state in one step: for restoring a saved state, or applying one computed elsewhere.
    public func show(_ navigation: TabNavigationState<Tab, Route>) {
        store.commit(navigation)
    }

    /// Calls `observer` with the new state after every change, after the observers added before it. Returns
    /// an id for ``removeObserver(_:)``.
    ///
    /// An observer added while a change is being reported receives the changes made after it was added.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (TabNavigationState<Tab, Route>) -> Void) -> Int {
        store.add { state, _ in observer(state) }
    }

    /// Stops calling the observer `id`, at once: even a change being reported now does not reach it.
    public func removeObserver(_ id: Int) {
        store.remove(id)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TabNavigationCoordinator: Observable {}
