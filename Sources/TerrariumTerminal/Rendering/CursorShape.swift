/// The shape of the text cursor a program asked for with DECSCUSR (`CSI Ps SP q`).
public struct CursorShape: Hashable, Sendable {
    /// What the cursor looks like.
    public enum Kind: Hashable, Sendable {
        /// A block over the whole cell.
        case block
        /// A line under the cell.
        case underline
        /// A thin vertical line at the cell's left edge.
        case bar
    }

    /// Block, underline or bar.
    public var kind: Kind
    /// Whether it blinks.
    public var isBlinking: Bool

    /// A cursor of `kind`, blinking or steady.
    public init(_ kind: Kind, blinking: Bool) {
        self.kind = kind
        self.isBlinking = blinking
    }

    /// The terminal's own default, which DECSCUSR 0 asks for: a blinking block in xterm.
    public static let `default` = CursorShape(.block, blinking: true)

    /// The shape DECSCUSR `parameter` names (0 and 1 blinking block, 2 steady block, 3 blinking
    /// underline, 4 steady underline, 5 blinking bar, 6 steady bar), or nil for any other value.
    public init?(decscusr parameter: Int) {
        switch parameter {
        case 0, 1: self = .default
        case 2: self.init(.block, blinking: false)
        case 3: self.init(.underline, blinking: true)
        case 4: self.init(.underline, blinking: false)
        case 5: self.init(.bar, blinking: true)
        case 6: self.init(.bar, blinking: false)
        default: return nil
        }
    }

    /// The DECSCUSR parameter that asks for this shape (1 to 6).
    public var decscusrParameter: Int {
        let steady = isBlinking ? 0 : 1
        switch kind {
        case .block: return 1 + steady
        case .underline: return 3 + steady
        case .bar: return 5 + steady
        }
    }
}
