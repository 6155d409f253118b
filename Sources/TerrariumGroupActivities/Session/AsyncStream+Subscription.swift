extension AsyncStream.Continuation {
    /// Keeps this continuation as a subscriber under the key `subscribe` returns, or finishes it
    /// at once when that is nil because the source has ended; `unsubscribe` gets the key back
    /// when the stream ends, so a consumer that stops listening is not kept.
    func subscribe(_ subscribe: () -> Int?, unsubscribe: @escaping @Sendable (Int) -> Void) {
        guard let id = subscribe() else {
            finish()
            return
        }
        onTermination = { _ in unsubscribe(id) }
    }
}
