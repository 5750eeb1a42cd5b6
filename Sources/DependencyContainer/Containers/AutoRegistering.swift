// SPDX-License-Identifier: MPL-2.0

/// A container that sets itself up before its first use.
///
/// ```swift
/// extension Container: @retroactive AutoRegistering {
///     public func autoRegister() {
///         manager.defaultScope = .cached
///         api.onArg("mock-api") { MockAPIClient() }
///     }
/// }
/// ```
public protocol AutoRegistering {
    /// Registers what the container needs before its first resolution.
    func autoRegister()
}
