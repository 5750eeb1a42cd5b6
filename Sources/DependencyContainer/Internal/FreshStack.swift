// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Continues a deep resolution on a new thread with a large stack, so that the depth of a dependency graph is
/// never limited by the stack of the thread that resolves it.
///
/// A resolution nests a few stack frames per level, several kilobytes in debug builds: a 512 KiB secondary
/// thread (the default on Apple platforms, and for GCD workers) overflows at a depth of a few hundred.
/// Every ``ResolutionLink/levelsPerStack`` levels, the next build therefore runs on a fresh thread with a
/// ``stackSize`` stack while the resolving thread waits for it; the chain and the isolated scope go along.
///
/// Only graphs deeper than that move at all. What does not go along: the caller's other task-local values and
/// thread-local state (`Thread.current`, locks it holds), which no builder should rely on.
enum FreshStack {
    /// Enough for any builder's own frames.
    static let stackSize = 4 << 20

    /// Runs `body` on a new thread with `link` as its innermost resolution, and returns its result.
    static func run<T>(as link: ResolutionLink, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let handOff = HandOff(body)
            let isolation = ContainerIsolation.scope
            let thread = Thread {
                ContainerIsolation.$scope.withValue(isolation) {
                    ResolutionLink.$innermost.withValue(link) { handOff.run() }
                }
            }
            thread.stackSize = stackSize
            thread.start()
            return handOff.waitForResult()
        }
    }

    /// The closure and its result, passed between the waiting thread and the one that runs the closure.
    // @unchecked: the thread that creates a hand-off is blocked in `waitForResult()` from before the other
    // thread calls `run()` until `run()` has signalled, so `body` and `result` are never used by two threads at
    // once; the semaphore orders the writes before the reads.
    private final class HandOff<T>: @unchecked Sendable {  // invariant: the creator waits while `run()` runs
        private var body: (() -> T)?
        private var result: T?
        private let finished = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> T) {
            self.body = body
        }

        func run() {
            result = body?()
            // Released before signalling: the waiting thread's `withoutActuallyEscaping` checks that nothing
            // still holds the closure when it returns.
            body = nil
            finished.signal()
        }

        func waitForResult() -> T {
            finished.wait()
            guard let result else { preconditionFailure("DependencyContainer: a moved resolution returned nothing") }
            return result
        }
    }
}
