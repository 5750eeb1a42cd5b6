// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
import Testing

@Suite("AtomicWords")
struct AtomicWordsTests {
    @Test("Words start at zero and keep what was set, each apart from the others")
    func setAndRead() {
        let words = AtomicWords(count: 4)
        #expect((0..<4).map(words.value(at:)) == [0, 0, 0, 0])
        words.set(7, at: 2)
        words.set(.max, at: 0)
        #expect((0..<4).map(words.value(at:)) == [.max, 0, 7, 0])
        #expect(words.count == 4)
    }

    @Test("Concurrent writers, one word each, and a reader: no word ever goes back or shows a value not written")
    func concurrentWritersAndReader() async {
        let words = AtomicWords(count: 4)
        let steps: UInt = 20_000
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask {
                    // Each writer counts its own word up; only it writes that word.
                    for value in 1...steps { words.set(value, at: index) }
                }
            }
            group.addTask {
                var last = [UInt](repeating: 0, count: 4)
                for _ in 0..<20_000 {
                    for index in 0..<4 {
                        let value = words.value(at: index)
                        #expect(value >= last[index] && value <= steps)
                        last[index] = value
                    }
                }
            }
        }
        #expect((0..<4).map(words.value(at:)) == [steps, steps, steps, steps])
    }
}
