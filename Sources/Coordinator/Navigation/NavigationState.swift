// SPDX-License-Identifier: MPL-2.0

/// Where the user is: a stack of routes, and any screens presented over it — as a value.
///
/// Coordinators change it with the operations of ``LayeredNavigation`` (push, pop, present, dismiss…); adapters (a
/// `UINavigationController` driver, a SwiftUI `NavigationStack`) only render it. Being a value, it can be compared,
/// logged, tested without any UI, and — when `Route` is `Codable` — saved and restored.
///
/// The state is a list of layers. The base layer holds the routes pushed above the app's root screen (none
/// at the root). Each presented layer holds the presented screen and the routes pushed above it within the
/// presentation; presentations nest. Every operation acts on the top layer.
///
/// ```swift
/// var navigation = NavigationState<AppRoute>()
/// navigation.push(.inbox)
/// navigation.push(.message(id: 42))
/// navigation.present(.compose, style: .sheet)
/// try navigation.dismiss()
/// try navigation.pop()          // back to the inbox
/// ```
///
/// Operations that cannot apply (popping at the root, dismissing with nothing presented) throw a
/// ``NavigationError`` and leave the state unchanged.
public struct NavigationState<Route> {
    /// One level of presentation and the routes on it.
    public struct Layer {
        /// How the layer was presented; `nil` for the base layer.
        public let presentation: PresentationStyle?
        /// The layer's routes, bottom first. Never empty for a presented layer.
        public internal(set) var routes: [Route]
    }

    /// The base layer first, then each presented layer in presentation order.
    public internal(set) var layers: [Layer]

    /// A state showing `path` pushed above the root screen, with nothing presented.
    public init(path: [Route] = []) {
        layers = [Layer(presentation: nil, routes: path)]
    }

    /// The routes pushed above the root screen on the base layer.
    public var path: [Route] { layers[0].routes }

    /// The presented layers, outermost first.
    public var presentedLayers: ArraySlice<Layer> { layers.dropFirst() }

    /// The route on screen: the top of the top layer, or `nil` when the root screen shows.
    public var visibleRoute: Route? { layers[layers.count - 1].routes.last }
}

/// What ``NavigationState`` and ``TabNavigationState`` share: what the screen shows as one navigation state, whose
/// top layer their operations change. ``LayeredNavigationCoordinator`` offers those operations once for both.
public protocol LayeredNavigation {
    /// The screens' routes.
    associatedtype Route

    /// What the screen shows, as one navigation state (for tabs: the selected tab's stack, with the layers
    /// presented over the tab bar).
    var visibleNavigation: NavigationState<Route> { get }

    /// Applies `change` to ``visibleNavigation`` and takes the result back. The operations check before they
    /// change anything, so one that throws leaves the state as it was.
    mutating func changeVisibleNavigation<Result, Failure: Error>(
        _ change: (inout NavigationState<Route>) throws(Failure) -> Result
    ) throws(Failure) -> Result
}

extension LayeredNavigation {
    /// Pushes `route` onto the top layer: the top presented layer, or the base stack (for tabs, the selected tab's).
    public mutating func push(_ route: Route) {
        changeVisibleNavigation { $0.layers[$0.layers.count - 1].routes.append(route) }
    }

