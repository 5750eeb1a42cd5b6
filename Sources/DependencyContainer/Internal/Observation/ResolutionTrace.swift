// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation
import SwiftConcurrency

/// `manager.trace`: every resolution written to the logger as an indented tree, Factory's format. One of the
/// observers of ``ResolutionObservers``, which holds its switch and the logger.
///
/// A resolution adds its line to the tree of the outermost resolution it runs in (a task-local, so nested
/// resolutions find it), and the outermost one hands the tree's lines to the logger when it finishes, one call
/// per line as Factory's trace makes them. Lines are reserved before the nested resolutions run, so a parent
/// comes before its dependencies although its result is known only after them. The lines of one tree are
/// delivered together: trees finished at the same time on different threads take turns, through ``delivery``.
enum ResolutionTrace {
    /// The tree of the calling task's outermost traced resolution, and the depth of the innermost one.
    @TaskLocal private static var current: Frame?

    private struct Frame: Sendable {
        let tree: ConcurrencySafeContainer<[String]>
        let depth: Int
    }

    /// What built a new instance, as Factory's trace marks it.
    enum Builder: String {
        /// The definition's own closure: `F`.
        case definition = "F"
        /// A run-time registration, `register { … }`: `R`.
        case registration = "R"
        /// A context's registration (`onTest`, `onDebug`, `onArg`, …): `O`, for override.
        case context = "O"
    }

    /// Runs `resolve`, recording its line, described as `description` (`Container.api<APIClient>`), and
    /// writes the tree if it is the outermost traced resolution.
    static func record<T>(
        _ description: String, builder: Builder, _ resolve: () -> (instance: T, instantiated: Bool)
    ) -> T {
        let parent = current
        let frame = Frame(tree: parent?.tree ?? ConcurrencySafeContainer([]), depth: parent.map { $0.depth + 1 } ?? 0)
        let index = frame.tree.withLock { lines in
            lines.append("")
            return lines.count - 1
        }
        let (instance, instantiated) = $current.withValue(frame, operation: resolve)
        let line = self.line(
            depth: frame.depth, description: description, instance, origin: instantiated ? builder.rawValue : "C")
        frame.tree.withLock { $0[index] = line }
        if parent == nil { deliver(frame.tree.withLock { $0 }) }
        return instance
    }

    /// Held while one tree's lines go to the logger, so that another thread's tree waits for the last of them.
    /// Recursive: a logger that resolves a traced dependency delivers that tree on the same thread, inside this
    /// one's turn. The only lock held while code of the user's runs (the logger), and only for that.
    private static let delivery = NSRecursiveLock()

    /// Hands `lines` to the logger, one call each, in order, none of another tree's in between.
    private static func deliver(_ lines: [String]) {
        delivery.lock()
        defer { delivery.unlock() }
        let logger = ResolutionObservers.settings.withLockUnchecked { $0.logger }
        for line in lines { logger(line) }
    }

    /// `1:     Container.api<APIClient> = C:105553116266496 URLSessionAPIClient`, Factory's format: depth,
    /// indentation, the definition, what gave the instance (``Builder``'s letter for a new one, `C` for a cached
    /// one), the object's address in decimal for a class instance, its type. A value has no address to show
    /// (Factory's would be that of a temporary box), so its line ends `= F Int`.
    static func line(depth: Int, description: String, _ instance: Any, origin: String) -> String {
        var subject: Any? = instance
        if let optional = instance as? any OptionalInstance { subject = optional.wrappedInstance }
        let indent = String(repeating: "    ", count: depth)
        guard let subject else { return "\(depth): \(indent)\(description) = \(origin) nil" }
        let type = type(of: subject)
        guard type is AnyObject.Type else { return "\(depth): \(indent)\(description) = \(origin) \(type)" }
        let address = _UnsafeObjectAddress.of(subject as AnyObject)
        return "\(depth): \(indent)\(description) = \(origin):\(address) \(type)"
    }
}
