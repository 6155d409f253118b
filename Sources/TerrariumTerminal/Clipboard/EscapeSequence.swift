/// Bytes for the terminal that one of Terrarium's encoders built, such as a clipboard write,
/// for a session to send between frames.
///
/// Only the framework's encoders make one, and they build every byte themselves (payloads in
/// Base64), so no text from data reaches the terminal through a sequence.
public struct EscapeSequence: Hashable, Sendable {
    /// The bytes to write, exactly as the terminal receives them.
    public let bytes: [UInt8]

    /// Wraps bytes an encoder built.
    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
