// SPDX-License-Identifier: MPL-2.0

/// The one event loop of the planner's clients (the navigation driver, the chain of presented children, the flows,
/// the SwiftUI adapters' presentations): events handled one at a time, in the order they came. UIKit calls some
/// completion handlers at once, and app code in a completion handler calls the API again; an event that arrives
/// while another is handled waits for it, so that the operations decided for each run in the order they were decided.
@MainActor
package final class EventLoop<Event> {
    private var pendingEvents: [Event] = []
    private var isHandlingEvents = false

    /// An empty loop.
    package init() {}

    /// Handles `event` (none: only what `observe` finds) with `handle`, then every event sent meanwhile. Sent while
    /// an event is handled, `event` waits for it. `observe` is asked first, when the loop starts: what happened that
    /// nothing reported. `finished` runs once no event is left.
    package func send(
        _ event: Event?,
        observe: () -> [Event] = { [] },
        handle: (Event) -> Void,
        finished: () -> Void = {}
    ) {
        guard !isHandlingEvents else {
            pendingEvents += [event].compactMap { $0 }
            return
        }
        isHandlingEvents = true
        defer { isHandlingEvents = false }
        pendingEvents += observe() + [event].compactMap { $0 }
        while !pendingEvents.isEmpty { handle(pendingEvents.removeFirst()) }
        finished()
    }
}
