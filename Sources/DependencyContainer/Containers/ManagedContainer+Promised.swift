// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Definitions whose implementation is registered elsewhere, typically by another module.
extension ManagedContainer {
    /// A factory for a dependency another part of the app promises to register before it is resolved.
    ///
    /// ```swift
    /// extension Container {
    ///     public var accountLoader: Factory<AccountLoading?> { promised() }
    /// }
    ///
    /// // in the module that implements it, e.g. in `autoRegister()`:
    /// Container.shared.accountLoader.register { AccountLoader() }
    /// ```
    ///
    /// `nil` while nothing is registered; with ``ContainerManager/promiseTriggersError`` (debug) it stops the program,
    /// naming the definition.
    public func promised<T>(key: StaticString = #function) -> Factory<T?> {
        let manager = manager
        return self(key: key) { () -> T? in
            unfulfilledPromise(manager, definition: "\(key) (Factory<\(T.self)?>)")
        }
    }

    /// A parameterized factory for a dependency that another part of the app promises to register before it is
    /// resolved; see the `Factory` form of `promised()`.
    public func promised<P, T>(key: StaticString = #function) -> ParameterFactory<P, T?> {
        let manager = manager
        return self(key: key) { (_: P) -> T? in
            unfulfilledPromise(manager, definition: "\(key) (ParameterFactory<\(P.self), \(T.self)?>)")
        }
    }
}

/// What a promised definition resolves to when nothing was registered for it: `nil`, or in a debug build a
/// stop, if the container's `promiseTriggersError` says so.
private func unfulfilledPromise<T>(_ manager: ContainerManager, definition: String) -> T? {
    // A validation run collects the problem, whatever the container's setting (see `ManagedContainer.validate`).
    let collected = ResolutionObservers.handOverToValidationRun(endingRun: false) { chain in
        .unfulfilledPromise(definition: chain.last ?? definition, chain: chain)
    }
    if collected { return nil }
    #if DEBUG
    if manager.promiseTriggersError {
        ProgramStop.stop(
            """
            DependencyContainer: \(definition) is promised, but nothing was registered for it before it was \
            resolved. Fix: register it first (`container.\(definition.prefix { $0 != " " }).register { … }`, \
            e.g. in `autoRegister()`), or set `manager.promiseTriggersError = false` to resolve it to nil.
            """
        )
    }
    #endif
    return nil
}
