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
@MainActor
open class NavigationCoordinator<Route: Hashable & Sendable>: BaseCoordinator {
    private var state: NavigationState<Route>
    private var observers: [Int: @MainActor (NavigationState<Route>) -> Void] = [:]
    private var nextObserverID = 0
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

    /// Applies the state `url` stands for, in one step; throws ``NavigationError/unrecognizedDeepLink(_:)``
    /// (leaving the state unchanged) if `parser` does not recognise it.
    public func open(_ url: URL, with parser: DeepLinkParser<Route>) throws(NavigationError) {
        guard let target = parser.state(for: url) else {
            throw .unrecognizedDeepLink(url.absoluteString)
        }
        commit(target)
    }

    /// Calls `observer` with the new state after every change. Returns an id for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (NavigationState<Route>) -> Void) -> Int {
        defer { nextObserverID += 1 }
        observers[nextObserverID] = observer
        return nextObserverID
    }

    /// Stops calling the observer `id`.
    public func removeObserver(_ id: Int) {
        observers[id] = nil
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

    private func commit(_ next: NavigationState<Route>) {
        guard next != state else { return }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.withMutation(of: self, keyPath: \.navigation) { state = next }
        } else {
            state = next
        }
        for observer in observers.values {
            observer(next)
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationCoordinator: Observable {}
