// SPDX-License-Identifier: MPL-2.0

/// The pure bookkeeping of an operator that joins several upstreams (combine-latest or zip): what arrived, what
/// may be sent, and when it is over. `FanInSubscription` adds the locking and the calls.
struct FanInState<Failure: Error> {
    enum Mode {
        /// Emit the latest value of every upstream whenever one changes, once all have produced one.
        case combineLatest
        /// Emit the n-th values of all upstreams together.
        case zip
    }

    enum Step {
        case send([Any])
        case complete(Subscribers.Completion<Failure>)
    }

    let mode: Mode
    private var latest: [Any?]
    /// combineLatest: the newest combination not yet sent (older ones are replaced, not queued).
    private var unsentLatest: [Any]?
    private var queues: [[Any]]
    private var finished: [Bool]
    private var completion: Subscribers.Completion<Failure>?
    private(set) var isOver = false
    var demand: Subscribers.Demand = .none

    init(mode: Mode, count: Int) {
        self.mode = mode
        latest = Array(repeating: nil, count: count)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        // No upstream: nothing can ever be combined, so it is over at once, as an empty `MergeMany` is.
        if count == 0 { completion = .finished }
    }

    mutating func receive(_ value: Any, at index: Int) {
        guard !isOver, completion == nil else { return }
        switch mode {
        case .combineLatest:
            latest[index] = value
            if latest.allSatisfy({ $0 != nil }) {
                unsentLatest = latest.map { $0! }
            }
        case .zip:
            queues[index].append(value)
        }
    }

    mutating func finish(_ end: Subscribers.Completion<Failure>, at index: Int) {
        guard !isOver, completion == nil else { return }
        if case .failure = end {
            completion = end
            unsentLatest = nil
            queues = queues.map { _ in [] }
            return
        }
        finished[index] = true
        switch mode {
        case .combineLatest:
            // Without a value from this upstream no combination can ever exist; otherwise wait for all.
            if latest[index] == nil || finished.allSatisfy({ $0 }) { completion = .finished }
        case .zip:
            if queues[index].isEmpty { completion = .finished }
        }
    }

    /// The next thing to do for the subscriber, consuming demand; nil when there is nothing to do now.
    mutating func nextStep() -> Step? {
        guard !isOver else { return nil }
        if demand > 0, let output = takeOutput() {
            demand -= 1
            return .send(output)
        }
        if let completion, !hasOutput {
            isOver = true
            return .complete(completion)
        }
        return nil
    }

    mutating func cancel() {
        isOver = true
    }

    private var hasOutput: Bool {
        switch mode {
        case .combineLatest: unsentLatest != nil
        case .zip: !queues.isEmpty && queues.allSatisfy { !$0.isEmpty }
        }
    }

    private mutating func takeOutput() -> [Any]? {
        switch mode {
        case .combineLatest:
            defer { unsentLatest = nil }
            return unsentLatest
        case .zip:
            guard hasOutput else { return nil }
            let output = queues.map { $0[0] }
            for index in queues.indices { queues[index].removeFirst() }
            // An upstream that finished and has nothing left ends the zip.
            if completion == nil, zip(finished, queues).contains(where: { $0 && $1.isEmpty }) {
                completion = .finished
            }
            return output
        }
    }
}
