// SPDX-License-Identifier: MPL-2.0

import Foundation

/// `swift run UtilityKitDemo`: a narrated tour of every UtilityKit module. `swift run UtilityKitDemo --graph-dot`
/// prints the dependency graph of the tour's app as Graphviz DOT instead.
@main
enum UtilityKitDemo {
    /// The chapters in reading order; each module adds its own.
    static let chapters: [any DemoChapter] = [
        SwiftConcurrencyChapter(),
        MultiCastDelegateChapter(),
        AssertionsChapter(),
        CoordinatorChapter(),
        DependencyInjectionChapter(),
        ReactiveStateChapter(),
    ]

    static func main() async {
        // `--graph-dot`: only the dependency graph of the DependencyContainer chapter, as Graphviz DOT.
        if CommandLine.arguments.contains("--graph-dot") {
            print(DependencyInjectionChapter.appGraphReport().graph.dot)
            return
        }
        print("UtilityKit — a tour of the modules\n")
        for (number, chapter) in chapters.enumerated() {
            print("Chapter \(number + 1): \(chapter.title)")
            print("  \(chapter.summary)\n")
            do {
                try await chapter.run(Narrator())
            } catch {
                print("\nThe tour stopped: \(error)")
                exit(1)
            }
            print("")
        }
        print("All \(chapters.count) chapter(s) ran and every checked result held.")
    }
}
