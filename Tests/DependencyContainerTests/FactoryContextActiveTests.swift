// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

@Suite("FactoryContext.isActive(_:)")
struct FactoryContextActiveTests {
    @Test("Each context type is active exactly when the context says so")
    func eachContextType() {
        let context = FactoryContext(
            arguments: ["-mock", "-fast"], isPreview: true, isTest: false, isDebug: true, isSimulator: false)
        #expect(context.isActive(.arg("-mock")))
        #expect(!context.isActive(.arg("-slow")))
        #expect(context.isActive(.args(["-slow", "-fast"])), "any one of the arguments")
        #expect(!context.isActive(.args(["-slow", "-other"])))
        #expect(!context.isActive(.args([])))
        #expect(context.isActive(.preview))
        #expect(!context.isActive(.test))
        #expect(context.isActive(.debug))
        #expect(!context.isActive(.simulator))
        #expect(context.isActive(.device), "not a simulator is a device")

        let simulator = FactoryContext(arguments: [], isPreview: false, isTest: true, isDebug: false, isSimulator: true)
        #expect(simulator.isActive(.simulator) && !simulator.isActive(.device))
        #expect(simulator.isActive(.test) && !simulator.isActive(.preview) && !simulator.isActive(.debug))
    }

    @Test("A run-time argument's value activates .arg, in the isolated scope that set it")
    func runtimeArgument() {
        Container.withIsolated { _ in
            #expect(!FactoryContext.current.isActive(.arg("mock")))
            FactoryContext.setArg("mock", forKey: "mode")
            #expect(FactoryContext.current.isActive(.arg("mock")))
            #expect(!FactoryContext.current.isActive(.arg("mode")), "the key is not an argument")
            FactoryContext.removeArg(forKey: "mode")
            #expect(!FactoryContext.current.isActive(.arg("mock")))
        }
    }
}
