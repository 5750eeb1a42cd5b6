// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Announces a state's changes before they are stored: to the state's own `objectWillChange`, and to the
/// `objectWillChange` of the object that owns the state (a view model), once the two are linked.
///
/// A state creates its signal only when someone asks for it, so a state nobody observes this way pays nothing
/// but a `nil` check per change.
@usableFromInline
// @unchecked: `publisher` is an ObservableObjectPublisher, which locks itself; `links` is a locked container.
final class WillChangeSignal: @unchecked Sendable {
    /// An owner held weakly: once it is gone, its publisher gets nothing more from this state.
    private struct OwnerLink: @unchecked Sendable {  // @unchecked: only read and written under `links`' lock.
        weak var owner: AnyObject?
        weak var publisher: ObservableObjectPublisher?
    }

    /// The state's own `objectWillChange`.
    let publisher: ObservableObjectPublisher
    private let links = ConcurrencySafeContainer<[OwnerLink]>([])

    init() {
        publisher = ObservableObjectPublisher()
    }

    /// Fires every publisher, with no lock held (a subscriber may read or write the state).
    @usableFromInline
    func send() {
        publisher.send()
        let owners = links.withLockUnchecked { links in
            links.removeAll { $0.owner == nil }
            return links.compactMap(\.publisher)
        }
        for owner in owners {
            owner.send()
        }
    }

    /// Links `owner` (the object whose stored property holds the state), once. Returns what the caller may
    /// report: why `owner` could not be linked, or `nil`.
    func link(_ owner: AnyObject) -> String? {
        let isLinked = links.withLockUnchecked { links in links.contains { $0.owner === owner } }
        guard !isLinked else { return nil }
        guard let observable = owner as? any ObservableObject else { return nil }
        guard let publisher = Self.stablePublisher(of: observable) else {
            return "\(type(of: owner)) is an ObservableObject whose objectWillChange is a new publisher on every "
                + "read (it has no @Published property), so its state changes cannot reach SwiftUI. Declare "
                + "`let objectWillChange = ObservableObjectPublisher()` in it."
        }
        links.withLockUnchecked { links in
            guard !links.contains(where: { $0.owner === owner }) else { return }
            links.append(OwnerLink(owner: owner, publisher: publisher))
        }
        return nil
    }

    /// The owner's `objectWillChange` if it is an `ObservableObjectPublisher` that stays the same object.
    ///
    /// Combine's and OpenCombine's default `objectWillChange` keep one publisher only in a `@Published`
    /// property; an object with none returns a new, unconnected publisher each time.
    private static func stablePublisher<Owner: ObservableObject>(of owner: Owner) -> ObservableObjectPublisher? {
        guard let first = owner.objectWillChange as? ObservableObjectPublisher,
            let second = owner.objectWillChange as? ObservableObjectPublisher,
            first === second
        else { return nil }
        return first
    }
}
