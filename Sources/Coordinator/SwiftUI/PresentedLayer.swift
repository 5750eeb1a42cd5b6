// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI

/// Presents layer `layer` of the coordinator's screen, if it exists, over the content, and the layers above it over
/// that: the layers of a ``NavigationCoordinator`` or of a ``TabNavigationCoordinator``, whose shared operations
/// the user's own gestures make on the top one.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct PresentedLayer<State: LayeredNavigation & Equatable, Destination: View>: ViewModifier
where State.Route: Hashable {
    let coordinator: LayeredNavigationCoordinator<State>
    let layer: Int
    let destination: (State.Route) -> Destination

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
        let layers = coordinator.navigation.visibleNavigation.layers
        if layers.count > layer, let first = layers[layer].routes.first {
            NavigationStack(path: pushedRoutes(of: coordinator, layer: layer)) {
                destination(first).navigationDestination(for: State.Route.self, destination: destination)
            }
            .modifier(PresentedLayer(coordinator: coordinator, layer: layer + 1, destination: destination))
        }
    }
}

// The bindings are built outside the views: SwiftUI's `Binding` takes `@Sendable` closures, which must not capture a
// view (its generic parameters need not be `Sendable`), so they capture only the coordinator and plain values, and
// say that they run on the main actor, where the coordinator lives.

/// The routes pushed on layer `layer` above its first screen (all of the base layer's routes: the root screen is
/// not one of them); setting it (the user went back) replaces them in the coordinator while it is the top layer.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
func pushedRoutes<State: LayeredNavigation & Equatable>(
    of coordinator: LayeredNavigationCoordinator<State>, layer: Int
) -> Binding<[State.Route]> {
    let firstScreens = layer == 0 ? 0 : 1
    return Binding { @MainActor in
        let layers = coordinator.navigation.visibleNavigation.layers
        return layers.indices.contains(layer) ? Array(layers[layer].routes.dropFirst(firstScreens)) : []
    } set: { @MainActor newPath in
        let layers = coordinator.navigation.visibleNavigation.layers
        guard layers.count == layer + 1 else { return }
        try? coordinator.replace(with: Array(layers[layer].routes.prefix(firstScreens)) + newPath)
    }
}

/// Whether layer `layer` exists and was presented with one of `styles`; setting `false` (the user swiped it
/// away) dismisses it in the coordinator.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func isLayerPresented<State: LayeredNavigation & Equatable>(
    of coordinator: LayeredNavigationCoordinator<State>,
    layer: Int,
    styles: Set<PresentationStyle>
) -> Binding<Bool> {
    Binding { @MainActor in
        let layers = coordinator.navigation.visibleNavigation.layers
        guard layers.indices.contains(layer), let style = layers[layer].presentation else { return false }
        return styles.contains(style)
    } set: { @MainActor presented in
        if !presented, coordinator.navigation.visibleNavigation.layers.count == layer + 1 {
            try? coordinator.dismiss()
        }
    }
}
#endif
