/// Turns messages into frames and payloads back into messages, as `Docs/WidgetProtocol.md`
/// specifies: a frame is the payload's length in decimal, a newline, the payload (compact JSON,
/// one object), and a newline.
///
/// ```swift
/// let frame = WidgetMessageCoder.frame(HostMessage.focus(sequence: 3, isFocused: true))
/// // 39\n{"focused":true,"seq":3,"type":"focus"}\n
/// ```
///
/// Decoding refuses what is not a message, with an error saying what was wrong: a payload that
/// is not UTF-8 JSON, not an object, an unknown `"type"`, a required field missing or of the
/// wrong type. Members a message does not define are ignored, so a newer peer may add them.
public enum WidgetMessageCoder {
    /// The frame for a host message.
    public static func frame(_ message: HostMessage) -> [UInt8] {
        frame(payload: payload(message))
    }

    /// The frame for a widget message.
    public static func frame(_ message: WidgetMessage) -> [UInt8] {
        frame(payload: payload(message))
    }

    /// The frame holding `payload`: its length, a newline, the payload and a newline.
    public static func frame(payload: [UInt8]) -> [UInt8] {
        var frame = Array(String(payload.count).utf8)
        frame.reserveCapacity(frame.count + payload.count + 2)
        frame.append(UInt8(ascii: "\n"))
        frame += payload
        frame.append(UInt8(ascii: "\n"))
        return frame
    }

    /// The JSON payload of a host message, without the frame: what an in-process plugin is
    /// handed.
    public static func payload(_ message: HostMessage) -> [UInt8] {
        builder(for: message).payload
    }

    /// The JSON payload of a widget message, without the frame.
    public static func payload(_ message: WidgetMessage) -> [UInt8] {
        builder(for: message).payload
    }

    /// Reads a host message from one frame's payload.
    public static func hostMessage(from payload: some Collection<UInt8>) throws(WidgetProtocolError) -> HostMessage {
        try hostMessage(WidgetMessageFields(payload: payload))
    }

    /// Reads a widget message from one frame's payload.
    public static func widgetMessage(from payload: some Collection<UInt8>) throws(WidgetProtocolError)
        -> WidgetMessage
    {
        try widgetMessage(WidgetMessageFields(payload: payload))
    }
}
