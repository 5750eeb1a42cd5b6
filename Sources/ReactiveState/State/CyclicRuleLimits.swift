// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// Whether rules that never settle stop the program in debug builds (`true`, the default) or are only reported.
///
/// Either way the state keeps the value of the last pass. Tests that build such rules on purpose set it to
/// `false`.
public var ManagedStateCyclicDependencyWarning: Bool {
    get { CyclicRuleLimits.trapsInDebug.load(ordering: .relaxed) }
    set { CyclicRuleLimits.trapsInDebug.store(newValue, ordering: .relaxed) }
}

/// How many rule passes one change may take before the rules count as cyclic (default 100, at least 1).
public var ManagedStateCyclicDependencyMaxDepth: Int {
    get { CyclicRuleLimits.maxPasses.load(ordering: .relaxed) }
    set {
        ProgramStop.require(
            newValue >= 1, "ManagedStateCyclicDependencyMaxDepth must be at least 1, not \(newValue)."
        )
        CyclicRuleLimits.maxPasses.store(newValue, ordering: .relaxed)
    }
}

/// The storage behind the two public settings: atomics, because every change reads them. Relaxed ordering: each
/// setting is one independent value that publishes no other memory.
enum CyclicRuleLimits {
    static let trapsInDebug = ManagedAtomic(true)
    static let maxPasses = ManagedAtomic(100)
}
