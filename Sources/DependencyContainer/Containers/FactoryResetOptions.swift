// SPDX-License-Identifier: MPL-2.0

/// What `reset` clears, on a container (``ContainerManager/reset(options:)``) or on one factory
/// (``FactoryModifying/reset(_:)``).
public enum FactoryResetOptions: Sendable {
    /// Everything set at run time (registrations, type registrations, context registrations, decorators,
    /// `once()` marks) and cached instances.
    case all
    /// Context registrations (`onTest`, `onArg`, …) and the instances they cached.
    case context
    /// Nothing.
    case none
    /// Registrations made at run time, and the instances they cached.
    case registration
    /// Cached instances; registrations stay.
    case scope
}
