/// One dependency under construction on the current thread, as a cycle report names it.
@usableFromInline
struct ResolutionLink: Sendable {
    @usableFromInline let key: FactoryKey
    /// The produced type, named only when a report is written.
    @usableFromInline let type: Any.Type
    /// The definition's name (the container property), or `nil` for a provider.
    @usableFromInline let name: StaticString?
    /// A `ParameterFactory` may legitimately resolve itself with other parameters (a tree, a recursion), so
    /// its key may repeat; only the depth limit stops it.
    @usableFromInline let mayRepeat: Bool

    @inlinable
    init(key: FactoryKey, type: Any.Type, name: StaticString?, mayRepeat: Bool) {
        self.key = key
        self.type = type
        self.name = name
        self.mayRepeat = mayRepeat
    }

    var typeName: String { String(describing: type) }

    var definitionName: String {
        guard let name else { return "Provider<\(typeName)>" }
        return name.hasPointerRepresentation ? name.description : String(name.unicodeScalar)
    }
}
