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
/// Every change is reported to observers added with ``addObserver(_:)`` (a UIKit driver uses this), and
/// through Observation where it is available (a SwiftUI view reading ``navigation`` re-renders).
///
/// Observers are called one change at a time, in the order they were added. An observer may navigate: the
/// change it makes is reported once every observer has seen the current one, so each observer sees every
/// state in order and ends on the state the coordinator holds.
@MainActor
open class NavigationCoordinator<Route: Hashable>: BaseCoordinator {
    private var state: NavigationState<Route>
    /// Each change is delivered with whether adapters should animate it.
    private var delivery = ChangeDelivery<
        (state: NavigationState<Route>, animated: Bool), @MainActor (NavigationState<Route>, _ animated: Bool) -> Void
    >()
    /// An `ObservationRegistrar` where Observation is available (Linux; iOS 17, macOS 14 and later).
    private let observationRegistrar: (any Sendable)?

    /// Creates a coordinator showing `navigation`.
    public init(navigation: NavigationState<Route> = NavigationState()) {
        state = navigation
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            observationRegistrar = ObservationRegistrar()
        } else {
            observationRegistrar = nil
        }
        super.init()
    }

    /// What the coordinator shows now.
    public var navigation: NavigationState<Route> {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.access(self, keyPath: \.navigation)
        }
        return state
    }

    /// Pushes `route` on the top layer.
    public func push(_ route: Route) {
        change { $0.push(route) }
    }

    /// Pops the top route of the top layer; throws ``NavigationError/nothingToPop`` at its root.
    @discardableResult
    public func pop() throws(NavigationError) -> Route {
        try change { state throws(NavigationError) in try state.pop() }
    }

    /// Pops the top layer back to its first screen.
    public func popToRoot() {
        change { $0.popToRoot() }
    }

    /// Replaces the top layer's routes.
    public func replace(with routes: [Route]) throws(NavigationError) {
        try change { state throws(NavigationError) in try state.replace(with: routes) }
    }

    /// Presents `route` in a new layer over everything.
    public func present(_ route: Route, style: PresentationStyle) {
        change { $0.present(route, style: style) }
    }

    /// Dismisses the top presented layer; throws ``NavigationError/nothingPresented`` if there is none.
    public func dismiss() throws(NavigationError) {
        try change { state throws(NavigationError) in try state.dismiss() }
    }

    /// Dismisses every presented layer.
    public func dismissAll() {
        change { $0.dismissAll() }
    }

    /// Replaces the whole state in one step: for restoring a saved state, or applying one computed elsewhere.
    public func show(_ navigation: NavigationState<Route>) {
        commit(navigation)
    }

    /// Replaces the whole state in one step, suggesting to the adapters whether to animate the change: how a
    /// ``FlowCoordinator`` passes on `triggerFlow(animated:type:)`'s hint.
    package func show(_ navigation: NavigationState<Route>, animated: Bool) {
        commit(navigation, animated: animated)
    }

    /// Applies the state `url` stands for, in one step; throws ``NavigationError/unrecognizedDeepLink(_:)``
    /// (leaving the state unchanged) if `parser` does not recognise it.
    public func open(_ url: URL, with parser: DeepLinkParser<Route>) throws(NavigationError) {
        guard let target = parser.state(for: url) else {
            throw .unrecognizedDeepLink(url.absoluteString)
        }
        commit(target)
    }

    /// Calls `observer` with the new state after every change, after the observers added before it. Returns
    /// an id for ``removeObserver(_:)``.
    ///
    /// An observer added while a change is being reported receives the changes made after it was added.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (NavigationState<Route>) -> Void) -> Int {
        delivery.add { state, _ in observer(state) }
    }

    /// As ``addObserver(_:)``, also telling the observer whether the change should be animated: `false` only for a
    /// change made with the hint not to animate (``FlowCoordinator/triggerFlow(animated:type:)``).
    @discardableResult
    package func addAnimationObserver(
        _ observer: @escaping @MainActor (NavigationState<Route>, _ animated: Bool) -> Void
    ) -> Int {
        delivery.add(observer)
    }

    /// Stops calling the observer `id`, at once: even a change being reported now does not reach it.
    public func removeObserver(_ id: Int) {
        delivery.remove(id)
    }

    /// Applies `mutation` to a copy and commits it; a mutation that throws leaves the state untouched.
    @discardableResult
    private func change<Result, Failure: Error>(
        _ mutation: (inout NavigationState<Route>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var next = state
        let result = try mutation(&next)
        commit(next)
        return result
    }

    private func commit(_ next: NavigationState<Route>, animated: Bool = true) {
        guard next != state else { return }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.withMutation(of: self, keyPath: \.navigation) { state = next }
        } else {
            state = next
        }
        // When an observer navigated, a loop further up the stack is delivering: it reports this change after
        // the current one. Otherwise this call runs the loop.
        guard delivery.enqueue((next, animated)) else { return }
        while let change = delivery.next() {
            for recipient in change.recipients where delivery.isRegistered(recipient.id) {
                recipient.observer(change.state.state, change.state.animated)
            }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationCoordinator: Observable {}
