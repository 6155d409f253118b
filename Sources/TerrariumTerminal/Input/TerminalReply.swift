/// An answer the terminal sent to a query.
public enum TerminalReply: Hashable, Sendable {
    /// The cursor position report (`CSI row ; col R`), converted to 0-based coordinates.
    case cursorPosition(Point)
    /// A DEC private mode report (`CSI ? mode ; value $ y`): 0 not recognised, 1 set, 2 reset,
    /// 3 permanently set, 4 permanently reset.
    case privateMode(mode: Int, value: Int)
    /// Primary device attributes (`CSI ? … c`).
    case primaryDeviceAttributes([Int])
    /// The kitty keyboard protocol's current flags (`CSI ? flags u`).
    case keyboardFlags(Int)
    /// A background or foreground colour report (OSC 10/11), 16-bit channels scaled to 8 bits.
    case color(slot: Int, red: UInt8, green: UInt8, blue: UInt8)
    /// A message of kitty's drag and drop protocol (OSC 72): a drag over the window, a drop, its
    /// data, or the answer to the protocol's query.
    case dragAndDrop(DragAndDropMessage)
    /// An OSC 52 answer to a clipboard read: the selection it names (`c` for the clipboard) and
    /// the bytes it holds, or nil when the answer was not Base64 or longer than the decoder keeps,
    /// so that a read waiting for it can fail at once.
    case clipboard(selection: String, contents: [UInt8]?)
    /// A packet of kitty's clipboard protocol (OSC 5522), or nil for one that was malformed or
    /// longer than the decoder keeps.
    case kittyClipboard(KittyClipboardPacket?)
    /// Kitty's graphics protocol answering a command: the image number it named, and the
    /// message, `OK` or an error such as `ENOENT:…`.
    case kittyGraphics(id: UInt32?, message: String)
}
