// SPDX-License-Identifier: MPL-2.0

/// Why a navigation operation was refused. The state is left unchanged.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `pop()` found nothing to pop: the base stack is at its root, or the presented layer shows only the
    /// screen that was presented (dismiss it instead).
    case nothingToPop
    /// `dismiss()` found nothing presented.
    case nothingPresented
    /// A presented layer cannot be emptied: `replace(with: [])` on a presented layer; dismiss it instead.
    case emptyPresentedLayer
    /// The deep-link parser did not recognise the URL.
    case unrecognizedDeepLink(String)
    /// A tab state was asked about a tab it does not have (selecting it, opening a deep link into it), or made
    /// with a selected tab or a path for a tab that is not among its tabs. Carries the tab's description.
    case unknownTab(String)
    /// A tab state was made with the same tab twice. Carries the tab's description.
    case duplicateTab(String)

    /// What went wrong, and what to do instead.
    public var description: String {
        switch self {
        case .nothingToPop:
            "Nothing to pop: the stack is at its root (to close a presented screen, dismiss it)."
        case .nothingPresented:
            "Nothing to dismiss: no screen is presented."
        case .emptyPresentedLayer:
            "A presented layer needs at least one screen: dismiss it instead of emptying it."
        case .unrecognizedDeepLink(let url):
            "No route matches the deep link \(url)."
        case .unknownTab(let tab):
            "No tab \(tab) in this tab state: select one of its tabs."
        case .duplicateTab(let tab):
            "The tab \(tab) appears twice: each tab appears once."
        }
    }
}
