// SPDX-License-Identifier: MPL-2.0

/// Where the user is in an app with a tab bar: the tabs, the selected one, a navigation stack per tab, and any
/// screens presented over the tab bar — as a value.
///
/// ```swift
/// var tabs = try TabNavigationState<AppTab, AppRoute>(tabs: [.mail, .settings], selected: .mail)
/// tabs.push(.inbox)                           // on the mail tab
/// try tabs.select(.settings)                  // the mail tab keeps its stack
/// tabs.present(.compose, style: .sheet)       // over the tab bar
/// try tabs.select(.settings)                  // closes the sheet; settings pops to its root
/// ```
///
/// Each tab has a stack of routes, its base layer. What is presented (sheets, full-screen covers, and the routes
/// pushed inside them) is held once, over the tab bar, not per tab: UIKit presents a sheet or a full-screen cover
/// asked for inside a tab over the whole tab bar controller, and SwiftUI presents over the `TabView`, so the tab
/// bar cannot be reached while a presentation shows. ``visibleNavigation`` joins the selected tab's stack and these
/// layers into the ``NavigationState`` the screen shows, and the operations of ``LayeredNavigation`` (push, pop,
/// present, dismiss…) act on its top layer, as ``NavigationState``'s do.
///
/// Operations that cannot apply (selecting a tab the state does not have, popping at the root, dismissing with
/// nothing presented) throw a ``NavigationError`` and leave the state unchanged.
public struct TabNavigationState<Tab: Hashable, Route> {
    /// The tabs, in the order the tab bar shows them. Never empty; each tab appears once.
    public private(set) var tabs: [Tab]
    /// The tab on screen.
    public private(set) var selectedTab: Tab
    /// Each tab's routes pushed above its root screen, in the order of `tabs`.
    private var paths: [[Route]]
    /// The layers presented over the tab bar, outermost first. Each has a presentation style and routes.
    public private(set) var presentedLayers: [NavigationState<Route>.Layer]

    /// A state showing `tabs`, with `selected` on screen, each tab's stack from `paths` (a tab missing from it
    /// shows its root screen), and nothing presented.
    ///
    /// Throws ``NavigationError/unknownTab(_:)`` when `selected` or a key of `paths` is not among `tabs` (so
    /// `tabs` cannot be empty), and ``NavigationError/duplicateTab(_:)`` when a tab appears twice.
    public init(tabs: [Tab], selected: Tab, paths: [Tab: [Route]] = [:]) throws(NavigationError) {
        var seen = Set<Tab>()
        for tab in tabs where !seen.insert(tab).inserted { throw .duplicateTab(String(describing: tab)) }
        guard seen.contains(selected) else { throw .unknownTab(String(describing: selected)) }
        if let stray = paths.keys.first(where: { !seen.contains($0) }) { throw .unknownTab(String(describing: stray)) }
        self.tabs = tabs
        selectedTab = selected
        self.paths = tabs.map { paths[$0] ?? [] }
        presentedLayers = []
    }

    /// `tab`'s stack (its routes pushed above its root screen, as a base layer), or `nil` if the state has no
    /// such tab. The layers presented over the tab bar are not part of it; see ``visibleNavigation``.
    public func stack(of tab: Tab) -> NavigationState<Route>? {
        tabs.firstIndex(of: tab).map { NavigationState(path: paths[$0]) }
    }

    /// What the screen shows: the selected tab's stack, with the layers presented over the tab bar above it.
    public var visibleNavigation: NavigationState<Route> {
        NavigationState(validLayers: [.init(presentation: nil, routes: paths[selectedIndex])] + presentedLayers)
    }

    /// The route on screen: the top of the top presented layer or of the selected tab's stack; `nil` when the
    /// selected tab's root screen shows.
    public var visibleRoute: Route? { visibleNavigation.visibleRoute }

    /// Selects `tab`, as a tap on the tab bar does: another tab shows with the stack it had; the tab already
    /// selected pops to its root screen (again at the root, nothing changes). Either way, what is presented over the
    /// tab bar is dismissed first: the user reaches the tab bar only with nothing presented over it, and code that
    /// selects a tab means it to be seen.
    ///
    /// Throws ``NavigationError/unknownTab(_:)`` for a tab the state does not have.
    public mutating func select(_ tab: Tab) throws(NavigationError) {
        let index = try index(of: tab)
        presentedLayers.removeAll()
        if tab == selectedTab {
            paths[index].removeAll()
        } else {
            selectedTab = tab
        }
    }

    /// The position of `tab` in ``tabs``, or ``NavigationError/unknownTab(_:)``.
    private func index(of tab: Tab) throws(NavigationError) -> Int {
        guard let index = tabs.firstIndex(of: tab) else { throw .unknownTab(String(describing: tab)) }
        return index
    }

    private var selectedIndex: Int {
        // `selectedTab` is among `tabs`: every initializer and operation keeps it so.
        tabs.firstIndex(of: selectedTab) ?? 0
    }
}

