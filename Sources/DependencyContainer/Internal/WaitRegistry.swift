import SwiftConcurrency

/// Which thread waits for which: the graph that turns a dependency cycle split across threads into a report.
///
/// Thread A builds X, whose builder needs Y; thread B builds Y, whose builder needs X. Each waits for the
/// other's build: a deadlock, and a genuine cycle X → Y → X. Before a thread waits it records whom it waits
/// for and checks, under one lock, whether that thread (transitively) waits for it.
final class WaitRegistry: Sendable {
    static let shared = WaitRegistry()

    private struct Waiter {
        let owner: ObjectIdentifier
        /// The waiter's resolution chain, ending with the link it waits for.
        let chain: [ResolutionLink]
    }

    private let waiters = ConcurrencySafeContainer<[ObjectIdentifier: Waiter]>([:])

    func beginWaiting(_ waiter: ObjectIdentifier, for owner: ObjectIdentifier, chain: [ResolutionLink]) {
        let cycle = waiters.withLockUnchecked { waiters -> [ResolutionLink]? in
            var path = [Waiter(owner: owner, chain: chain)]
            var next = owner
            while let waiting = waiters[next] {
                path.append(waiting)
                if waiting.owner == waiter { return Self.cycle(along: path) }
                if path.count > waiters.count + 1 { break }
                next = waiting.owner
            }
            waiters[waiter] = path[0]
            return nil
        }
        if let cycle { DependencyFailure.crossThreadCycle(cycle) }
    }

    func endWaiting(_ waiter: ObjectIdentifier) {
        waiters.withLockUnchecked { _ = $0.removeValue(forKey: waiter) }
    }

    /// Joins the chains along a closed path of waiters: each waiter's chain from the link the previous waiter
    /// wants, ending with the first waiter's wanted link again.
    private static func cycle(along path: [Waiter]) -> [ResolutionLink] {
        var links: [ResolutionLink] = []
        var wanted = path[0].chain.last
        for waiter in path.dropFirst() + [path[0]] {
            let start = wanted.flatMap { want in waiter.chain.firstIndex { $0.key == want.key } } ?? 0
            let segment = waiter.chain[start...]
            links.append(contentsOf: links.isEmpty ? segment : segment.dropFirst())
            wanted = waiter.chain.last
        }
        return links
    }
}
