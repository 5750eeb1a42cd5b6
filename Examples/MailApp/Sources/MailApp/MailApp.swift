// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import MailAppUI
import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MailRootView() }
    }
}
#else
@main
enum MailApp {
    static func main() {
        print(
            "MailApp is a SwiftUI app: run it on macOS (`swift run MailApp`) or iOS. Its logic is tested here: `swift test`."
        )
    }
}
#endif
