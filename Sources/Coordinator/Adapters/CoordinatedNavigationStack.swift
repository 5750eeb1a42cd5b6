// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI

/// Renders a ``NavigationCoordinator``'s state with SwiftUI: a `NavigationStack` per layer, and a sheet
/// or full-screen cover for each presented layer. The user's own navigation (back, swipe to dismiss) is
/// written back to the coordinator through the bindings.
///
/// ```swift
/// CoordinatedNavigationStack(coordinator: mail) {
///     InboxView()
/// } destination: { route in
///     MailScreen(route: route)
/// }
/// ```
///
/// This adapter is compiled only on Apple platforms; the state it renders is tested on every platform.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct CoordinatedNavigationStack<Route: Hashable, Root: View, Destination: View>: View {
    private let coordinator: NavigationCoordinator<Route>
    private let root: Root
    private let destination: (Route) -> Destination

    /// Renders `coordinator`, with `root` at the bottom and `destination` building each route's view.
    public init(
        coordinator: NavigationCoordinator<Route>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Route) -> Destination
    ) {
        self.coordinator = coordinator
        self.root = root()
        self.destination = destination
    }

    /// The base layer's navigation stack, with the presented layers over it.
    public var body: some View {
        NavigationStack(path: pushedRoutes(of: coordinator, layer: 0)) {
            root.navigationDestination(for: Route.self, destination: destination)
        }
        .modifier(PresentedLayer(coordinator: coordinator, layer: 1, destination: destination))
    }
}

/// Presents layer `layer` of the state, if it exists, over the content.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
private struct PresentedLayer<Route: Hashable, Destination: View>: ViewModifier {
    let coordinator: NavigationCoordinator<Route>
    let layer: Int
    let destination: (Route) -> Destination

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover: both styles show as a sheet.
        content.sheet(isPresented: isLayerPresented(of: coordinator, layer: layer, styles: [.sheet, .fullScreen])) {
            presented()
        }
        #else
        content
            .sheet(isPresented: isLayerPresented(of: coordinator, layer: layer, styles: [.sheet])) { presented() }
            .fullScreenCover(isPresented: isLayerPresented(of: coordinator, layer: layer, styles: [.fullScreen])) {
                presented()
            }
        #endif
    }

    @ViewBuilder
    private func presented() -> some View {
        if coordinator.navigation.layers.count > layer, let first = coordinator.navigation.layers[layer].routes.first {
            NavigationStack(path: pushedRoutes(of: coordinator, layer: layer)) {
                destination(first).navigationDestination(for: Route.self, destination: destination)
            }
            .modifier(PresentedLayer(coordinator: coordinator, layer: layer + 1, destination: destination))
        }
    }
}

// The bindings are built outside the views: SwiftUI's `Binding` takes `@Sendable` closures, which must not capture a
// view (its generic parameters need not be `Sendable`), so they capture only the coordinator and plain values, and
// say that they run on the main actor, where the coordinator lives.

/// The routes pushed on layer `layer` above its first screen (all of the base layer's routes: the root screen is
/// not one of them); setting it (the user went back) replaces them in the coordinator.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func pushedRoutes<Route: Hashable>(
    of coordinator: NavigationCoordinator<Route>,
    layer: Int
) -> Binding<[Route]> {
    let firstScreens = layer == 0 ? 0 : 1
    return Binding { @MainActor in
        let layers = coordinator.navigation.layers
        return layers.indices.contains(layer) ? Array(layers[layer].routes.dropFirst(firstScreens)) : []
    } set: { @MainActor newPath in
        let layers = coordinator.navigation.layers
        guard layers.count == layer + 1 else { return }
        try? coordinator.replace(with: Array(layers[layer].routes.prefix(firstScreens)) + newPath)
    }
}

/// Whether layer `layer` exists and was presented with one of `styles`; setting `false` (the user swiped it
/// away) dismisses it in the coordinator.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func isLayerPresented<Route: Hashable>(
    of coordinator: NavigationCoordinator<Route>,
    layer: Int,
    styles: Set<PresentationStyle>
) -> Binding<Bool> {
    Binding { @MainActor in
        let layers = coordinator.navigation.layers
        guard layers.indices.contains(layer), let style = layers[layer].presentation else { return false }
        return styles.contains(style)
    } set: { @MainActor presented in
        if !presented, coordinator.navigation.layers.count == layer + 1 {
            try? coordinator.dismiss()
        }
    }
}
#endif
