/// Decides which edits form one undo step: consecutive insertions and deletions at the caret.
///
/// A run ends after a pause of ``pause``, when the caret moved between two edits, or with an
/// edit that is not typing (a paste, a cut, a replace); the next edit then starts a new step.
public struct TypingRun: Sendable {
    /// What an edit was, for grouping.
    public enum Kind: Sendable {
        /// Typed text inserted at the caret.
        case insertion
        /// Backspace or Delete at the caret.
        case deletion
        /// Anything else; it is always a step of its own.
        case other
    }

    /// The pause after which typing starts a new step.
    public static let pause: Duration = .seconds(1)

    /// Where the caret was after the run's last edit, and when it was made, while a run is open.
    private var last: (caret: Int, time: Duration)?

    /// Creates a run with nothing open.
    public init() {}

    /// Records an edit of `kind` made at `time`, with the caret at `caretBefore` before it and
    /// `caretAfter` after; returns whether it continues the open run rather than starting a
    /// step.
    public mutating func continues(_ kind: Kind, caretBefore: Int, caretAfter: Int, at time: Duration) -> Bool {
        guard kind != .other else {
            last = nil
            return false
        }
        let continues = last.map { $0.caret == caretBefore && time - $0.time < Self.pause } ?? false
        last = (caretAfter, time)
        return continues
    }

    /// Ends the open run: the caret moved, focus left, or an undo happened.
    public mutating func end() { last = nil }
}
