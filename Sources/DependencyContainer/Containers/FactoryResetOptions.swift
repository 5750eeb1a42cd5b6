// SPDX-License-Identifier: MPL-2.0

/// What `reset` clears, on a container (``ContainerManager/reset(options:)``) or on one factory
/// (``FactoryModifying/reset(_:)``).
public enum FactoryResetOptions: Sendable {
    /// Everything set at run time (registrations, type registrations, context registrations, what modifiers
    /// stored: scopes, time to live, decorators, `scopeOnParameters`, `once()` marks) and cached instances. A
    /// container reset this way runs its `autoRegister()` again.
    case all
    /// Context registrations (`onTest`, `onArg`, …) and the instances they cached.
    case context
    /// Nothing.
    case none
    /// Registrations made at run time, and the instances they cached. A container reset this way runs its
    /// `autoRegister()` again.
    case registration
    /// Cached instances; registrations stay.
    case scope
}
