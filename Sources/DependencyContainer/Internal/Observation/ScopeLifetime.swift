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
struct ScopeLifetime: Sendable, Hashable {
    enum Rank: Int, Sendable, Comparable {
        /// `.unique`, `.graph`, `AlwaysCreateNewScope`: nothing replaces an instance its holder keeps.
        case owned
        case resettable, permanent

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let rank: Rank
    /// How reports and graphs name the scope: `.cached`, `SignUpScope`.
    let name: String
    /// The scope's identity in caches.
    let id: ObjectIdentifier
    /// The provider scopes cleared whenever this one is (its children, theirs, …): each can also be cleared
    /// alone, so an instance of this scope must not keep theirs.
    let clearedWithIt: Set<ObjectIdentifier>

    init(rank: Rank, name: String, id: ObjectIdentifier, clearedWithIt: Set<ObjectIdentifier> = []) {
        self.rank = rank
        self.name = name
        self.id = id
        self.clearedWithIt = clearedWithIt
    }

    /// A `Factory` definition's scope, by its kind and identity.
    init(kind: Scope.Kind, id: ObjectIdentifier) {
        switch kind {
        case .unique: self.init(rank: .owned, name: ".unique", id: id)
        case .graph: self.init(rank: .owned, name: ".graph", id: id)
        case .singleton: self.init(rank: .permanent, name: ".singleton", id: id)
        case .cached:
            self.init(rank: .resettable, name: id == Scope.cached.id ? ".cached" : "a custom scope", id: id)
        case .shared:
            self.init(rank: .resettable, name: id == Scope.shared.id ? ".shared" : "a custom shared scope", id: id)
        }
    }

    /// A provider's scope.
    init(provider scope: any ProviderScope) {
        let name = String(describing: type(of: scope))
        let id = ObjectIdentifier(type(of: scope))
        if scope is AlwaysCreateNewScope {
            self.init(rank: .owned, name: name, id: id)
        } else if scope is SingletonScope {
            self.init(rank: .permanent, name: name, id: id)
        } else {
            self.init(rank: .resettable, name: name, id: id, clearedWithIt: Self.descendants(of: scope))
        }
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
