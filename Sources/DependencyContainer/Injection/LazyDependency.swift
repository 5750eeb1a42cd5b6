// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The storage behind ``LazyInjected`` and ``WeakLazyInjected``: resolves once, on first read, and lets
/// concurrent first readers wait for that one resolution instead of resolving again.
///
/// The factory is called outside the lock, so its builders may resolve anything; a reader that arrives on the
/// thread already resolving this property has found a cycle and stops the program with a message.
final class LazyDependency<T>: @unchecked Sendable {  // invariant: `state` is only touched with `condition` held
    let makeFactory: FactoryReference<T>
    private let weakly: Bool
    private let condition = NSCondition()
    private var state = State.unresolved

    private enum State {
        case unresolved
        case resolving(thread: ObjectIdentifier)
        case strong(T)
        case weak(WeakInstanceBox)
        case cleared
    }

    init(weakly: Bool, factory: FactoryReference<T>) {
        self.weakly = weakly
        self.makeFactory = factory
    }

    /// The dependency, resolving it on the first read; `nil` only for a weak one that has been released.
    var value: T? {
        condition.lock()
        while true {
            switch state {
            case .strong(let value):
                condition.unlock()
                return value
            case .weak(let box):
                condition.unlock()
                return box.object.map { $0 as! T }
            case .cleared:
                condition.unlock()
                return nil
            case .resolving(let thread) where thread == ObjectIdentifier(Thread.current):
                condition.unlock()
                DependencyFailure.stop(
                    """
                    DependencyContainer: a lazily injected \(T.self) was read while it was being resolved, on the \
                    same thread: its dependencies need it to be built first (a dependency cycle). Fix: break the \
                    cycle, e.g. by resolving one side later.
                    """
                )
            case .resolving:
                condition.wait()
            case .unresolved:
                state = .resolving(thread: ObjectIdentifier(Thread.current))
                condition.unlock()
                let resolved = makeFactory()()
                condition.lock()
                storeLocked(resolved)
                condition.broadcast()
            }
        }
    }

    /// The dependency if it was resolved (and, held weakly, is still alive); never resolves it.
    var resolvedValue: T? {
        condition.lock()
        defer { condition.unlock() }
        switch state {
        case .strong(let value): return value
        case .weak(let box): return box.object.map { $0 as! T }
        case .unresolved, .resolving, .cleared: return nil
        }
    }

    var isResolved: Bool {
        condition.lock()
        defer { condition.unlock() }
        switch state {
        case .unresolved, .resolving: return false
        case .strong, .weak, .cleared: return true
        }
    }

    /// Replaces the dependency with `value`.
    func store(_ value: T) {
        condition.lock()
        storeLocked(value)
        condition.broadcast()
        condition.unlock()
    }

    /// Forgets a weak dependency: reads return `nil` until ``resolveAgain(reset:)``.
    func clear() {
        condition.lock()
        state = .cleared
        condition.broadcast()
        condition.unlock()
    }

    /// Resolves again now, after resetting the factory with `reset`.
    func resolveAgain(reset: FactoryResetOptions) {
        let factory = makeFactory()
        factory.reset(reset)
        store(factory())
    }

    /// Called with `condition` held.
    private func storeLocked(_ value: T) {
        guard weakly else {
            state = .strong(value)
            return
        }
        guard type(of: value as Any) is AnyObject.Type else {
            condition.unlock()
            DependencyFailure.stop(
                """
                DependencyContainer: @WeakLazyInjected needs an object, but the factory built a \
                \(type(of: value as Any)), a value type that cannot be held weakly. Fix: use @LazyInjected.
                """
            )
        }
        state = .weak(WeakInstanceBox(value as AnyObject))
    }
}
