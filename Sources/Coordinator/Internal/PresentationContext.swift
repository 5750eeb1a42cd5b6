// SPDX-License-Identifier: MPL-2.0

/// One UIKit presentation context, a window's: the presentations and dismissals that every client in it starts (each
/// tab's driver, each chain of child coordinators, each flow), one at a time, on one presented stack.
///
/// UIKit forwards a presentation to the presentation context ("The object on which you call this method may not
/// always be the one that handles the presentation", `present(_:animated:completion:)`), so two clients that
/// present at once in one window make UIKit refuse the second while the first runs, and never call its completion
/// handler. Each client hands its transition to the context instead, which starts it when the one before has ended.
/// And the context presents one stack: a client whose presenter is covered by screens sibling clients presented
/// presents above them (``presenter(from:presented:)``), as UIKit refuses a presenter that presents already.
@MainActor
package final class PresentationContext {
    /// The transitions waiting for their turn, first come first.
    private var waiting: [@MainActor (_ ended: @escaping @MainActor () -> Void) -> Void] = []
    /// The number of the transition running, if one does; each gets the next number.
    private var running: Int?
    private var started = 0
    /// The view controllers the clients presented, each held weakly: the window's stack as far as they made it.
    private var presentedByClients: [() -> AnyObject?] = []

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

    /// Notes that a client presented `presented`.
    package func clientPresented(_ presented: AnyObject) {
        presentedByClients.removeAll { $0() == nil }
        presentedByClients.append { [weak presented] in presented }
    }

    /// Where a client presents what it would present from `presenter`: from `presenter` when it presents nothing
    /// (`presented` gives what a controller presents: UIKit's `presentedViewController`), from the top of the
    /// screens sibling clients presented over it otherwise; `nil` when something no client presented is there (an
    /// alert): UIKit would refuse, and the client tries again later.
    package func presenter<Controller: AnyObject>(
        from presenter: Controller, presented: (Controller) -> Controller?
    ) -> Controller? {
        var top = presenter
        while let next = presented(top) {
            guard presentedByClients.contains(where: { $0() === next }) else { return nil }
            top = next
        }
        return top
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
