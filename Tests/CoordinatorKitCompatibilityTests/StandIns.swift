// SPDX-License-Identifier: MPL-2.0

import Coordinator
import CoordinatorKitCompatibility

/// A stand-in for `UIViewController` with the two links its messages follow, kept as UIKit keeps them: `parent`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/parent), the container, held weakly; and
/// `presentingViewController`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller), the presenter of
/// this view controller or of its nearest presented ancestor. It is a ``CoordinatorKitScreen``, as every
/// `UIViewController` is once the library is imported.
@MainActor
class StandInViewController: CoordinatorKitScreen {
    private(set) weak var parent: StandInViewController?
    private weak var presenter: StandInViewController?
    private(set) var presentedViewController: StandInViewController?
    private var children: [StandInViewController] = []

    init() {}

    var presentingViewController: StandInViewController? { presenter ?? parent?.presentingViewController }

    func addChild(_ child: StandInViewController) {
        children.append(child)
        child.parent = self
    }

    func present(_ viewController: StandInViewController) {
        presentedViewController = viewController
        viewController.presenter = self
    }

    /// What `UIViewController.owningCoordinator` answers.
    var owningCoordinator: (any Coordinating)? {
        ViewControllerChain.coordinator(from: self, parent: { $0.parent }, presenting: { $0.presentingViewController })
    }
}

/// A stand-in for `UIWindow`: what an app coordinator sets the root view controller of.
@MainActor
final class StandInWindow {
    var rootViewController: StandInViewController?
}

/// A coordinator that records the messages it handles, and declines those `accepts` rejects.
@MainActor
final class RecordingCoordinator: BaseCoordinator {
    private let accepts: (any CoordinatorMessage) -> Bool
    private(set) var handled: [any CoordinatorMessage] = []

    init(accepts: @escaping (any CoordinatorMessage) -> Bool = { _ in true }) {
        self.accepts = accepts
        super.init()
    }

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard accepts(message) else { return false }
        handled.append(message)
        return true
    }
}
