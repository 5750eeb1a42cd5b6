// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Runs `body(index)` on `count` new threads, released together by one barrier, and waits for all of them.
///
/// Real threads, not tasks: the cooperative pool has one thread per core, so on a small machine a task group
/// runs at most that many bodies at once, and often one after the other. Ask for more threads than cores when a
/// race is the point.
///
/// Task-local values (such as a `withIsolated` scope) do not follow the body onto these threads.
public func race(threads count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread.detachNewThread {
            start.wait()
            body(index)
            group.leave()
        }
    }
    for _ in 0..<count { start.signal() }
    group.wait()
}
