// SPDX-License-Identifier: MPL-2.0

/// Everything an ``AssertionManager`` keeps, behind its lock box.
@frozen  // its layout is built into the inlinable code that uses it (library evolution)
@usableFromInline
struct AssertionManagerState<Value: AssertionValue> {
    @usableFromInline var ledger = AssertionLedger<Value>()
    @usableFromInline var listeners = ValueListeners<Value>()
    /// Held weakly, as delegates are.
    @usableFromInline weak var delegate: (any AssertionManagerDelegate)?

    @inlinable
    init() {}
}
