/// Splits a byte stream into frame payloads, however the stream was cut into reads.
///
/// ```swift
/// var decoder = WidgetFrameDecoder()
/// decoder.append(bytesFromRead)
/// while let payload = try decoder.nextPayload() { handle(payload) }
/// ```
///
/// After an error the stream cannot be trusted: every later call throws the same error.
public struct WidgetFrameDecoder: Sendable {
    /// A decoder refusing payloads longer than `maximumMessageSize`.
    public init(maximumMessageSize: Int = WidgetProtocol.maximumMessageSize) { fatalError("stub") }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Collection<UInt8>) { fatalError("stub") }

    /// The next whole payload, nil until one has arrived; throws on a malformed frame.
    public mutating func nextPayload() throws(WidgetProtocolError) -> [UInt8]? { fatalError("stub") }

    /// Bytes held for a frame not yet complete.
    public var bufferedCount: Int { fatalError("stub") }
}
