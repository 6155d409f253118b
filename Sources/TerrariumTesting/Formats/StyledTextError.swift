/// Text in the `.styled` snapshot format that could not be read.
public struct StyledTextError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line the problem is on.
    public var line: Int
    /// What is wrong with it.
    public var reason: String

    /// Creates an error for `line`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The line and the reason, for messages.
    public var description: String { "line \(line): \(reason)" }
}
