// SPDX-License-Identifier: MPL-2.0

/// The kind of animation a flow suggests when it rebuilds its screens: CoordinatorKit's
/// `triggerFlow(animated:type:)` hint.
///
/// A flow that moves forward (a new step appears) suggests ``presentation``; one that moves back (a step was
/// completed or cancelled and the screens above it go away) suggests ``dismissal``. The adapter that draws the flow
/// decides how to animate; the hint never changes *what* is shown.
public enum PresentType: String, Hashable, Sendable, Codable, CaseIterable {
    /// Screens appear: push or present.
    case presentation
    /// Screens go away: pop or dismiss.
    case dismissal
}
