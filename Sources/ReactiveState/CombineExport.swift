// SPDX-License-Identifier: MPL-2.0

// The one conditional import of the module. Apple platforms use Apple's Combine; everywhere else OpenCombine
// (linked only there, see Package.swift) provides the same API under another module name. Both are re-exported,
// so `import ReactiveState` is enough to use our publishers, `AnyCancellable`, `sink` and the rest.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif
