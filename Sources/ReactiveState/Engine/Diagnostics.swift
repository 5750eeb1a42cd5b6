// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Reports misuse that the library recovers from (a write to a constant binding, a late rule write, rules that
/// never settle in a release build) on standard error, where Xcode and server logs both show it.
enum Diagnostics {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("ReactiveState: \(message)\n".utf8))
    }
}
