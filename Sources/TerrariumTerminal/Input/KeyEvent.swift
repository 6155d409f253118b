/// A key press (or, with the kitty keyboard protocol, a repeat or release).
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down, repeated or came up.
    public enum Phase: Hashable, Sendable {
        /// The key was pressed.
        case down
        /// The key is held and auto-repeats.
        case `repeat`
        /// The key was released.
        case up
    }

    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// Down, repeat or up; legacy terminals only ever report ``Phase/down``.
    public var phase: Phase

    /// Creates a key event.
    public init(_ key: Key, modifiers: EventModifiers = [], phase: Phase = .down) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }
}
