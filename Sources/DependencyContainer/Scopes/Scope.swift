// SPDX-License-Identifier: MPL-2.0

/// How long a resolved instance is kept, and who shares it.
///
/// Apply a scope to a factory definition with a modifier:
///
/// ```swift
/// extension Container {
///     var session: Factory<Session> { self { Session() }.cached }
///     var clock: Factory<Clock> { self { SystemClock() }.singleton }
/// }
/// ```
///
/// | scope | one instance per | cleared by |
/// |---|---|---|
/// | ``unique`` (default) | resolution | — |
/// | ``cached`` | container | `manager.reset(...)`, `Scope.cached.reset()` |
/// | ``shared`` | container, while someone else holds it (weak) | its last owner letting go |
/// | ``singleton`` | process, across containers | `Scope.singleton.reset()` |
/// | ``graph`` | outermost resolution on one thread | the end of that resolution |
///
/// Define your own cached scope (``Scope/Cached``) to reset a group of dependencies together.
public class Scope {
    let kind: Kind

    enum Kind: UInt8, Sendable {
        case unique, cached, shared, singleton, graph
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// This scope's identity in caches: each scope object caches separately.
    var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// Clears the instances this scope cached, in every container.
    ///
    /// For ``singleton`` this clears the process's singletons; ``unique`` and ``graph`` cache nothing. Inside
    /// `withIsolated { … }` it clears only that session's instances.
    public func reset() {
        let id = self.id
        InstanceStore.removeAllInCurrentIsolation { _, entry in entry.scope == id }
    }

    /// A new instance for every resolution: the default.
    public static let unique = Unique()
    /// One instance per container, until a reset.
    public static let cached = Cached()
    /// One instance per container while anyone else holds a strong reference to it.
    public static let shared = Shared()
    /// One instance per process, shared by every container, until `Scope.singleton.reset()`.
    public static let singleton = Singleton()
    /// One instance per resolution cycle: every dependency of one outermost resolution gets the same one.
    public static let graph = Graph()

    /// The kind of ``unique``.
    public final class Unique: Scope {
        /// Creates a unique scope (all behave alike; ``Scope/unique`` is the usual one).
        public init() { super.init(kind: .unique) }
    }

    /// The kind of ``cached``: create another to get a scope you can reset as a group.
    public final class Cached: Scope {
        /// Creates a cached scope with its own instances, separate from every other scope's.
        public init() { super.init(kind: .cached) }
    }

    /// The kind of ``shared``.
    public final class Shared: Scope {
        /// Creates a weakly caching scope with its own instances.
        public init() { super.init(kind: .shared) }
    }

    /// The kind of ``singleton``.
    public final class Singleton: Scope {
        /// Creates a process-wide scope with its own instances.
        public init() { super.init(kind: .singleton) }
    }

    /// The kind of ``graph``.
    public final class Graph: Scope {
        /// Creates a graph scope (all behave alike; ``Scope/graph`` is the usual one).
        public init() { super.init(kind: .graph) }
    }
}

// Safety: `Scope` is not final (its kinds subclass it), which rules out a checked conformance; its stored
// properties are immutable `let`s, and the subclasses add none.
extension Scope: @unchecked Sendable {}

// Safety: see `Scope`; no stored properties.
extension Scope.Unique: @unchecked Sendable {}

// Safety: see `Scope`; no stored properties.
extension Scope.Cached: @unchecked Sendable {}

// Safety: see `Scope`; no stored properties.
extension Scope.Shared: @unchecked Sendable {}

// Safety: see `Scope`; no stored properties.
extension Scope.Singleton: @unchecked Sendable {}

// Safety: see `Scope`; no stored properties.
extension Scope.Graph: @unchecked Sendable {}
