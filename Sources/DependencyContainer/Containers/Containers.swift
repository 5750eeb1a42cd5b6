// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The default container: extend it with factory definitions and resolve them from ``Container/shared`` or an instance
/// you pass around.
///
/// ```swift
/// extension Container {
///     var api: Factory<APIClient> { self { URLSessionAPIClient() }.singleton }
/// }
///
/// let api = Container.shared.api()
///
/// let isolated = Container()              // its own registrations and caches
/// isolated.api.register { MockAPIClient() }
/// ```
///
/// It also resolves by type (``Resolving``) and providers, so `let pod = Container()` replaces `let pod =
/// SwiftiePod()`.
public final class Container: SharedContainer, Resolving {
    /// The container used by code that does not pass one around.
    public static let shared = Container()

    /// This container's registrations and cached instances.
    public let manager: ContainerManager

    /// Creates a container with no registrations and nothing cached. Singletons are still shared with every
    /// other container.
    public init() {
        manager = ContainerManager()
    }
}

/// A container type with one shared instance, for resolution from anywhere.
///
/// ``Container`` is one; define your own to group a feature's dependencies:
///
/// ```swift
/// public final class PaymentsContainer: SharedContainer {
///     public static let shared = PaymentsContainer()
///     public let manager = ContainerManager()
/// }
///
/// extension PaymentsContainer {
///     var checkout: Factory<Checkout> { self { Checkout() } }
/// }
/// ```
public protocol SharedContainer: ManagedContainer {
    /// The shared instance. Declare it as a `static let`.
    static var shared: Self { get }
}

/// A container: the owner of a ``ContainerManager`` and the home of factory definitions.
///
/// Define dependencies in an extension, building each ``Factory`` with `self { … }`:
///
/// ```swift
/// extension Container {
///     var api: Factory<APIClient> { self { URLSessionAPIClient() } }
///     var detail: ParameterFactory<String, DetailViewModel> { self { id in DetailViewModel(id: id) } }
/// }
/// ```
public protocol ManagedContainer: AnyObject, Sendable, ProviderResolver {
    /// The container's registrations and cached instances.
    var manager: ContainerManager { get }
}

extension ManagedContainer {
    /// Builds a ``Factory`` bound to this container: `self { Service() }` inside a container extension.
    ///
    /// In a `@MainActor` extension the definition is main-actor isolated; elsewhere resolve it with
    /// ``Factory/resolveOnMainActor()``.
    public func callAsFunction<T>(
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: consuming @escaping () -> T
    ) -> Factory<T> {
        // `factory` is consuming: the value keeps the caller's reference to the closure instead of another one.
        let definition = FactoryDefinition<Void, T>(plain: factory, isolation: isolation)
        return Factory(registration: FactoryRegistration(container: self, name: key, definition: definition))
    }

    /// Builds a ``ParameterFactory`` bound to this container: `self { (id: String) in Detail(id) }`.
    public func callAsFunction<P, T>(
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: consuming @escaping (P) -> T
    ) -> ParameterFactory<P, T> {
        let definition = FactoryDefinition(parameterized: factory, isolation: isolation)
        return ParameterFactory(registration: FactoryRegistration(container: self, name: key, definition: definition))
    }

    /// Resets the container; the same as `manager.reset(options:)`.
    public func reset(options: FactoryResetOptions = .all) {
        manager.reset(options: options)
    }

    /// Runs `transform` on the container and returns it, for set-up at the point of creation:
    /// `let container = Container().with { $0.api.register { MockAPIClient() } }`.
    @discardableResult
    public func with(_ transform: (Self) -> Void) -> Self {
        transform(self)
        return self
    }
}

