/// The modes a program running in a terminal pane has set that change how input is encoded for
/// it: which keys send application sequences, whether pastes are bracketed, which mouse events
/// it wants and how they are written, and whether it hears about focus.
///
/// ``TerminalEmulator`` keeps these as the program sets them; ``TerminalInputEncoder`` reads them.
public struct TerminalInputModes: Hashable, Sendable {
    /// Which mouse events a program asked to hear about (DEC private modes 9, 1000, 1002, 1003).
    public enum MouseTracking: Hashable, Sendable {
        /// None: the pane keeps the mouse for scrolling and selection.
        case none
        /// X10 (mode 9): presses only.
        case x10
        /// Normal (mode 1000): presses, releases and the wheel.
        case normal
        /// Button events (mode 1002): as normal, and motion while a button is held.
        case buttonEvent
        /// Any event (mode 1003): as button events, and motion with no button held.
        case anyEvent
    }

    /// How mouse reports are written (DEC private modes 1005, 1006, 1015).
    public enum MouseEncoding: Hashable, Sendable {
        /// `ESC [ M` and three bytes, each value plus 32: columns and rows up to 223.
        case `default`
        /// As `default`, with values past 95 written as UTF-8 (mode 1005).
        case utf8
        /// `ESC [ < b ; x ; y M` (or `m` on release), decimal, any size (mode 1006).
        case sgr
        /// `ESC [ b ; x ; y M`, decimal, values plus 32 for the button (mode 1015).
        case urxvt
    }

    /// Cursor keys send `ESC O` rather than `ESC [` (DECCKM, mode 1).
    public var applicationCursorKeys = false
    /// The keypad sends application sequences (DECKPAM, `ESC =`; DECKPNM, `ESC >` ends it).
    public var applicationKeypad = false
    /// Pastes are wrapped in `ESC [ 200 ~` and `ESC [ 201 ~` (mode 2004).
    public var bracketedPaste = false
    /// Focus changes are reported as `ESC [ I` and `ESC [ O` (mode 1004).
    public var focusEvents = false
    /// Return sends carriage return and line feed rather than carriage return (LNM, mode 20).
    public var newLineMode = false
    /// The mouse events the program wants.
    public var mouseTracking = MouseTracking.none
    /// How mouse events are written.
    public var mouseEncoding = MouseEncoding.default

    /// The modes of a terminal that was just reset: none set.
    public init() {}
}
