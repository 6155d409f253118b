package import Foundation

/// Splits a byte stream into frames, whatever the pieces it arrives in, refusing a malformed or
/// oversized frame without allocating for it.
package struct FrameDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0

    /// An empty decoder.
    package init() {}

    /// The bytes received and not yet part of a complete frame.
    package var bufferedCount: Int { buffer.count - start }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 16, start > buffer.count / 2 {
            // Compacting only once the consumed part dominates keeps appends amortised linear.
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: Data) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next complete frame, nil when more bytes are needed.
    ///
    /// - Throws: ``ProtocolError`` for a length out of bounds or an unknown kind; the stream
    ///   cannot be resynchronised after that, so the connection must close.
    package mutating func next() throws(ProtocolError) -> Frame? {
        guard buffer.count - start >= 4 else { return nil }
        let length =
            Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8
            | Int(buffer[start + 3])
        guard length >= Frame.headerSize else { throw .malformed("a frame of \(length) bytes is too short") }
        guard length - Frame.headerSize <= Frame.maximumBodySize else {
            throw .oversized(length: length, limit: Frame.maximumBodySize + Frame.headerSize)
        }
        guard buffer.count - start >= 4 + length else { return nil }
        let base = start + 4
        guard let kind = FrameKind(rawValue: buffer[base]) else {
            throw .malformed("unknown frame kind \(buffer[base])")
        }
        let sequence = Self.integer(buffer, at: base + 1)
        let acknowledgement = Self.integer(buffer, at: base + 9)
        let body = Data(buffer[(base + Frame.headerSize)..<(base + length)])
        start = base + length
        if kind.isReliable != (sequence != 0), kind != .message {
            throw .malformed("a \(kind) frame with sequence number \(sequence)")
        }
        return Frame(kind, sequence: sequence, acknowledgement: acknowledgement, body: body)
    }

    private static func integer(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<offset + 8 { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}

/// Why a byte stream is not the protocol.
package enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not form a frame or a body of the expected shape.
    case malformed(String)
    /// A length prefix above the maximum frame size.
    case oversized(length: Int, limit: Int)

    /// The reason as a sentence.
    package var description: String {
        switch self {
        case .malformed(let reason): "malformed frame: \(reason)"
        case .oversized(let length, let limit): "oversized frame: \(length) bytes, the limit is \(limit)"
        }
    }
}
