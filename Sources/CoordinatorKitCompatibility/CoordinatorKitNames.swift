// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// CoordinatorKit's name for `CoordinatorMessage`.
public typealias CoordinatorMessagable = CoordinatorMessage

/// CoordinatorKit's other spelling of `CoordinatorMessage`, used in its README.
public typealias CoordinatorMessageable = CoordinatorMessage

/// CoordinatorKit's name for `ComponentCoordinator`.
public typealias BaseComponentCoordinator = ComponentCoordinator
