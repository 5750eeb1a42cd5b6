// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

extension TestContainer {
    var whereRunning: Factory<String> {
        self { "definition" }
            .onDevice { "device" }
            .onSimulator { "simulator" }
    }
}

@Suite("FactoryContext detects the running environment")
struct FactoryContextDetectionTests {
    @Test("FactoryContext() is the detected environment: tests running, not a simulator, so a device")
    func detects() {
        let context = FactoryContext()
        #expect(context == FactoryContext.detected)
        #expect(context.isTest, "this process runs Swift Testing")
        #expect(context.arguments == CommandLine.arguments)
        #expect(context.runtimeArguments.isEmpty)
        #expect(!context.isPreview)
        #expect(!context.isSimulator, "Linux is not a simulator")
        #expect(context.isDevice, "outside a simulator is a device")
    }

    @Test("Assigning FactoryContext() to current restores the real environment after a test changed it")
    func restore() {
        Container.withIsolated { _ in
            FactoryContext.current = FactoryContext(arguments: [], isTest: false, isSimulator: true)
            FactoryContext.setArg("mock", forKey: "mode")
            #expect(!FactoryContext.current.isTest)
            FactoryContext.current = FactoryContext()
            #expect(FactoryContext.current == FactoryContext.detected)
            #expect(FactoryContext.current.isTest)
            #expect(FactoryContext.current.runtimeArguments.isEmpty)
        }
    }

    @Test(".device applies whenever the process is not in a simulator")
    func deviceMeansNotASimulator() {
        TestContainer.withIsolated { container in
            #expect(container.whereRunning() == "device", "detected: this machine is not a simulator")
            FactoryContext.current.isSimulator = true
            #expect(!FactoryContext.current.isDevice)
            #expect(container.whereRunning() == "simulator")
            FactoryContext.current.isDevice = true
            #expect(!FactoryContext.current.isSimulator)
            #expect(container.whereRunning() == "device")
        }
    }
}