/// The state behind one container: its run-time registrations and its cached instances.
///
/// Use it to reset a container, typically between tests:
///
/// ```swift
/// Container.shared.manager.reset()                     // registrations and caches
/// Container.shared.manager.reset(options: .scope)      // caches only
/// Container.shared.manager.reset(scope: .session)      // one custom scope
///
/// Container.shared.manager.push()                      // save…
/// Container.shared.api.register { MockAPI() }
/// Container.shared.manager.pop()                       // …and restore
/// ```
///
/// Process-wide singletons are cleared by `Scope.singleton.reset()`. Inside `withIsolated { … }` every method acts on
/// the session's copy.
public final class ContainerManager: Sendable {
    let registrations = RegistrationTable()
    let instances: InstanceStore
    /// Where `.singleton` instances live: the process's store, or an isolated session's.
    let singletons: InstanceStore
    /// The isolated session this manager is an overlay in; `nil` for a container's own manager.
    let isolation: IsolatedSessionOwner?
    private let saved = ConcurrencySafeContainer<[SavedState]>([])
    /// ``promiseTriggersError``.
    let promiseSetting: ConcurrencySafeContainer<Bool>
    /// ``scopeValidation``. Read only when a resolution finds a captive dependency; written with
    /// ``validatingContainers`` counted under its lock.
    let validationSetting: ConcurrencySafeContainer<ScopeValidation>
    /// Where this manager counts while its ``scopeValidation`` is on: the process's count, or a test's.
    let validatingContainers: ValidatingContainers
    /// The number of `autoRegister()` runs of this manager finished, broadcast after each for resolutions
    /// waiting for one (a count: the thread sanitizer reports accesses to a zero-sized state as races).
    let autoRegistrationFinished = ConcurrencySafeCondition(0)
    /// The key variants of this container's `scopeOnParameters` instances.
    let parameterVariants = ParameterVariants()
    /// The process-wide switches, read by every resolution through the manager it holds.
    let switches = EngineSwitches.process

    /// Creates the manager of a new container, with no registrations and nothing cached.
    public convenience init() {
        self.init(countingIn: .process)
    }

    /// A new container's manager whose scope validation is counted in `validatingContainers` (a test's own
    /// count; the process's by default).
    init(countingIn validatingContainers: ValidatingContainers) {
        instances = InstanceStore(owner: nil)
        singletons = SingletonStore.process
        isolation = nil
        let context = FactoryContext.current
        promiseSetting = ConcurrencySafeContainer(context.isDebug && !context.isPreview)
        validationSetting = ConcurrencySafeContainer(.buildDefault)
        self.validatingContainers = validatingContainers
        validatingContainers.count(from: .off, to: .buildDefault)
    }

    /// An isolated session's overlay of `base`: its registrations and settings, nothing cached.
    init(overlaying base: ContainerManager, in scope: IsolatedSession) {
        instances = InstanceStore(owner: scope.owner.id)
        singletons = scope.singletons
        isolation = scope.owner
        promiseSetting = ConcurrencySafeContainer(base.promiseSetting.withLock { $0 })
        let validation = base.validationSetting.withLock { $0 }
        validationSetting = ConcurrencySafeContainer(validation)
        validatingContainers = base.validatingContainers
        _ = registrations.restore(base.registrations.snapshot)
        registrations.defaultScope = base.registrations.defaultScope
        validatingContainers.count(from: .off, to: validation)
    }

    deinit {
        validatingContainers.count(from: validationSetting.withLock { $0 }, to: .off)
    }

    /// The manager that acts for this one in the calling task: this one, or its overlay in the isolated session
    /// the task runs in.
    var effective: ContainerManager { takeEffective() }

    /// ``effective``, for a caller that hands over its own reference to this manager (one just read from a
    /// container): outside isolated sessions it is returned as it is, without another retain. Inlined: every
    /// resolution and every modifier asks.
    @inline(__always)
    consuming func takeEffective() -> ContainerManager {
        guard let session = ContainerIsolation.session(switches), isolation !== session.owner else { return self }
        return session.overlay(for: self)
    }

