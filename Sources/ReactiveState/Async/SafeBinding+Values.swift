// SPDX-License-Identifier: MPL-2.0

extension SafeBinding where Value: Sendable {
    /// The values as an `AsyncSequence`: the current one first, then every change, in order.
    ///
    /// ```swift
    /// for await count in $model.values.map(\.count) { print(count) }
    /// ```
    ///
    /// Values are buffered until read, so a slow reader misses none. The subscription ends when the loop does.
    public var values: AsyncStream<Value> {
        justNew().asyncStream()
    }
}

extension ValueSubject where Output: Sendable {
    /// The values as an `AsyncSequence`: the current one first, then every assignment, in order.
    public var values: AsyncStream<Output> {
        eraseToAnyPublisher().asyncStream()
    }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// Bridges a never-failing publisher to an unbounded `AsyncStream`; ending the stream cancels the
    /// subscription.
    func asyncStream() -> AsyncStream<Output> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let subscription = SubscriptionToken(
                sink(
                    receiveCompletion: { _ in continuation.finish() },
                    receiveValue: { continuation.yield($0) }
                )
            )
            continuation.onTermination = { _ in subscription.cancel() }
        }
    }
}

/// Lets a `@Sendable` termination handler cancel a subscription.
// Safety: Combine's `cancel()` is thread-safe.
private final class SubscriptionToken: @unchecked Sendable {
    private let cancellable: AnyCancellable

    init(_ cancellable: AnyCancellable) {
        self.cancellable = cancellable
    }

    func cancel() {
        cancellable.cancel()
    }
}
