// SPDX-License-Identifier: MPL-2.0

/// The screens above the inbox, which is the root and needs no route.
public enum MailRoute: Hashable, Codable {
    case message(id: Int)
    case compose
    case settings
}
