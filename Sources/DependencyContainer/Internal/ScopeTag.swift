/// What resolution needs of a ``Scope``: its kind and its identity, without holding the scope object.
///
/// A factory value carries this instead of the scope itself, so copying a factory (every modifier does)
/// copies plain bits rather than retaining and releasing an object. The built-in scopes have constant tags,
/// so `.singleton` and its siblings never touch the lazily created `Scope.singleton` object.
@usableFromInline
struct ScopeTag: Sendable, Equatable {
    @usableFromInline let kind: Scope.Kind
    @usableFromInline let id: ObjectIdentifier

    @inlinable
    init(kind: Scope.Kind, id: ObjectIdentifier) {
        self.kind = kind
        self.id = id
    }

    @usableFromInline
    init(_ scope: Scope) {
        self.init(kind: scope.kind, id: scope.id)
    }

    // A built-in scope's identity is that of a private marker type: a constant, unlike an object's address,
    // and never equal to another scope object's or a provider scope type's identity.
    @usableFromInline enum UniqueMarker {}
    @usableFromInline enum CachedMarker {}
    @usableFromInline enum SharedMarker {}
    @usableFromInline enum SingletonMarker {}
    @usableFromInline enum GraphMarker {}

    @inlinable static var unique: ScopeTag { ScopeTag(kind: .unique, id: ObjectIdentifier(UniqueMarker.self)) }
    @inlinable static var cached: ScopeTag { ScopeTag(kind: .cached, id: ObjectIdentifier(CachedMarker.self)) }
    @inlinable static var shared: ScopeTag { ScopeTag(kind: .shared, id: ObjectIdentifier(SharedMarker.self)) }
    @inlinable static var singleton: ScopeTag {
        ScopeTag(kind: .singleton, id: ObjectIdentifier(SingletonMarker.self))
    }
    @inlinable static var graph: ScopeTag { ScopeTag(kind: .graph, id: ObjectIdentifier(GraphMarker.self)) }
}
