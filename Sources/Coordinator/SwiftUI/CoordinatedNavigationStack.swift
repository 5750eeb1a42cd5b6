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
        NavigationStack(path: basePath(of: coordinator)) {
            root.navigationDestination(for: Route.self, destination: destination)
        }
        .presentingLayers(of: coordinator, destination: destination)
    }
}
#endif
