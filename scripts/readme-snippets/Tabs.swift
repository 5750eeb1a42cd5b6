// SPDX-License-Identifier: MPL-2.0
// The tabs, routes, views and view controllers the article "Tabs" takes as given.
import Coordinator
import SwiftUI
import UIKit

enum AppTab: String, Hashable, Codable, Sendable { case mail, search, settings }
enum AppRoute: Hashable, Codable, Sendable { case inbox, message(id: Int), compose, settings }

struct TabRootView: View {
    let tab: AppTab
    var body: some View { Text(tab.rawValue) }
}

struct RouteView: View {
    let route: AppRoute
    var body: some View { Text("\(route)") }
}

final class TabRootViewController: UIViewController {
    let tab: AppTab

    init(tab: AppTab) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class RouteViewController: UIViewController {
    let route: AppRoute

    init(route: AppRoute) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
