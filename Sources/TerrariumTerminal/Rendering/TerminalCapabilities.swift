/// What the terminal can do, as far as the renderer needs to know.
public struct TerminalCapabilities: Hashable, Sendable {
    /// How many colours to use; deeper colours are downgraded to the nearest one.
    public var colorDepth: ColorDepth
    /// Whether to wrap each frame in DEC mode 2026 (synchronized update) so it appears at once.
    public var synchronizedOutput: Bool
    /// Whether to emit OSC 8 hyperlinks.
    public var hyperlinks: Bool
    /// Whether to emit underline shapes (`4:2`…`4:5`) and underline colours (SGR 58), terminfo's
    /// `Smulx` and `Setulc`; without them every underline is a plain one in the text's colour.
    public var styledUnderlines: Bool
    /// Whether to shift bands of rows that moved as a whole with a scroll region (DECSTBM, with
    /// DL or IL at its top), which every terminal since the VT102 has, rather than write their
    /// cells again.
    public var scrollRegions: Bool

    /// Creates a set of capabilities.
    public init(
        colorDepth: ColorDepth = .trueColor, synchronizedOutput: Bool = false, hyperlinks: Bool = true,
        styledUnderlines: Bool = false, scrollRegions: Bool = true
    ) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.hyperlinks = hyperlinks
        self.styledUnderlines = styledUnderlines
        self.scrollRegions = scrollRegions
    }

    /// Everything on: 24-bit colour, synchronized update, hyperlinks and underline shapes.
    public static let full = TerminalCapabilities(
        colorDepth: .trueColor, synchronizedOutput: true, hyperlinks: true, styledUnderlines: true)

    /// Capabilities guessed from environment variables alone, without asking the terminal;
    /// scroll regions are used everywhere but on a dumb terminal.
    ///
    /// `NO_COLOR` (any non-empty value) turns colour off; `COLORTERM=truecolor` or `24bit` means
    /// 24-bit; a `TERM` ending in `-256color` means 256 colours; `dumb`, `vt100`/`vt220` and
    /// `-mono` terminals get none. Terminals
    /// known to implement synchronized update get it; the session may confirm it by query.
    /// Underline shapes and colours go to the terminals known to draw them (kitty, WezTerm,
    /// foot, Ghostty, Alacritty, Contour, iTerm2, VS Code and VTE's, by `VTE_VERSION`): a
    /// terminal that does not know `4:3` may read it as `4` then `3`, underline and italic.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let program = environment["TERM_PROGRAM"] ?? ""

        var depth: ColorDepth
        if term == "dumb" || term.hasSuffix("-mono") || term.hasPrefix("vt1") || term.hasPrefix("vt2") {
            depth = .monochrome
        } else if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            depth = .trueColor
        } else if ["xterm-kitty", "xterm-ghostty", "alacritty", "foot", "wezterm", "contour"].contains(term)
            || ["iTerm.app", "WezTerm", "ghostty", "vscode"].contains(program)
        {
            depth = .trueColor
        } else if term.contains("256color") {
            depth = .indexed256
        } else {
            depth = .ansi16
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            depth = .monochrome
        }

        let synchronized =
            ["xterm-kitty", "xterm-ghostty", "foot", "alacritty", "contour", "wezterm"].contains(term)
            || ["WezTerm", "iTerm.app", "ghostty", "vscode"].contains(program)
        let hyperlinks = term != "linux" && term != "dumb"
        let styledUnderlines =
            ["xterm-kitty", "xterm-ghostty", "foot", "alacritty", "contour", "wezterm"].contains(term)
            || ["WezTerm", "iTerm.app", "ghostty", "vscode"].contains(program)
            || !(environment["VTE_VERSION"] ?? "").isEmpty
        return TerminalCapabilities(
            colorDepth: depth, synchronizedOutput: synchronized, hyperlinks: hyperlinks,
            styledUnderlines: styledUnderlines && depth != .monochrome, scrollRegions: term != "dumb")
    }
}
