import Foundation
import SwiftConcurrency

/// The process's situation as context registrations see it: launch arguments, and whether it runs tests,
/// a preview, a debug build, a simulator or a device.
///
/// Detected once at launch; every property can be changed, e.g. to test a context registration:
///
/// ```swift
/// FactoryContext.setArg("mock-network", forKey: "network")   // activates .onArg("mock-network")
/// FactoryContext.current.isPreview = true                   // activates .onPreview
/// ```
///
/// Inside `Container.withIsolated { … }` changes apply to that isolated scope only, so parallel tests can
/// each set their own arguments.
public struct FactoryContext: Sendable, Equatable {
    /// The launch arguments (`ProcessInfo.processInfo.arguments`).
    public var arguments: [String]
    /// Arguments added at run time with ``setArg(_:forKey:)``, by key.
    public var runtimeArguments: [String: String]
    /// Whether an Xcode preview is running (`XCODE_RUNNING_FOR_PREVIEWS=1`).
    public var isPreview: Bool
    /// Whether XCTest or Swift Testing is running.
    public var isTest: Bool
    /// Whether this library was compiled for debugging.
    public var isDebug: Bool
    /// Whether the process runs in a simulator.
    public var isSimulator: Bool
    /// Whether the process runs on a physical iOS, tvOS, watchOS or visionOS device.
    public var isDevice: Bool

    /// Creates a context; ``detected`` is the one the process starts with.
    public init(
        arguments: [String] = [],
        runtimeArguments: [String: String] = [:],
        isPreview: Bool = false,
        isTest: Bool = false,
        isDebug: Bool = false,
        isSimulator: Bool = false,
        isDevice: Bool = false
    ) {
        self.arguments = arguments
        self.runtimeArguments = runtimeArguments
        self.isPreview = isPreview
        self.isTest = isTest
        self.isDebug = isDebug
        self.isSimulator = isSimulator
        self.isDevice = isDevice
    }

    /// The context detected at launch.
    public static let detected = FactoryContext(
        arguments: ProcessInfo.processInfo.arguments,
        isPreview: ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1",
        isTest: ProcessEnvironment.isRunningTests,
        isDebug: ProcessEnvironment.isDebugBuild,
        isSimulator: ProcessEnvironment.isSimulator,
        isDevice: ProcessEnvironment.isDevice
    )

    /// The context in effect: the isolated scope's inside `withIsolated`, the process's otherwise.
    public static var current: FactoryContext {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Adds a run-time argument, which activates `onArg(value)` registrations.
    public static func setArg(_ value: String, forKey key: String) {
        storage.withLock { $0.runtimeArguments[key] = value }
    }

    /// Removes the run-time argument stored under `key`.
    public static func removeArg(forKey key: String) {
        storage.withLock { _ = $0.runtimeArguments.removeValue(forKey: key) }
    }

    /// Whether `context` applies.
    public func isActive(_ context: FactoryContextType) -> Bool {
        switch context {
        case .arg(let argument): hasArgument(argument)
        case .args(let arguments): arguments.contains(where: hasArgument)
        case .preview: isPreview
        case .test: isTest
        case .debug: isDebug
        case .simulator: isSimulator
        case .device: isDevice
        }
    }

    private func hasArgument(_ argument: String) -> Bool {
        arguments.contains(argument) || runtimeArguments.values.contains(argument)
    }

    /// The storage in effect for the calling task.
    static var storage: ConcurrencySafeContainer<FactoryContext> {
        ContainerIsolation.scope?.context ?? processContext
    }

    static let processContext = ConcurrencySafeContainer(FactoryContext.detected)
}
