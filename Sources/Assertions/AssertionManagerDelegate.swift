// SPDX-License-Identifier: MPL-2.0

/// Told synchronously, on the thread that made the change, whenever an ``AssertionManager``'s value changes.
///
/// The call happens before the `acquireAssertion(reason:value:)` or `invalidate()` that caused it returns.
/// Changes to one manager are reported one at a time and in order, even when they come from many threads.
/// The delegate may acquire or invalidate assertions itself (the report of that change arrives nested inside
/// the current one), but must not block waiting for another thread that changes the same manager.
public protocol AssertionManagerDelegate: AnyObject {
    /// `manager`'s value is now `value`.
    func assertionManager<Value>(_ manager: AssertionManager<Value>, didUpdateValue value: Value)
}
