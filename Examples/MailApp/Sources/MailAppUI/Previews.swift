// SPDX-License-Identifier: MPL-2.0

// Xcode's previews. Their content is in PreviewContent.swift, so that it is compiled and checked wherever SwiftUI
// is; the `#Preview` macro itself needs Xcode's macro plugin.

#if canImport(SwiftUI)
import SwiftUI

#Preview("Inbox") { PreviewContent.inbox }
#Preview("A message") { PreviewContent.message }
#Preview("Compose") { PreviewContent.compose }
#endif