extension TabNavigationState: LayeredNavigation {
    /// Applies `change` to ``visibleNavigation`` and takes back the selected tab's stack and the layers presented
    /// over the tab bar.
    public mutating func changeVisibleNavigation<Result, Failure: Error>(
        _ change: (inout NavigationState<Route>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var visible = visibleNavigation
        let result = try change(&visible)
        paths[selectedIndex] = visible.path
        presentedLayers = Array(visible.presentedLayers)
        return result
    }
}

extension TabNavigationState where Route: Equatable {
    /// Shows `path` in `tab`, as a deep link does: selects `tab` (without popping it), dismisses what is presented
    /// over the tab bar, and changes only the part of the tab's stack that differs from `path`. Returns how many
    /// routes at the bottom of the stack stayed: the longest common prefix of the stack and `path`. Adapters keep the
    /// screens of those routes (their view controllers, their views) and replace only the ones above.
    ///
    /// Throws ``NavigationError/unknownTab(_:)`` for a tab the state does not have, changing nothing.
    @discardableResult
    public mutating func open(_ path: [Route], in tab: Tab) throws(NavigationError) -> Int {
        let index = try index(of: tab)
        let kept = zip(paths[index], path).prefix { $0 == $1 }.count
        presentedLayers.removeAll()
        selectedTab = tab
        paths[index] = path
        return kept
    }
}

extension TabNavigationState {
    /// Sets `tab`'s routes, leaving everything else; for adapters that learn the user went back in a tab.
    /// Unknown tabs are ignored.
    mutating func setPath(_ path: [Route], of tab: Tab) {
        guard let index = tabs.firstIndex(of: tab) else { return }
        paths[index] = path
    }

    /// What a driver rendering `tab` shows: its stack, and when it is the selected tab, the layers presented over
    /// the tab bar (UIKit presents those from the selected tab's navigation controller, over the tab bar).
    package func navigationShown(in tab: Tab) -> NavigationState<Route>? {
        tab == selectedTab ? visibleNavigation : stack(of: tab)
    }

    /// Takes in what a driver rendering `tab` reports after the user navigated (went back, swiped a sheet down):
    /// the tab's stack, and when it is the selected tab, the layers presented over the tab bar. Reports from a tab
    /// that is not selected change only its stack; unknown tabs are ignored.
    package mutating func takeShown(_ navigation: NavigationState<Route>, in tab: Tab) {
        guard let index = tabs.firstIndex(of: tab) else { return }
        paths[index] = navigation.path
        if tab == selectedTab { presentedLayers = Array(navigation.presentedLayers) }
    }
}

// As `NavigationState`, the tab state asks nothing of its routes and conforms where its parts do.
extension TabNavigationState: Equatable where Route: Equatable {}
extension TabNavigationState: Hashable where Route: Hashable {}
extension TabNavigationState: Sendable where Tab: Sendable, Route: Sendable {}

extension TabNavigationState: Codable where Tab: Codable, Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case tabs, selectedTab, paths, presentedLayers
    }

    /// Decodes a state, rejecting data that breaks its invariants (no tabs, a tab twice, a selected tab that is not
    /// among the tabs, not exactly one stack per tab, an invalid presented layer).
    ///
    /// The error names the rule broken and positions, never the data: its size does not grow with the payload.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tabs = try container.decode([Tab].self, forKey: .tabs)
        let selectedTab = try container.decode(Tab.self, forKey: .selectedTab)
        let paths = try container.decode([[Route]].self, forKey: .paths)
        let presented = try container.decode([NavigationState<Route>.Layer].self, forKey: .presentedLayers)
        func reject(_ key: CodingKeys, _ rule: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: [key], debugDescription: "Not a valid tab navigation state: \(rule)"))
        }
        guard !tabs.isEmpty else { throw reject(.tabs, "there are no tabs; a tab state has at least one.") }
        if let duplicate = tabs.indices.first(where: { tabs[..<$0].contains(tabs[$0]) }) {
            throw reject(.tabs, "tab \(duplicate) repeats an earlier tab; each tab appears once.")
        }
        guard tabs.contains(selectedTab) else {
            throw reject(.selectedTab, "the selected tab is not among the tabs.")
        }
        guard paths.count == tabs.count else {
            throw reject(.paths, "\(paths.count) stacks for \(tabs.count) tabs; each tab has exactly one stack.")
        }
        let base = NavigationState<Route>.Layer(presentation: nil, routes: [])
        if let violation = NavigationState.firstViolation(in: [base] + presented) {
            throw reject(.presentedLayers, "counting the tab bar as layer 0, \(violation)")
        }
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.paths = paths
        presentedLayers = presented
    }

    /// Encodes the tabs, the selected tab, one stack per tab (in the order of the tabs) and the presented layers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tabs, forKey: .tabs)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(paths, forKey: .paths)
        try container.encode(presentedLayers, forKey: .presentedLayers)
    }
}
