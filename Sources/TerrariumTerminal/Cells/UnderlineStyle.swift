/// How an underline is drawn: the shapes of kitty's and VTE's `CSI 4 : n m`.
///
/// Terminals that do not know the shapes draw a plain underline instead (see
/// ``TerminalCapabilities/styledUnderlines``).
public enum UnderlineStyle: UInt8, Hashable, Sendable, CaseIterable {
    /// One straight line (`4:1`, or plain `4`).
    case single = 1
    /// Two straight lines (`4:2`, or SGR 21).
    case double = 2
    /// A wavy line (`4:3`), as spelling checkers use.
    case curly = 3
    /// A dotted line (`4:4`).
    case dotted = 4
    /// A dashed line (`4:5`).
    case dashed = 5
}
