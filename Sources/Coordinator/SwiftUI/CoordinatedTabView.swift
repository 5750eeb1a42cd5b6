// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI

/// Renders a ``TabNavigationCoordinator``'s state with SwiftUI: a `TabView` whose selection is the coordinator's, a
/// `NavigationStack` per tab, and a sheet or full-screen cover over the `TabView` for each layer presented over the
/// tab bar. The user's own navigation (a tab tapped, back, a sheet swiped down) is written back to the coordinator.
///
/// ```swift
/// CoordinatedTabView(coordinator: tabs) { tab in
///     tab == .mail ? AnyView(InboxView()) : AnyView(SettingsView())
/// } label: { tab in
///     Label(tab.title, systemImage: tab.symbol)
/// } destination: { route in
///     MailScreen(route: route)
/// }
/// ```
///
/// SwiftUI's `TabView` has no event for a tap on the tab already selected. The view hands every selection the
/// `TabView` writes to ``TabNavigationCoordinator/select(_:)``, which pops the selected tab to its root; where the
/// `TabView` writes nothing for such a tap, the stack stays as it is, and the app can call
/// ``LayeredNavigationCoordinator/popToRoot()`` from its own control.
///
/// This adapter is compiled only on Apple platforms; the state it renders is tested on every platform.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct CoordinatedTabView<Tab: Hashable, Route: Hashable, Root: View, Item: View, Destination: View>: View {
    private let coordinator: TabNavigationCoordinator<Tab, Route>
    private let root: (Tab) -> Root
    private let label: (Tab) -> Item
    private let destination: (Route) -> Destination

    /// Renders `coordinator`, with `root(tab)` at the bottom of each tab, `label(tab)` as its tab item, and
    /// `destination` building each route's view.
    public init(
        coordinator: TabNavigationCoordinator<Tab, Route>,
        @ViewBuilder root: @escaping (Tab) -> Root,
        @ViewBuilder label: @escaping (Tab) -> Item,
        @ViewBuilder destination: @escaping (Route) -> Destination
    ) {
        self.coordinator = coordinator
        self.root = root
        self.label = label
        self.destination = destination
    }

    /// The tab view, with a navigation stack per tab and the presented layers over it.
    public var body: some View {
        TabView(selection: selectedTab(of: coordinator)) {
            ForEach(coordinator.navigation.tabs, id: \.self) { tab in
                NavigationStack(path: path(of: coordinator, tab: tab)) {
                    root(tab).navigationDestination(for: Route.self, destination: destination)
                }
                .tabItem { label(tab) }
                .tag(tab)
            }
        }
        .presentingLayers(of: coordinator, destination: destination)
    }
}

// As in PresentedLayer.swift: the bindings capture only the coordinator and plain values, never a view.

/// The selected tab; setting it (the user tapped a tab) selects it in the coordinator, which pops it to its root if
/// it was selected already.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func selectedTab<Tab: Hashable, Route: Hashable>(
    of coordinator: TabNavigationCoordinator<Tab, Route>
) -> Binding<Tab> {
    Binding { @MainActor in
        coordinator.navigation.selectedTab
    } set: { @MainActor tab in
        try? coordinator.select(tab)
    }
}

/// `tab`'s routes above its root screen; setting it (the user went back) takes them into the coordinator.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func path<Tab: Hashable, Route: Hashable>(
    of coordinator: TabNavigationCoordinator<Tab, Route>,
    tab: Tab
) -> Binding<[Route]> {
    Binding { @MainActor in
        coordinator.navigation.stack(of: tab)?.path ?? []
    } set: { @MainActor newPath in
        coordinator.store.change { $0.setPath(newPath, of: tab) }
    }
}
#endif
