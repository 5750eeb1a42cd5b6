// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// `manager.trace`: every resolution written to the logger as an indented tree, Factory's format. One of the
/// observers of ``ResolutionObservers``, which holds its switch and the logger.
///
/// A resolution adds its line to the tree of the outermost resolution it runs in (a task-local, so nested
/// resolutions find it), and the outermost one hands the whole tree to the logger in one call when it
/// finishes, so trees resolved at the same time on different threads never interleave (no lock is held while
/// the logger runs). Lines are reserved before the nested resolutions run, so a parent comes before its
/// dependencies although its result is known only after them.
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
        if parent == nil {
            let logger = ResolutionObservers.settings.withLockUnchecked { $0.logger }
            logger(frame.tree.withLock { $0 }.joined(separator: "\n"))
        }
        return instance
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
