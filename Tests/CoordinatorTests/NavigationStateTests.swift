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
}
