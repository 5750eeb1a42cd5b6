// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The process's situation as context registrations see it: launch arguments, tests, preview, debug build, simulator.
///
/// ``current`` starts as the detected environment; change it to test a context registration:
///
/// ```swift
/// FactoryContext.setArg("mock-network", forKey: "network")   // activates .onArg("mock-network")
/// FactoryContext.current.isPreview = true                   // activates .onPreview
/// …
/// FactoryContext.current = FactoryContext()                 // back to the real environment
/// ```
///
/// Inside `Container.withIsolated { … }` changes apply to that isolated session only.
public struct FactoryContext: Sendable, Equatable {
    /// The launch arguments (`ProcessInfo.processInfo.arguments`).
    public var arguments: [String]
    /// Arguments added at run time with ``setArg(_:forKey:)``, by key.
    public var runtimeArguments: [String: String]
    /// Whether an Xcode preview is running (`XCODE_RUNNING_FOR_PREVIEWS=1`).
    public var isPreview: Bool
    /// Whether XCTest or Swift Testing runs in this process (Xcode's test host, a test runner executable, or a test
    /// framework's binary loaded by exact name); never in a preview, a UI-tested app, or an app embedding a framework
    /// named like XCTest.
    public var isTest: Bool
    /// Whether this library was compiled for debugging.
    public var isDebug: Bool
    /// Whether the process runs in a simulator.
    public var isSimulator: Bool

    /// Whether the process runs outside a simulator: on a phone, a watch, a Mac or a server. This is when
    /// `.device` context registrations apply; setting it sets ``isSimulator`` to the opposite.
    public var isDevice: Bool {
        get { !isSimulator }
        set { isSimulator = !newValue }
    }

    /// The running environment, with the given values replaced: `FactoryContext()` is the process's own
    /// context, `FactoryContext(isTest: false)` the same as if no test framework were running.
    public init(
        arguments: [String] = ProcessInfo.processInfo.arguments,
        runtimeArguments: [String: String] = [:],
        isPreview: Bool = ProcessEnvironment.isPreview,
        isTest: Bool = ProcessEnvironment.isRunningTests,
        isDebug: Bool = ProcessEnvironment.isDebugBuild,
        isSimulator: Bool = ProcessEnvironment.isSimulator
    ) {
        self.arguments = arguments
        self.runtimeArguments = runtimeArguments
        self.isPreview = isPreview
        self.isTest = isTest
        self.isDebug = isDebug
        self.isSimulator = isSimulator
    }

    /// A context whose `.device` registrations apply when `isDevice` is true, which also makes it not a
    /// simulator; with `isDevice` false, `isSimulator` decides.
    @available(*, deprecated, message: "`.device` means \"not a simulator\": pass `isSimulator` alone.")
    public init(
        arguments: [String] = ProcessInfo.processInfo.arguments,
        runtimeArguments: [String: String] = [:],
        isPreview: Bool = ProcessEnvironment.isPreview,
        isTest: Bool = ProcessEnvironment.isRunningTests,
        isDebug: Bool = ProcessEnvironment.isDebugBuild,
        isSimulator: Bool = ProcessEnvironment.isSimulator,
        isDevice: Bool
    ) {
        self.init(
            arguments: arguments, runtimeArguments: runtimeArguments, isPreview: isPreview, isTest: isTest,
            isDebug: isDebug, isSimulator: isDevice ? false : isSimulator)
    }

    /// The context detected at launch; the same as `FactoryContext()`.
    public static let detected = FactoryContext()

    /// The context in effect: the isolated session's inside `withIsolated`, the process's otherwise.
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
        case .device: !isSimulator
        }
    }

    private func hasArgument(_ argument: String) -> Bool {
        arguments.contains(argument) || runtimeArguments.values.contains(argument)
    }

    /// The storage in effect for the calling task.
    static var storage: ConcurrencySafeContainer<FactoryContext> {
        ContainerIsolation.session?.context ?? processContext
    }

    static let processContext = ConcurrencySafeContainer(FactoryContext.detected)
}
