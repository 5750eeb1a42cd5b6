// SPDX-License-Identifier: MPL-2.0

/// A situation in which a context registration (`onTest { … }`, `onArg("mock") { … }`, …) applies.
///
/// Precedence: arguments, preview, test, simulator, device, debug, then the plain registration, then the definition.
public enum FactoryContextType: Sendable, Hashable {
    /// The app was launched with this argument, or it was set with ``FactoryContext/setArg(_:forKey:)``.
    case arg(String)
    /// Any one of these arguments is present.
    case args([String])
    /// Running in an Xcode preview.
    case preview
    /// Running under XCTest or Swift Testing.
    case test
    /// This library was compiled for debugging.
    case debug
    /// Running in a simulator.
    case simulator
    /// Running on a physical device (iOS, tvOS, watchOS, visionOS).
    case device

    /// The precedence group of a context.
    @usableFromInline
    enum Kind: Sendable, CaseIterable {
        case arguments, preview, test, simulator, device, debug

        /// The order contexts are tried in.
        @usableFromInline static let precedence: [Kind] = allCases
    }

    @usableFromInline
    var kind: Kind {
        switch self {
        case .arg, .args: .arguments
        case .preview: .preview
        case .test: .test
        case .simulator: .simulator
        case .device: .device
        case .debug: .debug
        }
    }
}
