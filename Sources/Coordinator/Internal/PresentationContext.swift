// SPDX-License-Identifier: MPL-2.0

/// One UIKit presentation context, a window's: the presentations and dismissals that every client in it starts (each
/// tab's driver, each chain of child coordinators, each flow), one at a time.
///
/// UIKit forwards a presentation to the presentation context ("The object on which you call this method may not
/// always be the one that handles the presentation", `present(_:animated:completion:)`), so two clients that
/// present at once in one window make UIKit refuse the second while the first runs, and never call its completion
/// handler. Each client hands its transition to the context instead, which starts it when the one before has ended.
@MainActor
package final class PresentationContext {
    /// The transitions waiting for their turn, first come first.
    private var waiting: [@MainActor (_ ended: @escaping @MainActor () -> Void) -> Void] = []
    /// The number of the transition running, if one does; each gets the next number.
    private var running: Int?
    private var started = 0

    /// A context in which nothing runs.
    package init() {}

    /// Whether a transition handed to the context runs.
    package var isTransitionRunning: Bool { running != nil }

    /// Runs `start` now if no transition runs in the context, or once those before it ended. `start` starts a
    /// transition (or decides not to) and calls the function it is given once that transition ended.
    package func run(_ start: @escaping @MainActor (_ ended: @escaping @MainActor () -> Void) -> Void) {
        waiting.append(start)
        startNext()
    }

    private func startNext() {
        guard running == nil, !waiting.isEmpty else { return }
        started += 1
        let number = started
        running = number
        waiting.removeFirst()({ [weak self] in
            // Once: a second call (a completion handler UIKit calls twice) must not start two transitions.
            guard let self, running == number else { return }
            running = nil
            startNext()
        })
    }
}
