// SPDX-License-Identifier: MPL-2.0

/// One chapter of the tour: a module doing real work, narrated, with its results checked.
protocol DemoChapter: Sendable {
    /// The module the chapter shows.
    var title: String { get }
    /// What the reader should take away, printed before the chapter runs.
    var summary: String { get }
    /// Runs the chapter, narrating through `narrator`; throws ``DemoFailure`` if a checked result is wrong.
    func run(_ narrator: Narrator) async throws
}

/// A result the tour checked and found wrong: the demo exits non-zero so CI notices.
struct DemoFailure: Error, CustomStringConvertible {
    let description: String
}

/// Prints the tour and checks the facts each chapter claims.
struct Narrator: Sendable {
    func say(_ line: String) {
        print("  " + line)
    }

    /// Prints `claim` with a tick if `holds`; throws otherwise.
    func check(_ holds: Bool, _ claim: String) throws {
        guard holds else {
            print("  ✗ " + claim)
            throw DemoFailure(description: claim)
        }
        print("  ✓ " + claim)
    }
}
