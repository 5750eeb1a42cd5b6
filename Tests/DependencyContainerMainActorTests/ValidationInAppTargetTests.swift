// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import Testing

// In this target, compiled as an app target is (default main-actor isolation), the validation and graph APIs
// take the app's definitions as a test writes them.

extension AppContainer {
    @MainActor var session: Factory<AppSession> { self { AppSession() }.cached }
    @MainActor var tracker: Factory<SessionTracker> { self { SessionTracker(session: self.session()) }.singleton }
    @MainActor var sessionByName: ParameterFactory<String, AppSession> { self { _ in AppSession() } }
}

final class AppSession {}

/// A view model as an app target writes it (main-actor by default): its initializer records its thread.
final class RecordedScreenModel {
    static var builtOn: [ObjectIdentifier] = []
    init() { Self.builtOn.append(ObjectIdentifier(Thread.current)) }
}

extension AppContainer {
    @MainActor var recordedScreen: Factory<RecordedScreenModel> { self { RecordedScreenModel() } }
}

final class SessionTracker {
    let session: AppSession
    init(session: AppSession) { self.session = session }
}

@Suite("Validation and graphs in an app target")
struct ValidationInAppTargetTests {
    @Test("validate() takes key paths to main-actor definitions, and reports a main-actor captive")
    func validateMainActorDefinitions() {
        let report = AppContainer().validate(\.coordinator, \.tracker)
        #expect(report.problems.count == 1, "\(report)")
        #expect(
            report.problems.first?.chain == [
                "AppContainer.tracker<SessionTracker>", "AppContainer.session<AppSession>",
            ])
    }

    @Test("validate() builds a main-actor view model on the test's thread, the main actor's, never on its own")
    func validateBuildsOnTheMainActor() {
        RecordedScreenModel.builtOn.removeAll()
        let report = AppContainer().validate(\.recordedScreen)
        #expect(report.problems.isEmpty && report.parkedThreads.isEmpty, "\(report)")
        #expect(RecordedScreenModel.builtOn == [ObjectIdentifier(Thread.current)])
    }

    @Test("validate(_:with:) takes a main-actor ParameterFactory")
    func validateMainActorParameterFactory() {
        #expect(AppContainer().validate(\.sessionByName, with: "a", "b").problems.isEmpty)
    }

    @Test("recordGraph records main-actor definitions with their actor")
    func recordMainActorGraph() {
        let container = AppContainer()
        let graph = container.manager.recordGraph { _ = container.coordinator() }
        #expect(graph.nodes.map(\.actor) == ["MainActor"])
    }
}
