// SPDX-License-Identifier: MPL-2.0

// The façade's callers need `Container`, `ParameterFactory` and friends without a second import.
@_exported import DependencyContainer
