// SPDX-License-Identifier: MPL-2.0

import Foundation

/// A closure that builds instances, as it was written, and the actor it is isolated to.
///
/// A definition written in a `@MainActor` (or other global-actor) container extension, or registered with
/// `register { @MainActor in … }`, is isolated to that actor: its closure may call the actor's initializers,
/// and must run on the actor's executor. Resolution is synchronous and cannot hop there, so before every call
/// ``Resolution/build(_:with:definition:)`` checks that it runs there, and otherwise stops the program with
/// a message naming the definition and the fix (``Factory/resolveOnMainActor()`` and its siblings).
///
/// A `Factory`'s closure is kept as `() -> T` rather than as `(Void) -> T`: wrapping it would allocate a new
/// closure context on every property access when the closure captures anything (usually `self`).
// Safety: an isolated definition's closure is only called after `ActorIsolationCheck` has confirmed that the
// calling thread runs on its actor, validation runs included (a run off the actor ends instead of calling it).
// A nonisolated one was written in nonisolated code and may be called from any thread, as with Factory; like
// any builder, it should capture only what is safe to share.
struct FactoryDefinition<P, T>: @unchecked Sendable {
    /// The closure of a `Factory`, or `nil`.
    let plain: (() -> T)?
    /// The closure of a `ParameterFactory`, a provider or a type registration, or `nil`.
    let parameterized: ((P) -> T)?
    /// The actor the closure is isolated to; `nil` for a nonisolated one.
    let isolation: (any Actor)?

    // The closures are kept as two optionals rather than as an enum: code not specialized for `P` and `T`
    // copies an enum with generic payloads through its metadata, looked up on every copy.

    // Inlined, as every initializer of the factory value is (see "Inlining" in Internal/README.md).
    /// A `Factory`'s definition.
    @inline(__always)
    init(plain build: @escaping () -> T, isolation: (any Actor)?) {
        plain = build
        parameterized = nil
        self.isolation = isolation
    }

    // Inlined, as every initializer of the factory value is (see "Inlining" in Internal/README.md).
    /// A `ParameterFactory`'s definition, or a context registration's.
    @inline(__always)
    init(parameterized build: @escaping (P) -> T, isolation: (any Actor)?) {
        plain = nil
        parameterized = build
        self.isolation = isolation
    }

    /// A nonisolated definition of a `@Sendable` closure: a provider's builder or a type registration.
    init(sendable build: @escaping @Sendable (P) -> T) {
        self.init(parameterized: build, isolation: nil)
    }
}
