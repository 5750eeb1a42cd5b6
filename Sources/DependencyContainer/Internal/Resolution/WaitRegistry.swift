// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Which resolution waits for which: the graph that turns a dependency cycle split across threads into a
/// report.
///
/// Thread 1 builds X, whose builder needs Y; thread 2 builds Y, whose builder needs X. Each waits for the
/// other's build: a deadlock, and a genuine cycle X → Y → X. Before a resolution waits it records whom it
/// waits for and checks, under one lock, whether that resolution (transitively) waits for it.
///
/// A builder can also wait for another thread outside the container (`DispatchQueue.sync`, a semaphore, a
/// lock), which no container can see, so a cycle closed by such a wait cannot be detected: both threads hang.
/// What can be seen is a long wait: when a resolution has waited ``stallDelay`` seconds for a build whose
/// resolution waits for no other build, both chains are reported, to the unified log on Apple platforms and to
/// standard error elsewhere (see ``reportStall(of:waitingFor:)``), and the wait goes on.
final class WaitRegistry: Sendable {
    static let shared = WaitRegistry()

    /// How long a resolution waits for another thread's build before it reports the wait, in nanoseconds of
    /// the store's ``ContainerClock``: 2 seconds. Builders construct objects; one that takes this long is most
    /// likely blocked.
    static let stallDelay: UInt64 = 2_000_000_000

    private struct Waiter {
        /// The build it waits for.
        let builder: ResolutionLink
        /// Its own link for the dependency it waits for (the end of its chain).
        let link: ResolutionLink
    }

    private let waiters = ConcurrencySafeContainer<[UInt: Waiter]>([:])

    /// Records that `waiter`'s resolution waits for `builder`'s; stops the program with the cycle if
    /// `builder`'s resolution (transitively) waits for `waiter`'s.
    func beginWaiting(_ waiter: ResolutionLink, for builder: ResolutionLink) {
        let me = waiter.resolution
        let cycle = waiters.withLockUnchecked { waiters -> [ResolutionFrame]? in
            var path = [Waiter(builder: builder, link: waiter)]
            var next = builder.resolution
            while let waiting = waiters[next], path.count <= waiters.count {
                path.append(waiting)
                if waiting.builder.resolution == me { return Self.cycle(along: path) }
                next = waiting.builder.resolution
            }
            waiters[me] = path[0]
            return nil
        }
        if let cycle { DependencyFailure.crossThreadCycle(cycle) }
    }

    func endWaiting(_ waiter: ResolutionLink) {
        waiters.withLockUnchecked { _ = $0.removeValue(forKey: waiter.resolution) }
    }

    /// Reports `waiter`'s long wait unless `builder`'s resolution itself waits for a build: then the end of that
    /// chain of waits reports, or ``beginWaiting(_:for:)`` has found the cycle. Returns whether it reported.
    ///
    /// `waiter` may be an outermost resolution: a builder that synchronously hops to a thread resolving what it
    /// builds (`A`'s builder runs `DispatchQueue.main.sync { Container.shared.a() }`) hangs that way.
    func reportStall(of waiter: ResolutionLink, waitingFor builder: ResolutionLink) -> Bool {
        let builderWaits = waiters.withLockUnchecked { $0[builder.resolution] != nil }
        guard !builderWaits else { return false }
        DependencyFailure.reportLongWait(for: builder, by: waiter, after: Double(Self.stallDelay) / 1e9)
        return true
    }

    /// Joins the chains along a closed path of waiters: each waiter's chain from the build the previous one
    /// waits for, ending with the dependency the first waiter waits for.
    private static func cycle(along path: [Waiter]) -> [ResolutionFrame] {
        var links: [ResolutionFrame] = []
        var wanted = path[0].link.key
        for waiter in path.dropFirst() + [path[0]] {
            let chain = waiter.link.chain
            let start = chain.firstIndex { $0.key == wanted } ?? 0
            let segment = chain[start...]
            links.append(contentsOf: links.isEmpty ? segment : segment.dropFirst())
            wanted = waiter.link.key
        }
        return links
    }
}
