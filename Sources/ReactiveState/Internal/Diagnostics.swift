// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

// What a state reports: misuse it recovers from, and the stop message of a lock taken again on its own thread.

/// Reports misuse that the library recovers from (a write to a constant binding, a late rule write, rules that
/// never settle in a release build): to the unified log on Apple platforms (subsystem "UtilityKit", category
/// "ReactiveState"), to standard error elsewhere.
enum Diagnostics {
    static let reporter = DiagnosticReporter(module: "ReactiveState")

    static func report(_ message: String, severity: DiagnosticReporter.Severity = .notice) {
        reporter.report(message, severity: severity)
    }
}

/// Code of the caller's that a `_StateCore` runs while it holds its lock: the only code that can take the lock
/// again on the same thread. Debug builds record it, so that the stop of a re-entered lock names it.
@usableFromInline
enum LockedWork {
    /// A `withLock` body, or the change of a write through a binding or a `DiffedValue`.
    case body
    /// A `ManagedState`'s rules: `applyRules()` and the binding rules.
    case rules
    /// The value's `==`, or a write's change run on a copy to see whether it changes anything.
    case comparison
}

/// What the thread that took a state's lock again was doing.
@usableFromInline
enum StateAccess {
    case read, write, subscribe, observe, subscription, delivery

    var verb: String {
        switch self {
        case .read: "read"
        case .write: "wrote to"
        case .subscribe: "subscribed to"
        case .observe: "asked for the objectWillChange of"
        case .subscription: "cancelled, or requested values from, a subscription to"
        case .delivery: "delivered a change of"
        }
    }
}

extension _StateCore {
    /// The stop message of a state whose lock this thread took again, for `access`. Called only on the thread
    /// that holds the lock, so reading what it runs (`_fields._running`) is safe.
    @usableFromInline
    func reentryMessage(_ access: StateAccess) -> String {
        #if DEBUG
        Self.reentryMessage(access, while: _fields._running, isManaged: _settle != nil)
        #else
        Self.reentryMessage(access, while: nil, isManaged: _settle != nil)
        #endif
    }

    /// The message for `access` while the lock's holder runs `running`, for a `ManagedState`'s core or another.
    static func reentryMessage(_ access: StateAccess, while running: LockedWork?, isManaged: Bool) -> String {
        let state = isManaged ? "ManagedState<\(Value.self)>" : "a state of \(Value.self)"
        let what =
            switch running {
            case .rules:
                """
                A rule of \(state) \(access.verb) the state it is settling. Rules run under the state's lock, on \
                the working copy: change the model applyRules() is called on, or the DiffedValue a binding rule \
                is handed, and never use the ManagedState itself from a rule.
                """
            case .body:
                """
                A withLock body (or a binding's write) of \(state) \(access.verb) the same state while its lock \
                is held. Inside withLock, use the value the block is handed; read, write or subscribe to the \
                state after the block has returned.
                """
            case .comparison:
                """
                The == of \(Value.self) (or a key path's setter, run on a copy to see whether a write changes the \
                value) \(access.verb) \(state) while its lock is held. Compare the values handed to it only.
                """
            case nil:
                """
                \(state) was used again (it \(access.verb) the state) on the thread that holds its lock. Use \
                the state after the code that holds its lock has returned.
                """
            }
        return """
            ReactiveState: \(what) The state's lock is not recursive: on Apple platforms os_unfair_lock stops \
            the program here, and elsewhere a release build would wait for itself forever.
            """
    }
}
