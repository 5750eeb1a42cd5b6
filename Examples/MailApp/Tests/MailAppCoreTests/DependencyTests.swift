// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import MailAppCore
import Testing

@Suite("Dependencies: scopes, a parameterised view model, and overrides in tests", .timeLimit(.minutes(1)))
struct DependencyTests {
    @Test(.isolatedContainer)
    func theScopesKeepWhatTheAppExpects() {
        let scene = MailScene(restoring: nil)
        let container = Container.shared
        #expect(container.mailService() as AnyObject === container.mailService() as AnyObject)  // singleton
        #expect(container.syncEngine() === container.syncEngine())  // singleton
        #expect(container.inboxViewModel(scene.id) === container.inboxViewModel(scene.id))  // one per scene
        #expect(container.composeViewModel(scene.id) !== container.composeViewModel(scene.id))  // a new draft each time
        #expect(container.messageDetailViewModel(1) !== container.messageDetailViewModel(1))
        #expect(container.messageDetailViewModel(7).id == 7)
    }

    @Test(.isolatedContainer)
    func anOverriddenServiceReachesEveryViewModel() async {
        let scene = MailScene(restoring: nil)
        let service = InMemoryMailService(inbox: [
            Message(id: 1, sender: "test@example.com", subject: "Fixture", body: "")
        ])
        Container.shared.mailService.register { service }

        let inbox = Container.shared.inboxViewModel(scene.id)
        await inbox.load()
        let detail = Container.shared.messageDetailViewModel(1)
        await detail.load()

        #expect(inbox.state.messages.map(\.subject) == ["Fixture"])
        #expect(detail.message?.subject == "Fixture")
    }

    @Test(
        .container { @MainActor container in
            container.messageDetailViewModel.register { id in
                MessageDetailViewModel(id: id, service: InMemoryMailService(inbox: [], incoming: []))
            }
        })
    func aViewModelCanBeReplacedForATestOrAPreview() async {
        let detail = Container.shared.messageDetailViewModel(42)
        await detail.load()
        #expect(detail.message == nil)  // the replacement's empty service
        #expect(detail.id == 42)
    }

    @Test(.isolatedContainer)
    func theLoggerHearsTheEngineTheContainerBuilt() async {
        await Container.shared.syncEngine().sync()
        await Container.shared.syncEngine().log.invokeAndWait { _ in }
        #expect(Container.shared.syncLogger().entries == ["sync started", "sync finished: 2 new"])
    }
}
