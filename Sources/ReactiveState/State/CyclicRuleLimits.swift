// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Whether rules that never settle stop the program in debug builds (`true`, the default) or are only reported.
///
/// Either way the state keeps the value of the last pass. Tests that build such rules on purpose set it to
/// `false`.
public var ManagedStateCyclicDependencyWarning: Bool {
    get { CyclicRuleLimits.trapsInDebug.isRaised }
    set { CyclicRuleLimits.trapsInDebug.set(newValue) }
}

/// How many rule passes one change may take before the rules count as cyclic (default 100, at least 1).
public var ManagedStateCyclicDependencyMaxDepth: Int {
    get { Int(CyclicRuleLimits.maxPasses.value) }
    set {
        precondition(newValue >= 1, "ManagedStateCyclicDependencyMaxDepth must be at least 1, not \(newValue).")
        CyclicRuleLimits.maxPasses.set(UInt(newValue))
    }
}

/// The storage behind the two public settings: atomics, because every change reads them.
enum CyclicRuleLimits {
    static let trapsInDebug = AtomicFlag(true)
    static let maxPasses = AtomicWord(100)
}
