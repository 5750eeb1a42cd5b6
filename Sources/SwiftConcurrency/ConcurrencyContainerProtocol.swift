// SPDX-License-Identifier: MPL-2.0

/// A box that owns one piece of mutable state and hands it out only under exclusive access.
///
/// Conformers are `Sendable`: the lock inside each one is what makes the promise true, so values of any
/// conforming type can be captured by tasks, stored in actors or passed between threads without the caller
/// asserting anything.
///
/// ```swift
/// func bump<Counter: ConcurrencyContainerProtocol<Int>>(_ counter: Counter) {
///     counter.withLock { $0 += 1 }
/// }
/// ```
///
/// The locks behind the shipped conformers are not recursive: calling back into the same container from
/// inside one of its closures deadlocks (or, for `withLockIfAvailable`, returns `nil`).
public protocol ConcurrencyContainerProtocol<State>: Sendable {
    /// The protected value.
    associatedtype State

    /// Creates a container that takes ownership of `state`.
    ///
    /// `state` is `sending`, so non-`Sendable` values can be handed over as long as the caller keeps no
    /// other reference to them.
    init(_ state: sending State)

    /// Runs `body` with exclusive access to the state and returns its result.
    ///
    /// The compiler checks that neither the closure nor its result can leak non-`Sendable` values
    /// out of the lock.
    @discardableResult
    func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R

    /// Runs `body` with exclusive access to the state, without `Sendable` checking.
    ///
    /// Use it for non-`Sendable` state or results; keeping the value from escaping the lock is then the
    /// caller's responsibility.
    @discardableResult
    func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R

    /// Runs `body` with exclusive access if the lock can be taken without waiting.
    ///
    /// - Returns: `body`'s result, or `nil` when another thread held the lock (`body` did not run).
    ///
    /// Every shipped conformer implements it with a try-lock. A conformer that does not (one written before the
    /// protocol required it) gets a default that waits for the lock through `withLock`, and so never returns
    /// `nil`.
    func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R?
}

extension ConcurrencyContainerProtocol {
    /// Runs `body` with exclusive access, waiting for the lock: the default for a conformer without a try-lock,
    /// so that one written against the protocol's first three requirements still conforms. It never returns
    /// `nil`.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLock(body)
    }
}
