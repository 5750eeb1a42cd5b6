// SPDX-License-Identifier: MPL-2.0

// Unlike the other interface modules, Combine is not transcribed here: it re-exports OpenCombine 0.14.0, the package
// ReactiveState links where Apple's Combine does not exist, which declares Combine's publishers, subscribers,
// subjects, `ObservableObject` and `@Published` under the same names. So code that imports `Combine` type-checks
// on the simulated platforms against OpenCombine's declarations: a name, label or generic constraint that neither
// has fails, but where the two differ (`Sendable` and isolation annotations, availability, an operator Apple has
// and OpenCombine lacks) this module answers as OpenCombine does, not as Combine does. Tests/AppleInterfaceCheck's
// README says what that means for the check.
@_exported import OpenCombine
