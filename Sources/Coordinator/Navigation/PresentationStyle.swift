// SPDX-License-Identifier: MPL-2.0

/// How a layer of screens is presented over the one below it.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sheet: the screens below stay partly visible (`.sheet` in SwiftUI, `.pageSheet` in UIKit; tvOS has no
    /// page sheet, and shows it over the full screen).
    case sheet
    /// Covers the whole screen (`.fullScreenCover` in SwiftUI, `.fullScreen` in UIKit).
    case fullScreen
}
