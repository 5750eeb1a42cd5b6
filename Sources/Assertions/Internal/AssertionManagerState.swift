// SPDX-License-Identifier: MPL-2.0

/// Everything an ``AssertionManager`` keeps, behind its lock box.
@usableFromInline
struct AssertionManagerState<Value: AssertionValue> {
    @usableFromInline var ledger = AssertionLedger<Value>()
    @usableFromInline var listeners = ValueListeners<Value>()
    /// Held weakly, as delegates are.
    @usableFromInline weak var delegate: (any AssertionManagerDelegate)?

    @inlinable
    init() {}
}
