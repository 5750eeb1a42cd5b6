/// A definition's closure, as the definition was written: a `Factory`'s takes nothing, a `ParameterFactory`'s
/// takes its parameter.
///
/// Kept as written rather than turned into `(P) -> T` for both: wrapping `() -> T` as `(Void) -> T` allocates
/// a new closure context on every property access when the closure captures anything (usually `self`).
enum FactoryDefinition<P, T>: Sendable {
    case plain(@Sendable () -> T)
    case parameterized(@Sendable (P) -> T)

    /// Builds a new instance.
    func build(_ parameters: P) -> T {
        switch self {
        case .plain(let build): build()
        case .parameterized(let build): build(parameters)
        }
    }
}
