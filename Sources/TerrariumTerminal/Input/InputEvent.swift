/// Something the user or the terminal sent, decoded from the input byte stream.
public enum InputEvent: Hashable, Sendable {
    /// A key press, including printable text typed one character at a time.
    case key(KeyPress)
    /// A mouse press, release, drag, move or wheel event.
    case mouse(MouseEvent)
    /// Text pasted with bracketed paste (mode 2004), delivered whole and sanitised of nothing:
    /// consumers must treat it as data.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) focus (mode 1004).
    case focus(Bool)
    /// An answer to a query the program sent.
    case reply(TerminalReply)
}