    /// Pops the top route of the top layer and returns it; throws ``NavigationError/nothingToPop`` at its root.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> Route {
        try changeVisibleNavigation { state throws(NavigationError) in
            let top = state.layers.count - 1
            guard state.layers[top].routes.count > (top == 0 ? 0 : 1) else { throw .nothingToPop }
            return state.layers[top].routes.removeLast()
        }
    }

    /// Pops the top layer back to its first screen (the root screen, or the presented screen).
    public mutating func popToRoot() {
        changeVisibleNavigation { state in
            let top = state.layers.count - 1
            state.layers[top].routes.removeLast(state.layers[top].routes.count - (top == 0 ? 0 : 1))
        }
    }

    /// Replaces the top layer's routes with `routes`; throws ``NavigationError/emptyPresentedLayer`` for an empty
    /// list on a presented layer.
    public mutating func replace(with routes: [Route]) throws(NavigationError) {
        try changeVisibleNavigation { state throws(NavigationError) in
            let top = state.layers.count - 1
            guard top == 0 || !routes.isEmpty else { throw .emptyPresentedLayer }
            state.layers[top].routes = routes
        }
    }

    /// Presents `route` over everything (for tabs, over the tab bar), in a new layer.
    public mutating func present(_ route: Route, style: PresentationStyle) {
        changeVisibleNavigation { $0.layers.append(.init(presentation: style, routes: [route])) }
    }

    /// Dismisses the top presented layer and returns it; throws ``NavigationError/nothingPresented`` if there is
    /// none.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> NavigationState<Route>.Layer {
        try changeVisibleNavigation { state throws(NavigationError) in
            guard state.layers.count > 1 else { throw .nothingPresented }
            return state.layers.removeLast()
        }
    }

    /// Dismisses every presented layer.
    public mutating func dismissAll() {
        changeVisibleNavigation { $0.layers.removeLast($0.layers.count - 1) }
    }
}

extension NavigationState: LayeredNavigation {
    /// The state itself: it is what the screen shows.
    public var visibleNavigation: NavigationState<Route> { self }

    /// Applies `change` to the state itself.
    public mutating func changeVisibleNavigation<Result, Failure: Error>(
        _ change: (inout NavigationState<Route>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try change(&self)
    }
}

// The state asks nothing of its routes, and conforms where they do: a route whose conformances are main-actor
// isolated (every route of an app target that is main-actor by default) gives a state compared and saved on the
// main actor, and building or changing a state needs no conformance at all.
extension NavigationState: Equatable where Route: Equatable {}
extension NavigationState: Hashable where Route: Hashable {}
extension NavigationState: Sendable where Route: Sendable {}
extension NavigationState.Layer: Equatable where Route: Equatable {}
extension NavigationState.Layer: Hashable where Route: Hashable {}
extension NavigationState.Layer: Sendable where Route: Sendable {}
extension NavigationState.Layer: Codable where Route: Codable {}

extension NavigationState: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case layers
    }

    /// Decodes a state, rejecting data that breaks its invariants (no base layer, a presented base layer,
    /// a presentation style missing above the base, an empty presented layer).
    ///
    /// The error names the first offending layer and the rule it breaks, never the data: its size does not
    /// grow with the payload.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let layers = try container.decode([Layer].self, forKey: .layers)
        if let violation = Self.firstViolation(in: layers) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [CodingKeys.layers], debugDescription: "Not a valid navigation state: \(violation)")
            )
        }
        self.layers = layers
    }

    /// Encodes the layers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layers, forKey: .layers)
    }
}

extension NavigationState {
    /// The first rule `layers` break, as a short sentence naming the layer by index; `nil` if they are valid.
    static func firstViolation(in layers: [Layer]) -> String? {
        guard let base = layers.first else { return "there are no layers; the base layer is required." }
        if let style = base.presentation {
            return "layer 0, the base layer, has presentation \(style.rawValue); the base layer is never presented."
        }
        for (index, layer) in layers.enumerated().dropFirst() {
            if layer.presentation == nil {
                return "layer \(index) has no presentation style; every layer above the base is presented."
            }
            if layer.routes.isEmpty {
                return "layer \(index) has no routes; a presented layer shows at least one screen."
            }
        }
        return nil
    }

    /// A state with `layers`, which the caller has checked (a base layer, then presented layers with routes).
    init(validLayers layers: [Layer]) {
        self.layers = layers
    }
}

/// How a layer of screens is presented over the one below it.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet: the screens below stay partly visible (`.sheet` in SwiftUI, `.pageSheet` in UIKit; tvOS has no
    /// page sheet, and shows it over the full screen).
    case sheet
    /// Covers the whole screen (`.fullScreenCover` in SwiftUI, `.fullScreen` in UIKit).
    case fullScreen
}
