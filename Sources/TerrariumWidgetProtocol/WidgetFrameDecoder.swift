/// Splits a byte stream into frame payloads, however the stream was cut into reads.
///
/// ```swift
/// var decoder = WidgetFrameDecoder()
/// decoder.append(bytesFromRead)
/// while let payload = try decoder.nextPayload() { handle(payload) }
/// ```
///
/// A frame is the payload's length in ASCII decimal digits (no sign, no leading zero, at most
/// as many digits as the largest accepted length has), a newline, the payload and a newline.
/// A bad length is refused as soon as its first wrong byte arrives, so garbage never waits for
/// more input; a payload longer than the limit is refused before any of it is held.
///
/// After an error the stream cannot be trusted: every later call throws the same error.
public struct WidgetFrameDecoder: Sendable {
    private let maximumMessageSize: Int
    private let maximumDigits: Int
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` start; consumed bytes are dropped in batches.
    private var start = 0
    private var failure: WidgetProtocolError?

    /// A decoder refusing payloads longer than `maximumMessageSize`.
    public init(maximumMessageSize: Int = WidgetProtocol.maximumMessageSize) {
        self.maximumMessageSize = max(0, maximumMessageSize)
        self.maximumDigits = String(max(0, maximumMessageSize)).utf8.count
    }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        guard failure == nil else { return }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole payload, nil until one has arrived; throws on a malformed frame.
    public mutating func nextPayload() throws(WidgetProtocolError) -> [UInt8]? {
        if let failure { throw failure }
        do {
            return try decodeFrame()
        } catch {
            failure = error
            buffer = []
            start = 0
            throw error
        }
    }

    /// Bytes held for a frame not yet complete.
    public var bufferedCount: Int { buffer.count - start }

    private mutating func decodeFrame() throws(WidgetProtocolError) -> [UInt8]? {
        var index = start
        var length = 0
        while true {
            guard index < buffer.count else { return nil }
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") { break }
            let digits = index - start
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                throw WidgetProtocolError(
                    "bad frame: the length must be decimal digits, found \(describe(byte))"
                        + (digits == 0 ? " at the start of a frame" : " after \(digits) digits"))
            }
            if digits == 1, length == 0 {
                throw WidgetProtocolError("bad frame: the length must not start with 0")
            }
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
            guard digits < maximumDigits, length <= maximumMessageSize else {
                throw WidgetProtocolError(
                    "bad frame: the payload is longer than the limit of \(maximumMessageSize) bytes")
            }
            index += 1
        }
        guard index > start else { throw WidgetProtocolError("bad frame: the length is empty") }
        let payloadStart = index + 1
        let payloadEnd = payloadStart + length
        guard payloadEnd < buffer.count else { return nil }
        guard buffer[payloadEnd] == UInt8(ascii: "\n") else {
            throw WidgetProtocolError(
                "bad frame: no newline after the \(length)-byte payload, found \(describe(buffer[payloadEnd]))")
        }
        let payload = Array(buffer[payloadStart..<payloadEnd])
        start = payloadEnd + 1
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16)
            start = 0
        }
        return payload
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}
