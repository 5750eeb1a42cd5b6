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
public struct CoordinatedNavigationStack<Route: Hashable & Sendable, Root: View, Destination: View>: View {
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
        NavigationStack(path: pathBinding(layer: 0)) {
            root.navigationDestination(for: Route.self, destination: destination)
        }
        .modifier(PresentedLayer(coordinator: coordinator, layer: 1, destination: destination))
    }

    private func pathBinding(layer: Int) -> Binding<[Route]> {
        Binding {
            coordinator.navigation.layers[layer].routes
        } set: { newPath in
            try? coordinator.replace(with: newPath)
        }
    }
}

/// Presents layer `layer` of the state, if it exists, over the content.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
private struct PresentedLayer<Route: Hashable & Sendable, Destination: View>: ViewModifier {
    let coordinator: NavigationCoordinator<Route>
    let layer: Int
    let destination: (Route) -> Destination

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover: both styles show as a sheet.
        content.sheet(isPresented: isPresented([.sheet, .fullScreen]), content: presented)
        #else
        content
            .sheet(isPresented: isPresented([.sheet]), content: presented)
            .fullScreenCover(isPresented: isPresented([.fullScreen]), content: presented)
        #endif
    }

    /// Whether layer `layer` exists and was presented with one of `styles`; setting `false` (the user
    /// swiped it away) dismisses it in the coordinator.
    private func isPresented(_ styles: Set<PresentationStyle>) -> Binding<Bool> {
        Binding {
            guard coordinator.navigation.layers.count > layer,
                let style = coordinator.navigation.layers[layer].presentation
            else { return false }
            return styles.contains(style)
        } set: { presented in
            if !presented, coordinator.navigation.layers.count == layer + 1 {
                try? coordinator.dismiss()
            }
        }
    }

    @ViewBuilder
    private func presented() -> some View {
        if coordinator.navigation.layers.count > layer, let first = coordinator.navigation.layers[layer].routes.first {
            NavigationStack(path: path) {
                destination(first).navigationDestination(for: Route.self, destination: destination)
            }
            .modifier(PresentedLayer(coordinator: coordinator, layer: layer + 1, destination: destination))
        }
    }

    /// The presented layer's routes above its first screen.
    private var path: Binding<[Route]> {
        Binding {
            Array(coordinator.navigation.layers[layer].routes.dropFirst())
        } set: { newPath in
            guard let first = coordinator.navigation.layers[layer].routes.first else { return }
            try? coordinator.replace(with: [first] + newPath)
        }
    }
}
#endif
