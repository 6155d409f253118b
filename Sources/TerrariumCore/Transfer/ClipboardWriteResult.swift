/// What became of a write to the clipboard: confirmed, only sent, or refused, by which route,
/// with a sentence to show the user.
public struct ClipboardWriteResult: Hashable, Sendable, CustomStringConvertible {
    /// How sure the app can be that the system clipboard now holds the items.
    public enum Status: Hashable, Sendable {
        /// Something answered that it holds the items: the terminal, a clipboard tool, or the
        /// in-process clipboard when nothing outside the app can be reached.
        case confirmed
        /// The items were sent to the terminal, which does not say whether it took them.
        case sent
        /// Nothing was written; the reason says why (too large for every route, say).
        case refused(reason: String)
    }

    /// Confirmed, sent or refused.
    public var status: Status
    /// The route the items took, best first: `kitty`, `osc52`, a tool's name, or `in-process`.
    public var route: String
    /// A sentence for a status line, such as "Copied" or "Not copied: …".
    public var message: String

    /// Creates a result.
    public init(status: Status, route: String, message: String) {
        self.status = status
        self.route = route
        self.message = message
    }

    /// Whether the items reached the clipboard, confirmed or sent.
    public var isWritten: Bool {
        if case .refused = status { return false }
        return true
    }

    /// The message.
    public var description: String { message }
}
