// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import Testing

@Suite("NavigationState: the value coordinators drive and adapters render")
struct NavigationStateTests {
    @Test func pushPopAndPopToRootOnTheBaseLayer() throws {
        var state = NavigationState<MailRoute>()
        #expect(state.visibleRoute == nil)
        state.push(.inbox)
        state.push(.message(id: 1))
        state.push(.message(id: 2))
        #expect(state.path == [.inbox, .message(id: 1), .message(id: 2)])

        #expect(try state.pop() == .message(id: 2))
        #expect(state.visibleRoute == .message(id: 1))
        state.popToRoot()
        #expect(state.path.isEmpty)
    }

    @Test func poppingAtTheRootIsRefusedAndChangesNothing() {
        var state = NavigationState<MailRoute>()
        #expect(throws: NavigationError.nothingToPop) { try state.pop() }
        #expect(state == NavigationState())
    }

    @Test func presentationsNestAndOperationsActOnTheTopLayer() throws {
        var state = NavigationState<MailRoute>(path: [.inbox])
        state.present(.compose, style: .sheet)
        state.push(.settings)
        state.present(.message(id: 9), style: .fullScreen)

        #expect(state.layers.map(\.presentation) == [nil, .sheet, .fullScreen])
        #expect(state.presentedLayers.first?.routes == [.compose, .settings])
        #expect(state.visibleRoute == .message(id: 9))

        // The presented screen itself cannot be popped: it is dismissed.
        #expect(throws: NavigationError.nothingToPop) { try state.pop() }
        let dismissed = try state.dismiss()
        #expect(dismissed.routes == [.message(id: 9)])
        #expect(try state.pop() == .settings)
        state.popToRoot()
        #expect(state.visibleRoute == .compose)

        state.dismissAll()
        #expect(state.layers.count == 1 && state.path == [.inbox])
    }

    @Test func dismissingWithNothingPresentedIsRefused() {
        var state = NavigationState<MailRoute>(path: [.inbox])
        #expect(throws: NavigationError.nothingPresented) { try state.dismiss() }
        #expect(state.path == [.inbox])
    }

    @Test func replaceSwapsTheTopLayerButNeverEmptiesAPresentation() throws {
        var state = NavigationState<MailRoute>(path: [.inbox])
        try state.replace(with: [.settings])
        #expect(state.path == [.settings])
        try state.replace(with: [])
        #expect(state.path.isEmpty)

        state.present(.compose, style: .sheet)
        #expect(throws: NavigationError.emptyPresentedLayer) { try state.replace(with: []) }
        try state.replace(with: [.message(id: 3)])
        #expect(state.visibleRoute == .message(id: 3))
    }

    @Test func errorsExplainThemselves() {
        #expect(NavigationError.nothingToPop.description.contains("dismiss"))
        #expect(NavigationError.unrecognizedDeepLink("mail://x").description.contains("mail://x"))
    }

    @Test func aStateRoundTripsThroughJSON() throws {
        var state = NavigationState<MailRoute>(path: [.inbox, .message(id: 7)])
        state.present(.compose, style: .fullScreen)
        state.push(.settings)

        let data = try JSONEncoder().encode(state)
        let restored = try JSONDecoder().decode(NavigationState<MailRoute>.self, from: data)

        #expect(restored == state)
    }

    @Test(arguments: [
        #"{"layers":[]}"#,
        #"{"layers":[{"presentation":"sheet","routes":[]}]}"#,
        #"{"layers":[{"routes":[]},{"routes":[{"inbox":{}}]}]}"#,
        #"{"layers":[{"routes":[]},{"presentation":"sheet","routes":[]}]}"#,
    ])
    func invalidSavedStatesAreRejected(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState<MailRoute>.self, from: Data(json.utf8))
        }
    }

    @Test func aRejectedStateIsExplainedByLayerAndRule() throws {
        let cases: [(json: String, expected: String)] = [
            (#"{"layers":[]}"#, "no layers"),
            (#"{"layers":[{"presentation":"sheet","routes":[]}]}"#, "layer 0"),
            (#"{"layers":[{"routes":[]},{"routes":[{"inbox":{}}]}]}"#, "layer 1 has no presentation"),
            (#"{"layers":[{"routes":[]},{"presentation":"sheet","routes":[]}]}"#, "layer 1 has no routes"),
        ]
        for (json, expected) in cases {
            let message = try #require(decodingFailure(json))
            #expect(message.contains(expected), "\(message)")
        }
    }

    /// The message must not grow with the payload: 100,000 layers with one bad layer in the middle.
    @Test func aLargeCorruptedStateIsRejectedWithAShortMessage() throws {
        let good = #"{"presentation":"sheet","routes":[{"inbox":{}}]}"#
        let bad = #"{"presentation":"fullScreen","routes":[]}"#
        var presented = [String](repeating: good, count: 99_999)
        presented[50_000] = bad
        let json = #"{"layers":[{"routes":[]},"# + presented.joined(separator: ",") + "]}"

        let message = try #require(decodingFailure(json))

        #expect(message.count < 200, "\(message.prefix(300))")
        #expect(message.contains("layer 50001 has no routes"))
    }

    /// The debug description of the `DecodingError` decoding `json` throws, or `nil` if it decodes.
    private func decodingFailure(_ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(NavigationState<MailRoute>.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "unexpected error: \(error)"
        }
    }
}
