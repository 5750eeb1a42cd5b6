/// What resolution needs of a ``Scope``: its kind and its identity, without holding the scope object.
///
/// A factory value carries this instead of the scope itself, so copying a factory (every modifier does)
/// copies plain bits rather than retaining and releasing an object.
@usableFromInline
struct ScopeTag: Sendable, Equatable {
    @usableFromInline let kind: Scope.Kind
    @usableFromInline let id: ObjectIdentifier

    @inlinable
    init(_ scope: Scope) {
        kind = scope.kind
        id = ObjectIdentifier(scope)
    }
}
