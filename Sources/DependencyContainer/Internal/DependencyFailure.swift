// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The reports of DependencyContainer: dependency cycles, exhausted stacks and long waits.
enum DependencyFailure {
    /// A dependency was requested while it was already being built by the same resolution; `chain` runs from that build
    /// to the request.
    static func cycle(_ chain: [ResolutionFrame]) -> Never {
        // In a validation run, the cycle is collected and the run ends there (see `ValidationCollector`).
        _ = ResolutionObservers.handOverToValidationRun(endingRun: true) { levels in
            .cycle(chain: observedChain(levels, closedBy: chain))
        }
        ProgramStop.stop(cycleMessage(chain, note: nil))
    }

    /// A cycle's chain named as the observers name definitions (`Container.a<A>`), one observed level per frame.
    private static func observedChain(_ levels: [String], closedBy chain: [ResolutionFrame]) -> [String] {
        levels.count >= chain.count ? Array(levels.suffix(chain.count)) : chain.map(\.description)
    }

    /// Two resolutions, on two threads, each wait for an instance the other is building.
    static func crossThreadCycle(_ links: [ResolutionFrame]) -> Never {
        ProgramStop.stop(cycleMessage(links, note: "The cycle spans two threads, each building one side of it."))
    }

    /// The calling thread has `left` bytes of its `size`-byte stack left, `chain.count` resolutions deep: too little to
    /// go on safely.
    static func stackExhausted(_ chain: [ResolutionFrame], left: Int, of size: Int, keeping reserve: Int) -> Never {
        let reporter = Thread { stackExhaustedReport(chain, left: left, of: size, keeping: reserve) }
        reporter.stackSize = 1 << 20
        reporter.start()
        DispatchSemaphore(value: 0).wait()
        preconditionFailure("the report of an exhausted stack returned")
    }

    private static func stackExhaustedReport(
        _ chain: [ResolutionFrame], left: Int, of size: Int, keeping reserve: Int
    ) -> Never {
        let counts = Dictionary(chain.map { ($0.key, 1) }, uniquingKeysWith: +)
        let mostRepeated = counts.max { $0.value < $1.value }
        let repetition =
            if let mostRepeated, mostRepeated.value > 1,
                let example = chain.first(where: { $0.key == mostRepeated.key })
            {
                " \(example.description) appears \(mostRepeated.value) times in it."
            } else {
                ""
            }
        let message = """
            DependencyContainer: resolution stopped \(chain.count) levels deep, with \(left >> 10) KiB of this \
            thread's \(size >> 10) KiB stack left (it keeps \(reserve >> 10) KiB free, to report \
            instead of overflowing). The chain, outermost first: \(abridged(chain)).\(repetition) Fix: resolve a \
            graph this deep on a thread with a larger stack (Thread.stackSize), or make it shallower; a \
            ParameterFactory that resolves itself needs a base case.
            """
        ProgramStop.stop(message)
    }

    /// `waiter` has waited `delay` seconds for `builder`'s build, and `builder`'s resolution waits for no other build
    /// the container knows of.
    static func reportLongWait(for builder: ResolutionLink, by waiter: ResolutionLink, after delay: Double) {
        reporter.report(
            """
            a resolution has waited \(Int(delay)) s for \(builder.description), which another \
            thread is building (its chain: \(abridged(builder.chain))); this thread's chain: \
            \(abridged(waiter.chain)). That build waits for no other build the container knows of. If its builder \
            waits for this thread outside the container (DispatchQueue.sync, a semaphore, a lock), this is a \
            dependency cycle across threads and neither will ever finish. Fix: never block a builder on work that \
            resolves what it is building: resolve first, then hop threads, or inject a lazy reference or a \
            closure instead of the instance.
            """,
            severity: .fault
        )
    }

    /// A chain as reports print it: outermost first, its middle left out when it is long.
    static func abridged(_ chain: [ResolutionFrame]) -> String {
        let shown = { (links: ArraySlice<ResolutionFrame>) in links.map(\.description).joined(separator: " -> ") }
        guard chain.count > 8 else { return shown(chain[...]) }
        return "\(shown(chain.prefix(4))) -> … (\(chain.count - 8) more) … -> \(shown(chain.suffix(4)))"
    }

    /// A definition isolated to `actor` was resolved off that actor's executor.
    static func wrongExecutor(_ definition: String, actor: String) -> Never {
        ProgramStop.stop(wrongExecutorMessage(definition, actor: actor))
    }

    static func wrongExecutorMessage(_ definition: String, actor: String) -> String {
        let fix =
            actor == "MainActor"
            ? "resolve it from main-actor code, or hop there first: `await factory.resolveOnMainActor()`"
            : "resolve it on that actor, e.g. `await factory.resolveOnGlobalActor(\(actor).shared)`"
        return """
            DependencyContainer: \(definition) is isolated to \(actor) (it was defined or registered in \(actor) \
            code), but was resolved on another thread, where building it would be a data race. Fix: \(fix).
            """
    }

    static func cycleMessage(_ links: [ResolutionFrame], note: String?) -> String {
        let types = links.map(\.typeName).joined(separator: " -> ")
        let definitions = links.map(\.definitionName).joined(separator: " -> ")
        return """
            DependencyContainer: dependency cycle: \(types) (definitions: \(definitions)). \
            \(note.map { $0 + " " } ?? "")Each of these needs the next to be built first, so none can be. \
            Fix: remove one edge, e.g. by injecting a lazy reference or a closure instead of the instance.
            """
    }

    /// Where reports that do not stop the program go.
    static let reporter = DiagnosticReporter(module: "DependencyContainer")
}

/// Which resolution waits for which: the graph that turns a dependency cycle split across threads into a report.
final class WaitRegistry: Sendable {
    static let shared = WaitRegistry()

    /// How long a resolution waits for another thread's build before it reports the wait, in nanoseconds of the store's
    /// ``ContainerClock``: 2 seconds.
    static let stallDelay: UInt64 = 2_000_000_000

    private struct Waiter {
        /// The build it waits for.
        let builder: ResolutionLink
        /// Its own link for the dependency it waits for (the end of its chain).
        let link: ResolutionLink
    }

    private let waiters = ConcurrencySafeContainer<[UInt: Waiter]>([:])

    /// Records that `waiter`'s resolution waits for `builder`'s; stops the program with the cycle if `builder`'s
    /// resolution (transitively) waits for `waiter`'s.
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

    /// Reports `waiter`'s long wait, unless `builder`'s own wait will report it or closes a cycle.
    func reportStall(of waiter: ResolutionLink, waitingFor builder: ResolutionLink) -> Bool {
        let builderWaits = waiters.withLockUnchecked { $0[builder.resolution] != nil }
        guard !builderWaits else { return false }
        DependencyFailure.reportLongWait(for: builder, by: waiter, after: Double(Self.stallDelay) / 1e9)
        return true
    }

    /// Joins the waiters' chains along a closed path of waits into one cycle.
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
