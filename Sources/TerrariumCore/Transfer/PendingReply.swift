/// An answer the clipboard waits for from the terminal, with a time limit: whichever comes
/// first, the answer or the timeout, ends the wait.
@MainActor
final class PendingReply<Value: Sendable> {
    /// The answer, or that none came in time.
    enum Answer: Sendable {
        case value(Value)
        case timedOut
    }

    private var answer: Answer?
    private var continuation: CheckedContinuation<Answer, Never>?

    /// Ends the wait with `answer`; later calls change nothing.
    func finish(_ answer: Answer) {
        guard self.answer == nil else { return }
        self.answer = answer
        continuation?.resume(returning: answer)
        continuation = nil
    }

    /// The answer, once it has come or `clock` has reached `deadline`.
    func wait(until deadline: ContinuousClock.Instant, on clock: ReplyClock) async -> Answer {
        if let answer { return answer }
        let cancel = clock.schedule(deadline) { [weak self] in
            Task { @MainActor in self?.finish(.timedOut) }
        }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
            if let answer { continuation.resume(returning: answer) } else { self.continuation = continuation }
        }
        cancel()
        return result
    }
}
