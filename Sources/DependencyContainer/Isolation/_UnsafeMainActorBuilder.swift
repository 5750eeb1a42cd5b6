// SPDX-License-Identifier: MPL-2.0

/// `@MainActor` builders stored as the plain closures a definition keeps.
///
/// Resolution is synchronous, and Swift offers no way to call a `@MainActor` closure synchronously from code
/// the compiler does not know to run on the main actor, even after checking at run time that it does.
/// `MainActor.assumeIsolated` would, but only for `Sendable` results, and a definition may build anything.
/// A `@MainActor` function value has the same representation as a nonisolated one (the isolation is a
/// compile-time property of its type), so it is reinterpreted instead. The definitions made from these
/// closures record `MainActor.shared` as their isolation, and `Resolution.build` calls them only after
/// checking that the calling code runs on the main actor (`ActorIsolationCheck.require`), in every resolution,
/// validation runs included: a run that is not on the main actor ends there instead of calling the closure.
enum _UnsafeMainActorBuilder {
    /// `builder`, callable where the main actor runs; see the type's comment.
    static func definition<T>(_ builder: @escaping @MainActor () -> T) -> FactoryDefinition<Void, T> {
        FactoryDefinition(plain: unsafeBitCast(builder, to: (() -> T).self), isolation: MainActor.shared)
    }

    /// `builder`, callable where the main actor runs; see the type's comment.
    static func definition<P, T>(_ builder: @escaping @MainActor (P) -> T) -> FactoryDefinition<P, T> {
        FactoryDefinition(parameterized: unsafeBitCast(builder, to: ((P) -> T).self), isolation: MainActor.shared)
    }
}
