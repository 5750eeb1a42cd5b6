// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A coordinator that owns a view controller: CoordinatorKit's `ViewControllerCoordinator`.
///
/// The root view controller is often a container (a `UINavigationController` or a `UITabBarController`) through
/// which the coordinator shows its screens. A coordinator of this kind can present another one as a child, modally.
@MainActor
public protocol ViewControllerCoordinator: BaseCoordinator {
    /// The view controller this coordinator owns and shows its screens through.
    var rootViewController: UIViewController { get }
}

extension ViewControllerCoordinator {
    /// Adds `child` to this coordinator and presents its root view controller modally from this coordinator's
    /// root view controller.
    ///
    /// UIKit presents only from a view controller that presents nothing and is in no transition: while the root
    /// presents another view controller presented through these functions, or a presentation or dismissal runs,
    /// the child waits, and is presented once that is over. While the root presents a view controller presented
    /// some other way (an alert), or is not in a window, the presentation is tried again at the next call of these
    /// functions. Presenting a child that is presented already only calls `completion`.
    ///
    /// The child is removed again when it is dismissed: by ``dismiss(child:animated:completion:)``, by the user
    /// swiping it down, or with a view controller below it.
    ///
    /// - Parameters:
    ///   - child: The coordinator to present. Its `rootViewController` is presented full screen, as CoordinatorKit
    ///     presents it, so that a mandatory step cannot be swiped away; set its `modalPresentationStyle` (to
    ///     `.pageSheet`, say) before presenting it for another style. With `.partialCurl` it is always full screen,
    ///     which UIKit requires.
    ///   - animated: Whether to animate the presentation.
    ///   - transition: The transition style set on the child's root view controller before it is presented.
    ///   - completion: Called once the presentation ended, or once the child was dismissed before it was shown.
    public func present(
        child: any ViewControllerCoordinator,
        animated: Bool,
        transition: UIModalTransitionStyle = .coverVertical,
        completion: (() -> Void)? = nil
    ) {
        presentOnChain(child.rootViewController, child: child, inHierarchy: false, animated, transition, completion)
    }

    /// Adds `child` to this coordinator and presents its root view controller modally from the topmost view
    /// controller presented above this coordinator's root (from the root, if it presents nothing).
    ///
    /// Use it when something may be presented already, by this coordinator, its children or the app: UIKit
    /// presents only from a view controller that presents nothing. A presentation or dismissal that runs is
    /// waited for. The child is removed again when it is dismissed, as with
    /// ``present(child:animated:transition:completion:)``, full screen unless its root asks for another style; the
    /// parameters are that function's.
    public func presentInHierarchy(
        child: any ViewControllerCoordinator,
        animated: Bool,
        transition: UIModalTransitionStyle = .coverVertical,
        completion: (() -> Void)? = nil
    ) {
        presentOnChain(child.rootViewController, child: child, inHierarchy: true, animated, transition, completion)
    }

    /// Presents `viewController` modally from the topmost view controller presented above this coordinator's
    /// root, as ``presentInHierarchy(child:animated:transition:completion:)`` does, with no child coordinator.
    ///
    /// Dismiss it with UIKit (`dismiss(animated:completion:)`), or with a child presented below it.
    public func presentInHierarchy(
        viewController: UIViewController,
        animated: Bool,
        transition: UIModalTransitionStyle = .coverVertical,
        completion: (() -> Void)? = nil
    ) {
        presentOnChain(viewController, child: nil, inHierarchy: true, animated, transition, completion)
    }

    /// Presents on the chain this coordinator presents on (see ``ChildPresentationChain``).
    private func presentOnChain(
        _ viewController: UIViewController, child: BaseCoordinator?, inHierarchy: Bool, _ animated: Bool,
        _ transition: UIModalTransitionStyle, _ completion: (() -> Void)?
    ) {
        let (chain, item) = ChildPresentationChain.chain(for: self, root: rootViewController)
        chain.present(
            viewController, child: child, owner: self, from: item, inHierarchy: inHierarchy, animated: animated,
            transition: transition, completion: completion)
    }

    /// Dismisses `child`'s root view controller, and everything presented above it, and removes `child` from
    /// this coordinator, then calls `completion`.
    ///
    /// Children that `child` presented through these functions (and theirs) go with it and are removed from
    /// their parents too. A dismissal asked for during a running presentation or dismissal starts when it ends.
    /// A child that is not presented is removed, and `completion` called, at once.
    ///
    /// - Parameters:
    ///   - child: The presented child coordinator.
    ///   - animated: Whether to animate the dismissal.
    ///   - completion: Called once the dismissal ended.
    public func dismiss(child: any ViewControllerCoordinator, animated: Bool, completion: (() -> Void)? = nil) {
        let root = child.rootViewController
        if let chain = ChildPresentationChain.chain(holding: ObjectIdentifier(root), from: self) {
            chain.dismiss(root, animated: animated, completion: completion)
            return
        }
        // Presented some other way, or not at all.
        remove(child: child)
        if let presenter = root.presentingViewController, !root.isBeingDismissed {
            presenter.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }
}
#endif
