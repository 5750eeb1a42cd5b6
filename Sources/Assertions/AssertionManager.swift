// SPDX-License-Identifier: MPL-2.0

import Foundation
import Observation
import SwiftConcurrency

/// Combines every live request for one resource into a single value.
///
/// Components acquire an ``Assertion`` carrying the value they need; the manager's ``value`` is
/// `Value.defaultValue` reduced with the values of all live assertions, in the order they were acquired. When
/// an assertion is invalidated — explicitly, or by going out of scope — its request drops out.
///
/// ```swift
/// let sidebarManager = AssertionManager<Bool>("SidebarClosed")
///
/// let assertion = sidebarManager.acquireAssertion(reason: "User preference", value: true)
/// print(sidebarManager.value)   // true
///
/// assertion.invalidate()
/// print(sidebarManager.value)   // false
/// ```
///
/// ## Following the value
/// Three ways, all told about every change before the `acquireAssertion(reason:value:)` or `invalidate()`
/// that caused it returns, one change at a time and in order:
/// - Observation: the manager is `Observable`, so SwiftUI views and `withObservationTracking` that read
///   ``value`` update when it changes (on platforms with the Observation framework).
/// - ``values``: an `AsyncSequence` of the value, for tasks.
/// - ``delegate``: an ``AssertionManagerDelegate`` called synchronously.
///
/// A change that leaves an `Equatable` value equal to what it was is not reported.
///
/// ## Threads
/// Every member may be used from any thread or task. Acquiring or invalidating costs O(log n) in the number of
/// live assertions (see ``AssertionValue`` for what that asks of `reduce`).
public final class AssertionManager<Value: AssertionValue>: Sendable {
    /// The name of the resource, as given when the manager was created.
    public let name: String

    /// Everything the manager keeps (live assertions, `values` listeners, delegate), behind one lock box taken
    /// for short steps that run no outside code.
    @usableFromInline let state = ConcurrencySafeContainer(AssertionManagerState<Value>())
    /// Held across each change and its reports, so that reports of one manager never overlap or reorder and
    /// each is made before the change returns. Why a second lock: reports run outside code (observers, the
    /// delegate) that may change this manager from inside a report, on the same thread, so this one must be
    /// recursive; and reads (`value`, `isValid`, `description`) must not wait behind a report, which may
    /// itself be waiting for the reading thread. So the package's one recursive lock orders changes, and the
    /// state stays in a lock box that no report holds.
    @usableFromInline let reporting = RecursiveLock()
    /// `==` for an `Equatable` value, so that changes that leave it equal are not reported.
    @usableFromInline let areEqual: (@Sendable (Value, Value) -> Bool)?
    /// An `ObservationRegistrar` where the Observation framework is available (Linux, and iOS 17 / macOS 14
    /// and later); a stored property cannot have the type itself while older OS versions are supported.
    @usableFromInline let observationRegistrar: (any Sendable)?
    /// Built once: forming a key path into a generic class at run time costs more than the rest of a change.
    @usableFromInline let valueKeyPath: any KeyPath<AssertionManager, Value> & Sendable = \.value
    /// Assertion ids are this manager's random UUID with a serial number mixed into its last 48 bits: unique,
    /// and without reading the system's random source (a file, on Linux) for every assertion.
    @usableFromInline let idBase = UUID()

    /// Creates a manager for the resource called `name`, with no live assertions.
    ///
    /// Every acquisition and invalidation is reported, since values that are not `Equatable` cannot be
    /// compared; for an `Equatable` value the other initializer is chosen, which reports only real changes.
    public init(_ name: String) {
        self.name = name
        self.areEqual = nil
        self.observationRegistrar = Self.makeObservationRegistrar()
    }

    /// Creates a manager for the resource called `name`, with no live assertions, that reports only changes
    /// that leave the value different from what it was.
    public init(_ name: String) where Value: Equatable {
        self.name = name
        self.areEqual = { $0 == $1 }
        self.observationRegistrar = Self.makeObservationRegistrar()
    }

