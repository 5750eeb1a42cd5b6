// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// The settings sheet's navigation, a child of ``MailCoordinator``: it handles its own screens' messages and
/// leaves the others, such as ``CloseSettings``, to its parent.
public final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    override public init(navigation: NavigationState<SettingsRoute> = NavigationState()) {
        super.init(navigation: navigation)
    }

    override public func handle(_ message: any CoordinatorMessage) -> Bool {
        switch message {
        case is EditSignature:
            push(.signature)
            return true
        case BasicMessage.back:
            return (try? pop()) != nil
        default:
            return false
        }
    }
}
