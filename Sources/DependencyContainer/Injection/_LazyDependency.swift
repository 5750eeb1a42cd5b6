// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The storage behind ``LazyInjected`` and ``WeakLazyInjected``: resolves once, on first read, and lets
/// concurrent first readers wait for that one resolution instead of resolving again.
public final class _LazyDependency<T>: Sendable {
    let makeFactory: FactoryReference<T>
    private let weakly: Bool
    /// The package's wait box: readers that find another thread resolving wait for its broadcast.
    private let state = ConcurrencySafeCondition(State.unresolved)

    private enum State {
        case unresolved
        case resolving(thread: ObjectIdentifier)
        case strong(T)
        case weak(WeakInstanceBox)
        case cleared

        /// What a reader may take without waiting: anything but a resolution running on another thread.
        func isSettled(for reader: ObjectIdentifier) -> Bool {
            if case .resolving(let thread) = self { return thread == reader }
            return true
        }
    }

    /// What a first read found, once nobody else was resolving.
    private enum Read {
        case found(T?)
        case claimed
        case cycle
    }

    init(weakly: Bool, factory: FactoryReference<T>) {
        self.weakly = weakly
        self.makeFactory = factory
    }

    /// The dependency, resolving it on the first read; `nil` only for a weak one that has been released.
    var value: T? {
        let reader = ObjectIdentifier(Thread.current)
        let read = state.withLock(waitingUntil: { $0.isSettled(for: reader) }) { state -> Read in
            switch state {
            case .unresolved:
                state = .resolving(thread: reader)
                return .claimed
            case .resolving: return .cycle
            case .strong, .weak, .cleared: return .found(Self.value(in: state))
            }
        }
        switch read {
        case .found(let value):
            return value
        case .cycle:
            ProgramStop.stop(
                """
                DependencyContainer: a lazily injected \(T.self) was read while it was being resolved, on the \
                same thread: its dependencies need it to be built first (a dependency cycle). Fix: break the \
                cycle, e.g. by resolving one side later.
                """
            )
        case .claimed:
            let resolved = makeFactory()()
            store(resolved)
            return resolved
        }
    }

    /// The dependency if it was resolved (and, held weakly, is still alive); never resolves it.
    var resolvedValue: T? {
        state.withLock { Self.value(in: $0) }
    }

    var isResolved: Bool {
        state.withLock { state in
            switch state {
            case .unresolved, .resolving: false
            case .strong, .weak, .cleared: true
            }
        }
    }

    /// Replaces the dependency with `value`, and wakes the readers waiting for it.
    func store(_ value: T) {
        guard weakly else {
            state.withLockBroadcasting { $0 = .strong(value) }
            return
        }
        guard type(of: value as Any) is AnyObject.Type else {
            ProgramStop.stop(
                """
                DependencyContainer: @WeakLazyInjected needs an object, but the factory built a \
                \(type(of: value as Any)), a value type that cannot be held weakly. Fix: use @LazyInjected.
                """
            )
        }
        state.withLockBroadcasting { $0 = .weak(WeakInstanceBox(value as AnyObject)) }
    }

    /// Forgets a weak dependency: reads return `nil` until ``resolveAgain(reset:)``.
    func clear() {
        state.withLockBroadcasting { $0 = .cleared }
    }

    /// Resolves again now, after resetting the factory with `reset`.
    func resolveAgain(reset: FactoryResetOptions) {
        let factory = makeFactory()
        factory.reset(reset)
        store(factory())
    }

    private static func value(in state: State) -> T? {
        switch state {
        case .strong(let value): value
        case .weak(let box): box.object.map { $0 as! T }
        case .unresolved, .resolving, .cleared: nil
        }
    }
}