    /// Called with every instance this container resolves, after the factory's own decorator; for logging
    /// or for wiring that every dependency needs.
    ///
    /// ```swift
    /// Container.shared.manager.decorator = { instance in print("resolved", type(of: instance)) }
    /// ```
    public var decorator: (@Sendable (Any) -> Void)? {
        get { effective.registrations.decorator }
        set { effective.registrations.decorator = newValue }
    }

    /// Clears what `options` selects; by default everything set at run time and every cached instance.
    public func reset(options: FactoryResetOptions = .all) {
        let target = effective
        switch options {
        case .all:
            target.forget(target.registrations.removeAll(.all))
            target.instances.removeAll { _, entry in entry.clearable }
        case .context:
            target.forget(target.registrations.removeAll(.contexts))
        case .registration:
            target.forget(target.registrations.removeAll(.registrations))
        case .scope:
            target.instances.removeAll { _, entry in entry.clearable }
        case .none:
            break
        }
        target.releaseParameterVariants()
    }

    /// Clears the instances this container cached in `scope`, leaving other scopes alone.
    public func reset(scope: Scope) {
        let id = scope.id
        let target = effective
        target.instances.removeAll { _, entry in entry.scope == id }
        target.releaseParameterVariants()
    }

    /// Forgets the `scopeOnParameters` variants under which nothing is cached any more, here or among the
    /// singletons, so that a long-lived container keyed by ever new parameters does not grow after resets.
    func releaseParameterVariants() {
        guard parameterVariants.count > 0 else { return }
        var inUse = instances.variants.union(singletons.variants)
        for state in saved.withLock({ $0 }) { inUse.formUnion(state.instances.keys.lazy.map(\.variant)) }
        parameterVariants.release { inUse.contains($0) }
    }

    /// Saves the container's registrations, contexts, decorators and cached instances, to be restored by
    /// ``pop()``. Pushes nest.
    public func push() {
        let target = effective
        let state = SavedState(table: target.registrations.snapshot, instances: target.instances.snapshot)
        target.saved.withLock { $0.append(state) }
    }

    /// Restores what the last ``push()`` saved, discarding every registration made and instance cached since.
    /// Does nothing if nothing was pushed.
    public func pop() {
        let target = effective
        guard let state = target.saved.withLock({ $0.popLast() }) else { return }
        target.forget(target.registrations.restore(state.table))
        target.instances.restore(state.instances)
    }

    /// Drops the instances that the given (removed or replaced) registrations cached, here and among the
    /// singletons.
    func forget(_ records: [any RegistrationRecord]) {
        let serials = Set(records.map(\.serial))
        guard !serials.isEmpty else { return }
        let cachedByRecord: (FactoryKey, CachedInstance) -> Bool = { key, _ in serials.contains(key.variant) }
        instances.removeAll(where: cachedByRecord)
        singletons.removeAll(where: cachedByRecord)
    }

    /// Drops every instance cached for one definition, whichever registration built it, in this container.
    func forgetInstances(of key: FactoryKey) {
        let definition = key.definitionKey
        instances.removeAll { cached, _ in cached.definitionKey == definition }
    }

    private struct SavedState: Sendable {
        let table: RegistrationTable.State
        let instances: [FactoryKey: CachedInstance]
    }
}

/// Where `.singleton` instances live outside isolated sessions: one store for the whole process.
enum SingletonStore {
    static let process = InstanceStore(owner: nil)
}

/// What `reset` clears, on a container (``ContainerManager/reset(options:)``) or on one factory
/// (``FactoryModifying/reset(_:)``).
public enum FactoryResetOptions: Sendable {
    /// Everything set at run time (registrations, type registrations, context registrations, what modifiers
    /// stored: scopes, time to live, decorators, `scopeOnParameters`, `once()` marks) and cached instances. A
    /// container reset this way runs its `autoRegister()` again.
    case all
    /// Context registrations (`onTest`, `onArg`, …) and the instances they cached.
    case context
    /// Nothing.
    case none
    /// Registrations made at run time, and the instances they cached. A container reset this way runs its
    /// `autoRegister()` again.
    case registration
    /// Cached instances; registrations stay.
    case scope
}
