/// What `reset` clears, on a container (``ContainerManager/reset(options:)``) or on one factory
/// (``FactoryModifying/reset(_:)``).
public enum FactoryResetOptions: Sendable {
    /// Registrations made at run time (overrides and type registrations) and cached instances.
    case all
    /// Nothing.
    case none
    /// Registrations made at run time, and the instances they cached.
    case registration
    /// Cached instances; registrations stay.
    case scope
}
