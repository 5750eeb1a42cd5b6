/// One dependency under construction on the current thread, as a cycle report names it.
@usableFromInline
struct ResolutionLink: Sendable {
    @usableFromInline let key: FactoryKey
    /// The produced type, named only when a report is written.
    @usableFromInline let type: Any.Type
    /// The UTF-8 length of the definition's name (the container property) at `key.site`; `nil` for a
    /// provider, whose site is the provider object.
    @usableFromInline let nameLength: Int?
    /// A `ParameterFactory` may legitimately resolve itself with other parameters (a tree, a recursion), so
    /// its key may repeat; only the depth limit stops it.
    @usableFromInline let mayRepeat: Bool

    @inlinable
    init(key: FactoryKey, type: Any.Type, nameLength: Int?, mayRepeat: Bool) {
        self.key = key
        self.type = type
        self.nameLength = nameLength
        self.mayRepeat = mayRepeat
    }

    var typeName: String { String(describing: type) }

    var definitionName: String {
        guard let nameLength else { return "Provider<\(typeName)>" }
        return FactoryKey.name(at: key.site, length: nameLength)
    }
}
