// SPDX-License-Identifier: MPL-2.0

/// The resolutions in progress on one thread: the innermost link of its chain, and the `.graph` instances of
/// its outermost resolution.
///
/// Resolution is synchronous (builders are synchronous closures), so a resolution and everything it resolves
/// run on the thread that started it: a thread-local value is enough, and only that thread ever touches it. A
/// task started inside a builder runs elsewhere or later, so it starts resolutions of its own instead of
/// inheriting a chain it is not part of. Reached through ``current``.
final class ResolutionThread {
    /// The dependency being built innermost on this thread; `nil` when nothing is.
    private(set) var innermost: ResolutionLink?
    /// The `.graph` instances built so far by the outermost resolution in progress; emptied when it ends.
    var graphInstances: [FactoryKey: InstanceBox] = [:]

    /// Runs `build` with `link` as the innermost resolution.
    func build<T>(as link: ResolutionLink, _ build: () -> T) -> T {
        let outer = innermost
        innermost = link
        defer {
            innermost = outer
            if outer == nil, !graphInstances.isEmpty { endOutermostResolution() }
        }
        return build()
    }

    /// Forgets the finished resolution's `.graph` instances.
    private func endOutermostResolution() {
        // Released after the property is written: a deinit may start a new resolution on this thread.
        let finished = graphInstances
        graphInstances = [:]
        withExtendedLifetime(finished) {}
    }
}
