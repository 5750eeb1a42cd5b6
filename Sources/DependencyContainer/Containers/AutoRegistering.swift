// SPDX-License-Identifier: MPL-2.0

/// A container that sets itself up before its first use.
///
/// For registrations the definitions alone cannot make (across modules, from launch arguments):
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
/// It runs once per container, before the first resolution or change, again after a reset that forgets registrations;
/// other threads wait for it.
public protocol AutoRegistering {
    /// Registers what the container needs before its first resolution.
    func autoRegister()
}
