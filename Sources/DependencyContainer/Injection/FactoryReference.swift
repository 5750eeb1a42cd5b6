// SPDX-License-Identifier: MPL-2.0

/// How a property wrapper finds its factory: a key path to a factory of a shared container.
///
/// The key path need not be `Sendable`: a key path to a factory defined in a `@MainActor` extension is not,
/// yet `@Injected(\.viewModel)` in a `@MainActor` view model must work.
// Safety: a key path is immutable. Following it runs a container property's getter, which creates a
// factory value and touches no other state; the factory checks its own isolation before it builds anything.
struct FactoryReference<T>: @unchecked Sendable {
    private let makeFactory: () -> Factory<T>

    init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        makeFactory = { C.shared[keyPath: keyPath] }
    }

    /// The factory, from the container's shared instance.
    func callAsFunction() -> Factory<T> {
        makeFactory()
    }
}
