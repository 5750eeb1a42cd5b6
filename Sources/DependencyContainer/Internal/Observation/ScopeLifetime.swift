// SPDX-License-Identifier: MPL-2.0

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
/// A plain value for a `Factory` scope (its kind and identity: no string, no set, no reference), as every
/// observed resolution of a debug build makes one; its name is written only when a report or a graph needs it.
/// A provider scope's name and children are worked out once per resolution, into ``ProviderDetails``.
struct ScopeLifetime: Sendable {
    enum Rank: UInt8, Sendable, Comparable {
        /// `.unique`, `.graph`, `AlwaysCreateNewScope`: nothing replaces an instance its holder keeps.
        case owned
        case resettable, permanent

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a provider scope adds: its name, and the scopes cleared with it.
    final class ProviderDetails: Sendable {
        let name: String
        /// The provider scopes cleared whenever this one is (its children, theirs, …): each can also be
        /// cleared alone, so an instance of this scope must not keep theirs.
        let clearedWithIt: Set<ObjectIdentifier>

        init(name: String, clearedWithIt: Set<ObjectIdentifier>) {
            self.name = name
            self.clearedWithIt = clearedWithIt
        }
    }

    let rank: Rank
    /// The scope's identity in caches.
    let id: ObjectIdentifier
    /// A `Factory` scope's kind; `nil` for a provider scope.
    let kind: Scope.Kind?
    /// A provider scope's name and children; `nil` for a `Factory` scope.
    let provider: ProviderDetails?

    /// A `Factory` definition's scope, by its kind and identity.
    init(kind: Scope.Kind, id: ObjectIdentifier) {
        switch kind {
        case .unique, .graph: rank = .owned
        case .singleton: rank = .permanent
        case .cached, .shared: rank = .resettable
        }
        self.id = id
        self.kind = kind
        provider = nil
    }

    /// A provider's scope.
    init(provider scope: any ProviderScope) {
        id = ObjectIdentifier(type(of: scope))
        kind = nil
        let name = String(describing: type(of: scope))
        if scope is AlwaysCreateNewScope {
            rank = .owned
            provider = ProviderDetails(name: name, clearedWithIt: [])
        } else if scope is SingletonScope {
            rank = .permanent
            provider = ProviderDetails(name: name, clearedWithIt: [])
        } else {
            rank = .resettable
            provider = ProviderDetails(name: name, clearedWithIt: Self.descendants(of: scope))
        }
    }

    /// How reports and graphs name the scope: `.cached`, `SignUpScope`.
    var name: String {
        switch kind {
        case .unique: ".unique"
        case .graph: ".graph"
        case .singleton: ".singleton"
        case .cached: id == Scope.cached.id ? ".cached" : "a custom scope"
        case .shared: id == Scope.shared.id ? ".shared" : "a custom shared scope"
        case nil: provider?.name ?? ""
        }
    }

    /// The provider scopes cleared whenever this one is; none for a `Factory` scope.
    var clearedWithIt: Set<ObjectIdentifier> { provider?.clearedWithIt ?? [] }

    /// Whether clearing this scope clears other provider scopes too.
    var hasChildren: Bool { provider.map { !$0.clearedWithIt.isEmpty } ?? false }

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
