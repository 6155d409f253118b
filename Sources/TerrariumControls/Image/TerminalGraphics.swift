public import TerrariumCore
package import TerrariumTerminal

/// How the terminal shows pictures: what an `Image` in this environment is drawn with.
///
/// The default, and what tests and snapshots use, is ``blocks``: every terminal shows it. The
/// app sets ``Mode/kitty`` when the terminal speaks kitty's graphics protocol.
public struct TerminalGraphics: Sendable {
    /// The ways a terminal can show a picture.
    public enum Mode: Hashable, Sendable {
        /// Unicode half blocks, two pixels to a cell, in 24-bit colour.
        case blocks
        /// Kitty's graphics protocol: the image is sent once and shown by placeholder cells.
        case kitty
        /// DEC sixels, painted over the picture's half blocks after each frame that needs them.
        case sixel
    }

    /// The mode images use.
    public var mode: Mode
    /// Writes a sequence to the terminal between frames; nil where nothing can be sent, which
    /// draws blocks whatever the mode.
    package var send: (@MainActor (EscapeSequence) -> Void)?
    /// The pixels of one cell, which sixel pictures are scaled to; nil where the terminal does
    /// not report them, which shows pictures as blocks in the sixel mode: a picture sized by a
    /// guess could cover other cells, or scroll the screen past the last row.
    public var cellPixels: Size?

    /// Blocks, which need nothing sent.
    public static let blocks = TerminalGraphics(mode: .blocks, send: nil)

    /// A mode whose images are sent with `send`, in cells of `cellPixels` pixels.
    package init(mode: Mode, send: (@MainActor (EscapeSequence) -> Void)?, cellPixels: Size? = nil) {
        self.mode = mode
        self.send = send
        self.cellPixels = cellPixels
    }

    /// The mode for a terminal that answered the graphics query as `kitty` and `sixel` say:
    /// kitty's protocol when it accepted the query's test image and is kitty or Ghostty, sixels
    /// when its device attributes list them, and blocks otherwise.
    ///
    /// Kitty or Ghostty by name too, as other terminals (WezTerm, Warp, zellij) accept the
    /// protocol's images but do not draw its placeholder cells, which is how pictures are shown
    /// here. Inside tmux or screen it is always blocks: they keep no picture a program sends
    /// through them when their panes redraw, whatever the terminal outside answered.
    public static func mode(kitty: Bool, sixel: Bool, environment: [String: String]) -> Mode {
        guard environment["TMUX"] == nil, environment["STY"] == nil else { return .blocks }
        if kitty, drawsPlaceholders(environment: environment) { return .kitty }
        return sixel ? .sixel : .blocks
    }

    /// Whether the environment names kitty or Ghostty, the terminals that draw kitty's
    /// placeholder cells.
    static func drawsPlaceholders(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term == "xterm-kitty" || term == "xterm-ghostty" || environment["KITTY_WINDOW_ID"]?.isEmpty == false
            || environment["TERM_PROGRAM"] == "ghostty"
    }
}

private struct TerminalGraphicsKey: EnvironmentKey {
    static let defaultValue = TerminalGraphics.blocks
}

extension EnvironmentValues {
    /// How images in this environment are drawn; the app sets it from the terminal.
    public var terminalGraphics: TerminalGraphics {
        get { self[TerminalGraphicsKey.self] }
        set { self[TerminalGraphicsKey.self] = newValue }
    }
}
