# SPDX-License-Identifier: MPL-2.0
# What building a module for distribution adds to a compile (Xcode's BUILD_LIBRARY_FOR_DISTRIBUTION, with the one
# extra flag README's Installation section asks a distributor to set), for the CI steps that build every library
# module that way: `.ci/library-evolution` (Linux) and `.ci/apple-sdk-check` (iOS and macOS). Sourced, not run.
#
# - `-enable-library-evolution`: clients may not know a type's layout, so an `@inlinable` class initializer must
#   delegate to another initializer, and an `@inlinable` initializer of a struct that is not `@frozen` must assign
#   through `self.init(...)`.
# - `-verify-emitted-module-interface`: the `.swiftinterface` is compiled back, as a client's compiler reads it.
# - `-alias-module-names-in-module-interface`: a `.swiftinterface` names every type with its module, and in
#   `DependencyResolver.DependencyRegistration` the compiler takes `DependencyResolver` for the protocol of that
#   name, not the module (the same for `MultiCastDelegate`). This workaround writes the module under an alias; no
#   setting a package may carry for its users turns it on, so the distributor sets it (the other six modules
#   verify without it). A frontend flag: the driver passes it on as it is.
#
# Callers add `-emit-module-interface-path <folder>/<Module>.swiftinterface`.
distribution_flags=(
    -enable-library-evolution
    -verify-emitted-module-interface
    -Xfrontend -alias-module-names-in-module-interface
)
