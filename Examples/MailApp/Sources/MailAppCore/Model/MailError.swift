// SPDX-License-Identifier: MPL-2.0

/// What the mail service refuses.
nonisolated public enum MailError: Error, Equatable {
    /// The recipient is not an address.
    case invalidRecipient(String)
}
