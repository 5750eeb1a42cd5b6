// SPDX-License-Identifier: MPL-2.0

/// The decisions of `TabBarControllerDriver`, apart from UIKit so that Linux tests reach them: one
/// ``NavigationCoordinator`` per tab, rendered by a `NavigationControllerDriver`, kept in line with the
/// ``TabNavigationCoordinator`` both ways. The selected tab's also shows the layers presented over the tab bar: UIKit
/// forwards a presentation asked inside a tab bar controller up to it (`present(_:animated:completion:)`). The tab
/// the user selects is read from the tab bar, whatever holds its delegate slot (``learnSelection()``).
@MainActor
package final class TabBarSync<Tab: Hashable, Route: Hashable> {
    /// The tabs, as the tab bar shows them; fixed when the sync is made.
    package let tabs: [Tab]
    /// One coordinator per tab, in the order of `tabs`.
    package let tabCoordinators: [NavigationCoordinator<Route>]
    /// The tab bar's selected index, as the sync last set it or learnt it.
    package private(set) var selectedIndex: Int
    /// Called with the index into ``tabs`` when the tab state selects another tab (see ``selects(in:controllers:)``).
    package var selectionChanged: (@MainActor (Int) -> Void)?
    /// The index into ``tabs`` of the tab the tab bar shows (`nil`: none of them, the More list say).
    package var selectionOnScreen: (@MainActor () -> Int?)?

    private let coordinator: TabNavigationCoordinator<Tab, Route>

    /// Starts keeping per-tab coordinators in line with `coordinator`.
    package init(coordinator: TabNavigationCoordinator<Tab, Route>) {
        let state = coordinator.navigation
        self.coordinator = coordinator
        tabs = state.tabs
        tabCoordinators = state.tabs.map { NavigationCoordinator(navigation: state.navigationShown(in: $0) ?? .init()) }
        selectedIndex = state.tabs.firstIndex(of: state.selectedTab) ?? 0
        for (index, tabCoordinator) in tabCoordinators.enumerated() {
            tabCoordinator.addObserver { [weak self] navigation in self?.tabReported(navigation, index: index) }
        }
        coordinator.addObserver { [weak self] state in self?.apply(state) }
    }

    /// The user tapped the tab at `index` (the delegate's `tabBarController(_:didSelect:)`).
    package func userSelected(index: Int) {
        guard tabs.indices.contains(index) else { return }
        selectedIndex = index
        try? coordinator.select(tabs[index])
    }

    /// Selects in the coordinator the tab on screen if the sync did not select it: tapped with the app's delegate in
    /// the tab bar controller's single `delegate` slot, or set by the app's `selectedIndex`, which tells no delegate.
    package func learnSelection() {
        guard let index = selectionOnScreen?(), index != selectedIndex else { return }
        userSelected(index: index)
    }

    /// Shows `state` in the tabs' coordinators: the tab that was selected first, so that what it presented is
    /// dismissed before another tab shows, then the selection, then the other tabs.
    private func apply(_ state: TabNavigationState<Tab, Route>) {
        if let index = selectionOnScreen?() { selectedIndex = index }  // a tap not learnt yet: the state's tab returns
        let newIndex = tabs.firstIndex(of: state.selectedTab) ?? selectedIndex
        let order = [selectedIndex] + tabs.indices.filter { $0 != selectedIndex }
        for (position, index) in order.enumerated() {
            if position == 1, newIndex != selectedIndex {
                selectedIndex = newIndex
                selectionChanged?(newIndex)
            }
            if let shown = state.navigationShown(in: tabs[index]) { tabCoordinators[index].show(shown) }
        }
        if tabs.count == 1 { selectedIndex = newIndex }
    }

    /// A tab's coordinator changed: what the tab state shows in that tab (what ``apply(_:)`` gave it) is no news;
    /// anything else is what its driver reported the user did.
    private func tabReported(_ navigation: NavigationState<Route>, index: Int) {
        guard navigation != coordinator.navigation.navigationShown(in: tabs[index]) else { return }
        coordinator.store.change { $0.takeShown(navigation, in: tabs[index]) }
    }
}

/// A tab bar, as ``TabBarSync`` selects in it: by the tab's controller. UIKit's `selectedIndex` indexes the tab bar's
/// current order, which the user may rearrange (More, then Edit), and is `NSNotFound` while the More list shows;
/// `selectedViewController` names the tab whatever its position. `UITabBarController` is one.
@MainActor
package protocol TabBarSelecting: AnyObject {
    associatedtype TabController: AnyObject
    /// The selected tab's controller; setting it selects that tab.
    var selectedViewController: TabController? { get set }
}

extension TabBarSync {
    /// Selects in `tabBar` the tab the state selects, now and at each change; `controllers` are the tabs'
    /// controllers in the order of ``tabs``.
    package func selects<TabBar: TabBarSelecting>(in tabBar: TabBar, controllers: [TabBar.TabController]) {
        tabBar.selectedViewController = controllers[selectedIndex]
        selectionChanged = { [weak tabBar] index in tabBar?.selectedViewController = controllers[index] }
        selectionOnScreen = { [weak tabBar] in controllers.firstIndex { $0 === tabBar?.selectedViewController } }
    }
}
