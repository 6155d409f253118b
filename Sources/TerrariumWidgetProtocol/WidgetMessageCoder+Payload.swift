extension WidgetMessageCoder {
    /// The payload of a host message: its frame without the length line and the final newline,
    /// for transports that delimit messages themselves, such as a loaded plugin's calls.
    public static func payload(_ message: HostMessage) -> [UInt8] {
        payload(ofFrame: frame(message))
    }

    /// The payload of a widget message: its frame without the length line and the final newline.
    public static func payload(_ message: WidgetMessage) -> [UInt8] {
        payload(ofFrame: frame(message))
    }

    /// The bytes between a frame's first newline and its last.
    private static func payload(ofFrame frame: [UInt8]) -> [UInt8] {
        guard let start = frame.firstIndex(of: UInt8(ascii: "\n")), frame.count > start + 1 else { return [] }
        return Array(frame[(start + 1)..<(frame.count - 1)])
    }
}
