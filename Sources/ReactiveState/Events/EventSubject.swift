// SPDX-License-Identifier: MPL-2.0

/// A subject for events that carry a value: `let messages = EventSubject<String>(); messages.send("Hi")`.
///
/// It keeps no current value; subscribers get the events sent after they subscribe.
public typealias EventSubject<Output> = PassthroughSubject<Output, Never>
