// SPDX-License-Identifier: MPL-2.0

extension AssertionManager {
    /// Requests `value` while `body` runs: the assertion is acquired before `body` starts and invalidated when
    /// it returns or throws.
    ///
    /// ```swift
    /// let report = busy.withAssertion(reason: "Export", value: true) {
    ///     exporter.makeReport()   // busy.value is true in here
    /// }
    /// ```
    ///
    /// The scoped form of ``acquireAssertion(reason:value:)``. Keeping an assertion to the end of a scope by
    /// hand needs a named constant (`let export = busy.acquireAssertion(…)`); `_ = busy.acquireAssertion(…)`
    /// ends the request at once, because `_ =` does not keep the assertion.
    public func withAssertion<Result: ~Copyable, Failure: Error>(
        reason: String,
        value: Value,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let assertion = acquireAssertion(reason: reason, value: value)
        defer { assertion.invalidate() }
        return try body()
    }

    /// Requests `value` while the asynchronous `body` runs, across its suspensions: the assertion is acquired
    /// before `body` starts and invalidated when it returns or throws, including when the task is cancelled.
    ///
    /// ```swift
    /// let feed = try await busy.withAssertion(reason: "Network request", value: true) {
    ///     try await api.loadFeed()
    /// }
    /// ```
    ///
    /// `body` runs in the caller's isolation (on the main actor when called from there), so it may use the
    /// caller's state without being `@Sendable`.
    public func withAssertion<Result: ~Copyable, Failure: Error>(
        reason: String,
        value: Value,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let assertion = acquireAssertion(reason: reason, value: value)
        defer { assertion.invalidate() }
        return try await body()
    }
}
