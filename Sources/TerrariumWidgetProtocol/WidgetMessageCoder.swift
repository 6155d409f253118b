/// Turns messages into frames and payloads back into messages, as `Docs/WidgetProtocol.md`
/// specifies: a frame is the payload's length in decimal, a newline, the payload (compact JSON,
/// one object), and a newline.
public enum WidgetMessageCoder {
    /// The frame for a host message.
    public static func frame(_ message: HostMessage) -> [UInt8] { fatalError("stub") }

    /// The frame for a widget message.
    public static func frame(_ message: WidgetMessage) -> [UInt8] { fatalError("stub") }

    /// Reads a host message from one frame's payload.
    public static func hostMessage(from payload: some Collection<UInt8>) throws(WidgetProtocolError) -> HostMessage {
        fatalError("stub")
    }

    /// Reads a widget message from one frame's payload.
    public static func widgetMessage(from payload: some Collection<UInt8>) throws(WidgetProtocolError)
        -> WidgetMessage
    {
        fatalError("stub")
    }
}
