/// Something a running `TerminalSession` reports: input, a new size, or a request from the system.
public enum TerminalEvent: Hashable, Sendable {
    /// Decoded keyboard, mouse, paste, focus or reply input.
    case input(InputEvent)
    /// The terminal's window changed (SIGWINCH), possibly back to the size it had; the next frame
    /// should have this size and is drawn in full.
    case resize(Size)
    /// The program resumed after suspension: the screen was repainted from scratch and the next
    /// frame is drawn in full.
    case resumed
    /// SIGINT, SIGTERM or SIGHUP arrived, or the terminal closed. The terminal is already
    /// restored; the program should finish its work and stop. A second signal ends it at once.
    case terminationRequested(signal: Int32)
}
