/// A key press (or, with the kitty keyboard protocol, a repeat or release), as SwiftUI's
/// `KeyPress` describes one.
public struct KeyPress: Hashable, Sendable {
    /// Whether a key went down, repeated or came up; a set, so handlers can ask for several.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8

        /// Creates phases from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The key was pressed.
        public static let down = Phases(rawValue: 1)
        /// The key is held and auto-repeats.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key was released.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// Down, repeat or up; legacy terminals only ever report ``Phases/down``.
    public var phase: Phases

    /// Creates a key press.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The text the key produces: its character, or nothing for keys such as arrows.
    public var characters: String {
        if case .character(let character) = key { return String(character) }
        return ""
    }
}
