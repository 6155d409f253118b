/// Why bytes from the other side are not a valid message: the text says what was wrong, for the
/// placeholder and the log.
public struct WidgetProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in a sentence.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
