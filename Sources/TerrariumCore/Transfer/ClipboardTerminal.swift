import TerrariumTerminal

/// The terminal as a clipboard route: how sequences reach it, what sits in between, and which
/// of its clipboard sequences can work.
package struct ClipboardTerminal {
    /// Writes a sequence to the terminal between frames.
    package var send: @MainActor (EscapeSequence) -> Void
    /// tmux or screen between the app and the terminal, which changes how OSC 52 travels.
    package var multiplexer: TerminalMultiplexer
    /// Whether OSC 52 may well be ignored: GNOME's VTE terminals long refused it and macOS
    /// Terminal does not know it, so there a clipboard tool, which answers, goes first.
    package var mayIgnoreOSC52: Bool
    /// Whether to send kitty's "new text" marker before an OSC 52 write, as kitty otherwise
    /// appends consecutive writes.
    package var clearsBeforeOSC52: Bool
    /// Whether OSC 52 reads can be answered: not through screen, which does not forward the
    /// answer.
    package var readsOSC52: Bool

    /// The route the environment describes, writing with `send`.
    package init(environment: [String: String], send: @escaping @MainActor (EscapeSequence) -> Void) {
        self.send = send
        multiplexer = TerminalMultiplexer.detect(environment: environment)
        let direct = multiplexer == .none
        let ignoresOSC52 =
            environment["VTE_VERSION"]?.isEmpty == false || environment["TERM_PROGRAM"] == "Apple_Terminal"
        mayIgnoreOSC52 = direct && ignoresOSC52
        clearsBeforeOSC52 =
            direct && (environment["TERM"] == "xterm-kitty" || environment["KITTY_WINDOW_ID"]?.isEmpty == false)
        readsOSC52 = !mayIgnoreOSC52 && multiplexer != .screen
    }
}
