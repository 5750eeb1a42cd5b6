// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports `NSWindow.h` from the
// macOS 14.0 SDK: a subclass of `NSResponder`, so `@MainActor`; only what UtilityKit uses.

/// https://developer.apple.com/documentation/appkit/nswindow
@available(macCatalyst, unavailable)
@MainActor
open class NSWindow: NSResponder {}
