// SPDX-License-Identifier: MPL-2.0

/// A container that sets itself up before its first use.
///
/// Conform a container to it to make registrations that the definitions alone cannot, e.g. across modules or
/// from launch arguments:
///
/// ```swift
/// extension Container: @retroactive AutoRegistering {
///     public func autoRegister() {
///         manager.defaultScope = .cached
///         api.onArg("mock-api") { MockAPIClient() }
///     }
/// }
/// ```
///
/// `autoRegister()` runs once per container, before the first resolution or the first change (a registration,
/// a modifier) made to it, so that a change made in a test's set-up is never overwritten by it. It runs again
/// after a reset that forgets registrations (`manager.reset()`, `reset(options: .registration)`), and in each
/// fresh container a test trait or `withIsolated` gives a test. Resolutions on other threads wait until it has
/// finished; inside it, the container may be used freely.
public protocol AutoRegistering {
    /// Registers what the container needs before its first resolution.
    func autoRegister()
}
