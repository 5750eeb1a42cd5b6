// SPDX-License-Identifier: MPL-2.0

/// A subject for events without a value, such as taps: `let didTap = ActionSubject(); didTap.send(())`.
public typealias ActionSubject = EventSubject<Void>