    private static func makeObservationRegistrar() -> (any Sendable)? {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return ObservationRegistrar()
        }
        return nil
    }

    deinit {
        // Finished outside the lock: finishing runs each sequence's termination handler.
        let finishing = state.withLockUnchecked { $0.listeners.removeAll() }
        for continuation in finishing {
            continuation.finish()
        }
    }

    /// `Value.defaultValue` reduced with the value of every live assertion, in acquisition order.
    public var value: Value {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.access(self, keyPath: valueKeyPath)
        }
        return state.withLockUnchecked { $0.ledger.value }
    }

    /// The number of live assertions.
    public var liveAssertionCount: Int {
        state.withLockUnchecked { $0.ledger.liveCount }
    }

    /// Told about every change of ``value``, synchronously.
    ///
    /// Held weakly, as UIKit's delegates are: the manager does not keep its delegate alive, so something else
    /// must (often the delegate owns the manager). Once the delegate is deallocated this property reads `nil` and
    /// changes are reported to nobody.
    public var delegate: (any AssertionManagerDelegate)? {
        get { state.withLockUnchecked { $0.delegate } }
        set { state.withLockUnchecked { $0.delegate = newValue } }
    }

    /// Requests `value` for as long as the returned assertion lives; ``value`` includes it before this returns.
    @inlinable
    public func acquireAssertion(reason: String, value: Value) -> Assertion {
        // The record reaches back through a closure made here, where `Value` is known, so that invalidation
        // runs code specialised for it. The manager is held weakly: assertions may outlive it.
        let owner: @Sendable (AssertionRecord, AssertionRecord.Request) -> Bool = { [weak self] record, request in
            guard let self else { return false }
            switch request {
            case .isLive: return self.state.withLockUnchecked { _ in record.slot != nil }
            case .invalidate: return self.invalidate(record)
            }
        }
        let record = reporting.withLock {
            let (record, before, after) = state.withLockUnchecked { [idBase] state in
                let before = state.ledger.value
                let record = AssertionRecord(id: state.ledger.nextID(after: idBase), reason: reason, owner: owner)
                state.ledger.insert(record, value: value)
                return (record, before, state.ledger.value)
            }
            report(from: before, to: after)
            return record
        }
        return Assertion(record)
    }

    /// The value now, then every later value, as long as the manager lives.
    ///
    /// Each iteration sees the latest value: a consumer that falls behind skips intermediate values rather
    /// than working through a backlog of stale ones. The sequence ends when the manager is deallocated.
    public var values: AsyncStream<Value> {
        AsyncStream(Value.self, bufferingPolicy: .bufferingNewest(1)) { continuation in
            // One step under the lock, so that no change slips between the first value and the subscription.
            let id = state.withLockUnchecked { state in
                continuation.yield(state.ledger.value)
                return state.listeners.add(continuation)
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withLockUnchecked { $0.listeners.remove(id) }
            }
        }
    }

    /// Withdraws `record`; `false` if it was no longer live.
    @inlinable
    func invalidate(_ record: AssertionRecord) -> Bool {
        reporting.withLock {
            let change = state.withLockUnchecked { state -> (before: Value, after: Value)? in
                let before = state.ledger.value
                guard state.ledger.remove(record) else { return nil }
                return (before, state.ledger.value)
            }
            guard let change else { return false }
            report(from: change.before, to: change.after)
            return true
        }
    }

    /// Tells observers, the delegate and every `values` sequence about a change; called under `reporting`.
    @inlinable
    func report(from before: Value, to after: Value) {
        if let areEqual, areEqual(before, after) { return }
        notifyObservers()
        state.withLockUnchecked { $0.delegate }?.assertionManager(self, didUpdateValue: after)
        state.withLockUnchecked { $0.listeners.yield(after) }
    }

    @usableFromInline
    func notifyObservers() {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.withMutation(of: self, keyPath: valueKeyPath) {}
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AssertionManager: Observable {}

extension AssertionManager: CustomStringConvertible {
    /// The manager's name and value, then every live assertion with its id, reason and value.
    public var description: String {
        let (value, live) = state.withLockUnchecked { state in
            (
                state.ledger.value,
                state.ledger.live.map { (id: $0.record.id, reason: $0.record.reason, value: $0.value) }
            )
        }
        let count = live.count == 1 ? "1 live assertion" : "\(live.count) live assertions"
        var lines = ["AssertionManager<\(Value.self)>(\"\(name)\"): \(value), \(count)"]
        for assertion in live {
            lines.append("  - \(assertion.id): \"\(assertion.reason)\" = \(assertion.value)")
        }
        return lines.joined(separator: "\n")
    }
}
