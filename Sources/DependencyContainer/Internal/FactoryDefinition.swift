/// A definition's closure, as the definition was written: a `Factory`'s takes nothing, a `ParameterFactory`'s
/// takes its parameter.
///
/// Why not `(P) -> T` for both, with `P == Void` for a `Factory`: turning `() -> T` into `(Void) -> T` wraps
/// the closure in a reabstraction thunk, and when the closure captures anything (`self`, to resolve its own
/// dependencies) the thunk's context is a heap allocation, made on every property access, cache hits
/// included. Kept as written, the closure is stored as it arrives.
@usableFromInline
enum FactoryDefinition<P, T>: Sendable {
    case plain(@Sendable () -> T)
    case parameterized(@Sendable (P) -> T)

    /// Builds a new instance.
    @inlinable
    @inline(__always)
    func build(_ parameters: P) -> T {
        switch self {
        case .plain(let build): build()
        case .parameterized(let build): build(parameters)
        }
    }
}
