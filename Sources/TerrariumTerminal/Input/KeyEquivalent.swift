/// A key on the keyboard, as far as a terminal can tell.
///
/// Names follow SwiftUI's `KeyEquivalent`: ``delete`` is the Backspace key and
/// ``deleteForward`` the Delete key; a character literal such as `"q"` is a character key.
public enum KeyEquivalent: Hashable, Sendable {
    /// A key that produces text; for Ctrl+letter the lowercase letter with ``EventModifiers/control``.
    case character(Character)
    /// Enter or Return.
    case `return`
    /// Tab; Shift+Tab is `.tab` with ``EventModifiers/shift``.
    case tab
    /// Backspace.
    case delete
    /// Delete (forward delete).
    case deleteForward
    /// Escape.
    case escape
    /// The up arrow.
    case upArrow
    /// The down arrow.
    case downArrow
    /// The left arrow.
    case leftArrow
    /// The right arrow.
    case rightArrow
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 = 1 up to F35 where the terminal reports it.
    case function(Int)
}

extension KeyEquivalent {
    /// The Menu (application) key, which xterm reports as F16 and kitty as its MENU key: both
    /// decode to this.
    public static let menu = KeyEquivalent.function(16)
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types `character`, so `"q"` can stand for `.character("q")`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self = .character(character)
    }

    /// The key that types `character`.
    public init(_ character: Character) {
        self = .character(character)
    }
}
