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

    /// The answer, once it has come or `timeout` has passed.
    func wait(timeout: Duration) async -> Answer {
        if let answer { return answer }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.finish(.timedOut)
        }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
            if let answer { continuation.resume(returning: answer) } else { self.continuation = continuation }
        }
        timer.cancel()
        return result
    }
}
