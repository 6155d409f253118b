/// A mouse event reported with SGR encoding (mode 1006).
public struct MouseEvent: Hashable, Sendable {
    /// A mouse button.
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button or wheel click.
        case middle
        /// The secondary button.
        case right
        /// An extra button (8–11 in xterm's numbering: back, forward, …).
        case other(Int)
    }

    /// A scroll direction.
    public enum ScrollDirection: Hashable, Sendable {
        /// The wheel moved up.
        case up
        /// The wheel moved down.
        case down
        /// The wheel tilted left.
        case left
        /// The wheel tilted right.
        case right
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release(Button)
        /// The pointer moved with a button held.
        case drag(Button)
        /// The pointer moved with no button held.
        case move
        /// The wheel scrolled.
        case scroll(ScrollDirection)
    }

    /// What happened.
    public var kind: Kind
    /// The cell under the pointer, counted from 0.
    public var location: Point
    /// Shift, Alt (``EventModifiers/option``) and Control as reported by the terminal.
    public var modifiers: EventModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point, modifiers: EventModifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }
}
