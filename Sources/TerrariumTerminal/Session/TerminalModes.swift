/// The escape sequences that enter and leave the full-screen interactive state.
package enum TerminalModes {
    /// Alternate screen, hidden cursor, SGR mouse with motion, bracketed paste, focus events and
    /// the kitty keyboard protocol's unambiguous escape codes (ignored by terminals without it).
    package static let enter =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
        + "\u{1B}[?2004h\u{1B}[?1004h\u{1B}[>1u\u{1B}[H\u{1B}[2J"

    /// Undoes ``enter`` in reverse order, closing first whatever a frame cut short may have left
    /// open: a synchronized update, a hyperlink, a pen style; the cursor gets the terminal's
    /// default shape back (`CSI 0 SP q`), which a terminal pane may have changed.
    package static let leave =
        "\u{1B}[?2026l\u{1B}]8;;\u{1B}\\\u{1B}[m\u{1B}[<u\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l"
        + "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0 q\u{1B}[?25h\u{1B}[?1049l"

    /// Asks whether synchronized update and kitty's clipboard protocol (mode 5522) are
    /// supported, for the foreground and background colours, then for the primary device
    /// attributes, which every terminal answers: that answer ends the wait.
    package static let capabilityQuery =
        "\u{1B}[?2026$p\u{1B}[?5522$p\u{1B}]10;?\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// Asks whether kitty's graphics protocol is spoken: a one-pixel image, number 31, that the
    /// terminal checks but keeps not, sent before ``capabilityQuery`` so its answer comes first.
    package static let graphicsQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// The image number ``graphicsQuery`` names.
    package static let graphicsQueryID: UInt32 = 31

    /// The capability query for a terminal with `environment`: the Linux console shows an APC
    /// string's text, and tmux and screen make it the pane's title or the status line, so none
    /// of them is asked about graphics.
    package static func capabilityQuery(environment: [String: String]) -> String {
        let term = environment["TERM"] ?? ""
        guard !term.hasPrefix("linux"), TerminalMultiplexer.detect(environment: environment) == .none else {
            return capabilityQuery
        }
        return graphicsQuery + capabilityQuery
    }
}
