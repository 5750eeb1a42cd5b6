// SPDX-License-Identifier: MPL-2.0

// This file imports Coordinator and not CoordinatorKitCompatibility, on purpose: the library's members reach it
// because other files of this target import the library. That is Swift's rule for members of extensions unless a
// target enables the upcoming feature MemberImportVisibility, under which this file would not compile.
import Coordinator
import Testing

@Suite("CoordinatorKit's spellings across the files of a target", .timeLimit(.minutes(5)))
@MainActor
struct MemberVisibilityTests {
    @Test func theLibrarysMembersReachFilesOfTheTargetThatDoNotImportIt() {
        let screen = StandInViewController()
        #expect(screen.coordinator == nil)
        let message = BasicMessage.done(screen)
        #expect((message.sender as? StandInViewController) === screen)
    }
}
