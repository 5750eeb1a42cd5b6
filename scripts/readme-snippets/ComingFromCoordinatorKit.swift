// SPDX-License-Identifier: MPL-2.0
// The screens and coordinators the article "Coming from CoordinatorKit" takes as given.
import Coordinator
import UIKit

final class HomeViewController: UIViewController {}

/// A screen coordinator in the style of `CoordinatorProtocol`, held by a `CoordinatedViewController`.
final class ProfileScreenCoordinator: Sendable {}
