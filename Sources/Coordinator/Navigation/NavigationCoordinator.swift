// SPDX-License-Identifier: MPL-2.0

import Foundation
import Observation

/// A coordinator that owns a ``NavigationState`` and changes it; adapters render what it holds.
///
/// ```swift
/// enum AppRoute: Hashable, Codable, Sendable { case inbox, message(id: Int), compose }
///
/// final class MailCoordinator: NavigationCoordinator<AppRoute> {
///     override func handle(_ message: any CoordinatorMessage) -> Bool {
///         switch message {
///         case let open as OpenMessage: push(.message(id: open.id)); return true
///         case BasicMessage.back: return (try? pop()) != nil
///         default: return false
///         }
///     }
/// }
/// ```
///
/// Its operations and observers are ``LayeredNavigationCoordinator``'s, shared with ``TabNavigationCoordinator``.
@MainActor
open class NavigationCoordinator<Route: Hashable>: LayeredNavigationCoordinator<NavigationState<Route>> {
    /// Creates a coordinator showing `navigation`.
    public override init(navigation: NavigationState<Route> = NavigationState()) {
        super.init(navigation: navigation)
    }

    /// Applies the state `url` stands for, in one step; throws ``NavigationError/unrecognizedDeepLink(_:)``
    /// (leaving the state unchanged) if `parser` does not recognise it.
    public func open(_ url: URL, with parser: DeepLinkParser<Route>) throws(NavigationError) {
        guard let target = parser.state(for: url) else {
            throw .unrecognizedDeepLink(url.absoluteString)
        }
        store.commit(target)
    }
}

/// What ``NavigationCoordinator`` and ``TabNavigationCoordinator`` share: a coordinator that owns a navigation state
/// and changes its top layer; adapters render what it holds.
///
/// Every change is reported to observers added with ``addObserver(_:)`` (a UIKit driver uses this), one at a time
/// in the order they were added, and through Observation where it is available (a SwiftUI view reading
/// ``navigation`` re-renders). An observer may navigate: its change is reported once every observer has seen the
/// current one, so each observer sees every state in order and ends on the state the coordinator holds.
@MainActor
open class LayeredNavigationCoordinator<State: LayeredNavigation & Equatable>: BaseCoordinator {
    let store: NavigationStore<State>

    /// Creates a coordinator showing `navigation`.
    public init(navigation: State) {
        store = NavigationStore(navigation)
        super.init()
    }

    /// What the coordinator shows now.
    public var navigation: State {
        store.state
    }

    /// Pushes `route` on the top layer.
    public func push(_ route: State.Route) {
        store.change { $0.push(route) }
    }

    /// Pops the top route of the top layer; throws ``NavigationError/nothingToPop`` at its root.
    @discardableResult
    public func pop() throws(NavigationError) -> State.Route {
        try store.change { state throws(NavigationError) in try state.pop() }
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        store.change { $0.popToRoot() }
    }

    /// Replaces the top layer's routes.
    public func replace(with routes: [State.Route]) throws(NavigationError) {
        try store.change { state throws(NavigationError) in try state.replace(with: routes) }
    }

    /// Presents `route` in a new layer over everything (over the tab bar, for tabs).
    public func present(_ route: State.Route, style: PresentationStyle) {
        store.change { $0.present(route, style: style) }
    }

    /// Dismisses the top presented layer; throws ``NavigationError/nothingPresented`` if there is none.
    public func dismiss() throws(NavigationError) {
        try store.change { state throws(NavigationError) in _ = try state.dismiss() }
    }

    /// Dismisses every presented layer.
    public func dismissAll() {
        store.change { $0.dismissAll() }
    }

    /// Replaces the whole state in one step: for restoring a saved state, or applying one computed elsewhere.
    public func show(_ navigation: State) {
        store.commit(navigation)
    }

    /// Replaces the whole state in one step, suggesting to the adapters whether to animate the change: how a
    /// ``FlowCoordinator`` passes on `triggerFlow(animated:type:)`'s hint.
    package func show(_ navigation: State, animated: Bool) {
        store.commit(navigation, animated: animated)
    }

    /// Calls `observer` with the new state after every change, after the observers added before it. Returns
    /// an id for ``removeObserver(_:)``.
    ///
    /// An observer added while a change is being reported receives the changes made after it was added.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> Int {
        store.add { state, _ in observer(state) }
    }

    /// As ``addObserver(_:)``, also telling the observer whether the change should be animated: `false` only for a
    /// change made with the hint not to animate (``FlowCoordinator/triggerFlow(animated:type:)``).
    @discardableResult
    package func addAnimationObserver(_ observer: @escaping @MainActor (State, _ animated: Bool) -> Void) -> Int {
        store.add(observer)
    }

    /// Stops calling the observer `id`, at once: even a change being reported now does not reach it.
    public func removeObserver(_ id: Int) {
        store.remove(id)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension LayeredNavigationCoordinator: Observable {}
