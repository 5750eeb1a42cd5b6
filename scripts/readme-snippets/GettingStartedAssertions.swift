// SPDX-License-Identifier: MPL-2.0
// The app's own names that Assertions' Getting Started article takes as given.
import Assertions

@MainActor final class Spinner {
    var isHidden = true
}

struct MailServer {
    func fetchNewMessages() async throws -> Int { 3 }
}

let busyManager = AssertionManager<Bool>("AppBusy")
let manager = AssertionManager<Bool>("Busy")
let mailServer = MailServer()
@MainActor let spinner = Spinner()
@MainActor let logger = Logger()
