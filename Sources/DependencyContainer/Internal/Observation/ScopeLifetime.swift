// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// How long a scope keeps an instance, for scope validation: which scope outlives which, and why a shorter one
/// may replace its instance. Pure logic: no lock, no state.
///
/// The order, longest first: `.singleton` and a provider's `SingletonScope` (as long as the process or the
/// container); `.cached`, `.shared`, custom scopes and provider scopes other than those two (until a reset);
/// `.unique`, `.graph` and `AlwaysCreateNewScope` (owned: as long as whoever keeps the instance). A `.graph`
/// instance is shared by the objects one resolution builds, and they keep it: nothing the user does (a reset, a
/// scope cleared) replaces it later, so, like a `.unique` one, it is never captive, and as a holder it lives as
/// long as whatever keeps it (which the levels outside it are checked for).
///
/// A plain value (no string, no set, no reference), as every observed resolution of a debug build makes one:
/// its name is written, and a provider scope's children looked up, only when a report or a graph needs them.
struct ScopeLifetime: Sendable {
    enum Rank: UInt8, Sendable, Comparable {
        /// `.unique`, `.graph`, `AlwaysCreateNewScope`: nothing replaces an instance its holder keeps.
        case owned
        case resettable, permanent

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let rank: Rank
    /// The scope's identity in caches.
    let id: ObjectIdentifier
    /// A `Factory` scope's kind; `nil` for a provider scope.
    let kind: Scope.Kind?
    /// A provider scope's type, which names it and identifies it; `nil` for a `Factory` scope.
    let providerScope: (any ProviderScope.Type)?
    /// Whether clearing this scope clears other provider scopes too (``clearedWithIt`` is not empty).
    let hasChildren: Bool

    /// A `Factory` definition's scope, by its kind and identity.
    init(kind: Scope.Kind, id: ObjectIdentifier) {
        switch kind {
        case .unique, .graph: rank = .owned
        case .singleton: rank = .permanent
        case .cached, .shared: rank = .resettable
        }
        self.id = id
        self.kind = kind
        providerScope = nil
        hasChildren = false
    }

    /// A provider's scope. Its descendants are worked out here and kept by its type (as its cache is: every
    /// instance of a scope type shares one), for ``clearedWithIt``.
    init(provider scope: any ProviderScope) {
        let type = type(of: scope)
        id = ObjectIdentifier(type)
        kind = nil
        providerScope = type
        if scope is AlwaysCreateNewScope {
            rank = .owned
            hasChildren = false
        } else if scope is SingletonScope {
            rank = .permanent
            hasChildren = false
        } else {
            rank = .resettable
            let descendants = Self.descendants(of: scope)
            hasChildren = !descendants.isEmpty
            if hasChildren { Self.providerDescendants.withLock { $0[ObjectIdentifier(type)] = descendants } }
        }
    }

    /// The descendants of each provider scope type with children, by the scope type's identity.
    private static let providerDescendants = ConcurrencySafeContainer<[ObjectIdentifier: Set<ObjectIdentifier>]>(
        [:])

    /// How reports and graphs name the scope: `.cached`, `SignUpScope`.
    var name: String {
        switch kind {
        case .unique: ".unique"
        case .graph: ".graph"
        case .singleton: ".singleton"
        case .cached: id == Scope.cached.id ? ".cached" : "a custom scope"
        case .shared: id == Scope.shared.id ? ".shared" : "a custom shared scope"
        case nil: providerScope.map { String(describing: $0) } ?? ""
        }
    }

    /// The provider scopes cleared whenever this one is (its children, theirs, …): each can also be cleared
    /// alone, so an instance of this scope must not keep theirs. None for a `Factory` scope.
    var clearedWithIt: Set<ObjectIdentifier> {
        guard hasChildren else { return [] }
        return Self.providerDescendants.withLock { $0[id] } ?? []
    }

    private static func descendants(of scope: any ProviderScope) -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        var pending = scope.children
        while let child = pending.popLast() {
            // A scope listed as its own descendant, directly or not, is visited once.
            guard found.insert(ObjectIdentifier(type(of: child))).inserted else { continue }
            pending += child.children
        }
        return found
    }

    /// Whether an instance of this scope, built with an instance of `dependency`'s, keeps it captive: holds it
    /// after `dependency`'s scope would have replaced it. An owned dependency (`.unique`, `.graph`) is never
    /// replaced, so never captive; one of a longer or equally long scope outlives its holder, unless it is a
    /// provider scope cleared with the holder's yet clearable alone.
    func keepsCaptive(_ dependency: ScopeLifetime) -> Bool {
        guard dependency.rank != .owned else { return false }
        if rank > dependency.rank { return true }
        return rank == dependency.rank && dependency.id != id && clearedWithIt.contains(dependency.id)
    }

    /// Why an instance of this scope may be replaced while its holder lives, for reports.
    var replacedWhen: String {
        switch rank {
        case .resettable:
            name.hasPrefix(".")
                ? "\(name) instances are replaced after a reset (`Scope\(name).reset()`, `manager.reset()`)"
                : "\(name) instances are replaced when that scope is reset or cleared"
        case .owned, .permanent: "\(name) instances are never replaced"
        }
    }
}
