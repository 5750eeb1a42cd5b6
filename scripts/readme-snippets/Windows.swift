// SPDX-License-Identifier: MPL-2.0
// The tabs, routes, coordinator, view model and views the article "One Navigation per Window" takes as given.
import Coordinator
import SwiftUI

enum AppTab: String, Hashable, Codable, Sendable, CaseIterable { case inbox, settings }
enum AppRoute: Hashable, Codable, Sendable { case message(id: Int), compose }

final class AppNavigation: TabNavigationCoordinator<AppTab, AppRoute> {
    convenience init() {
        self.init(navigation: try! TabNavigationState(tabs: AppTab.allCases, selected: .inbox))
    }
}

@MainActor final class InboxModel: ObservableObject {
    let messages = ["Welcome", "Release notes"]
    weak var navigation: AppNavigation?

    init(navigation: AppNavigation) { self.navigation = navigation }

    func open(_ id: Int) { navigation?.push(.message(id: id)) }
}

struct RouteView: View {
    let route: AppRoute
    var body: some View { Text("\(route)") }
}
